/** Korean's native numbers read as the figures they say, both ways (korean-word-figures.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ko' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('Korean native numbers', () => {
  it("keeps a line's digits the source says in native words", () => {
    expect(claims('사과 3개와 배 2개를 샀다.', '사과 세 개와 배 두 개를 샀다.')).toEqual([]);
    expect(claims('아이 3명이 다쳤다.', '아이들 셋이 다쳤다.')).toEqual([]);
    expect(claims('교통사고로 1명이 숨졌다.', '교통사고로 한 명이 숨졌다.')).toEqual([]);
    expect(claims('3시에 만난다.', '세 시에 만나요.')).toEqual([]);
  });

  it('stops a line whose digits the source says otherwise in words', () => {
    expect(claims('아이 4명이 다쳤다.', '아이들 셋이 다쳤다.')).toEqual(['figure:4']);
    expect(claims('4시에 만난다.', '세 시에 만나요.')).not.toEqual([]);
  });

  it("checks a line's native words against the source's digits", () => {
    expect(claims('버스 열다섯 대가 운행을 멈췄다.', '버스 15대가 운행을 멈췄다.')).toEqual([]);
    expect(claims('버스 열여섯 대가 운행을 멈췄다.', '버스 15대가 운행을 멈췄다.')).toEqual([
      'figure:16',
    ]);
    expect(claims('성공률이 세 배로 늘었다.', '성공률이 2배가 됐다.')).not.toEqual([]);
    expect(claims('세 시에 만난다.', '3시에 만나요.')).toEqual([]);
    expect(claims('네 시에 만난다.', '3시에 만나요.')).not.toEqual([]);
  });

  it('reads no figure in "one" alone in a line, nor in words that begin like a number', () => {
    const text = '넷플릭스 다큐: 한국 대표팀이 3골을 넣었다.';
    expect(claims('한국 대표팀이 한 번 더 3골을 넣었다.', text)).toEqual([]);
    expect(claims('넷플릭스에서 한국 대표팀이 3골을 넣었다.', text)).toEqual([]);
  });
});
