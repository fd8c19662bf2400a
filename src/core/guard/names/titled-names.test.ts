/**
 * A new person beside a title where no capital tells a name (titled-names.ts), read by
 * unsupportedClaims in a Normal line; the source's own people beside their titles are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const FIREWORKS =
  '서울 불꽃축제가 10월 5일 여의도 한강공원에서 열린다. 행사 당일 서울시는 지하철을 증편 운행한다. 육동한 춘천시장은 축사를 한다.';
const JAZZ =
  "פסטיבל הג'אז של אילת ייפתח ביום רביעי. מנהל הפסטיבל, רונן שחר, אמר שהכרטיסים לערב הפתיחה כמעט אזלו.";

describe('unsupportedClaims: a new person beside a title', () => {
  it('stops a name the source lacks beside a title', () => {
    expect(
      claims('오세훈 서울시장은 지하철을 증편 운행한다고 밝혔다.', FIREWORKS, 'ko'),
    ).toContainEqual('name:오세훈');
    expect(claims("הזמרת ריטה תופיע בערב הפתיחה של פסטיבל הג'אז.", JAZZ, 'he')).toContainEqual(
      'name:ריטה',
    );
  });

  it('keeps the source’s people beside their titles, and a title alone', () => {
    expect(claims('육동한 시장이 축사를 할 예정이다.', FIREWORKS, 'ko')).toEqual([]);
    expect(claims('서울시는 불꽃축제 당일 지하철을 증편 운행한다.', FIREWORKS, 'ko')).toEqual([]);
    expect(claims('המנהל רונן שחר אמר שהכרטיסים כמעט אזלו.', JAZZ, 'he')).toEqual([]);
  });
});
