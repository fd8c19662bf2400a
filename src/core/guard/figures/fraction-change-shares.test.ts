/**
 * A change by a fraction in words read as its percentage (fraction-change-shares.ts): "up by
 * roughly 20%" of "risen by about a fifth" kept, another share stopped, and a fraction that is no
 * change's share ("a quarter of an hour", "by a quarter point") gives no percentage.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const COSTS = 'Over the past year our hosting costs have risen by about a fifth, so prices go up.';

describe('addFractionChangeShares: a change by a fraction as a percentage', () => {
  it('keeps the percentage of the source’s fraction, in English and German', () => {
    expect(stopped('Hosting costs rose by roughly 20%.', COSTS)).toEqual([]);
    const KOSTEN = 'Die Kosten für das Hosting sind um etwa ein Fünftel gestiegen.';
    expect(stopped('Die Hostingkosten stiegen um rund 20 %.', KOSTEN, 'de')).toEqual([]);
    const CUT = 'The council cut the waiting list by a third this year.';
    expect(stopped('The waiting list was cut by about 33%.', CUT)).toEqual([]);
  });

  it('stops another percentage, and reads no share in a fraction of something else', () => {
    expect(stopped('Hosting costs rose by roughly 50%.', COSTS)).toEqual(['50%']);
    const RATE =
      'The bank raised its rate by a quarter point, after a quarter of an hour of talks.';
    expect(stopped('The bank raised its rate by 25%.', RATE)).toEqual(['25%']);
  });
});
