/**
 * A score's second figure before a venue or a side is no margin (margin-names.ts, h300): "31-17 à
 * Ernest-Wallon" was tied to the venue where the post ties 17 to "face au Racing", and stopped as
 * a moved margin. A margin said before another rider is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { marginNames } from './margin-names.ts';

const RUGBY =
  "Le Stade Toulousain s'impose 31-17 face au Racing 92 ce samedi à Ernest-Wallon. Le Racing a pourtant mené 17-10 à la pause. Prochain match : déplacement à La Rochelle le 8 mars.";
const source = (text: string, lang: string) => ({ text, langs: [lang], translated: false });

describe("a score's figures and the names after them", () => {
  it('keeps a score told before its venue', () => {
    expect(
      marginNames('Toulouse bat le Racing 92 31-17 à Ernest-Wallon.', source(RUGBY, 'fr')),
    ).toEqual([]);
    const claims = unsupportedClaims(
      'Toulouse bat le Racing 92 31-17 à Ernest-Wallon.',
      claimSource({ text: RUGBY, lang: 'fr', names: ['', ''] }),
      'normal',
    );
    expect(claims).toEqual([]);
  });

  it('still stops the score changed', () => {
    const claims = unsupportedClaims(
      'Toulouse bat le Racing 92 31-19 à Ernest-Wallon.',
      claimSource({ text: RUGBY, lang: 'fr', names: ['', ''] }),
      'normal',
    );
    expect(claims.length).toBeGreaterThan(0);
  });

  it('still stops a margin moved to another rider', () => {
    const race = source(
      'Seixas finished 38 seconds ahead of Jarno Widar and 72 seconds ahead of Matej Zahalka.',
      'en',
    );
    expect(marginNames('Seixas finished 38 seconds ahead of Matej Zahalka.', race)).toEqual(['38']);
  });
});
