import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a count of times the source’s dates give', () => {
  it('holds "two times" of two dates in Portuguese, French, Russian, Vietnamese, Indonesian', () => {
    expect(
      claims(
        'A reunião aconteceu duas vezes em maio.',
        'A reunião foi em 3 de maio e em 10 de maio.',
        'pt',
      ),
    ).toEqual([]);
    const fr = 'La réunion a eu lieu le 3 mai et le 10 mai.';
    expect(claims('La réunion a eu lieu deux fois en mai.', fr, 'fr')).toEqual([]);
    expect(claims('La réunion a eu lieu trois fois en mai.', fr, 'fr')).toEqual(['figure:trois']);
    expect(
      claims('Встреча прошла два раза в мае.', 'Встреча прошла 3 мая и 10 мая.', 'ru'),
    ).toEqual([]);
    expect(
      claims('Cuộc họp diễn ra hai lần trong tháng 5.', 'Cuộc họp diễn ra ngày 3/5 và 10/5.', 'vi'),
    ).toEqual([]);
    const id = 'Rapat diadakan pada 3 Mei dan 10 Mei.';
    expect(claims('Rapat diadakan dua kali pada bulan Mei.', id, 'id')).toEqual([]);
    expect(claims('Rapat diadakan tiga kali pada bulan Mei.', id, 'id')).toEqual(['figure:tiga']);
  });

  it('holds no count of times the source says itself, nor one of another count of dates', () => {
    const counted = 'Le comité s’est réuni trois fois : le 3 mai et le 10 mai en séance publique.';
    expect(claims('Le comité s’est réuni deux fois en mai.', counted, 'fr')).toEqual([
      'figure:deux',
    ]);
    const three = 'La réunion a eu lieu le 3 mai, le 10 mai et le 17 mai.';
    expect(claims('La réunion a eu lieu deux fois en mai.', three, 'fr')).toEqual(['figure:deux']);
  });

  it('holds no count of other things beside two dates', () => {
    const fr = 'La réunion a eu lieu le 3 mai et le 10 mai.';
    expect(claims('Deux ministres étaient à la réunion.', fr, 'fr')).toEqual(['figure:Deux']);
  });
});
