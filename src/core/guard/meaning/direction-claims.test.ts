import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { directionClaims } from './direction-claims.ts';

/** The words the guard stops as said the other way, for `line` of an English text. */
const turned = (text: string, line: string, lang = 'en', lineLang?: string) =>
  directionClaims(line, claimSource({ text, lang, ...(lineLang ? { lineLang } : {}) }));

const HOUSING =
  'The median sale price, however, rose 3.2 percent to $418,000, because supply remained tight. ' +
  'Condominiums performed worse than detached houses: condo sales fell 17 percent and the median ' +
  'condo price slipped 1.5 percent to $262,000.';

const MATCH =
  'United have now won five of their last six league games, while Rovers have lost three in a row ' +
  'and drop to sixth.';

describe('a line that turns the source’s direction round', () => {
  it.each([
    [HOUSING, 'The median price slipped 3.2% to $418,000.', 'slipped 3.2 418,000'],
    [HOUSING, 'Condos did better than detached houses.', 'better detached houses'],
    [MATCH, 'Rovers have now won three in a row and slipped to sixth.', 'won three row'],
    [
      'Riverton City Council voted 6-3 on Tuesday night to approve a plan for protected bike lanes along Harbor Street.',
      'The city council rejected protected bike lanes on Harbor Street.',
      'rejected protected bike lanes',
    ],
    [
      'The Monetary Policy Committee voted 5-2 to lower the policy rate by 0.25 percentage points to 3.75 percent.',
      'The central bank raised its policy rate by a quarter point to 3.75%.',
      'raised policy rate quarter',
    ],
    [
      'A digital programme reduced insomnia severity more than a leaflet in older adults.',
      'The app cut insomnia severity less than a sleep-hygiene leaflet did.',
      'less sleep hygiene leaflet',
    ],
    [
      'Sales in North America fell 10 percent, while sales in Europe grew 4 percent, helped by new stores.',
      'North American sales were down 10% while Europe shrank 4%.',
      'shrank 4',
    ],
  ])('stops it: %s / %s', (text, line, words) => {
    expect(turned(text, line)).toEqual([words]);
  });

  it('is a negation claim of the whole guard, naming the words turned', () => {
    const source = claimSource({ text: HOUSING, lang: 'en' });
    expect(
      unsupportedClaims('The median price slipped 3.2% to $418,000.', source, 'normal'),
    ).toEqual([{ kind: 'negation', text: 'slipped 3.2 418,000' }]);
  });
});

describe('a line that keeps the source’s direction', () => {
  it.each([
    // A word of the same side for the source's.
    [HOUSING, 'The median price climbed 3.2% to $418,000.'],
    [HOUSING, 'Condo sales dropped 17% and the median condo price dipped 1.5% to $262,000.'],
    ['Inflation fell to 2.6 percent in November.', 'Inflation dropped to 2.6% in November.'],
    // "won" is the source's about United, "lost" about Rovers: each read by the words after it.
    [MATCH, 'Rovers have now lost three in a row and dropped to sixth.'],
    [MATCH, 'United have won five of their last six league games.'],
    // A negation turns the line's word back: "did not rise" of "fell", "not as high" of "lower".
    ['Inflation fell to 2.6 percent in November.', 'Inflation did not rise to 2.6% in November.'],
    [
      'Ticket prices were lower than last year thanks to a new sponsor.',
      'Ticket prices were not as high as last year, thanks to a new sponsor.',
    ],
    // A score read from the loser's side: the same figures, said of the other side.
    ['The home side won 3-2 after extra time.', 'The visitors lost 2-3.'],
    // "up to" is no direction: a most, not a rise.
    ['Fares fell to 15 dollars on the new route.', 'Fares on the new route cost up to 15 dollars.'],
    // The other side about another thing: no word after it is the line's.
    [
      'Home sales slowed in the second quarter as higher borrowing costs kept buyers away. Sales fell 9.5 percent.',
      'Home sales dropped 9.5% in the second quarter.',
    ],
  ])('keeps it: %s / %s', (text, line) => {
    expect(turned(text, line)).toEqual([]);
  });

  it('reads no translation, and no language without a table of its own', () => {
    expect(turned(HOUSING, 'The median price slipped 3.2% to $418,000.', 'en', 'fr')).toEqual([]);
    expect(
      turned(
        'Medianpriset steg med 3,2 procent till 418 000 dollar.',
        'Medianpriset sjönk med 3,2 procent till 418 000 dollar.',
        'sv',
      ),
    ).toEqual([]);
    // Spanish is one of the six read with their own words (language-direction-claims.ts).
    expect(
      turned(
        'El precio medio subió un 3,2 por ciento hasta 418.000 dólares.',
        'El precio medio bajó un 3,2 por ciento hasta 418.000 dólares.',
        'es',
      ),
    ).toEqual(['bajó 3,2 ciento 418.000']);
  });

  it('reads no subject in a unit both figures share ("percent", h259)', () => {
    const PRICES =
      'Core inflation, which excludes food and energy, eased to 3.0 percent from 3.2 percent. Services inflation remained high at 4.4 percent.';
    expect(turned(PRICES, 'Core inflation fell to 3.0 percent from 3.2 percent.')).toEqual([]);
    expect(turned(HOUSING, 'The median sale price slipped 3.2 percent to $418,000.')).not.toEqual(
      [],
    );
  });
});
