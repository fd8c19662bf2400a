/**
 * A currency's name beside a range of amounts (range-currency-names.ts): "5–8 svenska kronor" of a
 * post's "5–8 kr" names no Sweden of its own; a changed end, or a country whose currency the post
 * does not pay in, still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const SWEDISH = 'Kaffet kostar 5–8 kr på festivalen.';
const MALAY = 'Kopi di festival berharga RM 5–8 secawan.';
const BULGARIAN = 'Кафето на фестивала струва 5 – 8 лв.';

describe('unsupportedClaims: a currency’s name beside a range of amounts', () => {
  it('keeps the name CLDR writes after the range, the country or its adjective in it', () => {
    expect(claims('Kaffet kostar 5–8 svenska kronor på festivalen.', SWEDISH, 'sv')).toEqual([]);
    expect(claims('Kopi di festival berharga 5–8 Ringgit Malaysia secawan.', MALAY, 'ms')).toEqual(
      [],
    );
    expect(claims('Кафето на фестивала струва 5 – 8 български лева.', BULGARIAN, 'bg')).toEqual([]);
  });

  it('stops a changed end of the range so written', () => {
    expect(claims('Kaffet kostar 5–9 svenska kronor på festivalen.', SWEDISH, 'sv')).not.toEqual(
      [],
    );
    expect(
      claims('Kopi di festival berharga 4–8 Ringgit Malaysia secawan.', MALAY, 'ms'),
    ).not.toEqual([]);
  });

  it('stops another country’s currency named beside the range', () => {
    expect(
      claims('Kopi di festival berharga 5–8 Dolar Singapura secawan.', MALAY, 'ms'),
    ).not.toEqual([]);
    expect(claims('Кафето на фестивала струва 5 – 8 румънски леи.', BULGARIAN, 'bg')).not.toEqual(
      [],
    );
  });
});
