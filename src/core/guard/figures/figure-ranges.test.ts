/**
 * A range's two ends (figure-ranges.ts): "10-20%" is in percent at both ends, but "rose 14% to
 * 52.3 billion" is a change and what it came to, no range (round seventeen: the second end was
 * read as 52.3 billion percent, and a faithful "Net profit fell 6% to 8.1 billion" was stopped).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang && { lineLang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('rangeAfter: a percentage, then "to" and an amount', () => {
  const results =
    'Выручка выросла на 14% и составила 52,3 млрд рублей. Чистая прибыль снизилась на 6% — до 8,1 млрд.';

  it('keeps a change and the amount it came to, as a translation writes them', () => {
    expect(claims('Net profit fell 6% to 8.1 billion.', results, 'ru', 'en')).toEqual([]);
    expect(claims('Sales rose 5% to 300 units.', 'Sales rose 5%, to 300 units.', 'en')).toEqual([]);
  });

  it('still stops an amount the source does not have', () => {
    expect(claims('Net profit fell 6% to 8.3 billion.', results, 'ru', 'en')).toEqual([
      'figure:8.3 billion',
    ]);
    expect(claims('Sales rose 5% to 400 units.', 'Sales rose 5%, to 300 units.', 'en')).toEqual([
      'figure:400',
    ]);
  });

  it('reads a range in percent with the sign at its second end only, or at both', () => {
    expect(claims('Prices rose 10 to 20%.', 'Prices rose 10-20%.', 'en')).toEqual([]);
    expect(claims('Prices rose 10-20%.', 'Prices rose 10% to 20%.', 'en')).toEqual([]);
    expect(claims('Prices rose 10-30%.', 'Prices rose 10% to 20%.', 'en')).toEqual([
      'figure:10-30%',
    ]);
  });
});

describe('rangeAfter: a scale written once, after the last end', () => {
  it('reads "€85-100k" as €85,000 to €100,000 (round nineteen), and no other first end', () => {
    const job = 'Senior Backend Engineer, remote EU, €85-100k + equity, 4-day week.';
    expect(claims('The role pays €85,000 to €100,000 plus equity.', job, 'en')).toEqual([]);
    expect(claims('The role pays €95,000 to €100,000 plus equity.', job, 'en')).toEqual([
      'figure:€95,000',
    ]);
    const round = 'Acme raised $5-10M from VCs this year.';
    expect(claims('Acme raised between $5 million and $10 million.', round, 'en')).toEqual([]);
  });
});

describe('quantityAt: a number in words and its unit', () => {
  const shop = 'Hôm nay tròn 10 năm mình mở quán phở nhỏ ở Đà Nẵng.';

  it('reads past the unit, which may be a number word too (round twenty-one)', () => {
    // Vietnamese "năm" is a year after a number and five alone: "mười năm" is ten years.
    expect(claims('Quán phở nhỏ ở Đà Nẵng hôm nay tròn mười năm.', shop, 'vi')).toEqual([]);
    expect(claims('Quán mở được ba năm rồi.', 'Quán mở được 3 năm rồi.', 'vi')).toEqual([]);
  });

  it('still stops another count of the unit, and a number after it', () => {
    expect(claims('Quán phở hôm nay tròn mười hai năm.', shop, 'vi')).not.toEqual([]);
    expect(claims('They waited three years and five days.', 'They waited 3 years.', 'en')).toEqual([
      'figure:five days',
    ]);
  });
});

describe("rangeAfter: a line's scale written once, after a price range's last end", () => {
  const FORECAST =
    'The company lowered its forecast for full-year sales to between $3.30 billion and $3.35 billion, from $3.45 billion previously.';

  it('reads "$3.30-3.35 billion" as the source\'s "between $3.30 billion and $3.35 billion", no times', () => {
    expect(claims('It cut its sales forecast to $3.30-3.35 billion.', FORECAST, 'en')).toEqual([]);
    expect(claims('It cut its sales forecast to $3.25-3.35 billion.', FORECAST, 'en')).toEqual([
      'figure:$3.25-3.35 billion',
    ]);
  });

  it('still reads dotted opening hours joined by a dash as times', () => {
    const HOURS = 'The museum is open daily from 10:00 to 16:00.';
    expect(claims('Open daily 10.00-16.00.', HOURS, 'en')).toEqual([]);
    expect(claims('Open daily 10.00-17.00.', HOURS, 'en')).toEqual(['figure:17.00']);
  });
});

describe('a range whose last end is written with a decimal comma and a scale (round thirty-nine)', () => {
  const fines = 'Штраф для магазинів становитиме від 3 400 до 8 500 гривень.';

  it('gives the first end the last end\u2019s scale', () => {
    expect(claims('Магазинам загрожує штраф від 3,4 до 8,5 тисячі гривень.', fines, 'uk')).toEqual(
      [],
    );
    expect(claims('Fines run from 3.4 to 8.5 thousand hryvnias.', fines, 'uk', 'en')).toEqual([]);
  });

  it('still stops another end', () => {
    expect(claims('Штраф від 3,4 до 9,5 тисячі гривень.', fines, 'uk')).toEqual([
      'figure:3,4 до 9,5 тисячі гривень',
    ]);
    expect(claims('Штраф від 4,4 до 8,5 тисячі гривень.', fines, 'uk').length).toBeGreaterThan(0);
  });
});

describe('rangeAfter: a range of no unit, its ends in the unit a line gives them', () => {
  const hours =
    'Instead, opening hours will be cut from 90 to 70 a week from April. The pool stays open.';

  it('keeps an end of the range with the unit the source left unsaid', () => {
    expect(claims('The centre will open 70 hours a week instead of 90.', hours, 'en')).toEqual([]);
  });

  it('still stops a number of hours neither end is', () => {
    expect(claims('The centre will open 60 hours a week instead of 90.', hours, 'en')).toEqual([
      'figure:60 hours',
    ]);
    // A range with a unit of its own keeps it: its ends are no other unit's.
    expect(claims('The route is 70 miles.', 'The route grew from 50 to 70 km.', 'en')).toEqual([
      'figure:70 miles',
    ]);
  });
});

describe('rangeAfter: a price’s verb before a range of money (h246)', () => {
  it('reads the range in the currency its last end writes', () => {
    const road = 'Budowa drogi będzie kosztować od 10 do 20 mln zł.';
    expect(claims('Droga kosztuje 10-20 mln zł.', road, 'pl')).toEqual([]);
    expect(claims('Droga kosztuje 10-20 mld zł.', road, 'pl')).toEqual(['figure:10-20 mld zł']);
    const it = 'Il progetto costerà tra 10 e 20 milioni di euro.';
    expect(claims('La strada costa 10-20 milioni di euro.', it, 'it')).toEqual([]);
  });
});

describe('a range joined by Danish and Norwegian "til", Romanian "la"', () => {
  it('gives the first end the currency the last one names, as "mellem … og" does', () => {
    const billetter = 'Billetterne koster fra 165 til 395 kr. og kan købes online.';
    expect(claims('Billetter koster mellem 165 og 395 kroner.', billetter, 'da')).toEqual([]);
    expect(claims('Billetter koster mellem 165 og 495 kroner.', billetter, 'da')).not.toEqual([]);
    const bilet = 'Biletul costă între 20 și 50 de lei.';
    expect(claims('Biletul costă de la 20 la 50 de lei.', bilet, 'ro')).toEqual([]);
    expect(claims('Biletul costă de la 20 la 60 de lei.', bilet, 'ro')).not.toEqual([]);
  });
});
