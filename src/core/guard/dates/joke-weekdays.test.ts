/**
 * A Troll or Meme line's weekday moved off the post's (joke-weekdays.ts, round thirty-eight): told
 * with the post's own date or hour, it moves the post's event; a joke's day of its own is kept.
 * Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, mode: 'troll' | 'meme' = 'meme') =>
  unsupportedClaims(line, claimSource({ text, lang }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const SNOW = '札幌で12月3日（水）午前7時、大雪警報が出ました。';
const PARADE = 'The Pride parade is on Saturday 7 June, starting at 11am at Hyde Park Corner.';
const MARKET =
  'El mercadillo navideño abre el viernes 5 de diciembre a las 18:00 en la plaza Mayor.';

describe("a joke's weekday", () => {
  it("stops a weekday the post gives otherwise, told with the post's date or hour", () => {
    expect(claims('木曜の朝7時、大雪警報を見た札幌市民：😱', SNOW, 'ja')).toEqual(['figure:木曜']);
    expect(claims('Me on Sunday at 11am, glitter everywhere: ✨🌈', PARADE, 'en')).toContain(
      'figure:Sunday',
    );
    expect(claims('Yo el sábado a las 18:00 en la plaza Mayor: 🎄🛍️💸', MARKET, 'es')).toEqual([
      'figure:sábado',
    ]);
  });

  it("keeps the post's weekday and a joke's own day away from the post's date and hour", () => {
    expect(claims('水曜の朝7時、大雪警報を見た札幌市民：😱', SNOW, 'ja')).toEqual([]);
    expect(claims('Me on Saturday at 11am, glitter everywhere: ✨🌈', PARADE, 'en')).toEqual([]);
    expect(
      claims('Me on Sunday after the parade: 🛌💤. Saturday at 11am, though: 🌈', PARADE, 'en'),
    ).toEqual([]);
    expect(claims('Lunes por la mañana: yo todavía en el mercadillo 🎄😵', MARKET, 'es')).toEqual(
      [],
    );
  });
});
