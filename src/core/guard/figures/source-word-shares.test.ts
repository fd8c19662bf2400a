/**
 * A line's percentage the source writes as a share in words is kept (issue 44, round 42); a
 * percentage no share of the source stands near still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const kinds = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const STRIKE =
  'Grève jeudi à Toulouse : seules 60 % des rames de métro et un bus sur deux circuleront.';
const SURVEY = 'One in three adults now sleeps less than six hours a night, the survey found.';
const SCIOPERO = 'Sciopero venerdì a Milano: dei treni ne circolerà uno su due.';

describe('unsupportedClaims: a percentage the source writes as a share in words', () => {
  it.each([
    [STRIKE, '60 % des métros et 50 % des bus circuleront.', 'fr'],
    [SURVEY, 'About 33% of adults now sleep less than six hours a night.', 'en'],
    [SCIOPERO, 'Venerdì a Milano circolerà il 50% dei treni.', 'it'],
  ])('keeps the percentage (%#)', (text, line, lang) => {
    expect(kinds(line, text, lang)).toEqual([]);
  });

  it('still stops a percentage no share of the source holds', () => {
    expect(kinds('60 % des métros et 25 % des bus circuleront.', STRIKE, 'fr')).toEqual([
      'figure:25 %',
    ]);
    expect(kinds('About 50% of adults now sleep less than six hours.', SURVEY, 'en')).toEqual([
      'figure:50%',
    ]);
  });
});
