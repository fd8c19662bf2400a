/** A place a German line pairs with one the source names (german-place-pairs.ts, round twenty-nine). */
import { describe, expect, it } from 'vitest';
import { claimSource } from '../claim-source.ts';
import { unsupportedGermanPairPlaces } from './german-place-pairs.ts';

describe('unsupportedGermanPairPlaces', () => {
  const storm = claimSource({
    text: 'Der Deutsche Wetterdienst warnt für Sonntag vor schweren Gewittern in Baden-Württemberg und Bayern. Die Deutsche Bahn rechnet mit Ausfällen auf der Strecke Stuttgart–München.',
    lang: 'de',
  });

  it('stops the other half of a pair whose first half the source names', () => {
    expect(
      unsupportedGermanPairPlaces('Ausfälle zwischen Stuttgart und Frankfurt.', storm),
    ).toEqual(['Frankfurt']);
    expect(unsupportedGermanPairPlaces('Keine Züge von Stuttgart nach Karlsruhe.', storm)).toEqual([
      'Karlsruhe',
    ]);
    expect(unsupportedGermanPairPlaces('Gewitter von Nürnberg bis München.', storm)).toEqual([
      'Nürnberg',
    ]);
  });

  it("keeps the source's places in their forms, and a place paired with a word", () => {
    expect(unsupportedGermanPairPlaces('Ausfälle zwischen Stuttgart und München.', storm)).toEqual(
      [],
    );
    expect(
      unsupportedGermanPairPlaces('Gewitter zwischen Baden-Württemberg und Bayern.', storm),
    ).toEqual([]);
    expect(
      unsupportedGermanPairPlaces('Keine Züge von Stuttgart nach Münchens Westen.', storm),
    ).toEqual([]);
    expect(unsupportedGermanPairPlaces('Ausfälle zwischen Stuttgart und Umgebung.', storm)).toEqual(
      [],
    );
    // Neither half is the source's name: words, not a pair of places.
    expect(unsupportedGermanPairPlaces('Von Sonntag bis Montag drohen Gewitter.', storm)).toEqual(
      [],
    );
  });
});
