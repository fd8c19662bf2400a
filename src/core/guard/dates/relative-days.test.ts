/**
 * A day told as the day before or after another the source dates otherwise (relative-days.ts):
 * "Sunday the 9th, the day before the final" where the source's final is Saturday the 8th is
 * stopped, "the day after the final" kept. A relation to a word the source dates nowhere is
 * kept. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CLUB =
  'The cup final is Saturday the 8th at the county ground. The club dinner will be on Sunday the 9th, and the coach leaves at noon.';

describe('relativeDays: a day told one day off another the source dates', () => {
  it('stops a relation the two dates do not make', () => {
    expect(
      stopped('The club dinner is on Sunday the 9th, the day before the final.', CLUB),
    ).toEqual(['the day before']);
  });

  it('keeps the relation the dates make, by weekday or day of the month', () => {
    expect(stopped('The club dinner is on Sunday the 9th, the day after the final.', CLUB)).toEqual(
      [],
    );
    expect(stopped('The dinner is on Sunday, the day after the final.', CLUB)).toEqual([]);
  });

  it('keeps a relation to a word the source dates nowhere', () => {
    expect(stopped('The dinner is on Sunday the 9th, the day after the awards.', CLUB)).toEqual([]);
  });
});
