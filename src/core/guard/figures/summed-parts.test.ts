import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a total of the parts a sentence counts in one noun', () => {
  it('holds the sum in Indonesian, Vietnamese, Italian and Russian, and stops another', () => {
    const id = 'Sekolah ini menerima 700 siswa laki-laki dan 500 siswa perempuan.';
    expect(claims('Sekolah ini menerima 1.200 siswa.', id, 'id')).toEqual([]);
    expect(claims('Sekolah ini menerima 1.300 siswa.', id, 'id')).toEqual(['figure:1.300']);
    const vi = 'Trường có 700 học sinh nam và 500 học sinh nữ.';
    expect(claims('Trường có 1.200 học sinh.', vi, 'vi')).toEqual([]);
    expect(claims('Trường có 1.100 học sinh.', vi, 'vi')).toEqual(['figure:1.100']);
    const it_ = 'La città ha 40 scuole pubbliche e 12 scuole private.';
    expect(claims('La città ha 52 scuole.', it_, 'it')).toEqual([]);
    expect(claims('В городе 52 школы.', 'В городе 40 школ и 12 школ искусств.', 'ru')).toEqual([]);
  });

  it('holds no sum told of what only one part is', () => {
    const id = 'Tahun ini 700 siswa lulus dan 500 siswa gagal.';
    expect(claims('Tahun ini 1.200 siswa lulus.', id, 'id')).toEqual(['figure:1.200']);
    const vi = 'Năm nay có 700 học sinh đỗ và 500 học sinh trượt.';
    expect(claims('Năm nay có 1.200 học sinh đỗ.', vi, 'vi')).toEqual(['figure:1.200']);
  });

  it('adds no parts of two sentences', () => {
    const text = 'The school has 40 teachers. Last year it had 12 teachers more.';
    expect(claims('The school has 52 teachers.', text)).toEqual(['figure:52']);
  });

  it('holds a + b and stops a + b + 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 21, max: 900 }), fc.integer({ min: 21, max: 900 }), (a, b) => {
        fc.pre(a !== b);
        const text = `La città ha ${a} scuole pubbliche e ${b} scuole private.`;
        expect(claims(`La città ha ${a + b} scuole.`, text, 'it')).toEqual([]);
        expect(claims(`La città ha ${a + b + 1} scuole.`, text, 'it')).toEqual([
          `figure:${a + b + 1}`,
        ]);
      }),
      { numRuns: 30 },
    );
  });
});
