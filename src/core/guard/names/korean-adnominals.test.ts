/**
 * A Korean verb's adnominal form before a bound noun (korean-adnominals.ts, round thirty-five): a
 * verb put in the source's frame, no name; a city put in a frame of the source is still one.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isKoreanAdnominal } from './korean-adnominals.ts';

const FARES =
  '서울시는 다음 달 1일부터 따릉이 1시간 이용권 요금을 1,000원에서 1,500원으로 올린다고 12일 밝혔다. 시는 요금 조정으로 연간 약 60억 원의 추가 수입이 생길 것으로 내다봤다.';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: FARES, lang: 'ko' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: a Korean verb before a bound noun', () => {
  it.each([
    '서울시는 요금 인상으로 해마다 60억 원 정도 수입이 늘 것으로 본다.',
    '서울시는 요금 인상으로 해마다 60억 원 정도 수입이 늘어날 것으로 본다.',
    '시는 연간 60억 원의 추가 수입이 늘어난 것으로 내다봤다.',
  ])('keeps %s', (line) => {
    expect(names(line)).toEqual([]);
  });

  it('still stops a city put in the source’s frame', () => {
    expect(
      names('부산시는 요금 조정으로 연간 약 60억 원의 추가 수입이 생길 것으로 내다봤다.'),
    ).toEqual(['부산시는']);
  });

  it('reads the ending: ㄹ before 것, 듯 or 수; a verb’s ㄴ syllable before 것 or 듯', () => {
    const at = (line: string, word: string) => {
      const start = line.indexOf(word);
      return isKoreanAdnominal(line, start, start + word.length);
    };
    expect(at('수입이 늘 것으로', '늘')).toBe(true);
    expect(at('비가 올 듯하다', '올')).toBe(true);
    expect(at('탈 수 있다', '탈')).toBe(true);
    expect(at('늘어난 것으로', '늘어난')).toBe(true);
    // A place's last syllable with ㄴ, a word before 수입 (revenue), a word before a particle.
    expect(at('부산 것으로', '부산')).toBe(false);
    expect(at('추가 수입이', '추가')).toBe(false);
    expect(at('서울의 것', '서울의')).toBe(false);
  });
});
