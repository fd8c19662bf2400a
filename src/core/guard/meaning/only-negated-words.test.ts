import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { onlyNegatedWordClaims } from './only-negated-words.ts';

const abstract =
  'Late arrivals decreased by 41%. Mathematics grades improved slightly (0.12 points on a 10-point scale), but the difference was not statistically significant, and no difference was found in Dutch grades. Falls did not differ significantly between groups. The outdoor slide will not be ready until July.';
const stopped = (line: string) =>
  onlyNegatedWordClaims(line, claimSource({ text: abstract, lang: 'en' }));

describe('a word the source writes only under a negation, stated plainly', () => {
  it.each([
    'Maths grades improved slightly and significantly.',
    'Mathematics grades improved significantly over the year.',
    'The intervention group had significantly fewer falls than the control groups.',
  ])('stops "%s"', (line) => {
    expect(stopped(line)).not.toEqual([]);
  });

  it.each([
    'Maths grades improved slightly but not significantly.',
    "The gain in maths grades wasn't significant.",
    // The word without two more of the negating sentence's: another claim, not this one.
    'The study was significant for schools.',
    // "not … until July" says when, and negates nothing.
    'The outdoor slide should be ready in July.',
    // A word the negation's reach does not cover: "decreased" is written plainly.
    'Late arrivals decreased by 41% and maths grades improved slightly.',
  ])('keeps "%s"', (line) => {
    expect(stopped(line)).toEqual([]);
  });

  it('keeps a line that rewords another sentence the source says plainly', () => {
    const recall =
      'The recall covers heaters sold between September 2024 and November 2025. Heaters with a date code of 2548 or later are not affected, because the cord was redesigned in late November.';
    const source = claimSource({ text: recall, lang: 'en' });
    const line = 'Heaters sold from September 2024 to November 2025 are affected.';
    expect(onlyNegatedWordClaims(line, source)).toEqual([]);
    expect(onlyNegatedWordClaims('Heaters with a date code of 2548 are affected.', source)).toEqual(
      ['Heaters with a date code of 2548 are affected'],
    );
  });

  it('reads an English source only, and no translated line', () => {
    const line = 'Maths grades improved slightly and significantly.';
    expect(onlyNegatedWordClaims(line, claimSource({ text: abstract, lang: 'de' }))).toEqual([]);
    expect(
      onlyNegatedWordClaims(line, claimSource({ text: abstract, lang: 'de', lineLang: 'en' })),
    ).toEqual([]);
  });
});

describe('a negated forgetting', () => {
  it('reads "don\'t forget the report is due" as the report being due', () => {
    const chat =
      "Jess: also don't forget the quarterly report is due Wednesday\nSam: I know, I'm about 80% done";
    const source = claimSource({ text: chat, lang: 'en' });
    expect(onlyNegatedWordClaims('The quarterly report is due Wednesday.', source)).toEqual([]);
  });
});
