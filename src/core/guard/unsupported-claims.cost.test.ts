/**
 * The guard's cost grows with the text, not with its square (issue 44, item 3): 20,000 characters
 * of "1 one " took 950 ms (40,000: 4 s; 80,000: 16 s), every word of a source weighed against every
 * figure in it. Asserted by relative growth of the CPU time (the least of a few runs, so a busy
 * machine's pauses do not count): eight times the text costs about eight times as much, where the
 * old reading cost sixty-four times.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const WORDS = ['one', 'two', 'three', 'twenty-one', 'forty-two', 'a hundred', 'ninety-nine'];
const LINE = 'The council counted 12,345 guests and 3 stalls, says the post.';

/** `length` characters of `unit` again and again. */
const repeated = (unit: (index: number) => string, length: number) => {
  let text = '';
  for (let index = 1; text.length < length; index++) text += unit(index);
  return text.slice(0, length);
};

const WORST: Array<[string, (index: number) => string]> = [
  ['"1 one " repeated', () => '1 one '],
  ['digits and number words alternating', (i) => `${i} ${WORDS[i % WORDS.length]} `],
  ['prose', () => 'The council met on Monday and talked about the library and the parks. '],
];

/**
 * Sources read by a first word's and a translation's names (first-word-names.ts, roman-names.ts):
 * each word's starts, each word and pair romanised; one word as long as the text, and Cyrillic.
 */
const NAMES: Array<[string, (index: number) => string, string, string?]> = [
  ['one word as long as the text', () => 'a', 'en'],
  ['Cyrillic prose, a line in English', () => 'Иван Морозов забросил шайбу в Москве. ', 'ru', 'en'],
];
const NAMES_LINE = 'Kaprizov scored twice for CSKA. Ovechkin added 3 in Moscow.';

/**
 * Sources read by the negations' reader (negation-claims.ts): every clause weighed against a line's
 * negated one, or every negated clause against a line that drops one; a list of a thousand commas.
 */
const NEGATIONS: Array<[string, (index: number) => string, string]> = [
  [
    'negated and plain sentences, a line that adds one',
    () => 'The library will not open on Monday. The bus runs to the park on Sunday. ',
    'The bus does not run to the park on Sunday.',
  ],
  [
    'negated sentences, a line that drops one',
    () => 'The library will not open on Monday, the council said. ',
    'The library will open on Monday.',
  ],
  ['one sentence of commas', (i) => `stall ${i}, `, 'Stall 3 does not open on Monday.'],
];

/**
 * Sources that walked a reader's regular expression or V8's word segmenter from every character to
 * the text's end (issue 44, item 7): a sentence of opposites ("began ended"), a list of commas with
 * no last item, one word of 20,000 capitals, kanji with no "から", Chinese with no space, capitals
 * joined by apostrophes or commas (a list of names with no "and"), brackets never closed. Each took
 * 1-7 s at 20,000 characters; a source's length is capped there, but one request held the server.
 */
const ANY_TEXT: Array<[string, (index: number) => string, string, string]> = [
  [
    'opposites in one sentence',
    () => 'began ended ',
    'en',
    'The show began on 3 May and ended 2 hours later.',
  ],
  [
    'commas and no last item',
    () => 'and, but, while, ',
    'en',
    'It began on 3 May in Paris and ended 2 hours later.',
  ],
  ['one word of capitals', () => 'A', 'en', 'Anna Berg, the CEO, opened it in Paris on 3 May.'],
  ['kanji with no route', () => '東京大学', 'ja', '公演は5月3日に東京から大阪まで続いた。'],
  ['Chinese with no space', () => '开始结束', 'zh', '演出于5月3日开始，两小时后结束。'],
  ['capitals and apostrophes', () => "A'", 'en', 'It began on 3 May in Paris, said Anna Berg.'],
  ['capitals and commas', () => 'A,', 'en', 'It began on 3 May in Paris, said Anna Berg.'],
  ['brackets never closed', () => 'Ж(', 'en', 'It began on 3 May and ended 2 hours later.'],
];

/** The least CPU time, in ms, of checking a line against `text` read as a source. */
function cpuMs(text: string, runs = 5, lang = 'en', lineLang?: string, line = LINE): number {
  let least = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = process.cpuUsage();
    const asked = lineLang === undefined ? {} : { lineLang };
    unsupportedClaims(line, claimSource({ text, lang, ...asked }), 'normal');
    const used = process.cpuUsage(started);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}

/**
 * The growth of the CPU time from `small` to eight times as many characters of `unit`, warmed
 * first (the first reading builds the lexicons and compiles the code): about 8 where the cost is
 * linear, 64 where it is quadratic.
 */
function growth(
  unit: (index: number) => string,
  { small = 10_000, lang = 'en', lineLang, line = LINE, runs = 5 }: GrowthOptions = {},
): number {
  const few = repeated(unit, small);
  const many = repeated(unit, small * 8);
  cpuMs(few, 2, lang, lineLang, line);
  cpuMs(many, 1, lang, lineLang, line);
  return (
    cpuMs(many, runs, lang, lineLang, line) / Math.max(cpuMs(few, runs, lang, lineLang, line), 0.5)
  );
}

interface GrowthOptions {
  small?: number;
  lang?: string;
  lineLang?: string;
  line?: string;
  runs?: number;
}

describe('the guard’s cost', () => {
  it.each(WORST)(
    'grows linearly with the source: %s',
    (_, unit) => expect(growth(unit)).toBeLessThan(24),
    60_000,
  );

  it.each(NAMES)(
    'reads names in a time linear in the source: %s',
    (_, unit, lang, lineLang) =>
      expect(growth(unit, { lang, lineLang, line: NAMES_LINE })).toBeLessThan(24),
    60_000,
  );

  it.each(NEGATIONS)(
    'reads negations in a time linear in the source: %s',
    (_, unit, line) => expect(growth(unit, { line })).toBeLessThan(24),
    60_000,
  );

  it.each(ANY_TEXT)(
    'reads any text in a time linear in its length: %s',
    (_, unit, lang, line) =>
      expect(growth(unit, { small: 5_000, lang, line, runs: 3 })).toBeLessThan(24),
    120_000,
  );

  it('stops the invented figure of a line against the worst source all the same', () => {
    const text = repeated(WORST[1]?.[1] ?? (() => ''), 20_000);
    const claims = unsupportedClaims(LINE, claimSource({ text, lang: 'en' }), 'normal');
    expect(claims.map((claim) => claim.text)).toEqual(['12,345']);
  });
});
