/** Korean's native day counts (korean-day-counts.ts, round thirty-nine). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang && { lineLang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const CONCERT =
  '가수 아이유가 9월 20일과 21일 잠실 올림픽주경기장에서 콘서트를 연다. 이틀간 약 9만 명의 관객이 찾을 것으로 예상된다.';
const FESTIVAL = '축제는 사흘 동안 열리며, 열흘 전부터 예매할 수 있다.';

describe('a Korean day count a card in English writes in figures or words', () => {
  it('keeps the post\u2019s days', () => {
    expect(claims('About 90,000 fans are expected over two days.', CONCERT, 'ko', 'en')).toEqual(
      [],
    );
    expect(claims('The festival runs for 3 days.', FESTIVAL, 'ko', 'en')).toEqual([]);
    expect(claims('Tickets go on sale ten days before.', FESTIVAL, 'ko', 'en')).toEqual([]);
  });

  it('still stops another count of days', () => {
    expect(claims('About 90,000 fans are expected over three days.', CONCERT, 'ko', 'en')).toEqual([
      'figure:three days',
    ]);
    expect(claims('The festival runs for 4 days.', FESTIVAL, 'ko', 'en')).toEqual([
      'figure:4 days',
    ]);
  });
});
