/**
 * The words that tie a name to the words before it as their agent or opponent (name-link-words.ts),
 * and the passive lines trailing-role-names.ts keeps for them (h282). Every text here is synthetic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { linkedName } from './name-link-words.ts';
import { trailingRoleNames } from './trailing-role-names.ts';

const trades = (line: string, text: string, lang: string) =>
  trailingRoleNames(line, claimSource({ text, lang }));
const tokens = (text: string) => text.split(' ');

describe('linkedName', () => {
  it.each([
    ['Martin a été battu par Dupont', 5],
    ['Jones lost to Smith', 3],
    ['Ο Άρης ηττήθηκε από την ΑΕΚ', 5],
    ['Nilsson ersattes av Karlsson', 3],
  ])('reads an agent or an opponent before the name: %s', (text, at) => {
    expect(linkedName(tokens(text), at)).toBe(true);
  });

  it.each([
    ['Tom Reed is the new CEO and Sarah Lee', 7],
    ['Juan López es presidente y María García', 5],
    ['Smith', 0],
  ])('reads none before a list’s next name: %s', (text, at) => {
    expect(linkedName(tokens(text), at)).toBe(false);
  });
});

describe('a passive or a converse verb kept (trailing-role-names.ts)', () => {
  it.each([
    [
      'Martin a été battu par Dupont en finale à Paris.',
      'Dupont a battu Martin en finale à Paris.',
      'fr',
    ],
    [
      'López fue sustituido por García como entrenador.',
      'García sustituyó a López como entrenador del club.',
      'es',
    ],
    [
      'Bianchi è stato battuto da Rossi nella finale di Roma.',
      'Rossi ha battuto Bianchi in finale a Roma.',
      'it',
    ],
    [
      'Nilsson ersattes av Karlsson som förbundskapten.',
      'Karlsson ersatte Nilsson som förbundskapten i mars.',
      'sv',
    ],
    ['Nantes s’impose 1-0 face à Lyon samedi.', 'Lyon a perdu 0-1 face à Nantes samedi.', 'fr'],
  ])('keeps it: %s', (line, text, lang) => {
    expect(trades(line, text, lang)).toEqual([]);
  });

  it('still stops roles told after two names traded', () => {
    const text = 'Sarah Lee was named CEO and Tom Reed CFO.';
    expect(trades('Tom Reed is the new CEO and Sarah Lee the new CFO.', text, 'en')).toContain(
      'Tom Reed',
    );
  });

  it('keeps any passive of the source’s act, whoever its two names', () => {
    const names = ['Martin', 'Dupont', 'Leroy', 'Moreau', 'Girard', 'Faure'];
    const acts: Array<[string, string]> = [
      ['a battu', 'a été battu par'],
      ['a remplacé', 'a été remplacé par'],
      ['a nommé', 'a été nommé par'],
    ];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...names), { minLength: 2, maxLength: 2 }),
        fc.constantFrom(...acts),
        ([a, b], [active, passive]) => {
          const text = `${a} ${active} ${b} en finale samedi.`;
          expect(trades(`${b} ${passive} ${a} en finale samedi.`, text, 'fr')).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
