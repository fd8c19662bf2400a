/**
 * A Korean source's country with its particle on is the country a line names bare
 * (korean-particle-countries.ts, h305's blind probes); another country is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { withoutKoreanParticles } from './korean-particle-countries.ts';

const JEJU =
  '제주도는 올해 1월부터 9월까지 제주를 찾은 외국인 관광객이 150만 명으로 지난해 같은 기간보다 40% 늘었다고 밝혔다. 특히 중국과 대만 관광객이 크게 증가했다.';

const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: JEJU, lang: 'ko' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a Korean source’s country with its particle', () => {
  it('keeps the line that names it bare, stops another country in its place', () => {
    expect(claims('중국·대만 관광객이 특히 많이 늘었다.')).toEqual([]);
    expect(claims('특히 중국, 대만 관광객이 많이 늘었다.')).toEqual([]);
    expect(claims('일본·대만 관광객이 특히 많이 늘었다.')).toContain('name:일본');
  });
});

describe('withoutKoreanParticles', () => {
  it('cuts a particle off each Hangul word, and reads no other language', () => {
    expect(withoutKoreanParticles('중국과 대만 관광객이', ['ko'])).toBe('중국 대만 관광객');
    expect(withoutKoreanParticles('중국 대만', ['ko'])).toBeUndefined();
    expect(withoutKoreanParticles('중국과 대만', ['ja'])).toBeUndefined();
  });
});
