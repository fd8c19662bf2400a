/** A short month that is a currency's code too, written as a month (month-not-codes.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('monthNotCode', () => {
  const festival = 'Festival 28 Mart – 2 Nisan tarihleri arasında yapılacak.';

  it('keeps Turkish "Nis" as April, not shekels', () => {
    expect(stopped('Festival 28 Mar – 2 Nis tarihleri arasında.', festival, 'tr')).toEqual([]);
    expect(stopped('Festival 28 Mar – 2 Nis tarihleri arasında.', '2 Mayıs’ta', 'tr')).toContain(
      'Nis',
    );
  });

  it('reads "Nis" with an ending after its apostrophe as April too (issue 44, item 4)', () => {
    const fair = "Fuar 3 Nisan 2026'da açılıyor.";
    expect(stopped("Fuar 3 Nis'te açılıyor.", fair, 'tr')).toEqual([]);
    expect(stopped("Fuar 4 Nis'te açılıyor.", fair, 'tr')).toEqual(['4']);
    expect(stopped("Bilet 3 NIS'ye çıktı.", fair, 'tr')).toContain("3 NIS'ye");
  });

  it('still reads the code in capitals as the currency', () => {
    expect(stopped('Bilet 2 NIS.', festival, 'tr')).toContain('2 NIS');
    expect(stopped('Tickets cost 2 NIS.', 'Tickets cost 2 NIS at the door.', 'en')).toEqual([]);
  });
});
