/** The count two of the source's "both" (both-counts.ts, h273). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('the two of a "both"', () => {
  it.each([
    [
      'Both teams scored twice in the first half at Anfield.',
      'The 2 teams each scored twice.',
      'en',
    ],
    ['Both suspects were arrested in Leeds on Friday.', '2 suspects were arrested in Leeds.', 'en'],
    [
      'Ambos equipos terminaron con diez jugadores.',
      'Los 2 equipos terminaron con 10 jugadores.',
      'es',
    ],
    // "Las 2" is also two o'clock ("a las 2"): its count reading is still held.
    ['Ambas empresas firmaron el acuerdo en Bilbao.', 'Las 2 empresas firmaron el acuerdo.', 'es'],
    ['Entrambe le squadre hanno chiuso in dieci.', 'Le 2 squadre hanno chiuso in 10.', 'it'],
    ['Obie drużyny zagrają w finale w sobotę.', 'Dwie drużyny zagrają w sobotnim finale.', 'pl'],
    ['Оба клуба потеряли очки в туре.', 'Два клуба потеряли очки в туре.', 'ru'],
    ['Обидві команди отримали по 3 очки.', 'Дві команди отримали по 3 очки.', 'uk'],
    ['Beide ploegen eindigden met 1 punt.', 'De 2 ploegen eindigden met 1 punt.', 'nl'],
    ['Båda lagen fick ett rött kort.', 'De 2 lagen fick ett rött kort var.', 'sv'],
    ['양 팀은 1-1로 비겼다.', '두 팀은 1-1로 비겼다.', 'ko'],
  ])('keeps the two of: %s / %s', (text, line, lang) => {
    expect(figures(text, line, lang)).toEqual([]);
  });

  it.each([
    // Three is no "both".
    [
      'Both teams scored twice in the first half at Anfield.',
      'The 3 teams each scored twice.',
      'en',
      '3',
    ],
    ['Оба клуба потеряли очки в туре.', 'Три клуба потеряли очки в туре.', 'ru', 'Три'],
    // The two moved to another noun.
    [
      'Both suspects were arrested in Leeds on Friday.',
      '2 officers were arrested in Leeds.',
      'en',
      '2',
    ],
    // Another word for the noun is not read as it ("sides" of "teams").
    ['Both teams scored twice at Anfield.', 'The 2 sides each scored twice at Anfield.', 'en', '2'],
  ])('still asks of: %s / %s', (text, line, lang, figure) => {
    expect(figures(text, line, lang)).toContain(figure);
  });

  it('holds only the count two, whatever the noun (property)', () => {
    const noun = fc.constantFrom('teams', 'drivers', 'clubs', 'companies', 'pilots', 'suspects');
    fc.assert(
      fc.property(noun, fc.integer({ min: 3, max: 99 }), (word, count) => {
        const text = `Both ${word} were in court in Leeds on Friday.`;
        expect(figures(text, `The 2 ${word} were in court in Leeds.`, 'en')).toEqual([]);
        expect(figures(text, `The ${count} ${word} were in court in Leeds.`, 'en')).toContain(
          String(count),
        );
      }),
      { numRuns: 40 },
    );
  });
});
