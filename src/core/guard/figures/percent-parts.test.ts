/** A count worked out as a percentage of a whole the source's sentence gives (percent-parts.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('percentPart', () => {
  it('keeps the part a percentage of the whole makes, exactly or as the line rounds it', () => {
    const kept: Array<readonly [string, string, string]> = [
      [
        'nl',
        'De nieuwe stalling bij het station heeft 12.500 plekken, waarvan 40 procent gratis is.',
        'Van de 12.500 plekken in de stationsstalling zijn er 5.000 gratis.',
      ],
      [
        'en',
        'The university received 7,400 applications, 41% of them from women.',
        'About 3,000 applications came from women.',
      ],
      [
        'de',
        'Die Stadt hat 2.400 Sozialwohnungen, davon sind 15 % barrierefrei.',
        'Rund 360 der Wohnungen sind barrierefrei.',
      ],
      [
        'es',
        'El programa tiene un presupuesto de 20 millones de euros, el 30% destinado a becas.',
        'Las becas recibirán 6 millones de euros.',
      ],
      ['ja', '参加者は1,200人で、そのうち25%が学生だった。', '学生は300人だった。'],
    ];
    for (const [lang, text, line] of kept) expect(claims(text, line, lang), line).toEqual([]);
  });

  it('stops a part changed, or rounded without a hedge', () => {
    const stopped: Array<readonly [string, string, string, string]> = [
      [
        'nl',
        'De nieuwe stalling bij het station heeft 12.500 plekken, waarvan 40 procent gratis is.',
        'Van de 12.500 plekken zijn er 6.000 gratis.',
        '6.000',
      ],
      [
        'en',
        'The university received 7,400 applications, 41% of them from women.',
        'About 4,000 applications came from women.',
        '4,000',
      ],
      [
        'en',
        'The university received 7,400 applications, 41% of them from women.',
        '3,000 applications came from women.',
        '3,000',
      ],
      ['ja', '参加者は1,200人で、そのうち25%が学生だった。', '学生は400人だった。', '400'],
      // A figure of another clause that equals the part: it names nothing the share is of.
      [
        'nl',
        'De stalling heeft 12.500 plekken, waarvan 40 procent gratis is. Wethouder Lot van Hooijdonk wil in 2026 nog eens 3.000 plekken toevoegen.',
        'Van Hooijdonk wil in 2026 5.000 extra plekken.',
        '5.000',
      ],
    ];
    for (const [lang, text, line, figure] of stopped)
      expect(claims(text, line, lang), line).toContain(figure);
  });
});
