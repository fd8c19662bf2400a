import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { siblingSwaps } from './sibling-swaps.ts';

/** The words the guard stops as one of the source's things put for another, for `line`. */
const swapped = (text: string, line: string, lineLang?: string) =>
  siblingSwaps(line, claimSource({ text, lang: 'en', ...(lineLang ? { lineLang } : {}) }));

const BANK =
  'Inflation fell to 2.6 percent in November from 3.1 percent in September, mainly because energy ' +
  'prices declined. Core inflation, which excludes food and energy, eased more slowly to 3.0 percent.';
const ORDER =
  'Your order of one Fjellbu 3-person tent and two Arctic Down sleeping bags was due on Thursday. ' +
  'Because of a strike by dock workers at the port of Rotterdam, the container holding the sleeping ' +
  'bags has been held up.';
const OUTAGE =
  'The outage hit the payments and search services for two hours. Engineers traced it ' +
  'to the payments service, whose database ran out of connections after a release.';
const CAFE =
  'The cafe sells coffee and pastries. On Sundays the cafe closes early because the owner bakes ' +
  'bread for the market.';

describe('a line that puts one of the source’s things for another it names beside it', () => {
  it.each([
    // A cause changed to another the source lists with it.
    [
      BANK,
      'Inflation dropped to 2.6% in November, mostly because food prices fell.',
      ['food prices'],
    ],
    // The thing held up traded for the other item of the order.
    [
      ORDER,
      'The order is delayed because a dock workers’ strike in Rotterdam is holding up the tent.',
      ['holding tent'],
    ],
    [
      OUTAGE,
      'Engineers traced the two-hour outage to the search service, whose database ran out of connections.',
      ['search service'],
    ],
  ])('stops it: %s / %s', (text, line, words) => {
    expect(swapped(text, line)).toEqual(words);
  });

  it('is a negation claim of the whole guard', () => {
    const source = claimSource({ text: BANK, lang: 'en' });
    const line = 'Inflation dropped to 2.6% in November, mostly because food prices fell.';
    expect(unsupportedClaims(line, source, 'normal')).toEqual([
      { kind: 'negation', text: 'food prices' },
    ]);
  });
});

describe('a line that keeps each thing where the source has it', () => {
  it.each([
    [BANK, 'Inflation dropped to 2.6% in November, mostly because energy prices fell.'],
    // Both things named, in another order: nothing put for the other.
    [BANK, 'Core inflation, which leaves out energy and food prices, eased to 3.0%.'],
    [ORDER, 'A dock workers’ strike in Rotterdam is holding up the sleeping bags, not the tent.'],
    [
      ORDER,
      'The order of a tent and two sleeping bags is late, the container with the bags held up by a strike.',
    ],
    [
      OUTAGE,
      'Engineers traced the outage to the payments service, whose database ran out of connections.',
    ],
    // The sibling's word in a sentence the line's other words are not in.
    [CAFE, 'The cafe sells coffee and pastries, and closes early on Sundays.'],
    [CAFE, 'On Sundays the cafe shuts early because the owner bakes bread for the market.'],
  ])('keeps it: %s / %s', (text, line) => {
    expect(swapped(text, line)).toEqual([]);
  });

  it('reads no translated line', () => {
    const line = 'Inflation dropped to 2.6% in November, mostly because food prices fell.';
    expect(swapped(BANK, line, 'de')).toEqual([]);
  });
});
