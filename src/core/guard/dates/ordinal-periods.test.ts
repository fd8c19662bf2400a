import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

/** What the guard stops in a Normal line of a post in `lang`. */
const stopped = (text: string, lang: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .map((claim) => claim.text)
    .join('\n');

const SUBTE =
  'Este lunes abre la Línea F del subte. Durante la primera semana el servicio funcionará de 6 a 22 h, con trenes cada 4 minutos.';
const BAD =
  'Das Freibad öffnet am Samstag. In der ersten Woche ist der Eintritt frei, danach kostet er 4 Euro.';
const COURSE =
  'The course runs for a term. The first month is online; in the second month students meet on campus.';

describe('an ordinal period made another period', () => {
  it.each([
    [SUBTE, 'es', 'Durante el primer mes el servicio funcionará de 6 a 22 h.', /primer mes/u],
    [BAD, 'de', 'Im ersten Monat ist der Eintritt frei.', /ersten Monat/u],
    [BAD, 'de', 'In the first year entry to the pool is free.', /first year/u],
    [COURSE, 'en', 'The first week is online.', /first week/u],
  ])('stops it: %s / %s / %s', (text, lang, line, shown) => {
    expect(stopped(text, lang, line)).toMatch(shown);
  });

  it.each([
    [SUBTE, 'es', 'La primera semana funcionará de 6:00 a 22:00, con trenes cada 4 minutos.'],
    [SUBTE, 'es', 'During the first week trains run from 6 to 22 h.'],
    [BAD, 'de', 'In der 1. Woche ist der Eintritt frei.'],
    [COURSE, 'en', 'In the second month students meet on campus; the first is online.'],
    [COURSE, 'en', 'The first month is online.'],
  ])('keeps a restatement: %s / %s / %s', (text, lang, line) => {
    expect(stopped(text, lang, line)).not.toMatch(/primer|erste|first|second|1\./u);
  });
});
