/**
 * An amount told per another period than the source's (period-prices.ts): "45 euros al mes" of
 * "45 euros al año". The source's period in other words, an amount it gives per no period, and
 * one it gives per the line's are kept. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const ORA =
  'Desde el 1 de marzo, la hora en zona azul costará 1,10 euros, y en zona verde los residentes pagarán 45 euros al año. El abono de bus cuesta 30 euros.';
const ABO = "L'abonnement coûte 12 euros par mois, et la carte 40 euros.";
const KITA = 'Die Kita kostet künftig 180 Euro im Monat; das Mittagessen 4 Euro pro Tag.';
const PENSION =
  'Garantipensionen höjs med 400 kronor i månaden. Reformen kostar 6,5 miljarder kronor per år.';
const HUSLEJE = 'Huslejen stiger med 300 kroner om måneden fra 1. juli.';
const TARIFFA = "Il canone sale a 90 euro all'anno.";

describe('periodPrices: an amount per another period than the source says', () => {
  it('stops an amount told per another period, in any language', () => {
    expect(stopped('En zona verde, los residentes pagarán 45 euros al mes.', ORA, 'es')).toEqual([
      '45 euros',
    ]);
    expect(stopped("L'abonnement coûte 12 euros par an.", ABO, 'fr')).toEqual(['12 euros']);
    expect(stopped('Die Kita kostet 180 Euro pro Jahr.', KITA, 'de')).toEqual(['180 Euro']);
    expect(stopped('Il canone sale a 90 euro al mese.', TARIFFA, 'it')).toEqual(['90 euro']);
  });

  it('reads a Swedish or Danish period in its definite form ("i månaden", "om året")', () => {
    expect(stopped('Garantipensionen höjs med 400 kronor i veckan.', PENSION, 'sv')).toEqual([
      '400 kronor',
    ]);
    expect(stopped('Reformen kostar 6,5 miljarder kronor i månaden.', PENSION, 'sv')).toEqual([
      '6,5 miljarder kronor',
    ]);
    expect(stopped('Huslejen stiger med 300 kroner om året.', HUSLEJE, 'da')).toEqual([
      '300 kroner',
    ]);
    expect(stopped('Garantipensionen höjs med 400 kronor per månad.', PENSION, 'sv')).toEqual([]);
    expect(stopped('Reformen kostar 6,5 miljarder kronor om året.', PENSION, 'sv')).toEqual([]);
    expect(stopped('Huslejen stiger 300 kroner pr. måned.', HUSLEJE, 'da')).toEqual([]);
  });

  it("keeps the source's period in other words, and an amount it gives per no period", () => {
    expect(stopped('Los residentes pagarán 45 euros por año en zona verde.', ORA, 'es')).toEqual(
      [],
    );
    expect(stopped('Los residentes pagarán 45 euros anuales en zona verde.', ORA, 'es')).toEqual(
      [],
    );
    expect(stopped('El abono de bus cuesta 30 euros al mes.', ORA, 'es')).toEqual([]);
    expect(stopped('Die Kita kostet 180 Euro pro Monat.', KITA, 'de')).toEqual([]);
    expect(stopped("Il canone sale a 90 euro l'anno.", TARIFFA, 'it')).toEqual([]);
  });
});
