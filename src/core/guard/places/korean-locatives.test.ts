/**
 * A Korean line's place after "에서" (korean-locatives.ts), read by unsupportedClaims against a
 * Korean source: the source's place or a common word holds, a place it never writes is stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const FIREWORKS =
  '서울 불꽃축제가 10월 5일 여의도 한강공원에서 열린다. 주최사인 한화는 올해 10만 발의 불꽃을 쏘아 올릴 예정이다.';
const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: FIREWORKS, lang: 'ko' }), 'normal').map(
    (claim) => claim.text,
  );

describe('unsupportedClaims: a place a Korean line puts something at', () => {
  it('keeps the source’s place and a common word before "에서"', () => {
    expect(claims('불꽃축제는 10월 5일 여의도에서 열린다.')).toEqual([]);
    expect(
      claims('불꽃축제는 10월 5일 한강공원에서 열리고, 현장에서 불꽃 10만 발을 볼 수 있다.'),
    ).toEqual([]);
  });

  it('stops a place the source never names (round seven’s added place)', () => {
    expect(claims('뚝섬에서도 같은 날 불꽃을 볼 수 있다.')).toEqual(['뚝섬']);
  });

  it('keeps a one-syllable noun made on the source’s name: "아스널전" of "아스널과의 경기" (h276)', () => {
    const match = '토트넘의 손흥민이 아스널과의 경기에서 2골을 넣었다.';
    const read = (line: string) =>
      unsupportedClaims(line, claimSource({ text: match, lang: 'ko' }), 'normal').map(
        (claim) => claim.text,
      );
    expect(read('손흥민은 아스널전에서 2골을 기록했다.')).toEqual([]);
    expect(read('손흥민은 첼시전에서 2골을 기록했다.')).toEqual(['첼시전']);
  });
});
