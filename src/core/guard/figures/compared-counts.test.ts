/**
 * A count a line gives as the gap between two of the source's, with "more" or "fewer" after it
 * (compared-counts.ts, read through derived-figures.ts by unsupportedClaims): the gap of both
 * sides is kept though the line repeats the smaller side's words; a wrong gap, a gap on the wrong
 * side, and a complement told without a comparative stay stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { comparedAfter, comparedGap } from './compared-counts.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CLUB = 'The club signed 25 players this year, compared with 20 last year.';

describe('comparedAfter', () => {
  it('reads the comparative after a figure or its noun, and the words past its function word', () => {
    const line = 'The club signed 5 more players than last year.';
    expect(comparedAfter(line, line.indexOf('5') + 1, ['en'])).toEqual({
      side: 1,
      words: ['last', 'year'],
    });
    const pl = 'Urodziło się 5 dzieci mniej niż rok temu.';
    expect(comparedAfter(pl, pl.indexOf('5') + 1, ['pl'])?.side).toBe(-1);
  });

  it('reads no bound before the figure and nothing past its clause', () => {
    const bound = 'More than 5 players signed.';
    expect(comparedAfter(bound, bound.indexOf('5') + 1, ['en'])).toBeUndefined();
    const far = 'The club signed 5 players, more than ever.';
    expect(comparedAfter(far, far.indexOf('5') + 1, ['en'])).toBeUndefined();
  });

  it('tells the side of the words compared with, or none', () => {
    const low = { start: CLUB.indexOf('20'), end: CLUB.indexOf('20') + 2 };
    const high = { start: CLUB.indexOf('25'), end: CLUB.indexOf('25') + 2 };
    expect(comparedGap({ side: 1, words: ['last', 'year'] }, CLUB, low, high, 'en')).toBe(true);
    expect(comparedGap({ side: -1, words: ['last', 'year'] }, CLUB, low, high, 'en')).toBe(false);
    expect(comparedGap({ side: 1, words: ['before'] }, CLUB, low, high, 'en')).toBeUndefined();
  });
});

describe('a gap told with a comparative', () => {
  it('keeps the exact gap in each language', () => {
    expect(stopped('The club signed 5 more players than last year.', CLUB)).toEqual([]);
    const es = 'Este año hubo 25 incendios, frente a 20 el año pasado.';
    expect(stopped('Hubo 5 incendios más que el año pasado.', es, 'es')).toEqual([]);
    const pl = 'W tym roku urodziło się 25 dzieci, rok temu 20.';
    expect(stopped('Urodziło się 5 dzieci więcej niż rok temu.', pl, 'pl')).toEqual([]);
    const nl = 'Dit jaar 25 inbraken, vorig jaar 20.';
    expect(stopped('Dit jaar 5 inbraken meer dan vorig jaar.', nl, 'nl')).toEqual([]);
    const fr = "Cette année 25 incendies, contre 20 l'an dernier.";
    expect(stopped("Cinq incendies de plus que l'an dernier.", fr, 'fr')).toEqual([]);
    const pt = 'Este ano houve 25 acidentes, contra 20 no ano passado.';
    expect(stopped('Houve 5 acidentes a mais que no ano passado.', pt, 'pt')).toEqual([]);
  });

  it('stops a wrong gap and a gap on the wrong side', () => {
    expect(stopped('The club signed 8 more players than last year.', CLUB)).toEqual(['8']);
    expect(stopped('The club signed 5 fewer players than last year.', CLUB)).toEqual(['5']);
    const es = 'Este año hubo 25 incendios, frente a 20 el año pasado.';
    expect(stopped('Hubo 5 incendios menos que el año pasado.', es, 'es')).toEqual(['5']);
    const de = 'In diesem Jahr gab es 25 Unfälle, im Vorjahr 20.';
    expect(stopped('Es gab 5 Unfälle mehr als im Vorjahr.', de, 'de')).toEqual([]);
    expect(stopped('Es gab 5 Unfälle weniger als im Vorjahr.', de, 'de')).toEqual(['5']);
  });

  it('still stops a complement told of the part and an end put in the other place', () => {
    expect(stopped('240 students passed.', 'Of 1,200 students, 960 passed.')).toEqual(['240']);
    const notice = "Give 90 days' notice instead of 30.";
    expect(stopped("Give 60 days' notice instead of 30.", notice)).toEqual(['60 days']);
  });

  it('keeps any exact gap on its side and stops it on the other (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 21, max: 90 }), fc.integer({ min: 1, max: 19 }), (now, gap) => {
        // A gap that is last year's count itself is the source's own figure, on either side.
        fc.pre(gap * 2 !== now);
        const source = `The club signed ${now} players this year, compared with ${now - gap} last year.`;
        const more = stopped(`The club signed ${gap} more players than last year.`, source);
        const fewer = stopped(`The club signed ${gap} fewer players than last year.`, source);
        return more.length === 0 && fewer.length === 1;
      }),
      { numRuns: 40 },
    );
  });
});
