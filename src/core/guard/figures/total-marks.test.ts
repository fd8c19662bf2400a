import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { saysTotal } from './total-marks.ts';

const stopped = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('saysTotal', () => {
  it('reads a total word of its own, not a word it is part of', () => {
    expect(saysTotal('Łącznie 200 osób.')).toBe(true);
    expect(saysTotal('총 200명 감원.')).toBe(true);
    expect(saysTotal('計200人を削減。')).toBe(true);
    expect(saysTotal('共裁员200人。')).toBe(true);
    expect(saysTotal('총리가 200명을 만났다.')).toBe(false);
    expect(saysTotal('時計3個を買った。')).toBe(false);
    expect(saysTotal('公共200个座位。')).toBe(false);
  });
});

describe('a total of the parts the source lists, said with a total word', () => {
  const cases: Array<[string, (total: number) => string, string]> = [
    ['Firma zwolni 120 osób w Krakowie i 80 w Gdańsku.', (n) => `Łącznie ${n} osób.`, 'pl'],
    ['会社は東京で120人、大阪で80人を削減する。', (n) => `計${n}人を削減。`, 'ja'],
    ['회사는 서울에서 120명, 부산에서 80명을 감원한다.', (n) => `총 ${n}명 감원.`, 'ko'],
    ['公司将在北京裁员120人，在上海裁员80人。', (n) => `共裁员${n}人。`, 'zh'],
  ];

  it('keeps the sum', () => {
    for (const [text, line, lang] of cases) expect(stopped(text, line(200), lang)).toEqual([]);
  });

  it("stops the parts' difference said as a total (a random case of the property below)", () => {
    for (const [text, line, lang] of cases) expect(stopped(text, line(40), lang)).toEqual(['40']);
    const en = 'The firm will cut 120 jobs in Leeds and 80 in Hull.';
    expect(stopped(en, 'In total 40 jobs go.', 'en')).toEqual(['40']);
  });

  it('stops a total as small as the number of parts ("計2人" of Tokyo and Osaka)', () => {
    const ja = '会社は東京で120人、大阪で80人を削減する。';
    expect(stopped(ja, '計2人を削減。', 'ja')).toEqual(['2']);
  });

  it('stops any other figure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }).filter((n) => ![80, 120, 200].includes(n)),
        fc.constantFrom(...cases),
        (total, [text, line, lang]) => {
          expect(stopped(text, line(total), lang)).toEqual([String(total)]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
