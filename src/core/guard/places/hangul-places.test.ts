import { describe, expect, it } from 'vitest';
import { unsupportedHangulPlaces } from './hangul-places.ts';

const startup = {
  text: '서울의 AI 스타트업 \'누리랩스\'가 시리즈B 투자에서 350억 원을 유치했다. 김지훈 대표는 "내년까지 직원을 120명으로 늘리고 도쿄에 지사를 열겠다"고 밝혔다.',
};

describe('places in a translated line of a Korean post', () => {
  it("stops a city the post does not name: 'in Osaka' of 도쿄", () => {
    expect(
      unsupportedHangulPlaces('CEO Kim Ji-hoon plans to open an office in Osaka.', startup, 'en'),
    ).toEqual(['Osaka']);
    expect(unsupportedHangulPlaces('Le PDG ouvrira un bureau à Osaka.', startup, 'fr')).toEqual([
      'Osaka',
    ]);
  });

  it("keeps the post's places romanised and a preposition's common words", () => {
    expect(
      unsupportedHangulPlaces('The Seoul startup will open an office in Tokyo.', startup, 'en'),
    ).toEqual([]);
    expect(unsupportedHangulPlaces('The round closed in March at Seoul.', startup, 'en')).toEqual(
      [],
    );
  });

  it('reads no other source', () => {
    expect(
      unsupportedHangulPlaces('An office opens in Osaka.', { text: '东京办事处' }, 'en'),
    ).toEqual([]);
  });
});
