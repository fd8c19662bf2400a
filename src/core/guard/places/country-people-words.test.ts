/**
 * A country's people or language word for the country the source names (h284): Polish "Polacy"
 * of "Polska" (claim-names.ts reads people-inflections.ts for a line in the source's language),
 * Norwegian "norsk" of "Norge" (CLDR gives "norsk" alone to Bouvet Island, Norway only its
 * "norsk bokmål": place-words.ts reads a source country's name that opens with the word).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text.toLowerCase());

const MATCH = 'Polska wygrała z Niemcami 2:1 we Wrocławiu.';
const GOLD = 'Norge vant gull i stafett i Tyskland.';

describe('a people or language word of the source country', () => {
  it('keeps "Polacy" of "Polska" and "norsk" of "Norge"', () => {
    expect(names('Polacy pokonali Niemców we Wrocławiu.', MATCH, 'pl')).toEqual([]);
    expect(names('Norsk gull i stafett i Tyskland.', GOLD, 'nb')).toEqual([]);
    expect(
      names(
        'Dansk-norsk samarbeid om vindkraft.',
        'Danmark og Norge samarbeider om vindkraft.',
        'nb',
      ),
    ).toEqual([]);
  });

  it('stops another country put in its place', () => {
    expect(names('Polacy pokonali Czechów we Wrocławiu.', MATCH, 'pl')).toContain('czechów');
    expect(names('Svensk gull i stafett i Tyskland.', GOLD, 'nb')).not.toEqual([]);
  });
});
