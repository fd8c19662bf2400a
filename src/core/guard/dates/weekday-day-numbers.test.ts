/** A day of the month told without its month (weekday-day-numbers.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('heldWeekdayDay', () => {
  it('keeps the source’s day after a weekday, "day" or before "of the month"', () => {
    const kept: Array<readonly [string, string, string]> = [
      [
        'it',
        'Lo sciopero dei trasporti è fissato per venerdì 14 marzo.',
        'Lo sciopero è fissato per venerdì 14.',
      ],
      ['it', 'Le iscrizioni chiudono il 30 aprile 2026.', 'Le iscrizioni chiudono il 30 del mese.'],
      [
        'fr',
        'La grève aura lieu le jeudi 12 mars dans toute la France.',
        'La grève aura lieu jeudi 12.',
      ],
      ['es', 'La votación será el domingo 8 de junio.', 'La votación será el domingo 8.'],
      ['es', 'La votación será el domingo 8 de junio.', 'La votación será el día 8 de este mes.'],
      [
        'de',
        'Der Streik ist für Freitag, 14. März, angekündigt.',
        'Der Streik ist am Freitag, dem 14., angekündigt.',
      ],
      ['pt', 'A greve será na sexta-feira, 14 de março.', 'A greve será na sexta-feira, dia 14.'],
    ];
    for (const [lang, text, line] of kept) expect(claims(text, line, lang), line).toEqual([]);
  });

  it('keeps a day after a singular article, not a count after a plural one', () => {
    const concert = 'Il concerto si terrà il 14 giugno.';
    expect(claims(concert, 'Il concerto si terrà il 14.', 'it')).toEqual([]);
    expect(claims(concert, 'Il concerto si terrà il 15.', 'it')).toEqual(['15']);
    expect(claims(concert, 'Suoneranno i 14 musicisti.', 'it')).toContain('14');
    expect(claims('La grève aura lieu le 12 mars.', 'La grève aura lieu le 12.', 'fr')).toEqual([]);
  });

  it('stops another day, and a number no weekday or month ties to a day', () => {
    expect(claims('Lo sciopero è venerdì 14 marzo.', 'Lo sciopero è venerdì 15.', 'it')).toEqual([
      '15',
    ]);
    expect(
      claims('La grève aura lieu le jeudi 12 mars.', 'La grève aura lieu jeudi 13.', 'fr'),
    ).toEqual(['13']);
    expect(
      claims(
        'A greve será na sexta-feira, 14 de março.',
        'A greve será na sexta-feira, dia 15.',
        'pt',
      ),
    ).toEqual(['15']);
    // The source's 14 is a date: "14 persone" counts people it never counts.
    expect(claims('Lo sciopero è venerdì 14 marzo.', 'Scioperano 14 persone.', 'it')).toEqual([
      '14',
    ]);
    expect(
      claims(
        'Le iscrizioni chiudono il 30 aprile 2026.',
        'Le iscrizioni chiudono con 30 posti.',
        'it',
      ),
    ).toEqual(['30']);
  });
});
