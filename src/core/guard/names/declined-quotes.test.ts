/**
 * A quoted name in another case (declined-quotes.ts): "«Газпрома»" of "«Газпром»" is the
 * source's name; a quoted name the source lacks, or a sentence quoted, is not read so.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { quotesDeclinedName } from './declined-quotes.ts';

const reads = (quoted: string, text: string, lang: string) =>
  quotesDeclinedName(quoted, claimSource({ text, lang }));

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('quotesDeclinedName', () => {
  it("reads a quoted name in another case as the source's", () => {
    expect(reads('Газпрома', '«Газпром» сообщил о снижении экспорта', 'ru')).toBe(true);
    expect(reads('Нафтогазу', 'Компанія «Нафтогаз» отримала прибуток', 'uk')).toBe(true);
    expect(reads('Orlenu', 'Spółka „Orlen” podniosła ceny paliw', 'pl')).toBe(true);
  });

  it('reads no other name, no sentence, and no language that does not decline names', () => {
    expect(reads('Роснефти', '«Газпром» сообщил о снижении экспорта', 'ru')).toBe(false);
    expect(reads('Газпромнефти', '«Газпром» сообщил о снижении экспорта', 'ru')).toBe(false);
    expect(reads('Газпром сообщил о снижении', '«Газпром» сообщил о снижении', 'ru')).toBe(false);
    expect(reads('Orlenu', 'The company "Orlen" raised prices', 'en')).toBe(false);
  });

  it('keeps the line with the declined name, stops the one with another', () => {
    const source = '«Газпром» сообщил о снижении экспорта в Европу.';
    expect(claims('Экспорт «Газпрома» в Европу снизился.', source, 'ru')).toEqual([]);
    expect(claims('Экспорт «Роснефти» в Европу снизился.', source, 'ru')).not.toEqual([]);
  });
});
