/** A second half's minute as the match's (match-minutes.ts, round thirty-five). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const SON =
  '손흥민은 후반 17분 매디슨의 패스를 받아 오른발로 골문을 갈랐다. 토트넘은 아스톤 빌라를 2-0으로 꺾었다.';
const MITOMA = '三笘薫が後半29分に決勝ゴールを決め、ブライトンは1-0で勝利した。';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a second half’s minute told as the match’s', () => {
  it('keeps the match minute, 45 past the half’s', () => {
    expect(
      claims(
        "Son struck in the 62nd minute, finishing Maddison's pass with his right foot.",
        SON,
        'ko',
      ),
    ).toEqual([]);
    expect(claims('Son scored in the 17th minute of the second half.', SON, 'ko')).toEqual([]);
    expect(claims("Mitoma's 74th-minute winner gave Brighton a 1-0 win.", MITOMA, 'ja')).toEqual(
      [],
    );
  });

  it('still stops another minute', () => {
    expect(claims('Son scored in the 71st minute.', SON, 'ko')).toEqual(['figure:71st']);
    expect(claims('Mitoma scored the winner in the 84th minute.', MITOMA, 'ja')).toEqual([
      'figure:84th',
    ]);
  });
});
