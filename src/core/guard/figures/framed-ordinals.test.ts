/**
 * An ordinal word changed beside the source's own words (framed-ordinals.ts): "الطابق الثالث" of
 * a listing's "الطابق الرابع" passed, its "3 غرف" (three rooms) read as the third; a Troll's
 * "jeder dritte Zug" of "jeder fünfte Zug" passed, a joke's words not read for figures.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, type GuardMode, unsupportedClaims } from '../index.ts';

const FLAT =
  'للإيجار: شقة في حي الروضة، 3 غرف نوم وحمّامان، مساحتها 145 مترًا مربعًا، في الطابق الرابع. الإيجار 6,500 درهم شهريًا.';
const STRIKE =
  'Die GDL streikt ab Mittwoch, 2 Uhr, für 48 Stunden. Im Fernverkehr fährt nur etwa jeder fünfte Zug. Ein Notfahrplan gilt bis Freitag.';
const BRIEF = 'Brent finished the race in fourth place, ahead of the second-seeded team.';

const claims = (line: string, text: string, lang: string, mode: GuardMode = 'normal') =>
  unsupportedClaims(line, claimSource({ text, lang }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('an ordinal word beside the source’s word', () => {
  it('stops another floor, and keeps the source’s', () => {
    expect(claims('الشقة في الطابق الثالث.', FLAT, 'ar')).toEqual(['figure:الثالث']);
    expect(claims('الشقة في الطابق الرابع.', FLAT, 'ar')).toEqual([]);
  });

  it('stops a joke’s other share of trains, and keeps the post’s', () => {
    expect(claims('Im Fernverkehr fährt nur jeder dritte Zug 🙃', STRIKE, 'de', 'troll')).toEqual([
      'figure:dritte',
    ]);
    expect(claims('Nur jeder fünfte Fernzug fährt, viel Glück 🙃', STRIKE, 'de', 'troll')).toEqual(
      [],
    );
  });

  it('keeps an ordinal by other words, or one the source states anywhere', () => {
    // "third time" shares no word with the source's "fourth place": no figure of the source's.
    expect(claims('Brent raced for the third time.', BRIEF, 'en')).toEqual([]);
    expect(claims('Brent beat the second-seeded team.', BRIEF, 'en')).toEqual([]);
    expect(claims('Brent beat the third-seeded team.', BRIEF, 'en')).toEqual(['figure:third']);
  });
});
