/**
 * Half of a scale said in words (half-scales.ts, h246): "medio millón de euros" of a post's
 * 500.000 €, and the other way round, was stopped (no number stood before the scale, so none was
 * read); a card's "yarım milyon lira" was read as no figure, any amount kept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('halfScaleAt: a scale’s half in words', () => {
  it.each([
    ['El presupuesto es de medio millón de euros.', 'El presupuesto es de 500.000 euros.', 'es'],
    ['La raccolta ha superato il mezzo milione di euro.', 'Raccolti 500.000 euro.', 'it'],
    ['A campanha arrecadou meio milhão de euros.', 'A campanha arrecadou 500 mil euros.', 'pt'],
    ['Fundacja zebrała pół miliona złotych.', 'Fundacja zebrała 500 tys. zł.', 'pl'],
    ['Proje için 500 bin lira ayrıldı.', 'Projeye yarım milyon lira ayrıldı.', 'tr'],
    ["L'entreprise a levé 500 000 euros.", "L'entreprise a levé un demi-million d'euros.", 'fr'],
    ['تبرعت الشركة بمبلغ 500 ألف ريال.', 'الشركة تتبرع بنصف مليون ريال.', 'ar'],
    ['Der Verein sammelte eine halbe Million Euro.', 'Der Verein sammelte 500.000 Euro.', 'de'],
    ['Στη συναυλία ήρθαν 500.000 άνθρωποι.', 'Μισό εκατομμύριο άνθρωποι ήρθαν.', 'el'],
    ['Konser itu dihadiri 500.000 orang.', 'Konser itu dihadiri setengah juta orang.', 'id'],
  ])('keeps the same amount: %s → %s', (text, line, lang) => {
    expect(figures(line, text, lang)).toEqual([]);
  });

  it('stops another amount, scale or currency', () => {
    expect(
      figures('El festival cuenta con 50.000 euros.', 'Tiene medio millón de euros.', 'es'),
    ).toEqual(['50.000 euros']);
    expect(
      figures('Projeye yarım milyon lira ayrıldı.', 'Proje için 300 bin lira ayrıldı.', 'tr'),
    ).toEqual(['yarım milyon lira']);
    expect(
      figures('Fundacja zebrała pół miliarda złotych.', 'Fundacja zebrała 500 tys. zł.', 'pl'),
    ).toEqual(['pół miliarda złotych']);
    expect(
      figures('Fundacja zebrała pół miliona euro.', 'Fundacja zebrała 500 tys. zł.', 'pl'),
    ).toEqual(['pół miliona euro']);
    expect(figures('Ήρθαν μισό δισεκατομμύριο άνθρωποι.', 'Ήρθαν 500.000 άνθρωποι.', 'el')).toEqual(
      ['μισό δισεκατομμύριο'],
    );
    // The source's half of a million is no million.
    expect(
      figures('The charity raised a million dollars.', 'It raised half a million dollars.', 'en'),
    ).toEqual(['a million dollars']);
  });

  it('reads no half before a word that is no scale', () => {
    // A share ("la mitad"), a half hour: no amount for the card to match.
    const text = 'El partido duró medio tiempo y costó 20 euros.';
    expect(figures('El partido costó 20 euros.', text, 'es')).toEqual([]);
  });

  it('keeps half of the source’s scale in digits, stops any other amount', () => {
    const SCALES = [
      ['milione', 1e6],
      ['miliardo', 1e9],
    ] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 1, max: 999 }),
        (which, thousands) => {
          const [word, scale] = SCALES[which] as readonly [string, number];
          const text = `Il Comune ha stanziato mezzo ${word} di euro per le scuole.`;
          const amount = thousands * 1000;
          const line = `Il Comune stanzia ${amount.toLocaleString('it-IT')} euro per le scuole.`;
          expect(figures(line, text, 'it').length === 0).toBe(amount === scale / 2);
        },
      ),
      { numRuns: 40 },
    );
  });
});
