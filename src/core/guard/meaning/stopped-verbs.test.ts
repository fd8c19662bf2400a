import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clauseMeaningClaims } from '../clause-meaning-claims.ts';
import { stoppedVerbClaims } from './stopped-verbs.ts';

const source = (text: string, lang: string, translated = false) => ({
  text,
  langs: [lang],
  translated,
});

describe('a thing the source says stopped, said as going on', () => {
  it('stops the verb after the verb of stopping, said plain with the figure', () => {
    const shop = source('La tienda dejó de aceptar efectivo el 1 de marzo.', 'es');
    expect(stoppedVerbClaims('Desde el 1 de marzo la tienda acepta efectivo.', shop)).toEqual([
      'Desde el 1 de marzo la tienda acepta efectivo.',
    ]);
    const bank = source('Η τράπεζα σταμάτησε να δέχεται επιταγές από την 1η Μαρτίου.', 'el');
    expect(
      clauseMeaningClaims('Η τράπεζα δέχεται επιταγές από την 1η Μαρτίου.', bank),
    ).toHaveLength(1);
    const city = source('החנות הפסיקה לקבל מזומן מ-1 במרץ.', 'he');
    expect(stoppedVerbClaims('החנות מקבלת מזומן מ-1 במרץ.', city)).toHaveLength(1);
    const store = source('Duka hilo liliacha kupokea pesa taslimu tangu tarehe 1 Machi.', 'sw');
    expect(
      stoppedVerbClaims('Tangu tarehe 1 Machi duka hilo linapokea pesa taslimu.', store),
    ).toHaveLength(1);
  });

  it('keeps the stop said again, in "no longer" or a negation, and a verb the source says going on too', () => {
    const shop = source('La tienda dejó de aceptar efectivo el 1 de marzo.', 'es');
    expect(
      clauseMeaningClaims('Desde el 1 de marzo la tienda ya no acepta efectivo.', shop),
    ).toEqual([]);
    const bank = source('Η τράπεζα σταμάτησε να δέχεται επιταγές από την 1η Μαρτίου.', 'el');
    expect(
      clauseMeaningClaims('Η τράπεζα δεν δέχεται πια επιταγές από την 1η Μαρτίου.', bank),
    ).toEqual([]);
    const shekel = source('החנות הפסיקה לקבל מזומן מ-1 במרץ.', 'he');
    expect(clauseMeaningClaims('החנות כבר לא מקבלת מזומן מ-1 במרץ.', shekel)).toEqual([]);
    const plant = source(
      'La fábrica dejó de producir el modelo en 2019 y ahora produce 300 autos eléctricos al día.',
      'es',
    );
    expect(stoppedVerbClaims('La fábrica produce 300 autos eléctricos al día.', plant)).toEqual([]);
    expect(
      stoppedVerbClaims(
        'Desde el 1 de marzo la tienda acepta efectivo.',
        source(shop.text, 'es', true),
      ),
    ).toEqual([]);
  });

  it('keeps "no longer" of a German source’s "kein … mehr" (an idiom on both sides)', () => {
    const cafe = source('Das Café nimmt seit dem 1. Januar kein Bargeld mehr an.', 'de');
    expect(
      clauseMeaningClaims('Seit 1. Januar nimmt das Café nicht mehr Bargeld an.', cafe),
    ).toEqual([]);
  });

  // The general rule, for any day: the stop said as "sells since" is stopped, the sentence
  // said again is kept.
  it('stops the stop dropped and keeps it kept, for any day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 28 }), (day) => {
        const shop = source(`La librería dejó de vender periódicos el ${day} de mayo.`, 'es');
        expect(
          stoppedVerbClaims(`Desde el ${day} de mayo la librería vende periódicos.`, shop),
        ).toHaveLength(1);
        expect(
          stoppedVerbClaims(`La librería dejó de vender periódicos el ${day} de mayo.`, shop),
        ).toEqual([]);
      }),
    );
  });
});
