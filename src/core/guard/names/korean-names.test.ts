/**
 * A Korean source's people in a translated line (korean-names.ts, round eleven): "Park Hae-min" of
 * a post naming only 오스틴 passed, no capital of a Korean source to hold it against.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { unsupportedKoreanNames, unsupportedKoreanSurnames } from './korean-names.ts';

const JAMSIL =
  '[KBO] LG 트윈스가 잠실에서 두산 베어스를 7대4로 꺾고 4연승을 달렸다. 오스틴은 3회 3점 홈런을 쳤고, 이날 2만3750명의 관중이 입장했다.';
const FANS = '손흥민이 토트넘에서 2골을 넣었고 김현수와 박지성, 황승우, 이정희가 응원했다.';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ko', lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedKoreanNames', () => {
  it('stops a given name the source does not spell in Hangul', () => {
    expect(
      claims(
        'Park Hae-min hit a three-run homer in the third inning as LG beat Doosan 7-4.',
        JAMSIL,
      ),
    ).toEqual(['name:Hae-min']);
    expect(claims('Son Heung-min and Kim Min-jae scored for Tottenham.', FANS)).toEqual([
      'name:Min-jae',
    ]);
  });

  it('keeps the source’s people however their names are spelt in English', () => {
    expect(
      claims(
        'Son Heung-min scored twice for Tottenham, cheered on by Kim Hyun-soo, Park Ji-sung, Hwang Seung-woo and Lee Jung-hee.',
        FANS,
      ),
    ).toEqual([]);
    // A name from elsewhere is no romanised Korean: the other readers have it.
    expect(claims('Austin hit a three-run homer in the third inning.', JAMSIL)).toEqual([]);
  });

  it('reads no source but a Korean one', () => {
    expect(unsupportedKoreanNames(['Hae-min'], { text: 'Austin hit a homer at Jamsil.' })).toEqual(
      [],
    );
    expect(unsupportedKoreanNames(['Hae-min'], { text: JAMSIL })).toEqual(['Hae-min']);
  });
});

describe('unsupportedKoreanSurnames (round twenty-four)', () => {
  const STARTUP = {
    text: '김지훈 대표는 "내년까지 직원을 120명으로 늘리고 도쿄에 지사를 열겠다"고 밝혔다.',
  };
  it('stops another surname before the source’s given name', () => {
    expect(
      unsupportedKoreanSurnames('CEO Park Ji-hoon plans an office in Tokyo.', STARTUP),
    ).toEqual(['Park']);
    expect(unsupportedKoreanSurnames('CEO Lee Ji-hoon plans an office in Tokyo.', STARTUP)).toEqual(
      ['Lee'],
    );
  });

  it('keeps the source’s surname in the spellings English gives it', () => {
    expect(unsupportedKoreanSurnames('CEO Kim Ji-hoon plans an office in Tokyo.', STARTUP)).toEqual(
      [],
    );
    const park = { text: '박해민이 결승타를 쳤다.' };
    expect(unsupportedKoreanSurnames('Park Hae-min hit the winner.', park)).toEqual([]);
    const lee = { text: '이승우가 골을 넣었다.' };
    expect(unsupportedKoreanSurnames('Lee Seung-woo scored.', lee)).toEqual([]);
  });
});
