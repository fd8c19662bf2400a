/**
 * The source's "previous year" named as the year before the one it names (previous-years.ts):
 * kept where the line compares with it, stopped where it is moved or goes further back.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const VI = 'Doanh thu năm 2024 của công ty tăng 12% so với năm trước.';
const ES = 'En 2024 las ventas crecieron un 12% respecto al año anterior.';
const EN = 'In 2024 the club sold 40,000 season tickets, 5,000 more than the previous year.';
const DE = 'Im Jahr 2024 stieg der Umsatz um 8 Prozent gegenüber dem Vorjahr.';

describe('heldPreviousYear', () => {
  it('keeps the year before the source’s year where the line compares with it', () => {
    expect(figures('Doanh thu năm 2024 tăng 12% so với năm 2023.', VI, 'vi')).toEqual([]);
    expect(figures('Las ventas de 2024 crecieron un 12% frente a 2023.', ES, 'es')).toEqual([]);
    expect(
      figures('The club sold 40,000 season tickets in 2024, 5,000 more than in 2023.', EN, 'en'),
    ).toEqual([]);
    expect(figures('Der Umsatz 2024 stieg um 8 Prozent gegenüber 2023.', DE, 'de')).toEqual([]);
  });

  it('stops a year further back, and the source’s year moved to the one before', () => {
    expect(figures('Doanh thu năm 2024 tăng 12% so với năm 2022.', VI, 'vi')).toEqual(['2022']);
    expect(figures('Las ventas de 2024 crecieron un 12% frente a 2022.', ES, 'es')).toEqual([
      '2022',
    ]);
    expect(figures('Doanh thu năm 2023 của công ty tăng 12%.', VI, 'vi')).toEqual(['2023']);
    expect(
      figures(
        'The club sold 40,000 season tickets in 2023, 5,000 more than the previous year.',
        EN,
        'en',
      ),
    ).toEqual(['2023']);
  });

  it('holds no year before where the source says no previous year', () => {
    const plain = 'Doanh thu năm 2024 của công ty tăng 12%.';
    expect(figures('Doanh thu năm 2024 tăng 12% so với năm 2023.', plain, 'vi')).toEqual(['2023']);
  });
});
