/** Amounts Japanese, Chinese and Korean write in parts (cjk-compounds.ts, round twenty-eight). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { joinCjkCompounds } from './cjk-compounds.ts';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang && { lineLang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('joinCjkCompounds', () => {
  it('writes an amount of several scales as its digits', () => {
    expect(joinCjkCompounds('移籍金は推定2億5000万円')).toBe('移籍金は推定250000000円');
    expect(joinCjkCompounds('2億5千万円')).toBe('250000000円');
    expect(joinCjkCompounds('매출 8조 2천억 원')).toBe('매출 8200000000000 원');
    expect(joinCjkCompounds('2천억 원')).toBe('200000000000 원');
    expect(joinCjkCompounds('3億5千万人')).toBe('350000000人');
    expect(joinCjkCompounds('3억 5000만 명')).toBe('350000000 명');
  });

  it('leaves one scale, scales out of order, a model number and a year after it alone', () => {
    expect(joinCjkCompounds('40万円')).toBe('40万円');
    // One scale and what is less than it: smaller-scales.ts reads these, as the line writes them.
    expect(joinCjkCompounds('4万2千人')).toBe('4万2千人');
    expect(joinCjkCompounds('9,400억 원')).toBe('9,400억 원');
    expect(joinCjkCompounds('3万 5億')).toBe('3万 5億');
    expect(joinCjkCompounds('A3万5千')).toBe('A3万5千');
    expect(joinCjkCompounds('3억 10만 2025년')).toBe('300100000 2025년');
  });
});

describe('an amount in parts as a line states it', () => {
  it('holds a card in English and a line with other numerals of the same amount', () => {
    const fee = '移籍金は推定2億5000万円。';
    expect(claims('The transfer fee is estimated at 250 million yen.', fee, 'ja', 'en')).toEqual(
      [],
    );
    expect(claims('移籍金は推定2億5千万円', fee, 'ja')).toEqual([]);
    const sales = '한빛전자는 3분기 매출 8조 2천억 원을 기록했다.';
    expect(claims('Third-quarter sales were 8.2 trillion won.', sales, 'ko', 'en')).toEqual([]);
  });

  it('still stops another amount', () => {
    const fee = '移籍金は推定2億5000万円。';
    expect(claims('The transfer fee is estimated at 520 million yen.', fee, 'ja', 'en')).toEqual([
      'figure:520 million yen',
    ]);
    const sales = '한빛전자는 3분기 매출 8조 2천억 원을 기록했다.';
    expect(claims('매출은 8조 4천억 원이다.', sales, 'ko').length).toBeGreaterThan(0);
  });
});

describe('Chinese trillions written 万亿 (round thirty-five)', () => {
  const RETAIL = '社会消费品零售总额达34.2万亿元，同比增长3.3%。';

  it('reads 万亿 as one scale, a trillion', () => {
    expect(joinCjkCompounds('零售总额达34.2万亿元')).toBe('零售总额达34.2兆元');
    expect(joinCjkCompounds('GDP 超过130萬億')).toBe('GDP 超过130兆');
  });

  it('keeps the amount in a translation or the post’s words, and stops another amount', () => {
    expect(claims('Retail sales reached 34.2 trillion yuan, up 3.3%.', RETAIL, 'zh', 'en')).toEqual(
      [],
    );
    expect(claims('社零总额34.2万亿元，增长3.3%。', RETAIL, 'zh')).toEqual([]);
    expect(claims('Retail sales reached 43.2 trillion yuan.', RETAIL, 'zh', 'en')).toEqual([
      'figure:43.2 trillion yuan',
    ]);
    expect(claims('Retail sales reached 34.2 billion yuan.', RETAIL, 'zh', 'en')).toEqual([
      'figure:34.2 billion yuan',
    ]);
  });
});
