import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { partyClaims } from './party-claims.ts';

/** The parties the guard stops as traded, for `line` of an English text. */
const traded = (text: string, line: string, lineLang?: string) =>
  partyClaims(line, claimSource({ text, lang: 'en', ...(lineLang ? { lineLang } : {}) }));

const LEASE =
  '12.3 The Landlord is responsible for repairs to the structure and exterior of the property, the ' +
  'boiler and the heating and hot water systems. 12.4 The Tenant is responsible for replacing light ' +
  'bulbs and smoke alarm batteries and for keeping drains clear.';
const CONTRACT =
  'Under the contract, Brightline will operate Caldera’s distribution centre in Daventry, Northamptonshire, and provide ' +
  'next-day delivery to Caldera’s 212 stores in England and Wales.';
const SALE =
  'The seller must deliver the goods within 30 days, and the buyer must pay the full price on delivery.';
const LOAN =
  'The lender will advance £200,000 to the borrower, and the borrower will repay it over 25 years.';
const SUIT =
  'Northwind sued Apex Foods in March over unpaid invoices. Apex Foods then countersued Northwind over late deliveries.';

describe('a line that trades two of the source’s parties', () => {
  it.each([
    [
      LEASE,
      'The tenant must repair the structure, boiler, heating and hot water, while the landlord handles light bulbs, smoke alarm batteries and drains.',
      ['tenant repair structure', 'landlord handles light bulbs'],
    ],
    [
      CONTRACT,
      'Caldera will run Brightline’s Daventry distribution centre and deliver next-day to its 212 stores.',
      ['caldera run distribution centre', 'brightline distribution centre'],
    ],
    [
      SALE,
      'The buyer must deliver the goods within 30 days, and the seller must pay the full price.',
      ['buyer deliver goods within 30', 'seller pay full price'],
    ],
    [
      LOAN,
      'The borrower will advance £200,000, and the lender will repay it over 25 years.',
      ['borrower advance 200,000', 'lender repay 25 years'],
    ],
    [
      SUIT,
      'Apex Foods sued Northwind over unpaid invoices, while Northwind countersued over late deliveries.',
      ['apex foods sued unpaid invoices', 'northwind countersued late deliveries'],
    ],
  ])('stops it: %s / %s', (text, line, words) => {
    expect(traded(text, line)).toEqual(words);
  });

  it('is a negation claim of the whole guard', () => {
    const source = claimSource({ text: SALE, lang: 'en' });
    const line =
      'The buyer must deliver the goods within 30 days, and the seller must pay the full price.';
    expect(unsupportedClaims(line, source, 'normal')).toEqual([
      { kind: 'negation', text: 'buyer deliver goods within 30' },
      { kind: 'negation', text: 'seller pay full price' },
    ]);
  });
});

describe('a line that keeps each party’s part', () => {
  it.each([
    // The source's parties in their places, worded otherwise.
    [
      LEASE,
      'The landlord must repair the structure, boiler, heating and hot water, while the tenant handles light bulbs, smoke alarm batteries and drains.',
    ],
    [
      CONTRACT,
      'Brightline will run Caldera’s Daventry distribution centre and deliver to its 212 stores.',
    ],
    [
      SALE,
      'The buyer pays the full price on delivery, and the seller must deliver the goods within 30 days.',
    ],
    // A passive: its subject is who was acted on, not who acted.
    [
      SUIT,
      'Apex Foods was sued by Northwind over unpaid invoices and countersued over late deliveries.',
    ],
    [LOAN, 'The borrower will be advanced £200,000 by the lender and will repay it over 25 years.'],
    // Clauses in another order.
    [
      SUIT,
      'Apex Foods countersued over late deliveries after Northwind sued it over unpaid invoices.',
    ],
    // Another word for the source's: nothing traded.
    [
      'The court dismissed the claimant’s case against the defendant, and the claimant must pay costs.',
      'The court threw out the claimant’s case, and the claimant must pay the defendant’s costs.',
    ],
    // One party told loosely of the other's words, the other not: no trade.
    [LEASE, 'The tenant must look after the structure and boiler.'],
  ])('keeps it: %s / %s', (text, line) => {
    expect(traded(text, line)).toEqual([]);
  });

  it('reads no translated line', () => {
    const line =
      'The buyer must deliver the goods within 30 days, and the seller must pay the full price.';
    expect(traded(SALE, line, 'de')).toEqual([]);
  });
});
