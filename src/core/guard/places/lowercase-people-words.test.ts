/**
 * Another country's people in lower case (lowercase-people-words.ts), and an English people's
 * word at a line's start (claim-names.ts): the source's country's people are kept in any spelling,
 * another country's are a name claim.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { lowercasePeopleWords } from './lowercase-people-words.ts';

const read = (line: string, text: string, lang: string) =>
  lowercasePeopleWords(line, claimSource({ text, lang }));
const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('lowercasePeopleWords', () => {
  it.each([
    [
      'es',
      'Los corredores de Kenia ganaron 4 de las 6 medallas en Oslo.',
      'Los kenianos ganaron 4 de 6 medallas en Oslo.',
      'Los etíopes ganaron 4 de 6 medallas en Oslo.',
      'etíopes',
    ],
    [
      'pt',
      'Os corredores do Quénia ganharam 4 das 6 medalhas em Oslo.',
      'Os quenianos ganharam 4 das 6 medalhas em Oslo.',
      'Os etíopes ganharam 4 das 6 medalhas em Oslo.',
      'etíopes',
    ],
    [
      'it',
      'I corridori del Kenya hanno vinto 4 delle 6 medaglie a Oslo.',
      'A Oslo i keniani hanno vinto 4 medaglie su 6.',
      'A Oslo gli etiopi hanno vinto 4 medaglie su 6.',
      'etiopi',
    ],
    [
      'ru',
      'Бегуны из Кении выиграли 4 из 6 медалей в Осло.',
      'В Осло кенийцы выиграли 4 из 6 медалей.',
      'В Осло эфиопы выиграли 4 из 6 медалей.',
      'эфиопы',
    ],
  ])(
    'keeps the source’s people and stops another’s (%s)',
    (lang, text, faithful, invented, word) => {
      expect(read(faithful, text, lang)).toEqual([]);
      expect(read(invented, text, lang)).toEqual([word]);
      expect(claims(invented, text, lang)).toContain(`name:${word}`);
    },
  );

  it('reads no country in a common word a country’s name holds', () => {
    const text = 'El Reino Unido subirá las tarifas el lunes.';
    expect(read('Las nuevas tarifas británicas llegan el lunes.', text, 'es')).toEqual([]);
    expect(read('Los reinos vecinos suben las tarifas.', text, 'es')).toEqual([]);
    // Words a country's name opens with but is no people's: "Словакия" (словами), a long
    // official name's "Co-operative" (opérations), "Galles" (Swedish "gäller", its ä kept).
    const none = 'Nothing here.';
    expect(read('За словами мера, будівництво завершено.', none, 'uk')).toEqual([]);
    expect(read('Plus de 140 opérations ont été reportées.', none, 'fr')).toEqual([]);
    expect(read('Varningen gäller Västernorrlands län.', none, 'sv')).toEqual([]);
    expect(read('Dan 3 orang terluka.', none, 'id')).toEqual([]);
  });

  it('reads no people in a currency’s name after its figure', () => {
    expect(read('Билеты стоят 1 250 российских рублей.', 'Билеты стоят 1 250 ₽.', 'ru')).toEqual(
      [],
    );
  });

  it('holds a people the source names by its country in any of its names', () => {
    const text = 'Los Estados Unidos y la Unión Europea acordaron reducir aranceles.';
    expect(read('Los estadounidenses y los europeos reducen aranceles.', text, 'es')).toEqual([]);
  });
});

describe('an English people’s word opening a line', () => {
  it('is another country’s where the source names none of its, and kept where it does', () => {
    const text = "Kenya's runners won 4 of the 6 medals in Oslo.";
    expect(claims('Ethiopian runners took 4 of 6 medals in Oslo.', text, 'en')).toContain(
      'name:ethiopian',
    );
    expect(claims('Kenyan runners took 4 of 6 medals in Oslo.', text, 'en')).toEqual([]);
  });
});
