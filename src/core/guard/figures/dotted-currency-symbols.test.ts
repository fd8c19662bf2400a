/**
 * A currency's dotted CLDR symbol after an amount (dotted-currency-symbols.ts, h246): "1,2 مليون
 * ر.س" was a bare count, and a card's "1,2 مليون ريال" of it was stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { dottedSymbolAt } from './dotted-currency-symbols.ts';

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ar' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('dottedSymbolAt', () => {
  it('reads the Arabic symbols of currencies the figures reader names', () => {
    expect(dottedSymbolAt('ر.س. للتذكرة', 0, ['ar'])).toEqual({ currency: 'riyal', end: 3 });
    expect(dottedSymbolAt('50 د.إ.', 3, ['en', 'ar'])).toEqual({ currency: 'dirham', end: 6 });
    expect(dottedSymbolAt('ج.م', 0, ['ar'])).toEqual({ currency: 'pound', end: 3 });
  });

  it('reads no abbreviation that is no symbol, nor a symbol in a language not read', () => {
    expect(dottedSymbolAt('p.m. today', 0, ['en', 'ar'])).toBeUndefined();
    expect(dottedSymbolAt('ر.س.', 0, ['en'])).toBeUndefined();
    expect(dottedSymbolAt('ريال', 0, ['ar'])).toBeUndefined();
  });
});

describe('unsupportedClaims: an amount with its dotted symbol', () => {
  it('keeps the same currency by its name, stops another', () => {
    const ticket = 'سعر التذكرة 50 ر.س.';
    expect(figures('التذكرة بـ50 ريال.', ticket)).toEqual([]);
    expect(figures('التذكرة بـ50 دولار.', ticket)).toEqual(['50 دولار']);
    const revenue = 'بلغت الإيرادات 1.2 مليون ريال سعودي.';
    expect(figures('الإيرادات بلغت 1,2 مليون ر.س.', revenue)).toEqual([]);
    expect(figures('الإيرادات بلغت 1,2 مليون د.إ.', revenue)).toEqual(['1,2 مليون د.إ']);
  });
});

describe('unsupportedClaims: a sign with its country’s letters after an amount', () => {
  it('reads "E£" and "US$" after the amount as the pound and the dollar', () => {
    // CLDR's Arabic narrow symbol of the Egyptian pound, of its symbol "ج.م.".
    const fee = 'رسوم الخدمة 1,250 ج.م.';
    expect(figures('رسوم الخدمة 1,250 E£.', fee)).toEqual([]);
    expect(figures('رسوم الخدمة 1,250 US$.', fee)).toEqual(['1,250 US$']);
  });
});
