/**
 * A percentage's change said in points (point-changes.ts): the difference of two percentages of
 * one sentence, in the languages' words for points, percentage points and basis points, the way the
 * line says matching the source's. Every text here is synthetic, written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const PASS = 'Pass rates rose to 78% from 71%.';

describe('pointChange: a difference of two percentages said in points', () => {
  it('keeps the difference in points, words or digits, and stops another', () => {
    expect(stopped('Pass rates rose seven points to 78%.', PASS)).toEqual([]);
    expect(stopped('Pass rates jumped by 7 percentage points.', PASS)).toEqual([]);
    expect(stopped('Pass rates rose eight points to 78%.', PASS)).toEqual(['eight']);
  });

  it('stops a fall of a rise, and a rise of a fall the source tells by its ends', () => {
    expect(stopped('Pass rates fell 7 points.', PASS)).toEqual(['7']);
    const de = 'Die Inflation lag im März bei 2,2 Prozent, nach 2,5 Prozent im Februar.';
    expect(stopped('Die Inflation sank im März um 0,3 Punkte auf 2,2 %.', de, 'de')).toEqual([]);
    expect(stopped('Die Inflation sank im März um 0,4 Punkte auf 2,2 %.', de, 'de')).toEqual([
      '0,4',
    ]);
    expect(stopped('Die Inflation stieg um 0,3 Prozentpunkte auf 2,2 %.', de, 'de')).toEqual([
      '0,3',
    ]);
    const fr = 'Le taux de chômage est passé de 7,5 % à 7,3 %.';
    expect(stopped('Le chômage recule de 0,2 point, à 7,3 %.', fr, 'fr')).toEqual([]);
    expect(stopped('Le chômage a augmenté de 0,2 point.', fr, 'fr')).toEqual(['0,2']);
    const es = 'La participación fue del 66 %, frente al 58 % de 2019.';
    expect(stopped('La participación creció ocho puntos.', es, 'es')).toEqual([]);
    expect(stopped('La participación cayó ocho puntos.', es, 'es')).toEqual(['ocho']);
  });

  it('keeps a gap between two shares the line says with no direction', () => {
    const poll = 'Labour polled 41% and the Conservatives 34%.';
    expect(stopped('Labour leads the Conservatives by seven points.', poll)).toEqual([]);
    expect(stopped('Labour leads the Conservatives by nine points.', poll)).toEqual(['nine']);
    expect(stopped('Labour won by seven points.', poll)).toEqual([]);
    const fr = 'La cote de popularité du président est passée de 32 % à 27 %.';
    expect(stopped('Le président perd cinq points de popularité.', fr, 'fr')).toEqual([]);
    expect(stopped('Le président gagne cinq points.', fr, 'fr')).toEqual(['cinq']);
  });

  it("reads other languages' points: pl, ru, ja, ko, zh, nl", () => {
    const pl = 'Stopa bezrobocia spadła z 5,4 proc. do 5,1 proc.';
    expect(stopped('Bezrobocie spadło o 0,3 punktu procentowego.', pl, 'pl')).toEqual([]);
    const ru = 'Безработица снизилась с 3,2% до 2,9%.';
    expect(stopped('Безработица снизилась на 0,3 п.п.', ru, 'ru')).toEqual([]);
    expect(stopped('Безработица снизилась на 0,4 процентного пункта.', ru, 'ru')).toEqual(['0,4']);
    const ja = '失業率は2.6%から2.4%に低下した。';
    expect(stopped('失業率は0.2ポイント低下した。', ja, 'ja')).toEqual([]);
    const ko = '실업률은 3.1%에서 2.8%로 떨어졌다.';
    expect(stopped('실업률이 0.3%p 하락했다.', ko, 'ko')).toEqual([]);
    expect(stopped('실업률이 0.5%p 하락했다.', ko, 'ko')).toEqual(['0.5%']);
    const zh = '失业率从5.3%降至5.0%。';
    expect(stopped('失业率下降0.3个百分点。', zh, 'zh')).toEqual([]);
    expect(stopped('失业率下降0.5个百分点。', zh, 'zh')).toEqual(['0.5']);
    const nl = 'De werkloosheid steeg van 3,6 procent naar 3,9 procent.';
    expect(stopped('De werkloosheid daalde met 0,3 procentpunt.', nl, 'nl')).toEqual(['0,3']);
  });

  it('reads "of a percentage point"', () => {
    const cpi = 'Inflation eased to 3.1% in October from 3.4% in September.';
    expect(stopped('Inflation eased by 0.3 of a percentage point.', cpi)).toEqual([]);
    expect(stopped('Inflation rose 0.3 points to 3.1%.', cpi)).toEqual(['0.3']);
  });

  it('reads basis points as hundredths of a point', () => {
    const bank = 'The central bank cut its rate from 4.5% to 4.25%.';
    expect(stopped('The bank cut rates by 25 basis points.', bank)).toEqual([]);
    expect(stopped('The bank cut rates by 50 basis points.', bank)).toEqual(['50']);
  });

  it('holds no points of percentages of two sentences, nor a count that is no point', () => {
    const two = 'Pass rates were 71% last year. This year 78% passed.';
    expect(stopped('Pass rates rose seven points.', two)).toEqual(['seven']);
    expect(stopped('Pass rates rose by seven schools.', PASS)).toEqual(['seven']);
  });
});

describe('any pair of percentages', () => {
  it('keeps their difference in points, and stops one off by a tenth or more', () => {
    const tenths = fc.integer({ min: 10, max: 900 });
    fc.assert(
      fc.property(tenths, tenths, fc.integer({ min: 1, max: 9 }), (a, b, off) => {
        fc.pre(a < b);
        const [low, high, step] = [a / 10, b / 10, (b - a) / 10];
        const text = `The rate rose from ${low}% to ${high}%.`;
        expect(stopped(`The rate rose ${step} points.`, text)).toEqual([]);
        // A whole number rounds to its last digit: "21 points" of 20.7 is kept.
        fc.pre((b - a + off) % 10 !== 0);
        const wrong = (b - a + off) / 10;
        expect(stopped(`The rate rose ${wrong} points.`, text)).toEqual([String(wrong)]);
        expect(stopped(`The rate fell ${step} points.`, text)).toEqual([String(step)]);
      }),
      { numRuns: 60 },
    );
  });
});
