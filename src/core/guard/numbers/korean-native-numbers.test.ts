/** Korean's native numbers read where they count (korean-native-numbers.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { koreanNativeNumbers } from './korean-native-numbers.ts';

const values = (text: string) => koreanNativeNumbers(text).map((one) => one.value);

/** How a native number 1-99 is spelled before a counter, built apart from the reader's table. */
const UNIT = ['', '한', '두', '세', '네', '다섯', '여섯', '일곱', '여덟', '아홉'];
const TEN = ['', '열', '스물', '서른', '마흔', '쉰', '예순', '일흔', '여든', '아흔'];
const spelled = (n: number) => (n === 20 ? '스무' : `${TEN[Math.floor(n / 10)]}${UNIT[n % 10]}`);

describe('koreanNativeNumbers', () => {
  it('reads a number before a counter, spaced or not, and one standing alone', () => {
    expect(values('사과 세 개와 배 두 개를 샀다.')).toEqual([3, 2]);
    expect(values('버스 열다섯 대가 멈췄다.')).toEqual([15]);
    expect(values('아이들 셋이 다쳤고 학생 하나가 다쳤다.')).toEqual([3, 1]);
    expect(values('선수 스무 명, 두명, 스물한 살')).toEqual([20, 2, 21]);
    expect(values('오후 세 시에 만나요. 네 시간 걸린다.')).toEqual([3, 4]);
  });

  it('keeps the space before a counter in the span, so "세 명" is written "3명"', () => {
    const [one] = koreanNativeNumbers('세 명');
    expect(one).toEqual({ start: 0, end: 2, value: 3 });
  });

  it('reads no everyday word that begins like a number', () => {
    // Korea, the world, God, Netflix, a second child, a fever, three markets, a bank.
    expect(values('한국은 세계 경제에서 중요하다. 하나님 넷플릭스 둘째')).toEqual([]);
    expect(values('열이 난다. 세 시장 후보. 하나은행. 네, 알겠습니다.')).toEqual([]);
  });

  it('reads every number from 1 to 99 before a counter as its value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.constantFrom('명', ' 명', ' 개를', ' 대가', '마리'),
        fc.constantFrom('', '모두 ', '버스 '),
        (n, counter, before) => {
          expect(values(`${before}${spelled(n)}${counter}`)).toEqual([n]);
        },
      ),
    );
  });
});
