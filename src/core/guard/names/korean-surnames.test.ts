/**
 * A Korean name given another surname (korean-surnames.ts): the source's given name and title
 * kept with another first syllable is stopped; the source's own name, with any particle, a name
 * the source never frames, and a word that only rhymes with a name are kept. Every text here is
 * synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { changedKoreanSurnames } from './korean-surnames.ts';

const RESULTS =
  '한빛전자는 3분기 영업이익 9,400억 원을 기록했다. 김지은 사장은 “하노이 공장에 1조 원을 투자하겠다”고 말했다. 박민수 감독 체제도 이어진다.';

describe('changedKoreanSurnames', () => {
  it("stops the source's given name and title with another surname", () => {
    expect(changedKoreanSurnames('최지은 사장님, 하노이에 1조 원 쏘신다고요? 👀', RESULTS)).toEqual(
      ['최지은'],
    );
    expect(changedKoreanSurnames('이지은 사장이 1조 원을 쏜다니 통 크네요', RESULTS)).toEqual([
      '이지은',
    ]);
    expect(changedKoreanSurnames('정민수 감독도 웃고 있겠죠', RESULTS)).toEqual(['정민수']);
  });

  it("keeps the source's own name and a word no title frames", () => {
    expect(changedKoreanSurnames('김지은 사장님, 하노이에 1조 원 쏘신다고요? 👀', RESULTS)).toEqual(
      [],
    );
    expect(changedKoreanSurnames('김지은은 사장님 중의 사장님', RESULTS)).toEqual([]);
    expect(changedKoreanSurnames('최지은 씨도 부러워할 통 큰 투자', RESULTS)).toEqual([]);
    expect(changedKoreanSurnames('영업이익 보는 내 통장 😭', RESULTS)).toEqual([]);
  });
});
