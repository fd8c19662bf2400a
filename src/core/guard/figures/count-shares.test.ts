/** A share in words of a thing the source counts as a part and its whole (count-shares.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const text =
  'We conducted a cluster-randomised trial in 24 secondary schools in the Netherlands. Twelve schools delayed their start time from 8:15 to 9:00 a.m.; twelve kept their usual schedule. Sleep was measured in 1,412 students aged 13 to 16.';
const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map((claim) => claim.text);

describe('countShare', () => {
  it('keeps a share that is the ratio of two of the source’s counts of its noun', () => {
    expect(
      claims('Across 24 secondary schools, half the schools moved their start later.'),
    ).toEqual([]);
  });

  it('stops another share of that noun, or a share of a noun the source counts once', () => {
    expect(claims('A third of the schools moved their start later.')).toEqual(['A third']);
    expect(claims('Half the students moved their start later.')).toEqual(['Half']);
  });
});
