/**
 * Noon written in kanji (kanji-noons.ts, round fifty): "12時" of a source's "正午" was stopped as
 * an hour the source never gives.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const TOUR =
  'ロックバンドが全国ツアーを発表。チケットは全席指定9800円。ファンクラブ先行受付は12月5日正午から始まる。';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('noon in kanji', () => {
  it('keeps 12:00 of a source that says noon', () => {
    expect(claims('ファンクラブ先行受付は12月5日の12時にスタートする。', TOUR, 'ja')).toEqual([]);
  });

  it('stops another hour, and 12:00 of a source that says no noon', () => {
    expect(claims('ファンクラブ先行受付は12月5日の13時にスタートする。', TOUR, 'ja')).toEqual([
      'figure:13時',
    ]);
    const evening = TOUR.replace('正午', '夕方');
    expect(claims('ファンクラブ先行受付は12月5日の12時にスタートする。', evening, 'ja')).toEqual([
      'figure:12時',
    ]);
  });
});
