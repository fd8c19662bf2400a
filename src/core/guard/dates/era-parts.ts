/**
 * The early, mid or late part of a decade or century a line names (era-figures.ts,
 * roman-centuries.ts): "the late 1990s", "à la fin des années 90", "Anfang der 1990er", "в конце
 * XIX века" before it; Japanese, Chinese and Korean say it after ("1990年代後半", "90年代初",
 * "1990년대 후반"). A year is in the part where it falls within the era's first third, its middle
 * or its last, a little generous at the edges as people say them: 1998 is the late 1990s, 1994 the
 * mid, not the late.
 */

/** The part of an era a line names, as a share of it: its first third, its middle, its last. */
export type Part = 'early' | 'mid' | 'late';
const PARTS: ReadonlyArray<readonly [Part, string]> = [
  [
    'early',
    'early|beginning(?=\\s+of)|début|anfang|principios|inicios?|inizio|início|begin|początk\\p{L}*|начал\\p{L}*',
  ],
  ['mid', 'mid|middle|milieu|mitte|mediados|metà|meados|midden|połow\\p{L}*|середин\\p{L}*'],
  // "fin", "fine", "final" and "fim" are a part only before "de", "des", "degli" ("the final in
  // the 1990s" is a match's).
  [
    'late',
    'late|end(?=\\s+of)|(?:fin|fine|final|fim)(?=\\s+d)|ende|finales|eind|koń\\p{L}*|koniec|конц\\p{L}*|конец',
  ],
];
/** A part's word, then up to three short words before the era: "au début des années ", "mid-". */
const PART_BEFORE = PARTS.map(
  ([part, words]) =>
    [
      part,
      new RegExp(`(?<!\\p{L})(?:${words})(?:[\\s\\-'’]+\\p{L}{1,7}){0,3}[\\s\\-'’]*$`, 'iu'),
    ] as const,
);
/** Where in an era (0 to 1) each part may fall: generous at the edges, as people say them. */
const SPANS: Readonly<Record<Part, readonly [number, number]>> = {
  early: [0, 0.35],
  mid: [0.3, 0.75],
  late: [0.6, 1],
};

/** A part said after the era: "年代後半", "年代初", "년대 후반". */
const PART_AFTER: ReadonlyArray<readonly [Part, RegExp]> = [
  ['early', /^\S{0,3}?\s?(?:前半|初頭|初め|初期|初|초반|초)/u],
  ['mid', /^\S{0,3}?\s?(?:半ば|中頃|中期|中叶|중반)/u],
  ['late', /^\S{0,3}?\s?(?:後半|末期|末|후반|말)/u],
];

/** The part of an era the text `before` and `after` the line's figure names, if any. */
export function eraPart(before: string, after: string): Part | undefined {
  return (
    PART_BEFORE.find(([, words]) => words.test(before))?.[0] ??
    PART_AFTER.find(([, words]) => words.test(after))?.[0]
  );
}

/** Whether `offset` years into an era of `length` fall in the line's `part` of it. */
export const inPart = (offset: number, length: number, part: Part | undefined) => {
  if (!part) return true;
  const [from, to] = SPANS[part];
  return offset / (length - 1) >= from && offset / (length - 1) <= to;
};
