/** A duration written in hours and minutes, or hours and a half, of the source's whole one. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const korean = '서울대병원 응급실 평균 대기시간은 4.5시간이다.';
const chinese = '北京急诊平均等待4.5小时。';
const japanese = '東京の救急外来の平均待ち時間は4.5時間だ。';

describe('partedDuration', () => {
  it('keeps hours and minutes, or hours and a half, that make the source’s hours', () => {
    expect(stopped('평균 4시간 30분을 기다린다.', korean, 'ko')).toEqual([]);
    expect(stopped('평균 4시간 반.', korean, 'ko')).toEqual([]);
    expect(stopped('平均要等4个半小时。', chinese, 'zh')).toEqual([]);
    expect(stopped('平均要等4小时30分钟。', chinese, 'zh')).toEqual([]);
    expect(stopped('平均待ち時間は4時間半。', japanese, 'ja')).toEqual([]);
    expect(stopped('平均待ち時間は4時間30分だ。', japanese, 'ja')).toEqual([]);
    expect(
      stopped('Man wartet 4 Stunden und 30 Minuten.', 'Die Wartezeit beträgt 4,5 Stunden.', 'de'),
    ).toEqual([]);
    expect(stopped('Ждать 4 часа 30 минут.', 'Среднее ожидание 4,5 часа.', 'ru')).toEqual([]);
  });

  it('stops parts that make another duration', () => {
    expect(stopped('평균 4시간 40분을 기다린다.', korean, 'ko')).not.toEqual([]);
    expect(stopped('평균 5시간 반.', korean, 'ko')).toEqual(['5시간']);
    expect(stopped('平均要等5个半小时。', chinese, 'zh')).not.toEqual([]);
    expect(stopped('平均待ち時間は5時間半だ。', japanese, 'ja')).not.toEqual([]);
    expect(stopped('Ждать 4 часа 40 минут.', 'Среднее ожидание 4,5 часа.', 'ru')).not.toEqual([]);
  });

  it('keeps the source’s minutes in hours and minutes, and stops any other minutes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 59 }),
        fc.integer({ min: 1, max: 58 }),
        (hours, minutes, shift) => {
          const source = `The ER wait averages ${hours * 60 + minutes} minutes.`;
          const wrong = (minutes + shift) % 60;
          const kept = stopped(`The wait is ${hours} hours ${minutes} minutes.`, source, 'en');
          const other = stopped(`The wait is ${hours} hours ${wrong} minutes.`, source, 'en');
          return kept.length === 0 && other.length > 0;
        },
      ),
      { numRuns: 25 },
    );
  });
});
