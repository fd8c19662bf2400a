/**
 * A list's bare members, its unit written once after the last (carried-list-units.ts): the
 * source's amounts in that unit are kept; a member the source never gives still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const SLEEP =
  'Short sleep was most common among shift workers, at 44 percent, and among parents of children under five, at 39 percent. Women and men reported 30 and 32 percent.';

describe('carriedListUnit', () => {
  it('keeps the source’s shares with their unit written once', () => {
    expect(figures('Shift workers and parents were at 44 and 39 percent.', SLEEP)).toEqual([]);
    expect(figures('The rates were 44, 39 and 32 percent.', SLEEP)).toEqual([]);
  });

  it('stops a member the source never gives, or gives in no such unit', () => {
    expect(figures('Shift workers and parents were at 44 and 38 percent.', SLEEP)).toEqual([
      '38 percent',
    ]);
    expect(figures('Shift workers and parents were at 45 and 39 percent.', SLEEP)).toEqual(['45']);
  });
});
