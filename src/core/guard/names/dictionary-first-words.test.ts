/**
 * A sentence's first word that is a common word of the line's language by its dictionary
 * (words/dictionary-words.ts), not among its 10,000 most common: the line is kept; the same line
 * opening on a name is still stopped (blind probes eval/probes/h304-a).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isDictionaryFirstWord } from './dictionary-first-words.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const ZARAGOZA =
  'El Ayuntamiento de Zaragoza amplía hasta el 15 de marzo el plazo para solicitar las ayudas al alquiler joven. Podrán pedirlas quienes tengan entre 18 y 35 años y cobren menos de 25.000 euros al año.';
const GDANSK =
  'Od poniedziałku 3 marca tramwaje linii 8 i 13 nie pojadą ulicą Grunwaldzką w Gdańsku. Powodem jest wymiana torowiska na odcinku od Zaspy do Oliwy. Prosimy o planowanie podróży z wyprzedzeniem.';
const SIATKOWKA =
  'Polska wygrała finał 3:1. Najwięcej punktów zdobył Wilfredo Leon, przyjmujący drużyny.';

describe('unsupportedClaims: a first word the dictionary holds', () => {
  it('keeps a line opening on a common word the frequency list lacks', () => {
    expect(
      claims(
        'Prórroga hasta el 15 de marzo para pedir las ayudas al alquiler joven en Zaragoza.',
        ZARAGOZA,
        'es',
      ),
    ).toEqual([]);
    expect(
      claims(
        'Requisitos: tener de 18 a 35 años e ingresos inferiores a 25 000 euros anuales.',
        ZARAGOZA,
        'es',
      ),
    ).toEqual([]);
    expect(claims('Remont torowiska między Zaspą a Oliwą.', GDANSK, 'pl')).toEqual([]);
    expect(claims('Pasażerowie powinni zaplanować podróż wcześniej.', GDANSK, 'pl')).toEqual([]);
  });

  it('still stops the line opening on a name the source lacks', () => {
    expect(
      claims(
        'Morata amplía hasta el 15 de marzo el plazo de las ayudas al alquiler joven.',
        ZARAGOZA,
        'es',
      ),
    ).toEqual(['name:Morata']);
    expect(claims('Kowalski powinien zaplanować podróż wcześniej.', GDANSK, 'pl')).toEqual([
      'name:Kowalski',
    ]);
    // "Kurek" is "kurka"'s genitive plural too: the dictionary writes it with a capital.
    expect(claims('Kurek zdobył najwięcej punktów.', SIATKOWKA, 'pl')).toEqual(['name:Kurek']);
  });
});

describe('isDictionaryFirstWord', () => {
  it('reads a common noun the dictionary holds', () => {
    expect(isDictionaryFirstWord('Prórroga', 'es')).toBe(true);
    expect(isDictionaryFirstWord('Reapertura', 'es-ES')).toBe(true);
    expect(isDictionaryFirstWord('Rozpoczęcie', 'pl')).toBe(true);
    // A verbal noun's "-ние" is no adjective's "-ие".
    expect(isDictionaryFirstWord('Продление', 'ru')).toBe(true);
    expect(isDictionaryFirstWord('Перекрытие', 'ru')).toBe(true);
  });

  it('leaves a count’s compound, a place’s adjective and a Russian adjective to their readers', () => {
    // Each is the dictionary's, and tells a count or a place another than the source's.
    expect(isDictionaryFirstWord('Семидневная', 'ru')).toBe(false);
    expect(isDictionaryFirstWord('Ósmoklasiści', 'pl')).toBe(false);
    expect(isDictionaryFirstWord('Dziewięciodniowy', 'pl')).toBe(false);
    expect(isDictionaryFirstWord('Петербургское', 'ru')).toBe(false);
    expect(isDictionaryFirstWord('Всемирная', 'ru')).toBe(false);
  });
});
