import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource } from '../claim-source.ts';
import { isFigureCounterWord } from './figure-counter-words.ts';
import { rareSwaps } from './rare-swaps.ts';
import { unknownNames } from './unknown-names.ts';

const at = (line: string, word: string) => {
  const start = line.indexOf(word);
  return isFigureCounterWord(line, start, start + word.length);
};
const source = (text: string, lang: string) =>
  claimSource({ text, lang, names: ['', '', ''] } as never);

describe('isFigureCounterWord', () => {
  it('reads a counter glued to its digits with an approximation or a duration', () => {
    expect(at('오후 2시쯤 비가 그쳤다.', '시쯤')).toBe(true);
    expect(at('축제는 3일간 열린다.', '일간')).toBe(true);
    expect(at('2시간가량 정전됐다.', '시간가량')).toBe(true);
    expect(at('会議は10分間で終わった。', '分間')).toBe(true);
    expect(at('午後6時開場。', '時')).toBe(true);
  });

  it('reads no word after a space, no bare Korean counter, no name', () => {
    expect(at('오후 2 시쯤', '시쯤')).toBe(false);
    expect(at('오후 2시 서울역에서', '시')).toBe(false);
    expect(at('오후 2시 서울역에서', '서울역에서')).toBe(false);
    expect(at('午後7時新宿で', '新宿')).toBe(false);
  });

  it('reads no word that stands after no digit', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('시쯤', '일간', '分間', '時'), (before, word) => {
        const line = `${before.replace(/\p{N}+$/u, '')}x${word}`;
        return !isFigureCounterWord(line, line.length - word.length, line.length);
      }),
    );
  });
});

describe('the names readers of scripts without capitals', () => {
  it('keep an approximation or duration after a supported figure', () => {
    const ko = source('오늘 오후 2시께 서울역 앞에서 집회가 열린다.', 'ko');
    expect(rareSwaps('오후 2시쯤 서울역 앞에서 집회가 열린다.', ko)).toEqual([]);
    expect(unknownNames('오후 2시쯤 서울역 앞에서 집회가 열린다.', ko)).toEqual([]);
    const ja = source('Doors open at 6pm at the Budokan.', 'ja');
    expect(unknownNames('武道館で午後6時開場。', ja)).toEqual([]);
  });

  it('still read a name after the figure that the source lacks', () => {
    const ko = source('오후 2시께 시청 앞 광장에서 집회가 열린다.', 'ko');
    const line = '오후 2시쯤 광화문 광장에서 집회가 열린다.';
    expect([...rareSwaps(line, ko), ...unknownNames(line, ko)].join(' ')).toContain('광화문');
  });
});
