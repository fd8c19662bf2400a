/**
 * A place's adjective or people's word a line capitalises (place-adjectives.ts): "Московское" of
 * "Москвы", "Львівський" of "Львова", "Milanese" of "Milano", "Madrileño" of "Madrid" are the
 * source's place; another place's adjective, or a first name made of the source's, is not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isSourcePlaceAdjective } from './place-adjectives.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('isSourcePlaceAdjective', () => {
  it('reads a place’s adjective off its ending, in Cyrillic and Latin letters', () => {
    expect(isSourcePlaceAdjective('Московское', { text: 'Метро Москвы откроет' })).toBe(true);
    expect(isSourcePlaceAdjective('Казанский', { text: 'Аэропорт Казани принял' })).toBe(true);
    expect(isSourcePlaceAdjective('Київське', { text: 'Метро Києва з понеділка' })).toBe(true);
    expect(isSourcePlaceAdjective('Львівський', { text: 'Аеропорт Львова' })).toBe(true);
    expect(isSourcePlaceAdjective('Warszawscy', { text: 'Rada Miasta Warszawy' })).toBe(true);
    expect(isSourcePlaceAdjective('Milanese', { text: 'Il sindaco di Milano' })).toBe(true);
    expect(isSourcePlaceAdjective('Napoletano', { text: 'Un ragazzo di Napoli' })).toBe(true);
    expect(isSourcePlaceAdjective('Madrileño', { text: 'El metro de Madrid' })).toBe(true);
  });

  it('keeps another place’s adjective, a first name and a word of no such ending new', () => {
    expect(isSourcePlaceAdjective('Казанский', { text: 'Метро Москвы откроет' })).toBe(false);
    expect(isSourcePlaceAdjective('Torinese', { text: 'Il sindaco di Milano' })).toBe(false);
    // "-ano", "-ina" end first names made of others: a person swapped.
    expect(isSourcePlaceAdjective('Giuliano', { text: 'Ha parlato Giulia Rossi' })).toBe(false);
    expect(isSourcePlaceAdjective('Moskau', { text: 'Metro Moskwy' })).toBe(false);
    // Four letters shared at least: "Омский" of "Омск" is, "Ом" alone is not.
    expect(isSourcePlaceAdjective('Омский', { text: 'Жители Омска' })).toBe(true);
    expect(isSourcePlaceAdjective('Омский', { text: 'Закон Ома' })).toBe(false);
  });

  it('is the adjective of whatever source capital its stem opens, and of none it does not', () => {
    const letter = fc.constantFrom(...'бвгдзклмнпрт');
    const vowel = fc.constantFrom(...'аиу');
    const stem = fc.tuple(letter, vowel, letter, vowel, letter).map((letters) => letters.join(''));
    const ending = fc.constantFrom('ский', 'ская', 'ское', 'ские', 'ского');
    fc.assert(
      fc.property(stem, stem, ending, (place, other, end) => {
        const capital = (word: string) => word[0]?.toUpperCase() + word.slice(1);
        const text = `Новости ${capital(place)}а сегодня`;
        expect(isSourcePlaceAdjective(capital(place + end), { text })).toBe(true);
        if (other.slice(0, 4) !== place.slice(0, 4)) {
          expect(isSourcePlaceAdjective(capital(other + end), { text })).toBe(false);
        }
      }),
    );
  });
});

describe('unsupportedClaims: a place’s adjective', () => {
  it('keeps a line that writes the source’s place as its adjective', () => {
    const ru = 'Метро Москвы откроет 5 новых станций до конца года.';
    expect(claims('Московское метро откроет 5 новых станций до конца года.', ru, 'ru')).toEqual([]);
    const it = 'Il sindaco di Milano ha chiuso il centro alle auto per 3 giorni.';
    expect(
      claims('Il sindaco Milanese chiude il centro alle auto per 3 giorni.', it, 'it'),
    ).toEqual([]);
    const es = 'El metro de Madrid transportó 600 millones de viajeros.';
    expect(claims('Madrileño, el metro transportó 600 millones de viajeros.', es, 'es')).toEqual(
      [],
    );
  });

  it('still stops another place’s adjective', () => {
    const ru = 'Метро Москвы откроет 5 новых станций до конца года.';
    expect(claims('Петербургское метро откроет 5 новых станций до конца года.', ru, 'ru')).toEqual([
      'name:Петербургское',
    ]);
    const uk = 'Аеропорт Львова відновить роботу у 2025 році.';
    expect(claims('Одеський аеропорт відновить роботу у 2025 році.', uk, 'uk')).toEqual([
      'name:Одеський',
    ]);
    const it = 'Il sindaco di Milano ha chiuso il centro alle auto per 3 giorni.';
    expect(
      claims('Il sindaco Torinese chiude il centro alle auto per 3 giorni.', it, 'it'),
    ).toEqual(['name:Torinese']);
  });
});
