/** Figures a sport's idiom says: a sprint's unit, the penalty spot's distance (idiom-figures.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const car =
  'Kurzer Fahrbericht BMW i4 eDrive40: 600 km Reichweite laut WLTP. 0-100 in 5,7 s. Basispreis 59.200 €.';
const derby =
  'El Real Betis venció 2-1 al Sevilla. Isco adelantó a los béticos en el minuto 23 y empató Lukébakio de penalti antes del descanso.';

const stopped = (text: string, lang: string, line: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang && { lineLang }) }), 'normal').map(
    (claim) => claim.text,
  );

describe('idiomFigure', () => {
  it('keeps a sprint’s conventional unit and the penalty spot’s distance', () => {
    const sprint = 'The i4 eDrive40 goes from 0 to 100 km/h in 5.7 seconds.';
    expect(stopped(car, 'de', sprint, 'en')).toEqual([]);
    const spot = 'Lukébakio igualó desde los once metros antes del descanso.';
    expect(stopped(derby, 'es', spot)).toEqual([]);
  });

  it('stops another unit or end, a sprint with no time, and a spot where no penalty was', () => {
    expect(stopped(car, 'de', 'It goes from 0 to 100 mph in 5.7 seconds.', 'en')).toEqual([
      '0 to 100 mph',
    ]);
    expect(stopped(car, 'de', 'It goes from 0 to 200 km/h in 5.7 seconds.', 'en')).toEqual([
      '0 to 200 km/h',
    ]);
    expect(stopped(car, 'de', 'Its top speed: 0 to 100 km/h.', 'en')).toEqual(['0 to 100 km/h']);
    expect(stopped(derby, 'es', 'Lukébakio marcó desde los doce metros.')).toEqual(['doce metros']);
    const open = 'El Betis venció 2-1. Isco marcó en el minuto 23 y empató Lukébakio de cabeza.';
    expect(stopped(open, 'es', 'Lukébakio igualó desde los once metros.')).toEqual(['once metros']);
  });
});
