/**
 * An amount compared with a priced one, its currency written once (carried-currencies.ts): the
 * held-out podcast's "6.20 dollars a kilo in January, up from 4.10 a year earlier" holds a
 * summary's "up from $4.10" (en-documents-4.yaml), and no other currency nor another amount.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addCarriedCurrencies } from './carried-currencies.ts';

const PODCAST =
  'Kenyan cooperatives sold at auction for an average of 6.20 dollars a kilo in January, up from 4.10 a year earlier. But fertiliser costs have nearly doubled.';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a compared amount takes the currency of the amount it is compared with', () => {
  it('keeps "up from $4.10" of "6.20 dollars … up from 4.10"', () => {
    expect(claims('They got $6.20 a kilo, up from $4.10 a year before.', PODCAST)).toEqual([]);
  });

  it('stops another currency or another amount there', () => {
    expect(claims('They got $6.20 a kilo, up from €4.10 a year before.', PODCAST)).toEqual([
      'figure:€4.10',
    ]);
    expect(claims('They got $6.20 a kilo, up from $4.20 a year before.', PODCAST)).toEqual([
      'figure:$4.20',
    ]);
  });

  it("takes each amount's own neighbour, never one across a full stop", () => {
    const keys = new Set<string>();
    addCarriedCurrencies('Rent is 900 euros. Up from 800 last year, it says.', keys);
    addCarriedCurrencies('Tea is 3 pounds, up from 2.50, and coffee $4.10, up from 3.90.', keys);
    expect([...keys].sort()).toEqual(['c:?:2.5', 'c:?:3.9', 'c:dollar:3.9', 'c:pound:2.5']);
  });
});

describe('a part of a priced whole takes the whole’s currency', () => {
  const hiClaims = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'thread').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );
  const NOTES =
    'मार्केटिंग का बजट 8 लाख रुपये तय हुआ, जिसमें से 3 लाख सोशल मीडिया पर खर्च होंगे। अगली मीटिंग 24 मार्च को होगी।';
  const BUDGET = 'The council set a budget of $8 million, of which 3 million goes to parks.';

  it('keeps "3 लाख रुपये" of "8 लाख रुपये …, जिसमें से 3 लाख", "$3 million" of "$8 million, of which 3 million"', () => {
    expect(hiClaims('3 लाख रुपये सोशल मीडिया पर खर्च होंगे।', NOTES, 'hi')).toEqual([]);
    expect(hiClaims('$3 million goes to parks.', BUDGET, 'en')).toEqual([]);
  });

  it('stops another sum, another currency, and a part the source never says is one', () => {
    expect(hiClaims('4 लाख रुपये सोशल मीडिया पर खर्च होंगे।', NOTES, 'hi')).toEqual([
      'figure:4 लाख रुपये',
    ]);
    expect(hiClaims('€3 million goes to parks.', BUDGET, 'en')).toEqual(['figure:€3 million']);
    expect(
      hiClaims(
        'Revenue rose to NOK 2.2 billion.',
        'Revenue rose to 2.4 billion Norwegian kroner, against 2.2 billion forecast.',
        'en',
      ),
    ).toEqual(['figure:NOK 2.2 billion']);
    expect(
      hiClaims('$300 went to the choir.', 'Tickets cost $8, of which 300 people bought two.', 'en'),
    ).toEqual(['figure:$300']);
  });
});

describe('a change from one amount to another, its currency written once (round twenty-nine)', () => {
  const own = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);
  const PARKING = 'Der Stadtrat erhöht das Anwohnerparken ab 1. Juli von 30 auf 120 Euro pro Jahr.';
  const RENT = 'My landlord is raising the rent from 950 to 1,200 euros a month.';
  const TICKET = 'Le ticket passe de 2 à 2,50 euros au 1er janvier.';

  it('holds either end with the currency, and the priced end bare', () => {
    expect(own('Anwohnerparken kostet ab Juli 120 statt 30 Euro im Jahr.', PARKING, 'de')).toEqual(
      [],
    );
    expect(own('The rent goes up to 1,200 from 950 euros a month.', RENT, 'en')).toEqual([]);
    expect(own('Le ticket coûtera 2,50 au lieu de 2 euros.', TICKET, 'fr')).toEqual([]);
  });

  it('still stops another amount or another currency', () => {
    expect(own('Anwohnerparken kostet ab Juli 120 statt 35 Euro im Jahr.', PARKING, 'de')).toEqual([
      '35 Euro',
    ]);
    expect(own('The rent goes up to 1,300 from 950 euros a month.', RENT, 'en')).toEqual(['1,300']);
    expect(own('The rent goes up to 1,200 from 950 dollars a month.', RENT, 'en')).toEqual([
      '950 dollars',
    ]);
  });
});
