/**
 * A compact amount with a scale as another language's CLDR writes it, or a currency's sign joined
 * to its scale (foreign-compact-scales.ts), read by unsupportedClaims in a Normal line: the
 * source's amount is kept, a changed amount or scale is stopped, and the scale is no name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a foreign compact scale', () => {
  it('keeps the source’s amount in another language’s scale or case', () => {
    expect(claims('The fund raised $1.2 mn.', 'The fund raised $1.2 million.', 'en')).toEqual([]);
    expect(
      claims('The government gave ₹2.5 cr.', 'The government gave Rs 2.5 crore.', 'en'),
    ).toEqual([]);
    expect(claims('He earns ₹12L a year.', 'He earns Rs 12 lakh a year.', 'en')).toEqual([]);
    expect(
      claims('Dépense : 1,3 Mrd €.', "La mairie dépensera 1,3 milliard d'euros.", 'fr'),
    ).toEqual([]);
    expect(claims('Chính phủ chi 2,5 tr đồng.', 'Chính phủ chi 2,5 triệu đồng.', 'vi')).toEqual([]);
  });

  it('keeps a scale’s plural, and stops its changed amount', () => {
    const text = "L'État versera 3,4 milliards d'euros.";
    expect(claims("L'État versera 3,4 Mds €.", text, 'fr')).toEqual([]);
    expect(claims("L'État versera 3,5 Mds €.", text, 'fr')).not.toEqual([]);
  });

  it('keeps a scale’s letters joined to the currency’s sign', () => {
    expect(
      claims('Kommunen satsar 2,5 mkr.', 'Kommunen satsar 2,5 miljoner kronor.', 'sv'),
    ).toEqual([]);
    expect(claims('Kommunen satsar 40 tkr.', 'Kommunen satsar 40 000 kronor.', 'sv')).toEqual([]);
    expect(
      claims('Kommunen satsar 1,3 mdkr.', 'Kommunen satsar 1,3 miljarder kronor.', 'sv'),
    ).toEqual([]);
  });

  it('stops a changed amount, and a changed scale', () => {
    expect(claims('The fund raised $1.3 mn.', 'The fund raised $1.2 million.', 'en')).not.toEqual(
      [],
    );
    expect(
      claims('The government gave ₹41L.', 'The government gave Rs 40 lakh.', 'en'),
    ).not.toEqual([]);
    expect(
      claims('Dépense : 1,4 Mrd €.', "La mairie dépensera 1,3 milliard d'euros.", 'fr'),
    ).not.toEqual([]);
    expect(
      claims('Dépense : 1,3 Mrd €.', "La mairie dépensera 1,3 million d'euros.", 'fr'),
    ).not.toEqual([]);
    expect(
      claims('Kommunen satsar 3,5 mkr.', 'Kommunen satsar 2,5 miljoner kronor.', 'sv'),
    ).not.toEqual([]);
    // One letter names the smallest scale that opens on it: "m" is millions, "md" billions.
    expect(
      claims('Kommunen satsar 1,3 mkr.', 'Kommunen satsar 1,3 miljarder kronor.', 'sv'),
    ).not.toEqual([]);
  });

  it('reads a scale joined to a currency’s code, after or before the amount, both ways', () => {
    const sv = 'Bolaget ökade omsättningen till 1 200 miljoner kronor under tredje kvartalet.';
    expect(claims('Omsättningen ökade till 1 200 MSEK.', sv, 'sv')).toEqual([]);
    expect(claims('Omsättningen ökade till 1 400 MSEK.', sv, 'sv')).not.toEqual([]);
    const nb = 'Kontrakten er verdt 2,3 milliarder kroner for Kongsberg.';
    expect(claims('Kontrakten er verdt 2 300 MNOK.', nb, 'nb')).toEqual([]);
    expect(claims('Kontrakten er verdt 3 200 MNOK.', nb, 'nb')).not.toEqual([]);
    const en = 'The company raised €40 million in its Series B round.';
    expect(claims('The company raised MEUR 40 in its Series B.', en, 'en')).toEqual([]);
    expect(claims('The company raised MEUR 45 in its Series B.', en, 'en')).not.toEqual([]);
    // The source's coded amount, written out in the line.
    const coded = 'Omsättningen ökade till 1 200 MSEK under tredje kvartalet.';
    expect(claims('Omsättningen ökade till 1,2 miljarder kronor.', coded, 'sv')).toEqual([]);
    expect(claims('Omsättningen ökade till 1,4 miljarder kronor.', coded, 'sv')).not.toEqual([]);
    expect(claims('Omsättningen ökade till 1,2 miljoner kronor.', coded, 'sv')).not.toEqual([]);
  });

  it('keeps a lakh amount written "L" and stops any other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 99 }), fc.integer({ min: 1, max: 9 }), (lakh, off) => {
        const text = `The scheme pays Rs ${lakh} lakh to each district.`;
        expect(claims(`The scheme pays ₹${lakh}L to each district.`, text, 'en')).toEqual([]);
        expect(claims(`The scheme pays ₹${lakh + off}L to each district.`, text, 'en')).not.toEqual(
          [],
        );
      }),
      { numRuns: 25 },
    );
  });
});
