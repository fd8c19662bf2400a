/**
 * A Cyrillic adjective made on a Latin stem opening a sentence (issue 44 item 4, blind round
 * forty-eight's "Максимальні 200 балів з математики отримали 1240 вступників"): Ukrainian,
 * Russian and Bulgarian make adjectives of borrowed words with "-альн-" (maximal, national,
 * final), "-ельн-" (Russian's "-тельн-": значительный) and "-ивн-" (active, positive), then an
 * adjective's case ending ("-ий", "-і", "-ая", "-ого" …; Bulgarian's "-ен", "-на", "-ни"). The
 * common words' lists keep a few of these forms, and a sentence's first word, whose capital tells
 * nothing (first-word-names.ts), was read as a new name. Names are not made so: a surname opening
 * a sentence ("Залужний", "Шевченко") ends on none of the suffixes, and is still read.
 */

const LANGS = /^(?:uk|ru|bg|be|mk|sr)(?:$|[-_])/u;
const ADJECTIVE =
  /^\p{Script=Cyrillic}{4,}(?:альн|ельн|ивн)(?:ий|ій|ый|ой|ая|яя|а|е|є|і|и|ое|ые|ого|ому|их|ых|им|ым|ими|ыми|ою|ої|ую|ої|ій)$/u;
const BULGARIAN = /^\p{Script=Cyrillic}{4,}(?:ал|ив)(?:ен|на|но|ни|ния|ният|ната|ното|ните)$/u;

/** Whether `word`, in a line in `lang`, is a Latinate adjective of a Cyrillic language. */
export function isLatinateAdjective(word: string, lang: string): boolean {
  if (!LANGS.test(lang)) return false;
  const lower = word.normalize('NFC').toLowerCase();
  return ADJECTIVE.test(lower) || (lang.startsWith('bg') && BULGARIAN.test(lower));
}
