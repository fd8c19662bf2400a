/**
 * A Troll or Meme line's price a little off the source's (nudged-amounts.ts, round thirty-two:
 * "Apple charging $299 for AirPods Pro 3" of "$249, same as before" was let through).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, mode: 'troll' | 'meme', lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), mode).map((claim) => claim.text);

const EARBUDS = 'Apple just dropped AirPods Pro 3, $249, same as before. Order today.';
const ABONO = 'El abono joven bajará de 20 a 10 euros al mes a partir del 1 de septiembre.';
const WHOOSH = 'Harga tiket Whoosh tetap mulai Rp150.000. Waktu tempuh cuma 46 menit!';

describe('nudgedAmounts: a Troll or Meme price nudged off the source’s', () => {
  it('stops a price a little off the source’s, in dollars, euros and rupiah', () => {
    expect(
      stopped(
        'Apple charging $299 for AirPods Pro 3 and calling it innovation 🙄',
        EARBUDS,
        'troll',
      ),
    ).toEqual(['$299']);
    expect(stopped('Ayuso bajando el abono joven a 15 euros 🙄', ABONO, 'troll', 'es')).toEqual([
      '15 euros',
    ]);
    expect(stopped('Tiket Whoosh mulai Rp200.000, katanya murah 🙃', WHOOSH, 'meme', 'id')).toEqual(
      ['Rp200.000'],
    );
  });

  it('keeps the source’s price, a rounding of it and an exaggeration far off it', () => {
    expect(
      stopped('Me pretending I need heart-rate sensing to justify $249 🎧💸', EARBUDS, 'meme'),
    ).toEqual([]);
    expect(stopped('$250 earbuds, same as before. Groundbreaking 🙄', EARBUDS, 'troll')).toEqual(
      [],
    );
    expect(stopped('$1,000 earbuds next year, calling it now 🙄', EARBUDS, 'troll')).toEqual([]);
    expect(
      stopped('¿El abono joven a 10 euros? Los de 26 llorando 😭', ABONO, 'troll', 'es'),
    ).toEqual([]);
  });

  it('reads no price in a source that states none', () => {
    expect(stopped('Pay $299 and get nothing 🙄', 'AirPods Pro 3 are out today.', 'troll')).toEqual(
      [],
    );
  });
});

describe('nudgedAmounts: an Arabic price written in the accusative (round thirty-four)', () => {
  const AIN =
    'عادت «عين دبي» للعمل اليوم بعد إغلاق دام أكثر من عامين. وسعر التذكرة يبدأ من 145 درهماً.';

  it('reads the post’s "145 درهماً" as dirhams, so a joke’s 165 dirhams is stopped', () => {
    expect(stopped('عين دبي رجعت والتذكرة بـ 165 درهم بس 🎡💸', AIN, 'troll', 'ar')).toEqual([
      '165 درهم',
    ]);
    expect(stopped('التذكرة بـ 130 درهماً والعجلة نفس اللفة 😂', AIN, 'meme', 'ar')).toEqual([
      '130 درهماً',
    ]);
  });

  it('keeps the post’s own price and a price far off it, an exaggeration', () => {
    expect(stopped('أنا بعد ما شفت سعر التذكرة 145 درهم: 😵', AIN, 'meme', 'ar')).toEqual([]);
    expect(stopped('تذكرة عين دبي بـ 1000 درهم تقريباً 😂', AIN, 'troll', 'ar')).toEqual([]);
  });
});
