import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const stopped = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe("a total told by the parts' own noun, with no total word", () => {
  const pl = 'Firma zwolni 120 osób w Krakowie i 80 w Gdańsku.';
  const id = 'Sekolah itu punya 320 siswa laki-laki dan 280 siswa perempuan.';

  it('keeps the sum', () => {
    expect(stopped(pl, 'Pracę straci 200 osób.', 'pl')).toEqual([]);
    expect(stopped(id, 'Sebanyak 600 siswa.', 'id')).toEqual([]);
  });

  it('stops another figure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }).filter((n) => ![80, 120, 200].includes(n)),
        (total) => {
          expect(stopped(pl, `Pracę straci ${total} osób.`, 'pl')).toEqual([String(total)]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('stops the sum put on one part, or told of another noun', () => {
    expect(stopped(pl, 'Pracę straci 200 osób w Krakowie.', 'pl')).toEqual(['200']);
    expect(stopped(id, 'Sebanyak 600 siswa perempuan.', 'id')).toEqual(['600']);
    expect(stopped(pl, 'Firma ma 200 sklepów.', 'pl')).toEqual(['200']);
  });
});
