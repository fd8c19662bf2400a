/**
 * A day and month in digits as the post's language writes them (local-day-months.ts): kept where
 * the source gives that day of that month in words, stopped where it gives another, or where the
 * language writes no date so.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const POLISH = 'Od wtorku 14 stycznia może spaść do 50 cm śniegu. Szkoły otworzą się 1 września.';
const HEBREW = 'מכירת המנויים נפתחת ביום ראשון, 1 בספטמבר, באתר התיאטרון.';

describe('heldLocalDayMonth', () => {
  it('keeps a date written as the post’s language writes a day and month', () => {
    expect(claims('Od wtorku 14.01 może spaść do 50 cm śniegu.', POLISH, 'pl')).toEqual([]);
    expect(claims('Szkoły otworzą się 01.09.', POLISH, 'pl')).toEqual([]);
    expect(claims('מכירת המנויים תיפתח ב-1.9 באתר התיאטרון.', HEBREW, 'he')).toEqual([]);
  });

  it('stops a day or month the source does not give', () => {
    expect(claims('Od wtorku 14.02 może spaść do 50 cm śniegu.', POLISH, 'pl')).toEqual([
      'figure:14.02',
    ]);
    expect(claims('מכירת המנויים תיפתח ב-1.10 באתר התיאטרון.', HEBREW, 'he')).toEqual([
      'figure:1.10',
    ]);
  });

  it('stops a form the language writes as no date (Polish writes its months in two digits)', () => {
    expect(claims('Szkoły otworzą się 1.9 raza szybciej.', POLISH, 'pl')).toEqual(['figure:1.9']);
  });
});
