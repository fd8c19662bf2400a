import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { causeClaims } from './cause-claims.ts';

/** The causes the guard stops as never given, for `line` of an English text. */
const causes = (text: string, line: string, lineLang?: string) =>
  causeClaims(line, claimSource({ text, lang: 'en', ...(lineLang ? { lineLang } : {}) }));

const MATCH = 'The match at Hampden was postponed because of a strike by ground staff.';
const MARGIN =
  'Gross margin improved to 44.1 percent from 41.8 percent, because the company sold fewer items at ' +
  'a discount and paid less for shipping containers. Net income was $38 million.';
const FLIGHT =
  'The evening flight to Oslo was cancelled due to a technical fault with the aircraft.';

describe('a line that gives the source’s effect another cause', () => {
  it.each([
    [MATCH, 'The match at Hampden was postponed because of the rain.', ['rain']],
    [MARGIN, 'Gross margin improved to 44.1% thanks to higher prices.', ['higher prices']],
    [FLIGHT, 'The Oslo flight was cancelled owing to bad weather.', ['bad weather']],
    [FLIGHT, 'The Oslo flight was cancelled as a result of a crew shortage.', ['crew shortage']],
  ])('stops it: %s / %s', (text, line, words) => {
    expect(causes(text, line)).toEqual(words);
  });

  it('is a negation claim of the whole guard', () => {
    const source = claimSource({ text: MATCH, lang: 'en' });
    expect(
      unsupportedClaims(
        'The match at Hampden was postponed because of the rain.',
        source,
        'normal',
      ),
    ).toEqual([{ kind: 'negation', text: 'rain' }]);
  });
});

describe('a line that keeps the source’s cause', () => {
  it.each([
    [MATCH, 'The Hampden match was called off because ground staff went on strike.'],
    // The cause reworded, one of its words the source's.
    [MARGIN, 'Gross margin improved to 44.1% thanks to fewer discounts and cheaper shipping.'],
    [FLIGHT, 'The Oslo flight was cancelled because of a fault with the plane.'],
    // The cause told in the sentence after the effect's.
    [
      'Sales in the north fell 12 percent in March. The main reason was a strike at the depot.',
      'Sales in the north fell 12% in March because of a depot strike.',
    ],
    // "due to" of an appointment, no cause.
    [
      'The trial of the two men is due to start in May.',
      'The trial of the two men is due to start in May.',
    ],
    // A source that gives the effect no cause: what is read is a cause changed, not one added.
    [
      'Sales fell 10 percent in the third quarter.',
      'Sales fell 10% in the third quarter because of weak demand.',
    ],
  ])('keeps it: %s / %s', (text, line) => {
    expect(causes(text, line)).toEqual([]);
  });

  it('reads no translated line', () => {
    expect(causes(MATCH, 'The match at Hampden was postponed because of the rain.', 'de')).toEqual(
      [],
    );
  });
});
