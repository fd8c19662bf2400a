/**
 * A capital a Korean or Japanese card of a post in Latin letters (or Cyrillic) spells by its
 * sound, before a particle of place (sounded-capitals.ts): one the source never names is stopped,
 * the source's own cities in Hangul or katakana, and the line's own words before the same
 * particles, are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { unsupportedSoundedCapitals } from './sounded-capitals.ts';

const TOUR =
  'Singer Olivia Bennett announced her world tour on Monday: 42 shows across 18 countries, opening in Lisbon on March 7 and closing at London’s Wembley Stadium on August 30.';
const PRIZE =
  'Премию вручат 12 ноября в Москве: учёный Иван Петров из Новосибирска получит 5 миллионов рублей.';

const claims = (line: string, text: string, lang: string, lineLang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a capital spelled by its sound in a Korean or Japanese card', () => {
  it('stops a capital the source never names', () => {
    expect(claims('투어는 3월 7일 마드리드에서 시작합니다.', TOUR, 'en', 'ko')).toEqual([
      'name:마드리드',
    ]);
    expect(claims('투어는 8월 30일 부다페스트에서 막을 내립니다.', TOUR, 'en', 'ko')).toEqual([
      'name:부다페스트',
    ]);
    expect(claims('ツアーは3月7日にマドリードで始まります。', TOUR, 'en', 'ja')).toEqual([
      'name:マドリード',
    ]);
    expect(claims('시상식은 11월 12일 스톡홀름에서 열립니다.', PRIZE, 'ru', 'ko')).toEqual([
      'name:스톡홀름',
    ]);
  });

  it('keeps the source’s cities in Hangul or katakana, and the line’s own words', () => {
    expect(claims('투어는 3월 7일 리스본에서 시작합니다.', TOUR, 'en', 'ko')).toEqual([]);
    expect(
      claims('투어는 8월 30일 런던 웸블리 스타디움에서 막을 내립니다.', TOUR, 'en', 'ko'),
    ).toEqual([]);
    expect(
      claims('ツアーは3月7日にリスボンで始まり、ロンドンで幕を閉じます。', TOUR, 'en', 'ja'),
    ).toEqual([]);
    expect(claims('시상식은 11월 12일 모스크바에서 열립니다.', PRIZE, 'ru', 'ko')).toEqual([]);
    // A country of the source's city is the places reader's; a word of the line's own before
    // "에서" (a market, a lunch) names no capital.
    expect(claims('투어는 3월 7일 포르투갈에서 시작합니다.', TOUR, 'en', 'ko')).toEqual([]);
    expect(claims('티켓은 시장에서도 판매되고 점심에 발표됩니다.', TOUR, 'en', 'ko')).toEqual([]);
  });
});

describe('unsupportedSoundedCapitals', () => {
  it('reads a word only before a particle of place, and only against a source in another script', () => {
    // "마드리드" as the subject, before no particle of place, is not read here.
    expect(unsupportedSoundedCapitals('마드리드가 개막지입니다.', { text: TOUR })).toEqual([]);
    // A source in Hangul is read by the Korean readers (hangul-places.ts), not by its sound.
    expect(
      unsupportedSoundedCapitals('투어는 마드리드에서 시작합니다.', {
        text: '투어는 리스본에서 시작',
      }),
    ).toEqual([]);
  });
});
