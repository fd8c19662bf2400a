/**
 * A place's adjective or its people's word as a line writes it capitalised (issue 44, h244): "Московское
 * метро" of "Метро Москвы", "Львівський аеропорт" of "Аеропорт Львова", "Il sindaco Milanese" of
 * "Milano", "Madrileño" of "Madrid", "Napoletano vince" of "Napoli". The names reader's stems
 * (claim-names.ts, first-word-names.ts) want most of the word's letters to be a source word's start,
 * and an adjective's ending ("-ский", "-ський", "-ese", "-eño") is too long for that on a short
 * place. Here the ending is read off first: what is left, less two letters at most (the place's own
 * last vowel or softened consonant, "Madri-d"/"madri-leño"), is a source capital's start, four
 * letters at least. Another place's adjective ("Казанский" of a post about Москва) shares no start
 * and is still a new name.
 */
import { oncePer } from '../once-per-source.ts';

/** The fewest letters the adjective and the place share ("ом-ск" is no "Омск"'s, "Омский" is). */
const LEAST = 4;
/** How many of the stem's last letters may differ from the place's ("Madri-d", "Моск-ва"). */
const SLACK = 2;

/**
 * A Slavic adjective's ending on a place's stem, its case endings with it: Russian "-ский",
 * "-цкий"; Ukrainian "-ський", "-цький", "-зький"; Polish "-ski", "-cki", "-scy" (a people's
 * plural). Russian's and Ukrainian's both, whichever the source is: a Cyrillic line's endings are
 * one or the other's, and neither is a name's.
 */
export const SLAVIC_ENDING =
  /(?:[сц]к(?:ий|ый|ой|ая|ое|ие|ые|ого|ому|ую|ым|им|ых|их|ими|ыми|ом|ей)|[сцз]ьк(?:ий|а|е|і|ого|ої|ому|у|им|их|ими|ій|ою)|(?:s|c|dz)k(?:i|a|ie|iego|iej|im|ich|ą|imi|iemu)|[sc]cy)$/u;

/**
 * A Romance people's word's ending: "-ese" (it), "-és", "-eño", "-ense" (es), "-etano", "-itano"
 * (it, es). Not a bare "-ano", "-ino", "-ina": they end first names made of others ("Giuliano" of
 * "Giulia", "Cristina" of "Cristian"), a person swapped, not a place's word.
 */
const ROMANCE_ENDING = /(?:es[aei]s?|[éê]s|eñ[ao]s?|ens[ei]s?|(?:et|it)an[aeio]s?)$/u;

/**
 * Ukrainian's vowels that alternate in a place's stem as its word is declined ("Київ", "Києва";
 * "Львів", "Львова"; "Харків", "харківський"): read as one letter where stems are compared.
 */
const ALTERNATING = /[іїєое]/gu;

export const fold = (word: string) => word.normalize('NFC').toLowerCase().replace(ALTERNATING, '*');

/** The source's capitalised words of four letters or more, folded, once per source. */
const sourceCapitals = /* @__PURE__ */ oncePer((source: { readonly text: string }): string[] => {
  const found = new Set<string>();
  for (const [word] of source.text.matchAll(/(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]{3,}/gu)) {
    found.add(fold(word));
  }
  return [...found];
});

/** The number of letters two words open with in common. */
function sharedStart(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  return at;
}

/** The length of the stem left when an adjective's or a people's ending is read off `word`. */
function stemLength(word: string): number | undefined {
  // The leftmost match of an ending anchored at the word's end is its longest ("napol-etano").
  return (SLAVIC_ENDING.exec(word) ?? ROMANCE_ENDING.exec(word))?.index;
}

/**
 * Whether a line's capitalised `word` is a place's adjective or people's word of a capital the
 * source writes: its stem, less two letters at most, opens that capital, four letters at least.
 */
export function isSourcePlaceAdjective(word: string, source: { readonly text: string }): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  const stem = stemLength(word.normalize('NFC').toLowerCase());
  const folded = fold(word);
  if (stem === undefined) return false;
  const least = Math.max(LEAST, stem - SLACK);
  return sourceCapitals(source).some((capital) => sharedStart(folded, capital) >= least);
}
