/**
 * A Slavic sentence's first word that is a source word in another case (issue 44, precision):
 * "Гола дубль оформив …" (of the goal) of the source's "гол", "Третьего квартала" of "третий".
 * Where a capital only opens a sentence, the first-word reader (first-word-names.ts) reads a word
 * the source writes in no form as a name; it matches a shared start of four letters or three
 * fifths of the word, which a short stem ("гол", three letters) or a long ending ("-ого" for
 * "-ий") falls short of. Russian, Ukrainian, Bulgarian, Polish, Czech and Slovak decline nouns
 * and adjectives by their endings: a word and a source word that are one stem of three letters
 * or more once one ending is cut are one word in two cases. A name the line puts there has a stem
 * of its own ("Марко" is no case of "матч"); one that shares the stem of a source word opening a
 * sentence is not told from it, as in the text.
 */

const CYRILLIC_ENDINGS =
  /(?:ого|его|ому|ему|ыми|ими|ами|ями|ая|яя|ое|ее|ые|ие|ий|ый|ій|ой|ей|ою|ею|ых|их|ым|им|ом|ем|ам|ям|ах|ях|ов|ев|ів|а|я|у|ю|ы|и|і|ї|е|є|о|ь|й|та|ът|то|те)$/u;
const LATIN_ENDINGS =
  /(?:ego|emu|ych|ich|ymi|imi|ami|ach|ách|ov|ów|om|em|ej|ie|ou|ým|ých|a|ą|ę|y|i|u|o|e|á|é|í|ý)$/u;

const LANGS = new Set(['ru', 'uk', 'bg', 'pl', 'cs', 'sk']);
const STEM_MIN = 3;

/** A word's stems: as written, and with one case ending cut (three letters or more left). */
function stems(word: string): string[] {
  const lower = word.toLowerCase();
  const endings = /\p{Script=Cyrillic}/u.test(lower) ? CYRILLIC_ENDINGS : LATIN_ENDINGS;
  // A soft sign before the ending is the stem's softness, not its letter ("третьего", "третий").
  const cut = lower.replace(endings, '').replace(/ь$/u, '');
  return [lower, cut].filter((stem) => [...stem].length >= STEM_MIN);
}

const sourceStems = /* @__PURE__ */ new WeakMap<ReadonlySet<string>, Set<string>>();

/** The source's words' stems, read once a source. */
function stemsOf(words: ReadonlySet<string>): Set<string> {
  let found = sourceStems.get(words);
  if (!found) {
    found = new Set();
    for (const word of words)
      if (/^\p{L}+$/u.test(word)) for (const stem of stems(word)) found.add(stem);
    sourceStems.set(words, found);
  }
  return found;
}

/** Whether `word` is one of the source's `words` in another case, in a Slavic `lang`. */
export function declinesSourceWord(
  word: string,
  words: ReadonlySet<string>,
  lang: string,
): boolean {
  if (!LANGS.has(lang.toLowerCase().split(/[-_]/u)[0] ?? '')) return false;
  const known = stemsOf(words);
  const [, cut] = stems(word);
  return cut !== undefined && cut !== word.toLowerCase() && known.has(cut);
}
