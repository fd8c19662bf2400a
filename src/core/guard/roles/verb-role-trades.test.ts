/**
 * Two of the source's names traded between a verb's doer and its object, told by order or a
 * passive's agent word (verb-role-trades.ts, h271). Every text here is synthetic, written for these
 * tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verbRoleTrades } from './verb-role-trades.ts';

const trades = (line: string, text: string, lang: string) =>
  verbRoleTrades(line, { text, langs: [lang] });

describe('verbRoleTrades: doer and object traded', () => {
  it.each([
    {
      lang: 'en',
      text: 'Anna hired John as the new chef.',
      line: 'John hired Anna as chef.',
      name: 'John',
    },
    {
      lang: 'en',
      text: 'Apple acquired Beats for $3 billion.',
      line: 'Beats acquired Apple.',
      name: 'Beats',
    },
    {
      lang: 'en',
      text: 'Anna Smith hired John Brown as the new chef.',
      line: 'Anna Smith was hired by John Brown.',
      name: 'John Brown',
    },
    {
      lang: 'sv',
      text: 'Anna anställde Johan som kock.',
      line: 'Anna anställdes av Johan som kock.',
      name: 'Johan',
    },
    {
      lang: 'de',
      text: 'Anna Schmidt hat Peter Weber eingestellt.',
      line: 'Peter Weber hat Anna Schmidt eingestellt.',
      name: 'Peter Weber',
    },
    {
      lang: 'de',
      text: 'Anna Schmidt hat Peter Weber eingestellt.',
      line: 'Anna Schmidt wurde von Peter Weber eingestellt.',
      name: 'Peter Weber',
    },
    {
      lang: 'nl',
      text: 'Rutte bekritiseerde Wilders in het debat.',
      line: 'Wilders bekritiseerde Rutte.',
      name: 'Wilders',
    },
    {
      lang: 'es',
      text: 'María despidió a Carlos el lunes.',
      line: 'Carlos despidió a María.',
      name: 'Carlos',
    },
    {
      lang: 'it',
      text: 'Meloni ha ricevuto Zelensky a Roma.',
      line: 'Zelensky ha ricevuto Meloni.',
      name: 'Zelensky',
    },
    {
      lang: 'fr',
      text: 'Macron a nommé Attal Premier ministre.',
      line: 'Attal a nommé Macron.',
      name: 'Attal',
    },
    {
      lang: 'pt',
      text: 'Lula recebeu Macron em Brasília.',
      line: 'Macron recebeu Lula.',
      name: 'Macron',
    },
  ])('stops the line’s doer ($lang: $line)', ({ lang, text, line, name }) => {
    expect(trades(line, text, lang)).toEqual([name]);
  });

  it.each([
    // The roles kept: the same order, a passive, a perfect.
    {
      lang: 'en',
      text: 'Anna Smith hired John Brown.',
      line: 'John Brown was hired by Anna Smith.',
    },
    { lang: 'en', text: 'Anna Smith hired John Brown.', line: 'Anna Smith has hired John Brown.' },
    { lang: 'sv', text: 'Anna anställde Johan som kock.', line: 'Johan anställdes av Anna.' },
    { lang: 'es', text: 'María despidió a Carlos.', line: 'Carlos fue despedido por María.' },
    { lang: 'it', text: 'Sinner ha battuto Alcaraz.', line: 'Alcaraz è stato battuto da Sinner.' },
    // Verbs two sides do together, a list, a second content word ("the rights … to").
    { lang: 'en', text: 'Lula met Xi in Beijing.', line: 'Xi met Lula in Beijing.' },
    { lang: 'en', text: 'Anna and John hired Tom.', line: 'John and Anna hired Tom.' },
    {
      lang: 'en',
      text: 'Netflix bought the rights from Disney.',
      line: 'Disney sold the rights to Netflix.',
    },
    // A German clause opened by another word: the verb before its doer ("Ab Montag fährt der Zug").
    {
      lang: 'de',
      text: 'Der Zug fährt ab Montag von Hamburg nach Berlin.',
      line: 'Ab Montag fährt ein Zug von Hamburg nach Berlin.',
    },
    // "von" without a passive's auxiliary is where one came from.
    { lang: 'de', text: 'Bosch holte Max von Siemens.', line: 'Max kam von Bosch zu Siemens.' },
  ])('keeps the roles ($lang: $line)', ({ lang, text, line }) => {
    expect(trades(line, text, lang)).toEqual([]);
  });

  it('reads no language it has no word order for', () => {
    expect(trades('Дмитрий уволил Ольгу.', 'Ольга уволила Дмитрия.', 'ru')).toEqual([]);
  });

  it('stops the trade and keeps the source’s own order and its passive, for any two names', () => {
    const names = ['Anna', 'Boris', 'Carla', 'Dev', 'Emil', 'Fatima', 'Google', 'Toyota'];
    const verbs = ['hired', 'sued', 'praised', 'fired', 'thanked', 'acquired'];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...names), { minLength: 2, maxLength: 2 }),
        fc.constantFrom(...verbs),
        ([a, b], verb) => {
          const text = `${a} ${verb} ${b} on Monday.`;
          expect(trades(text, text, 'en')).toEqual([]);
          expect(trades(`${b} was ${verb} by ${a}.`, text, 'en')).toEqual([]);
          expect(trades(`${b} ${verb} ${a}.`, text, 'en')).toEqual([b]);
          expect(trades(`${a} was ${verb} by ${b}.`, text, 'en')).toEqual([b]);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('a passive whose participle is not alone between the names (h282)', () => {
  it.each([
    [
      'Le maire Durand a nommé Petit directeur de cabinet.',
      'Durand a été nommé directeur de cabinet par Petit.',
      'fr',
      'Petit',
    ],
    [
      'Conti ha sostituito Ferri come allenatore del club.',
      'Conti è stato sostituito da Ferri come allenatore.',
      'it',
      'Ferri',
    ],
    [
      'Costa substituiu Almeida como treinador do clube.',
      'Costa foi substituído por Almeida como treinador.',
      'pt',
      'Almeida',
    ],
  ])('stops the roles traded: %s → %s', (text, line, lang, name) => {
    expect(trades(line, text, lang)).toEqual([name]);
  });

  it.each([
    [
      'Le maire Durand a nommé Petit directeur de cabinet.',
      'Petit a été nommé directeur de cabinet par Durand.',
      'fr',
    ],
    [
      'Conti ha sostituito Ferri come allenatore del club.',
      'Ferri è stato sostituito da Conti come allenatore.',
      'it',
    ],
    [
      'Costa substituiu Almeida como treinador do clube.',
      'Almeida foi substituído por Costa como treinador.',
      'pt',
    ],
  ])('keeps the source’s roles in the passive: %s → %s', (text, line, lang) => {
    expect(trades(line, text, lang)).toEqual([]);
  });

  it('keeps any faithful passive and stops its names traded, for any two names', () => {
    const names = ['Conti', 'Ferri', 'Galli', 'Longo', 'Marini', 'Serra'];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...names), { minLength: 2, maxLength: 2 }),
        ([a, b]) => {
          const text = `${a} ha sostituito ${b} come allenatore.`;
          expect(trades(`${b} è stato sostituito da ${a} come allenatore.`, text, 'it')).toEqual(
            [],
          );
          expect(trades(`${a} è stato sostituito da ${b} come allenatore.`, text, 'it')).toEqual([
            b,
          ]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
