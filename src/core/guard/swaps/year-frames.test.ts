/**
 * A year told in its own sentence's frame, its names said otherwise (year-frames.ts, read by
 * named-years.ts): "first home win over the Brumbies since 2019" of "first win over Canberra in
 * Sydney since 2019" is kept; a year moved to another sentence's names, or to the other names of
 * its own sentence's list, is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const RUGBY =
  "The Waratahs beat the Brumbies 31-24. It's the Tahs' first win over Canberra in Sydney since 2019. The Reds last won in Brisbane in 2021.";
const BUSES =
  'Leeds routes will be franchised first, followed by Bradford and Calderdale in 2027 and Kirklees and Wakefield a year later.';

describe('inYearFrame: a year kept in its own sentence’s frame', () => {
  it('keeps the year where the line names the side otherwise', () => {
    expect(figures("It was the Tahs' first home win over the Brumbies since 2019.", RUGBY)).toEqual(
      [],
    );
  });

  it('still stops a year given to other names', () => {
    expect(figures('The Reds last won in Brisbane in 2019.', RUGBY)).toEqual(['2019']);
    expect(
      figures('Leeds goes first, then Kirklees and Wakefield in 2027 and the others after.', BUSES),
    ).toEqual(['2027']);
  });
});
