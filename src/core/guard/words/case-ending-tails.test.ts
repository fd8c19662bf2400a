/**
 * A short name's stem with only case endings after it (case-ending-tails.ts, h284): Hungarian
 * "Győrött" of "Győrben", "Annának" of "Anna", Finnish "Lahdessa" of "Lahti".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { caseEndingTails } from './case-ending-tails.ts';
import { sameAlternated } from './stem-alternations.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('caseEndingTails', () => {
  it('keeps a Hungarian or Finnish name in another case, its stem short', () => {
    expect(names('Győrött új uszoda épül.', 'Győrben új uszoda épül.', 'hu')).toEqual([]);
    expect(
      names(
        'A versenyt Kovács Anna nyerte meg, gratulálunk Annának.',
        'Kovács Anna nyerte a versenyt.',
        'hu',
      ),
    ).toEqual([]);
    expect(names('MM-hiihdot hiihdetään Lahdessa.', 'Lahti järjestää MM-hiihdot.', 'fi')).toEqual(
      [],
    );
  });

  it('stops another place or name in the same frame', () => {
    expect(names('Pécsen új uszoda épül.', 'Győrben új uszoda épül.', 'hu')).not.toEqual([]);
    expect(
      names('MM-hiihdot hiihdetään Falunissa.', 'Lahti järjestää MM-hiihdot.', 'fi'),
    ).not.toEqual([]);
  });

  it('reads only case endings, after a stem of four letters', () => {
    expect(caseEndingTails('ött', 'ben', 4, 'hu')).toBe(true);
    expect(caseEndingTails('essa', 'i', 4, 'fi')).toBe(true);
    expect(caseEndingTails('ött', 'ben', 3, 'hu')).toBe(false);
    expect(caseEndingTails('salo', 'nen', 5, 'fi')).toBe(false);
    expect(caseEndingTails('ött', 'ben', 4, 'pl')).toBe(false);
    expect(sameAlternated('virtasalo', 'virtanen', 'fi')).toBe(false);
  });

  it('reads a stem with any Hungarian case ending as the stem, and a run of consonants as no ending', () => {
    const stem = fc.stringMatching(/^[bdfgklmnprstvz][aeiou][bdfgklmnprstvz]{2}[aeiou]?$/);
    const ending = fc.constantFrom('ban', 'ben', 'ról', 'nak', 'hoz', 'tól', 'ott', 'on');
    fc.assert(
      fc.property(stem, ending, ending, (word, a, b) =>
        sameAlternated(`${word}${a}`, `${word}${b}`, 'hu'),
      ),
    );
    fc.assert(
      fc.property(
        stem,
        fc.stringMatching(/^[bdfgkp]{3}$/),
        (word, tail) => !caseEndingTails(tail, '', word.length, 'hu'),
      ),
    );
  });
});
