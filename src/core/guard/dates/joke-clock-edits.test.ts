/**
 * A Troll or Meme line's day or hour moved off the post's (joke-clock-edits.ts, round thirty-six):
 * told with the post's words beside it, it moves the post's event; among the joke's own words it
 * is the joker's own hour.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, mode: 'troll' | 'meme' = 'troll') =>
  unsupportedClaims(line, claimSource({ text, lang }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const kingsDay =
  'Koningsdag 2026 wordt gevierd in Apeldoorn op maandag 27 april. De koninklijke familie bezoekt de stad vanaf 10.30 uur.';
const phone = '小米今天发布新手机Xiaomi 15，起售价4499元。10月31日晚8点正式开售。';
const rain = '비는 오후 3시쯤 그치고 기온은 26도까지 오를 전망이다.';
const bookFair =
  '서울 독립출판 북페어가 오전 11시부터 오후 7시까지 진행됩니다. 선착순 200명만 입장할 수 있습니다.';

describe("a joke's day or hour", () => {
  it("keeps the post's own day and hour, and the joker's own hour among words of the joke", () => {
    expect(
      claims(
        'De koninklijke familie in Apeldoorn vanaf 10.30 uur. Vroeg opstaan, majesteit 👑😴',
        kingsDay,
        'nl',
      ),
    ).toEqual([]);
    expect(
      claims('Apeldoorn op 27 april: 🧡🧡🧡 en ik zonder oranje shirt 😭', kingsDay, 'nl', 'meme'),
    ).toEqual([]);
    expect(claims('10月31日晚8点的我：💻👆👆👆 钱包：😱', phone, 'zh', 'meme')).toEqual([]);
    expect(
      claims('선착순 200명이라는 말에 새벽 5시부터 줄 서는 나', bookFair, 'ko', 'meme'),
    ).toEqual([]);
  });

  it("stops the post's event moved to another day or hour", () => {
    expect(
      claims(
        'De koninklijke familie in Apeldoorn vanaf 9.30 uur. Vroeg opstaan, majesteit 👑😴',
        kingsDay,
        'nl',
      ),
    ).toEqual(['figure:9.30']);
    expect(claims('11月1日晚8点开抢小米15，手速不够的别来 😤', phone, 'zh')).toEqual(['figure:1']);
    expect(claims('오후 5시쯤 비 그친다는 기상청 믿는 나 🤡☔', rain, 'ko', 'meme')).toEqual([
      'figure:5시',
    ]);
  });

  it('reads no hour where the post gives none', () => {
    expect(
      claims(
        '기온이 26도까지 오른다는데 새벽 3시에도 덥겠다 🥵',
        '기온은 26도까지 오를 전망이다.',
        'ko',
      ),
    ).toEqual([]);
  });
});
