/**
 * A hedge or gap word read as a name (hedge-words.ts): "Nahezu", "Selisih" opening a line, Thai
 * "ราว" where the source says "ประมาณ"; a name in their place is still one.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isHedgeWord } from './hedge-words.ts';

const names = (text: string, lang: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const SMARTPHONE = 'Fast 90 Prozent der Befragten nutzen täglich ihr Smartphone.';
const RICE = 'Harga beras naik dari 12.000 menjadi 14.000 rupiah per kilogram.';
const FAIR = 'มีผู้เข้าร่วมงานประมาณ 5,000 คน ที่สวนลุมพินี';

describe('a hedge or gap word read as a name', () => {
  it('reads the figures’ rounding, bound and gap words in several languages', () => {
    expect(isHedgeWord('Nahezu', 'de')).toBe(true);
    expect(isHedgeWord('Circa', 'it')).toBe(true);
    expect(isHedgeWord('Selisih', 'id')).toBe(true);
    expect(isHedgeWord('Sekitar', 'id')).toBe(true);
    expect(isHedgeWord('ราว', 'th')).toBe(true);
    expect(isHedgeWord('Bitkom', 'de')).toBe(false);
    expect(isHedgeWord('Jokowi', 'id')).toBe(false);
    expect(isHedgeWord('ลำปาง', 'th')).toBe(false);
  });

  it('keeps a German or Indonesian line opening on one', () => {
    expect(names(SMARTPHONE, 'de', 'Nahezu 90 Prozent nutzen täglich ihr Smartphone.')).toEqual([]);
    expect(names(RICE, 'id', 'Selisih harga beras 2.000 rupiah per kilogram.')).toEqual([]);
  });

  it('still stops a name opening the line in its place', () => {
    expect(names(SMARTPHONE, 'de', 'Bitkom: 90 Prozent nutzen täglich ihr Smartphone.')).toEqual([
      'Bitkom',
    ]);
    expect(names(RICE, 'id', 'Bulog: harga beras naik 2.000 rupiah per kilogram.')).toEqual([
      'Bulog',
    ]);
  });

  it('keeps Thai "ราว" for the source’s "ประมาณ", and stops a place put in its stead', () => {
    expect(names(FAIR, 'th', 'มีผู้เข้าร่วมงานราว 5,000 คน ที่สวนลุมพินี')).toEqual([]);
    expect(names(FAIR, 'th', 'มีผู้เข้าร่วมงานเชียงใหม่ 5,000 คน ที่สวนลุมพินี')).toEqual(['เชียงใหม่']);
  });
});
