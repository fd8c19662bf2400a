/** A country's people in the source language's inflections (people-inflections.ts, round 6). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const names = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'pl' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const final = 'Polscy piłkarze ręczni pokonali Duńczyków 30:28 w finale turnieju w Gdańsku.';

describe('isSourceCountryPeople', () => {
  it('keeps the source’s people in another inflection', () => {
    expect(names('Wygrana Polaków nad Duńczykami 30:28 w Gdańsku.', final)).toEqual([]);
  });

  it('stops a people the source does not name, or one it names in no form', () => {
    expect(names('Wygrana Portugalczyków nad Duńczykami 30:28 w Gdańsku.', final)).toEqual([
      'Portugalczyków',
    ]);
    const other = 'Piłkarze ręczni Zagłębia pokonali Duńczyków 30:28 w finale turnieju w Gdańsku.';
    expect(names('Wygrana Polaków nad Duńczykami 30:28 w Gdańsku.', other)).toEqual(['Polaków']);
  });
});
