/**
 * A Nordic time written with the clock's own word and a full stop (figure-tokens.ts and
 * figure-words.ts's CLOCK_PREPOSITIONS, round thirty-nine): "klockan 04.00" was read as the number
 * 4, and a card's "at 4am" of it was stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang && { lineLang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const STRIKE = 'Kommunal varslar om strejk i Stockholm från måndag den 3 mars klockan 04.00.';
const FERRY = 'Lautta lähtee Helsingistä kello 18.30 ja saapuu Tallinnaan kello 20.30.';

describe('a time after the Nordic word for the clock', () => {
  it('keeps the time as a card in English or the post\u2019s language writes it', () => {
    expect(
      claims('The strike in Stockholm starts on Monday 3 March at 4am.', STRIKE, 'sv', 'en'),
    ).toEqual([]);
    expect(claims('The strike starts at 04:00.', STRIKE, 'sv', 'en')).toEqual([]);
    expect(claims('Strejken börjar klockan 4 på måndag.', STRIKE, 'sv')).toEqual([]);
    expect(claims('The ferry leaves Helsinki at 6:30pm.', FERRY, 'fi', 'en')).toEqual([]);
  });

  it('still stops another hour', () => {
    expect(claims('The strike starts at 5am.', STRIKE, 'sv', 'en')).toEqual(['figure:5am']);
    expect(claims('The strike starts at 4pm.', STRIKE, 'sv', 'en')).toEqual(['figure:4pm']);
    expect(claims('Strejken börjar klockan 05.00.', STRIKE, 'sv')).toEqual(['figure:05.00']);
  });
});
