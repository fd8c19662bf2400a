import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noLongerClauses } from './no-longer-clauses.ts';

const source = (text: string, lang: string, translated = false) => ({
  text,
  langs: [lang],
  translated,
});

describe('"no longer" dropped from or added to a clause with no figure', () => {
  it('stops a clause the source says "no longer" of, said plainly', () => {
    const cases: Array<[string, string, string]> = [
      ['es', 'Carlos Ruiz ya no entrena al equipo.', 'Carlos Ruiz entrena al equipo.'],
      [
        'de',
        'Der Zug fährt ab Juni nicht mehr nach Hamburg.',
        'Ab Juni fährt der Zug nach Hamburg.',
      ],
      [
        'nl',
        'De trein rijdt vanaf juni niet meer naar Utrecht.',
        'Vanaf juni rijdt de trein naar Utrecht.',
      ],
      ['id', 'Toko itu tidak lagi buka pada hari Minggu.', 'Toko itu buka pada hari Minggu.'],
      ['it', 'Il treno non ferma più a Firenze da giugno.', 'Da giugno il treno ferma a Firenze.'],
      ['ru', 'Музей больше не работает по воскресеньям.', 'Музей работает по воскресеньям.'],
      [
        'sv',
        'Restaurangen har inte längre öppet på måndagar.',
        'Restaurangen har öppet på måndagar.',
      ],
    ];
    for (const [lang, text, line] of cases) {
      expect(noLongerClauses(line, source(text, lang)), line).toEqual([line]);
    }
  });

  it('stops "no longer" added to a clause the source states plainly', () => {
    const text = 'El museo abre los sábados. Ya no abre los lunes.';
    expect(noLongerClauses('El museo ya no abre los sábados.', source(text, 'es'))).toEqual([
      'El museo ya no abre los sábados.',
    ]);
  });

  it('keeps another object, "instead of", a verb of stopping, the source said plainly too', () => {
    const kept: Array<[string, string, string]> = [
      [
        'es',
        'Carlos Ruiz ya no entrena al equipo. Ahora entrena a la selección juvenil.',
        'Carlos Ruiz entrena ahora a la selección juvenil.',
      ],
      [
        'es',
        'La tienda ya no vende periódicos; ahora vende libros y revistas.',
        'La tienda dejó de vender periódicos y ahora vende libros.',
      ],
      [
        'de',
        'Der Bus fährt nicht mehr durch die Altstadt, sondern über den Ring.',
        'Der Bus fährt jetzt über den Ring statt durch die Altstadt.',
      ],
      [
        'de',
        'Der Bus fährt nicht mehr durch die Altstadt, sondern über den Ring.',
        'Der Bus fährt über den Ring.',
      ],
      [
        'nl',
        'De bakker opent niet meer op zondag, maar wel op zaterdag.',
        'De bakker opent op zaterdag.',
      ],
      [
        'id',
        'Pak Budi tidak lagi bekerja di bank itu. Sekarang ia bekerja di sekolah.',
        'Pak Budi sekarang bekerja di sekolah.',
      ],
      ['es', 'El museo abre los sábados. Ya no abre los lunes.', 'El museo abre los sábados.'],
      [
        'es',
        'El museo ya no abre los lunes. Desde mayo, el museo abre los lunes otra vez.',
        'El museo abre los lunes.',
      ],
    ];
    for (const [lang, text, line] of kept) {
      expect(noLongerClauses(line, source(text, lang)), line).toEqual([]);
    }
    expect(
      noLongerClauses(
        'Carlos Ruiz entrena al equipo.',
        source('Carlos Ruiz ya no entrena al equipo.', 'es', true),
      ),
    ).toEqual([]);
  });

  it('never stops a line that is a sentence of its source (property)', () => {
    const sentences = [
      'Carlos Ruiz ya no entrena al equipo.',
      'El museo abre los sábados.',
      'La tienda ya no vende periódicos.',
      'El club ficha a Pedro Gómez.',
    ];
    fc.assert(
      fc.property(fc.subarray(sentences, { minLength: 1 }), fc.nat(), (picked, at) => {
        const line = picked[at % picked.length]!;
        return noLongerClauses(line, source(picked.join(' '), 'es')).length === 0;
      }),
    );
  });
});
