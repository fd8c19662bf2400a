/** A unit of time in a form CLDR's names lack, read for a span (inflected-units.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { inflectedUnitAfter } from './inflected-units.ts';

const figures = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('inflectedUnitAfter', () => {
  it('reads German datives, Turkish cases and Han counters of time', () => {
    expect(inflectedUnitAfter(' Tagen verdoppelt')).toBe('day');
    expect(inflectedUnitAfter(' Jahren')).toBe('year');
    expect(inflectedUnitAfter(' günde 3.200 ziyaretçi')).toBe('day');
    expect(inflectedUnitAfter(' yılda')).toBe('year');
    expect(inflectedUnitAfter('天内')).toBe('day');
    expect(inflectedUnitAfter('个月')).toBe('month');
    expect(inflectedUnitAfter('年間')).toBe('year');
    // Not a unit: another word, a longer one, a date's 日.
    expect(inflectedUnitAfter(' Tagesgäste')).toBeUndefined();
    expect(inflectedUnitAfter(' güneş')).toBeUndefined();
    expect(inflectedUnitAfter('日に')).toBeUndefined();
  });

  it('keeps a span said in those forms where the source’s period holds it, else stops it', () => {
    const de = 'Die Preise haben sich in einem Jahrzehnt verdoppelt.';
    expect(figures(de, 'Preise in 10 Jahren verdoppelt.', 'de')).toEqual([]);
    expect(figures(de, 'Preise in 12 Jahren verdoppelt.', 'de')).toEqual(['12']);
    const tr = 'Müzeyi bir hafta sonunda 3.200 kişi ziyaret etti.';
    expect(figures(tr, 'İki günde 3.200 ziyaretçi.', 'tr')).toEqual([]);
    expect(figures(tr, 'Üç günde 3.200 ziyaretçi.', 'tr')).toEqual(['Üç']);
    // A span of the source's dates, said in the dative.
    const dates = 'Die Messe läuft vom 3. März bis zum 9. März.';
    expect(figures(dates, 'Die Messe läuft an sechs Tagen.', 'de')).toEqual([]);
  });
});
