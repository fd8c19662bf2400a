/** A date's year written with the word for "year" (date-years.ts, round thirty-nine). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const LAW =
  'Верховна Рада ухвалила закон про заборону продажу енергетичних напоїв особам до 18 років. Закон набуде чинності 1 вересня 2026 року.';
const RU =
  'Госдума запретила продажу энергетиков лицам до 18 лет. Запрет вступит в силу 1 марта 2026 года.';

describe('a date\u2019s year beside an age in years', () => {
  it('keeps a line that ties the date to the ban, the age told elsewhere', () => {
    expect(claims('Заборона почне діяти з 1 вересня 2026 року.', LAW, 'uk')).toEqual([]);
    expect(claims('Запрет действует с 1 марта 2026 года.', RU, 'ru')).toEqual([]);
    expect(claims('Заборона діє для осіб до 18 років.', LAW, 'uk')).toEqual([]);
  });

  it('still stops another year or another age', () => {
    // The year after a month's name is read without its word (dated-year-ends.ts, h285).
    expect(claims('Заборона почне діяти з 1 вересня 2027 року.', LAW, 'uk')).toEqual([
      'figure:2027',
    ]);
    expect(claims('Заборона діє для осіб до 16 років.', LAW, 'uk').length).toBeGreaterThan(0);
  });
});
