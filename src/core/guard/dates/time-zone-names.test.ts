/**
 * A time zone a line names by its word where the source writes its letters (time-zone-names.ts,
 * round twenty-two): "noon Eastern" of "12:00 PM ET" is the source's zone; "Central" is not.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isSourceTimeZoneWord } from './time-zone-names.ts';

const STREAM = 'Launch livestream: 03/12 at 9:00 AM PT / 12:00 PM ET / 17:00 GMT. Runs 90 minutes.';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a time zone named by its word', () => {
  it("keeps the zones the source writes by their letters, each time at the source's moment", () => {
    expect(
      claims('The livestream starts at noon Eastern, which is 9 a.m. Pacific.', STREAM),
    ).toEqual([]);
    expect(claims('It is at 5 p.m. Greenwich time.', STREAM)).toEqual([]);
  });

  it('stops a zone the source does not write, and a time moved to another zone', () => {
    expect(claims('The livestream starts at noon Central.', STREAM)).toEqual(['name:Central']);
    expect(claims('The livestream starts at 10 a.m. Pacific.', STREAM)).toEqual(['figure:10 a.m']);
  });

  it('reads the letters only as a word of their own', () => {
    expect(isSourceTimeZoneWord('Eastern', 'Doors at 7pm EST.')).toBe(true);
    expect(isSourceTimeZoneWord('Eastern', 'The ETF rose 3%.')).toBe(false);
    expect(isSourceTimeZoneWord('Western', 'Doors at 7pm WT.')).toBe(false);
  });
});
