/**
 * A gap between two prices of one thing told as a saving, a discount, "cheaper", "less" or "off"
 * (gap-words.ts, read by derived-figures.ts through unsupportedClaims): the right gap holds though
 * the line names the side the source tells the lower price with, and a saving as a percentage of
 * the full price; a wrong gap, and the gap told as a price (no word of a gap), are stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { priceSide, saysGap } from './gap-words.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const TICKETS = 'Tickets are €40, or €30 for students.';

describe('a saving of two prices', () => {
  it('keeps the gap told as a saving, a discount or a lower price, in its languages', () => {
    expect(stopped('Students save €10 on tickets.', TICKETS)).toEqual([]);
    expect(stopped('Student tickets are €10 cheaper.', TICKETS)).toEqual([]);
    expect(stopped('Members pay £10 less.', 'Members pay £25 and non-members £35.')).toEqual([]);
    expect(
      stopped('The jacket is $30 off in the sale.', 'The jacket was $120, now $90 in the sale.'),
    ).toEqual([]);
    const it = 'Il biglietto costa 40 euro, 30 per gli studenti.';
    expect(stopped('Gli studenti risparmiano 10 euro.', it, 'it')).toEqual([]);
    const es = 'La entrada cuesta 40 euros, 30 para estudiantes.';
    expect(stopped('Los estudiantes ahorran 10 euros.', es, 'es')).toEqual([]);
    const fr = 'Le billet coûte 40 euros, 30 pour les étudiants.';
    expect(stopped('Les étudiants économisent 10 euros.', fr, 'fr')).toEqual([]);
    const pt = 'O bilhete custa 40 euros, 30 para estudantes.';
    expect(stopped('Os estudantes poupam 10 euros.', pt, 'pt')).toEqual([]);
  });

  it('stops a wrong gap, and the gap told as the lower price', () => {
    expect(stopped('Students save €15 on tickets.', TICKETS)).toEqual(['€15']);
    expect(stopped('Student tickets are €12 cheaper.', TICKETS)).toEqual(['€12']);
    expect(stopped('Students pay €10 for tickets.', TICKETS)).toEqual(['€10']);
    expect(stopped('Members pay £15 less.', 'Members pay £25 and non-members £35.')).toEqual([
      '£15',
    ]);
    const it = 'Il biglietto costa 40 euro, 30 per gli studenti.';
    expect(stopped('Gli studenti risparmiano 15 euro.', it, 'it')).toEqual(['15 euro']);
    expect(stopped('Gli studenti pagano 10 euro.', it, 'it')).toEqual(['10 euro']);
  });

  it('keeps the gap of two measures told as more or less, and stops a wrong one', () => {
    const rain = 'Rain hit 3 inches in Leeds, 2 in York.';
    expect(stopped('Leeds saw 1 inch more rain than York.', rain)).toEqual([]);
    expect(stopped('Leeds saw 4 inches more rain than York.', rain)).toEqual(['4 inches']);
  });

  it('keeps a saving as a percentage of the full price, and stops a wrong one', () => {
    const sale = 'The jacket was $40, now $30 in the sale.';
    expect(stopped('The jacket is 25% off in the sale.', sale)).toEqual([]);
    expect(stopped('The jacket is 30% off in the sale.', sale)).toEqual(['30%']);
    expect(stopped('Students get a 25% discount.', TICKETS)).toEqual([]);
    expect(stopped('Student tickets are 25% cheaper.', TICKETS)).toEqual([]);
    // A third is the full price's rise over the students', not their saving.
    expect(stopped('Student tickets are 33% cheaper.', TICKETS)).toEqual(['33%']);
    const de = 'Die Jacke kostete 80 Euro, jetzt 60 Euro.';
    expect(stopped('Die Jacke ist 25 Prozent günstiger.', de, 'de')).toEqual([]);
    expect(stopped('Die Jacke ist 30 Prozent günstiger.', de, 'de')).toEqual(['30 Prozent']);
  });

  it('still reads a share of a count told with "off"', () => {
    const staff = 'Of the 120 staff, 90 took time off.';
    expect(stopped('75% of the staff took time off.', staff)).toEqual([]);
    expect(stopped('80% of the staff took time off.', staff)).toEqual(['80%']);
  });

  it('stops a count told of the part’s side, gap word or not', () => {
    expect(stopped('240 fewer students passed.', 'Of 1,200 students, 960 passed.')).toEqual([
      '240',
    ]);
  });

  it('keeps any right saving and stops any other', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 900 }),
        fc.integer({ min: 5, max: 400 }),
        fc.integer({ min: 1, max: 30 }),
        (full, gap, off) => {
          fc.pre(gap < full && full - gap !== gap);
          const text = `Tickets are €${full}, or €${full - gap} for students.`;
          expect(stopped(`Students save €${gap}.`, text)).toEqual([]);
          const wrong = gap + off;
          fc.pre(wrong !== full && wrong !== full - gap && wrong !== full + full - gap);
          expect(stopped(`Students save €${wrong}.`, text)).toEqual([`€${wrong}`]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('saysGap', () => {
  it('reads a saving, a discount and a direction word, in the line’s languages', () => {
    expect(saysGap('Students save €10', [])).toBe(true);
    expect(saysGap('Studenten krijgen 10 euro korting', ['nl'])).toBe(true);
    expect(saysGap('学生便宜10元', ['zh'])).toBe(true);
    expect(saysGap('Students pay €10', [])).toBe(false);
  });
});

describe('priceSide', () => {
  it('tells a lower price from a higher one, and French "cher" by its "moins" or "plus"', () => {
    expect(priceSide('25% off', [])).toBe(-1);
    expect(priceSide('25 Prozent teurer', ['de'])).toBe(1);
    expect(priceSide('25 % moins cher', ['fr'])).toBe(-1);
    expect(priceSide('25 % plus cher', ['fr'])).toBe(1);
    expect(priceSide('25 % des élèves', ['fr'])).toBe(0);
  });
});
