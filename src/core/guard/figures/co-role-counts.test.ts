import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const PODCAST =
  "MAYA: Welcome back to The Daily Grind. I'm Maya Okafor, and with me as always is my co-host Ben Liu. BEN: Hi everyone. Today our guest is Dr. Helen Mwangi.";
const STARTUP =
  'Priya Nair started Loomly in 2019 with her co-founders Sam Ortiz and Lee Park, and the company now has 40 staff.';
/** The same without the names: the plural alone says no number. */
const UNNAMED =
  'Priya Nair started Loomly in 2019 with her co-founders, and the company now has 40 staff.';

const figures = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('two of a role the source gives as one person and their co-', () => {
  it('keeps "the two hosts" of a host and her co-host', () => {
    expect(figures(PODCAST, 'The two hosts spoke with Dr. Helen Mwangi.')).toEqual([]);
  });

  it('keeps "two co-founders" of the two the source names (listed-counts.ts, h262)', () => {
    expect(figures(STARTUP, 'Priya Nair started Loomly in 2019 with two co-founders.')).toEqual([]);
  });

  it.each([
    // Three is no count of one host and a co-host.
    [PODCAST, 'The three hosts spoke with Dr. Helen Mwangi.', 'three'],
    // "co-founders" in the plural may be any number.
    [UNNAMED, 'Priya Nair started Loomly in 2019 with two co-founders.', 'two'],
    // Named, they are two (listed-counts.ts, h262), not three.
    [STARTUP, 'Priya Nair started Loomly in 2019 with three co-founders.', 'three'],
    // Another role than the source's.
    [PODCAST, 'The two guests spoke with Maya Okafor.', 'two'],
  ])('still asks of: %s / %s', (text, line, figure) => {
    expect(figures(text, line)).toContain(figure);
  });
});
