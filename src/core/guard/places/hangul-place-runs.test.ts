/** A place of several words in a line translated from Korean (hangul-place-runs.ts, round twenty-eight). */
import { describe, expect, it } from 'vitest';
import { unsupportedHangulPlaceRuns } from './hangul-place-runs.ts';

describe('unsupportedHangulPlaceRuns', () => {
  const results = {
    text: '한빛전자는 올해 3분기 매출 8조 2천억 원을 기록했다. 김지은 사장은 “베트남 하노이 공장 증설에 1조 원을 투자하겠다”고 말했다. 서울 본사에서 발표했다.',
  };

  it('stops a place of several words the Korean source does not spell', () => {
    expect(
      unsupportedHangulPlaceRuns('It will invest in its plant in Ho Chi Minh City.', results, 'en'),
    ).toEqual(['Ho Chi Minh City']);
    expect(unsupportedHangulPlaceRuns('Une usine à Da Nang.', results, 'fr')).toEqual(['Da Nang']);
  });

  it("keeps the source's places, a country, and a single word (hangul-places.ts reads that)", () => {
    expect(unsupportedHangulPlaceRuns('Its Hanoi Plant in Vietnam.', results, 'en')).toEqual([]);
    expect(unsupportedHangulPlaceRuns('Announced at Seoul Headquarters.', results, 'en')).toEqual(
      [],
    );
    expect(unsupportedHangulPlaceRuns('Sales rose in South Korea.', results, 'en')).toEqual([]);
    expect(unsupportedHangulPlaceRuns('Offices in Greater Seoul.', results, 'en')).toEqual([]);
    expect(unsupportedHangulPlaceRuns('A plant in Hanoi.', results, 'en')).toEqual([]);
  });

  it('reads no source in another script', () => {
    expect(
      unsupportedHangulPlaceRuns('A plant in Ho Chi Minh City.', { text: 'Завод в Ханое' }, 'en'),
    ).toEqual([]);
  });
});
