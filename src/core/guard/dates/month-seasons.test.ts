/**
 * A season where the post names only months, none of them in it (month-seasons.ts): round
 * eighteen's decision left "spring 2026" of "in October 2026" and every season of a post of months.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const POOL =
  'Das Westbad wird saniert und öffnet im Oktober 2026 wieder. Der Eintritt bleibt bei 5 Euro.';
const FESTIVAL = 'The harbour festival runs from 14 to 16 May, with fireworks on the last night.';
const EXPO = 'La feria del libro se celebra del 3 al 12 de julio en el Retiro.';

const seasons = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang ? { lineLang } : {}) }), 'normal')
    .map((claim) => claim.text)
    .filter((text) => /\p{L}/u.test(text));

describe('a season where the post names months only', () => {
  it('stops a season none of the post’s months is in, in either hemisphere', () => {
    expect(seasons('The Westbad reopens in summer 2026.', POOL, 'de', 'en')).toEqual([
      'summer 2026',
    ]);
    expect(seasons('Il Westbad riaprirà in estate 2026.', POOL, 'de', 'it')).toEqual([
      'estate 2026',
    ]);
    expect(seasons('The harbour festival runs in winter, with fireworks.', FESTIVAL, 'en')).toEqual(
      ['winter'],
    );
    expect(seasons('La feria del libro se celebra en primavera en el Retiro.', EXPO, 'es')).toEqual(
      ['primavera'],
    );
  });

  it('keeps a season one of the months is in, in the north or the south', () => {
    expect(seasons('The Westbad reopens in autumn 2026.', POOL, 'de', 'en')).toEqual([]);
    // October is spring south of the equator: the post does not say where it is.
    expect(seasons('Il Westbad riaprirà in primavera 2026.', POOL, 'de', 'it')).toEqual([]);
    expect(seasons('The harbour festival runs in spring, with fireworks.', FESTIVAL, 'en')).toEqual(
      [],
    );
    expect(seasons('La feria del libro se celebra en verano en el Retiro.', EXPO, 'es')).toEqual(
      [],
    );
  });
});
