/**
 * Two from-to pairs are not read as traded at a function word alone (range-function-ties.ts, h265):
 * a line that tells the source's two pairs with other words after "among", "in" is kept; a pair
 * moved onto a word that pins another figure (no pair) is read as before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Figure } from '../figures/figure-kinds.ts';
import { claimSource, unsupportedClaims } from '../index.ts';
import { rangeAtFunctionWord } from './range-function-ties.ts';

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const SLEEP =
  'The proportion of participants reporting poor sleep declined from 64% to 41% in the walking group, compared with a decline from 62% to 58% among controls. Daytime sleepiness did not change.';

const range = (text: string): Figure => ({ text, kind: 'range', readings: [[text]] });
const percent = (text: string): Figure => ({ text, kind: 'percent', readings: [[text]] });

describe('rangeAtFunctionWord: two from-to pairs at a function word', () => {
  it('keeps the two pairs told with other words after the function word', () => {
    expect(
      figures(
        'Poor sleep fell from 64% to 41% among walkers but only from 62% to 58% in controls.',
        SLEEP,
      ),
    ).toEqual([]);
  });

  it('reads only a pair against pairs, at a function word', () => {
    expect(rangeAtFunctionWord('a:among', range('64% to 41%'), [range('62% to 58%')])).toBe(true);
    expect(rangeAtFunctionWord('a:in', range('64% to 41%'), [range('62% to 58%')])).toBe(true);
    expect(rangeAtFunctionWord('a:among', percent('64%'), [range('62% to 58%')])).toBe(false);
    expect(rangeAtFunctionWord('a:among', range('64% to 41%'), [percent('62%')])).toBe(false);
    expect(rangeAtFunctionWord('a:controls', range('64% to 41%'), [range('62% to 58%')])).toBe(
      false,
    );
  });

  it('property: no content word tie is ever waved through', () => {
    fc.assert(
      fc.property(fc.constantFrom('controls', 'walkers', 'group', 'patients', 'sleep'), (word) => {
        expect(rangeAtFunctionWord(`a:${word}`, range('1 to 2'), [range('3 to 4')])).toBe(false);
      }),
    );
  });
});
