/**
 * A count given as a vague number word (issue 44, round 59's probes): Polish "kilkanaście szkół"
 * (a dozen-odd, 11 to 19), Russian "десятки школ", Spanish "decenas", French "des dizaines",
 * Italian "decine", Dutch "tientallen" (tens: 20 to 99), German "Dutzende", English "dozens" (24
 * to 99), their hundreds. Such a word says a range: a line's is the source's where the source gives
 * a count inside it (14 schools, "kilkanaście") or the same vague word's range; else it is a count
 * the source never gave ("kilkadziesiąt" of 14, "dozens" of four) and is stopped. As a sentence's
 * first word it is no name (first-word-names.ts). No library names these words: the table is the
 * languages' few, each a stem that takes the word's case endings.
 */

/** A vague count's forms (a pattern over the folded word) and the range it says. */
const VAGUE: ReadonlyArray<readonly [RegExp, number, number]> = [
  [/^(?:kilka|kilku|kilkoro|kilkorga)$/u, 2, 9],
  [/^нескольк(?:о|их|им|ими)$/u, 2, 9],
  [/^(?:kilkanascie|kilkunast(?:u|oma)|kilkanasciorga)$/u, 11, 19],
  [/^(?:kilkadziesiat|kilkudziesieci(?:u|oma)?)$/u, 20, 99],
  [/^(?:десятк(?:и|ов|ам|ами|ах)|decenas|dizaines|decine|tientallen|dezenas)$/u, 20, 99],
  [/^(?:dozens|dutzende|dutzenden|docenas|douzaines|dozzine)$/u, 24, 99],
  [
    /^(?:kilkaset|kilkuset|сотн(?:и|ям|ями|ях)|сотен|cientos|centaines|centinaia|honderden|hunderte|hunderten|hundreds|centenas)$/u,
    200,
    999,
  ],
];

/** A word folded as the table writes it: lower case, Latin marks taken off ("dziesiąt"). */
const folded = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/(?<=\p{sc=Latin})\p{M}+/gu, '')
    .replace(/ł/gu, 'l')
    .normalize('NFC');

/** The range a vague count word says, if it is one. */
export function vagueCountRange(word: string): readonly [number, number] | undefined {
  const key = folded(word);
  const found = VAGUE.find(([forms]) => forms.test(key));
  return found ? [found[1], found[2]] : undefined;
}

const WORD = /[\p{L}\p{M}]+/gu;

/** Whether the source says a count in [low, high]: a figure of it, or a vague word of that range. */
function sourceSays(low: number, high: number, text: string, figures: ReadonlySet<string>) {
  for (const key of figures) {
    const value = /^n(\d+)$/u.exec(key)?.[1];
    if (value !== undefined && Number(value) >= low && Number(value) <= high) return true;
  }
  for (const [word] of text.matchAll(WORD)) {
    const range = vagueCountRange(word);
    if (range && range[0] === low && range[1] === high) return true;
  }
  return false;
}

/** The vague counts of `line` that say a range the source gives no count in (see above). */
export function unsupportedVagueCounts(
  line: string,
  source: { readonly text: string; readonly figures: ReadonlySet<string> },
): string[] {
  const found: string[] = [];
  for (const [word] of line.matchAll(WORD)) {
    const range = vagueCountRange(word);
    if (range && !sourceSays(range[0], range[1], source.text, source.figures)) found.push(word);
  }
  return found;
}
