/**
 * A Japanese title of kanji and kana, romanised part by part in a translated line
 * (kana-title-quotes.ts): kept where its kana parts are the title's, stopped where they are not.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const quotes = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ja', lineLang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'quote')
    .map((claim) => claim.text);

const FILM =
  '山本拓也監督の新作映画『潮騒の街』のキャストが発表された。主演は佐藤美咲、共演に中村健太。';
const SHOW = '新ドラマ『恋とコーヒー』は4月から放送。';

describe('unsupportedClaims: a kanji-and-kana title romanised in a translated line', () => {
  it('keeps the source’s title, its kana parts spelled, a word for each kanji part', () => {
    expect(quotes("Misaki Sato stars in the new film 'Shiosai no Machi'.", FILM)).toEqual([]);
    expect(quotes("The new drama 'Koi to Kohi' airs from April.", SHOW)).toEqual([]);
  });

  it('stops a title whose kana are other, or whose parts are more or fewer', () => {
    expect(quotes("Misaki Sato stars in the new film 'Shiosai ga Machi'.", FILM)).toEqual([
      "'Shiosai ga Machi'",
    ]);
    expect(
      quotes("Misaki Sato stars in the new film 'Shiosai no Machi Monogatari'.", FILM),
    ).toEqual(["'Shiosai no Machi Monogatari'"]);
    expect(quotes("The new drama 'Koi to Ocha' airs from April.", SHOW)).toEqual(["'Koi to Ocha'"]);
  });
});
