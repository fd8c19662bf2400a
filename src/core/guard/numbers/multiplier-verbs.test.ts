/**
 * Another language's multiplier verbs (multiplier-verbs.ts), read by unsupportedClaims in a Normal
 * line: the source's factor in any form is kept, another factor is stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { changedMultiplierVerbs } from './multiplier-verbs.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('changedMultiplierVerbs', () => {
  it('keeps the factor of a from-to pair, stops another', () => {
    const es = 'El precio del pan subió de 1 a 2 euros en Madrid este año.';
    expect(claims('El precio del pan se duplicó en Madrid este año.', es, 'es')).toEqual([]);
    expect(claims('El precio del pan se triplicó en Madrid este año.', es, 'es')).toEqual([
      'figure:triplicó',
    ]);
    const it_ = 'I turisti a Bari sono passati da 10.000 a 30.000 in un anno.';
    expect(claims('I turisti a Bari sono triplicati in un anno.', it_, 'it')).toEqual([]);
    expect(claims('I turisti a Bari sono raddoppiati in un anno.', it_, 'it')).toEqual([
      'figure:raddoppiati',
    ]);
  });

  it('keeps the source’s own verb or a rise of that percentage, stops another', () => {
    const nl = 'Het aantal fietsers in Utrecht verdubbelde tot 40.000 per dag.';
    expect(claims('Het aantal fietsers in Utrecht is verdubbeld.', nl, 'nl')).toEqual([]);
    expect(claims('Het aantal fietsers in Utrecht is verdrievoudigd.', nl, 'nl')).not.toEqual([]);
    const pt = 'As vendas subiram 100% em Lisboa no ano passado.';
    expect(claims('As vendas duplicaram em Lisboa no ano passado.', pt, 'pt')).toEqual([]);
    expect(claims('As vendas triplicaram em Lisboa no ano passado.', pt, 'pt')).not.toEqual([]);
    const ru = 'Число туристов в Казани выросло с 1 до 2 миллионов.';
    expect(claims('Число туристов в Казани удвоилось.', ru, 'ru')).toEqual([]);
    expect(claims('Число туристов в Казани утроилось.', ru, 'ru')).not.toEqual([]);
  });

  it('stops nothing where the source says no factor of that thing', () => {
    const text = 'Der Bäcker in Köln eröffnet am Montag eine zweite Filiale.';
    expect(changedMultiplierVerbs('Der Umsatz hat sich verdoppelt.', text)).toEqual([]);
  });

  it('keeps a pair about the factor and stops one off by a whole factor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 900 }), fc.constantFrom(2, 3), (from, factor) => {
        const text = `Der Preis in Berlin stieg von ${from} auf ${from * factor} Euro.`;
        const same = factor === 2 ? 'verdoppelt' : 'verdreifacht';
        const other = factor === 2 ? 'verdreifacht' : 'verdoppelt';
        expect(changedMultiplierVerbs(`Der Preis in Berlin hat sich ${same}.`, text)).toEqual([]);
        expect(changedMultiplierVerbs(`Der Preis in Berlin hat sich ${other}.`, text)).toEqual([
          other,
        ]);
      }),
      { numRuns: 40 },
    );
  });
});

describe('English and French past forms of a multiplier (h286)', () => {
  it('keeps the factor of a change, stops another', () => {
    const en = 'Membership rose from 40 to 80 in a year.';
    expect(claims('Membership doubled in a year.', en, 'en')).toEqual([]);
    expect(claims('Membership tripled in a year.', en, 'en')).toEqual(['figure:tripled']);
    const sales = 'Sales rose from 200 units to 600 units.';
    expect(claims('Sales tripled.', sales, 'en')).toEqual([]);
    expect(claims('Sales quadrupled.', sales, 'en')).toEqual(['figure:quadrupled']);
    // "-fold" says a factor to come as often: not read against the figures.
    expect(claims('Capacity must grow about fivefold.', sales, 'en')).toEqual([]);
    const fr = 'Les inscriptions sont passées de 300 à 600 en un an.';
    expect(claims('Les inscriptions ont doublé en un an.', fr, 'fr')).toEqual([]);
    expect(claims('Les inscriptions ont triplé en un an.', fr, 'fr')).toEqual(['figure:triplé']);
  });

  it('reads a compound as the words it holds, one word of a change enough', () => {
    const de = 'Die Zahl der Besucher stieg von 1.000 auf 2.000.';
    expect(claims('Die Besucherzahl hat sich verdoppelt.', de, 'de')).toEqual([]);
    expect(changedMultiplierVerbs('Die Besucherzahl hat sich verdreifacht.', de)).toEqual([
      'verdreifacht',
    ]);
  });

  it('stops no past form the source says in words, nor one of another topic', () => {
    const cafe =
      'The café doubled as a polling station on Sunday, when 300 of the 1,200 voters came.';
    expect(claims('The café doubled as a polling station.', cafe, 'en')).toEqual([]);
    const text = 'The bakery in Leeds opened a second shop on Monday.';
    expect(changedMultiplierVerbs('Sales tripled.', text)).toEqual([]);
  });
});
