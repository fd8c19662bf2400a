/**
 * A range written "between X and Y" (between-ranges.ts, round twenty-one): a job post's
 * "62.000–74.000 €" put as "zwischen 62.000 und 74.000 Euro" was asked again, its first end read
 * as a bare number where the source's is in euros.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { joinsBetween, mayJoinBetween } from './between-ranges.ts';

const claimsOf = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('joinsBetween', () => {
  it('joins a conjunction after a word of "between" only', () => {
    expect(joinsBetween('zwischen', 'und')).toBe(true);
    expect(joinsBetween('giua', 'va')).toBe(true);
    expect(joinsBetween(undefined, 'and')).toBe(false);
    expect(joinsBetween('scored', 'and')).toBe(false);
    expect(joinsBetween('between', 'or')).toBe(false);
  });

  it('tells by the word after alone where no word before can join it', () => {
    // The test rangeAfter asks first: false only where joinsBetween is false whatever comes before.
    for (const after of ['and', 'und', 'va', 'or', 'one', 'minutes']) {
      expect(mayJoinBetween(after)).toBe(joinsBetween('between', after));
    }
  });
});

describe('a range written between its ends', () => {
  const job = 'Gehalt 62.000–74.000 € brutto, 30 Tage Urlaub.';

  it('keeps the source’s range, the currency written once after its last end', () => {
    expect(claimsOf('Das Gehalt liegt zwischen 62.000 und 74.000 Euro brutto.', job, 'de')).toEqual(
      [],
    );
    expect(claimsOf('Salary between €62,000 and €74,000.', 'Salary €62,000–74,000.', 'en')).toEqual(
      [],
    );
    expect(
      claimsOf('El sueldo está entre 62.000 y 74.000 euros.', 'Sueldo: 62.000–74.000 €.', 'es'),
    ).toEqual([]);
    // The source may write it so, and the line as a dash.
    expect(
      claimsOf('Salary 62,000–74,000 euros.', 'Salary between 62,000 and 74,000 euros.', 'en'),
    ).toEqual([]);
  });

  it('stops a range with an end or a currency the source lacks', () => {
    expect(claimsOf('Das Gehalt liegt zwischen 62.000 und 78.000 Euro.', job, 'de')).not.toEqual(
      [],
    );
    expect(claimsOf('Das Gehalt liegt zwischen 62.000 und 74.000 Dollar.', job, 'de')).not.toEqual(
      [],
    );
  });

  it('leaves two counts joined by "and" without "between" as they were', () => {
    const text = 'They won 3 games and lost 4.';
    expect(claimsOf('They scored 3 and 4 goals.', text, 'en')).toEqual([]);
    expect(claimsOf('They scored 3 and 5 goals.', text, 'en')).toEqual(['5']);
  });
});

describe('a money range "between" with articles, or with Arabic’s joined "and" (h246)', () => {
  it('keeps the source’s range written with a dash', () => {
    const it = 'Il progetto costerà tra i 10 e i 20 milioni di euro.';
    expect(claimsOf('Il progetto costerà 10-20 milioni di euro.', it, 'it')).toEqual([]);
    const es = 'Las obras costarán entre los 10 y los 20 millones de euros.';
    expect(claimsOf('Las obras costarán 10-20 millones de euros.', es, 'es')).toEqual([]);
    const ar = 'التكلفة المتوقعة 10-20 مليون دولار.';
    expect(claimsOf('التكلفة بين 10 و20 مليون دولار.', ar, 'ar')).toEqual([]);
  });

  it('stops another end or scale', () => {
    const it = 'Il progetto costerà tra i 10 e i 20 milioni di euro.';
    expect(claimsOf('Il progetto costerà 10-20 miliardi di euro.', it, 'it')).toEqual([
      '10-20 miliardi di euro',
    ]);
    const ar = 'التكلفة المتوقعة 10-20 مليون دولار.';
    expect(claimsOf('التكلفة بين 15 و20 مليون دولار.', ar, 'ar')).toEqual(['15 و20 مليون دولار']);
  });
});

describe('a range "between" with its articles, any ends', () => {
  it('keeps the source’s two ends, stops any other first end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        (a, gap, other) => {
          const b = a + gap;
          const text = `Il progetto costerà tra i ${a} e i ${b} milioni di euro.`;
          const line = `Il progetto costerà ${other}-${b} milioni di euro.`;
          expect(claimsOf(line, text, 'it').length === 0).toBe(other === a);
        },
      ),
      { numRuns: 25 },
    );
  });
});
