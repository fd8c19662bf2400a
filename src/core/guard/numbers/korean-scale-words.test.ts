/** A Korean scale written against the word after it (korean-scale-words.ts, round thirty-nine). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { spaceKoreanScales } from './korean-scale-words.ts';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang && { lineLang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const TICKETS =
  '티켓 예매는 8월 12일 오후 8시에 시작되며, 가격은 VIP석 16만5천원, R석 15만4천원이다. 주차는 3만원.';

describe('spaceKoreanScales', () => {
  it('spaces a scale from the word after it, not from a larger scale', () => {
    expect(spaceKoreanScales('VIP석 16만5천원')).toBe('VIP석 16만5천 원');
    expect(spaceKoreanScales('주차는 3만원')).toBe('주차는 3만 원');
    expect(spaceKoreanScales('관객 2만명')).toBe('관객 2만 명');
    expect(spaceKoreanScales('매출 2천억원')).toBe('매출 2천억 원');
    expect(spaceKoreanScales('9만 명, 2천 원')).toBe('9만 명, 2천 원');
  });
});

describe('a Korean price written with its scale and currency as one word', () => {
  it('keeps a card in English or Korean that gives the price in digits', () => {
    expect(claims('VIP seats cost 165,000 won; R seats 154,000 won.', TICKETS, 'ko', 'en')).toEqual(
      [],
    );
    expect(claims('Parking costs 30,000 won.', TICKETS, 'ko', 'en')).toEqual([]);
    expect(claims('VIP석은 165,000원, R석은 15만 4천 원이다.', TICKETS, 'ko')).toEqual([]);
  });

  it('still stops another price', () => {
    expect(claims('VIP seats cost 160,005 won.', TICKETS, 'ko', 'en')).toEqual(['figure:160,005']);
    expect(claims('R석은 17만6천원이다.', TICKETS, 'ko').length).toBeGreaterThan(0);
    expect(claims('Parking costs 50,000 won.', TICKETS, 'ko', 'en').length).toBeGreaterThan(0);
  });
});
