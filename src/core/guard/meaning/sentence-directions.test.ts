/**
 * A direction turned round in other words than the source's (sentence-directions.ts): the line's
 * clause read against the source's sentence it says, the noun a direction stands before, a ruling.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { sentenceDirections } from './sentence-directions.ts';

const turned = (text: string, line: string) =>
  sentenceDirections(line, claimSource({ text, lang: 'en' }));

const STORM =
  'A cold front is likely to reach the coast late on Friday and Brisbane on Saturday evening, bringing storms and a drop of about 10 degrees. Its timing is uncertain and it could be delayed until Sunday.';
const REPAIR =
  'Two quotes were received: $4,200 from Apex Plumbing and $3,650 from Rapid Pipes. The committee chose Apex Plumbing, despite Rapid Pipes’ lower quote, because Rapid Pipes could not start before May. If the leak turns out to be in the tenant’s own fittings, a £40 charge could apply, but the plumber thinks that is unlikely.';
const BILL =
  'You used 410 kWh in March, 9% more than in February. Warmer weather in the first half of the month is the most likely reason for the drop in heating. The Highways Agency had withdrawn its objection after revised traffic plans were submitted in May.';
const APPEAL =
  'The High Court overturned the tribunal’s decision on Friday. The tribunal had found for the employer in 2023, holding that the dismissal was fair.';
const EARNINGS =
  'Quarterly sales fell 6% to $410 million as demand for bicycles cooled. Sales in Asia grew 3%, while North America was down 9%.';

describe('sentenceDirections: a direction turned round in other words', () => {
  it.each([
    [
      STORM,
      'The front brings a drop of about 10 degrees to Brisbane on Saturday evening, though it could arrive earlier.',
      'earlier',
    ],
    [
      REPAIR,
      'The committee picked Apex Plumbing over Rapid Pipes’ more expensive offer, as Rapid Pipes could not start before May.',
      'more',
    ],
    [
      REPAIR,
      'A £40 charge could apply if the leak is in the tenant’s own fittings, which the plumber considers likely.',
      'likely',
    ],
    [BILL, 'Usage rose 9% on February, most likely because of colder weather.', 'colder weather'],
    [
      BILL,
      'The Highways Agency maintained its opposition to the scheme despite the new traffic plans.',
      'maintained',
    ],
    [APPEAL, 'The High Court upheld the finding for the employer.', 'upheld'],
  ])('stops "%s" → "%s"', (text, line, words) => {
    expect(turned(text, line)).toContain(words);
    expect(unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')).toContainEqual({
      kind: 'negation',
      text: words,
    });
  });

  it.each([
    [
      STORM,
      'The front brings a drop of about 10 degrees to Brisbane on Saturday evening, though it could arrive later.',
    ],
    [
      REPAIR,
      'The committee picked Apex Plumbing over Rapid Pipes’ cheaper offer, as Rapid Pipes could not start before May.',
    ],
    [
      REPAIR,
      'A £40 charge could apply if the leak is in the tenant’s own fittings, which the plumber considers unlikely.',
    ],
    [BILL, 'Usage rose 9% on February, most likely because of warmer weather.'],
    [BILL, 'The Highways Agency dropped its opposition to the scheme after the new traffic plans.'],
    [APPEAL, 'The High Court overturned the finding for the employer.'],
    // Two sentences in one line: each direction is read against its own.
    [
      EARNINGS,
      'Quarterly sales dropped 6% to $410 million as bicycle demand cooled, with Asia up 3% and North America down 9%.',
    ],
    // "up" and "down" without a figure say no direction.
    [EARNINGS, 'Sales fell as demand for bicycles dried up.'],
    [EARNINGS, 'Sales did not rise.'],
  ])('keeps "%s" → "%s"', (text, line) => {
    expect(turned(text, line)).toEqual([]);
  });

  it('reads English only, and no translation', () => {
    expect(
      turned('Las ventas cayeron un 6% a 410 millones.', 'Sales rose 6% to $410 million.'),
    ).toEqual([]);
    expect(
      sentenceDirections(
        'Quarterly sales rose 6% to $410 million as demand for bicycles cooled.',
        claimSource({ text: EARNINGS, lang: 'en', lineLang: 'fr' }),
      ),
    ).toEqual([]);
  });

  it('keeps a short clause whose side the source says about its own words (h259)', () => {
    const PRICES =
      'Prices rose 2.7 percent in the year to September, down from 3.1 percent in August. It was the lowest rate since March 2021.';
    const line =
      'Annual inflation eased to 2.7 percent from 3.1 percent, its lowest since March 2021.';
    expect(turned(PRICES, line)).toEqual([]);
  });
});
