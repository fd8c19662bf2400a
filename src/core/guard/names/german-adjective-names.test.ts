/**
 * A German name of adjective and noun (german-adjective-names.ts): "übernimmt zu drei Vierteln die
 * Deutsche Bahn" of a council's "der Freistaat Sachsen übernimmt drei Viertel" passed, both words
 * common German words.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const COUNCIL =
  'Der Leipziger Stadtrat hat am Mittwoch den Bau einer neuen Straßenbahnlinie beschlossen. Die Kosten liegen bei 240 Millionen Euro, der Freistaat Sachsen übernimmt drei Viertel. Die Deutschen Bahnen fahren ab 2031.';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: COUNCIL, lang: 'de' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('a German name of adjective and noun', () => {
  it('stops one the source does not write', () => {
    expect(names('Drei Viertel der Kosten übernimmt die Europäische Union.')).toEqual([
      'Europäische Union',
    ]);
  });

  it('keeps the source’s in another form, a town’s -er word and a plural noun', () => {
    expect(
      names('Die Kosten trägt der Freistaat Sachsen, ab 2031 fährt die Deutsche Bahn.'),
    ).toEqual([]);
    expect(names('Der Leipziger Stadtrat hat die Linie beschlossen.')).toEqual([]);
    expect(names('Den Bau lobten viele Deutsche.')).toEqual([]);
  });
});
