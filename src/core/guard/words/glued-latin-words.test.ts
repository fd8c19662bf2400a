/**
 * A Latin name a Chinese or Japanese post sets against its own script (glued-latin-words.ts,
 * round thirty-six): a line that writes it alone names the post's product, not another.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { gluedLatinWords } from './glued-latin-words.ts';

const claims = (line: string, text: string, mode: 'normal' | 'thread' = 'thread') =>
  unsupportedClaims(line, claimSource({ text }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const chinese = '小米今天发布新手机Xiaomi 15，起售价4499元，搭载5400毫安时电池。';
const japanese = 'アップルは新型iPhoneを発表した。価格は12万4800円から。';

describe('a Latin name glued to Han or kana in the source', () => {
  it('keeps the name written alone, in a thread post or a card', () => {
    expect(claims('1/2 📱 小米发布 Xiaomi 15：起售价4499元，电池5400毫安时。', chinese)).toEqual(
      [],
    );
    expect(claims('小米发布新机 Xiaomi 15，起售价4499元。', chinese, 'normal')).toEqual([]);
    expect(claims('アップルが新しい iPhone を発表、12万4800円から。', japanese)).toEqual([]);
  });

  it('still stops another name, and another model number', () => {
    expect(claims('1/2 小米发布 Redmi 15：起售价4499元。', chinese)).toEqual(['name:Redmi']);
    expect(claims('1/2 小米发布 Xiaomi 16：起售价4499元。', chinese)).toEqual(['figure:16']);
  });

  it('reads only words that mix scripts', () => {
    expect(gluedLatinWords('新手机xiaomi')).toEqual(['xiaomi']);
    expect(gluedLatinWords('xiaomi')).toEqual([]);
    expect(gluedLatinWords('新手机')).toEqual([]);
  });
});
