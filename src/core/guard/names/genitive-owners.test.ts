/**
 * A quoted work given to another owner (genitive-owners.ts): the director's genitive put before
 * the other film's title. The owner's own work, reworded, is kept. Every text here is synthetic,
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const BOX =
  "영화 '바다의 끝'이 주말 관객 54만 명으로 1위에 올랐다. 2위는 일본 애니메이션 '별빛 열차'로 22만 명을 기록했다. 박서준 감독의 신작인 '바다의 끝'은 손익분기점이 180만 명이다.";
const SHELF =
  "The list is led by 'Salt Roads', a debut, ahead of 'Glass Harbour'. Nora Field's third novel 'Glass Harbour' was out in May.";

describe('genitiveOwners: a quoted work given to another owner', () => {
  it("stops a title told as the owner's whom the source gives another", () => {
    expect(
      stopped(
        "박서준 감독의 일본 애니메이션 '별빛 열차'가 주말 22만 명으로 2위에 올랐다.",
        BOX,
        'ko',
      ),
    ).toEqual(expect.arrayContaining(['박서준 감독의']));
    expect(stopped("Nora Field's novel 'Salt Roads' leads the list.", SHELF, 'en')).toEqual(
      expect.arrayContaining(["nora field's"]),
    );
  });

  it("keeps the owner's own work, reworded", () => {
    expect(
      stopped("박서준 감독의 신작 '바다의 끝'은 손익분기점이 180만 명이다.", BOX, 'ko'),
    ).toEqual([]);
    expect(stopped("Nora Field's novel 'Glass Harbour' came out in May.", SHELF, 'en')).toEqual([]);
  });
});
