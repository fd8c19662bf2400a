/**
 * A handle's end (claim-handles.ts): in Korean a particle is written onto the handle
 * ("@LUNAVY_official에서", round twenty-seven), as Japanese writes one after it; no network lets
 * Hangul into a handle, so the particle is not the account's name.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const NOTICE = '컴백 쇼케이스는 올림픽홀에서 열립니다. 자세한 건 @LUNAVY_official 확인💜';
const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: NOTICE, lang: 'ko' }), 'normal').map(
    (claim) => claim.text,
  );

describe('a handle with a Korean particle written onto it', () => {
  it('is the source’s account', () => {
    expect(claims('자세한 내용은 @LUNAVY_official에서 확인하세요.')).toEqual([]);
    expect(claims('@LUNAVY_official의 공지입니다.')).toEqual([]);
  });

  it('stops another account, its particle left out of its name', () => {
    expect(claims('자세한 내용은 @LUNAVY_japan에서 확인하세요.')).toEqual(['@LUNAVY_japan']);
  });
});
