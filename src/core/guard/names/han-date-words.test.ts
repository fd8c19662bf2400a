/**
 * A date in Han numerals (han-date-words.ts): a Chinese or Japanese line's "三月五日" of the
 * source's "3月5日" is no new name; a changed month or day is still stopped (as a figure), and a
 * new name beside the date still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isHanFigureWord } from './han-date-words.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, names: ['', ''] }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const LANTERNS = '3月5日，台北市将举办灯会。';
const FIREWORKS = '3月5日に東京都で花火大会が開かれます。';

describe('unsupportedClaims: a date in Han numerals', () => {
  it('keeps the source’s date written in Han numerals', () => {
    expect(claims('三月五日在台北举办灯会。', LANTERNS, 'zh')).toEqual([]);
    expect(claims('北大三月五日开学。', '北京大学将于3月5日开学。', 'zh')).toEqual([]);
    expect(claims('三月五日、東京で花火大会。', FIREWORKS, 'ja')).toEqual([]);
    expect(claims('東京で三月五日に花火大会。', FIREWORKS, 'ja')).toEqual([]);
  });

  it('keeps a count of weeks or days in Han numerals, and stops another count (h299)', () => {
    const metro = '地铁新线6月28日开通，开通首周乘客可免费乘坐，前三天延长运营。';
    expect(claims('开通第一周乘客免费乘车。', metro, 'zh')).toEqual([]);
    expect(claims('前三天延长运营。', metro, 'zh')).toEqual([]);
    expect(claims('开通第二周乘客免费乘车。', metro, 'zh')).not.toEqual([]);
    expect(claims('前五天延长运营。', metro, 'zh')).not.toEqual([]);
  });

  it('stops another month, or a new place beside the date', () => {
    expect(claims('東京で四月五日に花火大会。', FIREWORKS, 'ja')).not.toEqual([]);
    expect(claims('三月五日在台中举办灯会。', LANTERNS, 'zh')).not.toEqual([]);
  });
});

describe('isHanFigureWord', () => {
  it('reads numerals with a date’s counter, not a word that holds one', () => {
    expect(isHanFigureWord('三月')).toBe(true);
    expect(isHanFigureWord('二十五日')).toBe(true);
    expect(isHanFigureWord('三万')).toBe(true);
    expect(isHanFigureWord('月')).toBe(false);
    expect(isHanFigureWord('日本')).toBe(false);
    expect(isHanFigureWord('三月五日在')).toBe(false);
  });

  it('holds for any numerals of a month or day, and for none with a name’s character after', () => {
    const numeral = fc.constantFrom(...'一二三四五六七八九十');
    fc.assert(
      fc.property(
        fc.array(numeral, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('月', '日', '年', '号'),
        fc.constantFrom('京', '市', '本', '在'),
        (digits, counter, after) => {
          expect(isHanFigureWord(digits.join('') + counter)).toBe(true);
          expect(isHanFigureWord(digits.join('') + counter + after)).toBe(false);
        },
      ),
    );
  });
});
