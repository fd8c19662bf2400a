/**
 * A verb the source says only after "may", "might" or "could", said in the line as done
 * (hedged-verbs.ts): stopped where the line's clause shares the source sentence's words; the
 * possibility kept, a verb the source also states, and a negated one keep the line.
 */
import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { hedgedVerbClaims } from './hedged-verbs.ts';

const claims = (text: string, line: string, lang = 'en') =>
  hedgedVerbClaims(line, claimSource({ text, lang }));

const FISH =
  'Trout numbers in the upper river fell by a third after 2021. Survey teams found warmer summer water in the shallow pools, which might partly account for the decline.';

describe('a verb the source says only may be, said as done', () => {
  it('stops it, with the words it shares', () => {
    expect(
      claims(FISH, 'Warmer summer water in the shallow pools accounts for the decline.'),
    ).toEqual(['accounts warmer summer water shallow pools decline']);
  });

  it('keeps the possibility, a verb the source states, and a negated verb', () => {
    for (const line of [
      'Warmer summer water in the shallow pools might account for the decline.',
      'Warmer water may partly have accounted for the decline.',
      'Warmer summer water in the shallow pools did not account for the decline.',
    ]) {
      expect(claims(FISH, line), line).toEqual([]);
    }
    expect(
      claims(
        `${FISH} The report says the warm water accounts for most of the loss.`,
        'Warmer summer water in the shallow pools accounts for the decline.',
      ),
    ).toEqual([]);
    expect(
      claims(FISH, 'Warmer summer water in the shallow pools accounts for the decline.', 'de'),
    ).toEqual([]);
  });
});
