/**
 * A first word that opens on an elided word of French or Italian (elided-first-words.ts, read by
 * unsupportedClaims through first-word-names.ts): "Jusqu'à", "Aujourd'hui", "Lorsqu'il" are no
 * names; a new name after an elision ("D'après Macron") is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { afterElidedWord } from './elided-first-words.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const CLUB = "Le club paie 7,5 millions d'euros plus 1,5 million de bonus.";
const MAIRE = 'Le maire a annoncé 40 nouveaux logements.';

describe('an elided word opening a line', () => {
  it('keeps a line opening on an elided word of the language', () => {
    expect(claims("Jusqu'à 9 millions d'euros au total.", CLUB, 'fr')).toEqual([]);
    expect(
      claims("Aujourd'hui, 40 nouveaux logements annoncés par le maire.", MAIRE, 'fr'),
    ).toEqual([]);
    expect(claims("Lorsqu'il parle, le maire annonce 40 logements.", MAIRE, 'fr')).toEqual([]);
    expect(
      claims(
        "Quell'annuncio del sindaco: 40 nuovi alloggi.",
        'Il sindaco ha annunciato 40 nuovi alloggi.',
        'it',
      ),
    ).toEqual([]);
  });

  it('still stops a wrong total and a new name after the elision', () => {
    expect(claims("Jusqu'à 8 millions d'euros au total.", CLUB, 'fr')).toEqual([
      "figure:8 millions d'euros",
    ]);
    expect(claims("D'après Macron, 9 millions d'euros au total.", CLUB, 'fr')).toEqual([
      'name:Macron',
    ]);
    expect(claims("Jusqu'à Dupont, 40 logements.", MAIRE, 'fr')).toEqual(['name:Dupont']);
  });

  it('reads no elision in a language that writes none, nor a name’s ending', () => {
    expect(afterElidedWord("Jusqu'à", 'en')).toBeUndefined();
    expect(afterElidedWord("Macron'à", 'fr')).toBeUndefined();
    expect(afterElidedWord("Dupont'à", 'fr')).toBeUndefined();
    expect(afterElidedWord("Jusqu'à", 'fr')).toBe('à');
    expect(afterElidedWord('Aujourd’hui', 'fr')).toBe('');
  });
});
