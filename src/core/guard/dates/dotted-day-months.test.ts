/**
 * A day and month written in digits with their dots and no year, of the source's date in words
 * (dotted-day-months.ts; round forty-three).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const NOTICE =
  'Ab dem 1. Januar erhöht die Stadtbücherei ihre Gebühren. Anmeldungen sind noch bis zum 15. Dezember möglich.';

describe('heldDottedDayMonth', () => {
  it('keeps the source’s day and month written "1.1."', () => {
    expect(figures('Die Stadtbücherei erhöht zum 1.1. ihre Gebühren.', NOTICE, 'de')).toEqual([]);
    expect(figures('Anmeldung bis 15.12. möglich.', NOTICE, 'de')).toEqual([]);
  });

  it('stops a day or month the source lacks, and a decimal with no closing dot', () => {
    expect(figures('Die Stadtbücherei erhöht zum 1.2. ihre Gebühren.', NOTICE, 'de')).toEqual([
      '1.2',
    ]);
    expect(figures('Anmeldung bis 16.12. möglich.', NOTICE, 'de')).toEqual(['16.12']);
    expect(figures('Die Gebühren steigen um 1.1 Prozent.', NOTICE, 'de')).not.toEqual([]);
  });
});

const CLOSURE =
  'Od pondělí 4. ledna bude uzavřen Libeňský most v Praze. Uzavírka potrvá do konce června.';
const POOL = 'A városi uszoda január 4-én nyit újra, a jegyárak nem változnak.';

describe('heldDottedDayMonth, spaced and month first', () => {
  it('keeps a Czech "4. 1." of "4. ledna", and a Hungarian "01. 04." of "január 4."', () => {
    expect(figures('Most bude zavřený od 4. 1. do konce června.', CLOSURE, 'cs')).toEqual([]);
    expect(figures('Az uszoda 01. 04. nyit újra.', POOL, 'hu')).toEqual([]);
  });

  it('stops a day or month the source lacks, and the other order', () => {
    // Stopped as the one date Czech writes (locale-numeric-dates.ts), no longer as two counts.
    expect(figures('Most bude zavřený od 4. 2. do konce června.', CLOSURE, 'cs')).toEqual([
      '4. 2.',
    ]);
    expect(figures('Most bude zavřený od 1. 4. do konce června.', CLOSURE, 'cs')).not.toEqual([]);
    expect(figures('Az uszoda 04. 01. nyit újra.', POOL, 'hu')).not.toEqual([]);
  });
});
