/**
 * A line's numeric date in its language's order (line-date-order.ts, round h278): a Portuguese
 * line's "03/05" is the 3rd of May; an English or Persian line's stays either date.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const EVENT = 'O evento começa ao meio-dia de 5 de março no centro de Lisboa.';

describe('a line’s numeric date in its language’s order', () => {
  it('keeps the day first, and stops the day read as the month', () => {
    expect(figures('O evento começa às 12h de 05/03 no centro de Lisboa.', EVENT, 'pt')).toEqual(
      [],
    );
    const swapped = figures('O evento começa às 12h de 03/05 no centro de Lisboa.', EVENT, 'pt');
    expect(swapped).toEqual(['03/05']);
    const german = 'Der Markt öffnet am 3. Dezember 2026 in Köln.';
    expect(figures('Der Markt in Köln öffnet am 03.12.2026.', german, 'de')).toEqual([]);
    expect(figures('Der Markt in Köln öffnet am 12.03.2026.', german, 'de')).not.toEqual([]);
  });

  it('reads an English line’s and a Persian line’s either way round', () => {
    const english = 'The fair opens on 5 March in Leeds.';
    expect(figures('The fair opens on 3/5 in Leeds.', english, 'en')).toEqual([]);
    const persian = 'مسابقه پنجشنبه ۱۲ مارس ساعت ۲۰:۳۰ پخش می‌شود.';
    expect(figures('مسابقه 12/3 ساعت 20:30 پخش می‌شود.', persian, 'fa')).toEqual([]);
  });

  const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho'];

  it('keeps every day and month day first, stops them swapped (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 7 }), (day, month) => {
        fc.pre(day !== month);
        const pad = (value: number) => String(value).padStart(2, '0');
        const source = `A feira abre no dia ${day} de ${MONTHS[month - 1]} em Braga.`;
        const line = (a: number, b: number) => `A feira abre em ${pad(a)}/${pad(b)} em Braga.`;
        expect(figures(line(day, month), source, 'pt')).toEqual([]);
        expect(figures(line(month, day), source, 'pt')).not.toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
