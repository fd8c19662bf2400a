/**
 * A day the source closes, told as open (closed-days.ts, round thirteen): a cheese shop's "Zondag en
 * maandag gesloten" put as "ook op zondag open" was kept, no figure changed.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { openedClosedDays } from './closed-days.ts';

const SHOP =
  'Vanaf maandag 3 maart zijn wij open van dinsdag t/m zaterdag, 9.00–17.30 uur. Zondag en maandag gesloten.';
const POOL = 'The pool is open Monday to Saturday, 7am to 9pm, and closed on Sundays.';

describe('openedClosedDays', () => {
  it('finds a day the source closes that the line opens, in the source’s language or English', () => {
    expect(openedClosedDays('De winkel is nu ook op zondag open.', SHOP, ['en', 'nl'])).toEqual([
      'zondag',
    ]);
    expect(openedClosedDays('The shop now opens on Sundays too.', SHOP, ['en', 'nl'])).toEqual([
      'Sundays',
    ]);
    expect(openedClosedDays('The pool is now open on Sundays.', POOL, ['en'])).toEqual(['Sundays']);
  });

  it('keeps a closed day told closed, or not open, and a day the source opens', () => {
    expect(
      openedClosedDays('Op zondag en maandag is de winkel dicht.', SHOP, ['en', 'nl']),
    ).toEqual([]);
    expect(openedClosedDays('Op zondag is de winkel niet open.', SHOP, ['en', 'nl'])).toEqual([]);
    expect(openedClosedDays('The pool is open daily except Sundays.', POOL, ['en'])).toEqual([]);
    expect(openedClosedDays('Open van dinsdag tot en met zaterdag.', SHOP, ['en', 'nl'])).toEqual(
      [],
    );
    // "maandag 3 maart" is the date the hours start, in a clause that opens: the source closes
    // Mondays too, and says so; a line opening on Monday is that claim.
    expect(openedClosedDays('The pool is open on Saturday.', POOL, ['en'])).toEqual([]);
  });

  it('reads nothing where the source closes no day', () => {
    const hours = 'Open daily from 9am to 5pm, Sunday included.';
    expect(openedClosedDays('The shop is open on Sundays.', hours, ['en'])).toEqual([]);
  });
});

describe('openedClosedDays: a closed day told before its word (round fifteen)', () => {
  const BAKERY =
    'Obrim de dilluns a dissabte de 7 a 14 h. Diumenges, tancat. La barra costa 1,20 €.';

  it('reads the days of a clause of days alone before "closed" ("Diumenges, tancat")', () => {
    expect(openedClosedDays('El forn també obre els diumenges.', BAKERY, ['en', 'ca'])).toEqual([
      'diumenges',
    ]);
    expect(openedClosedDays('The bakery now opens on Sundays.', BAKERY, ['en', 'ca'])).toEqual([
      'Sundays',
    ]);
    const pool = 'Open daily, 7am to 9pm. Sundays, closed.';
    expect(openedClosedDays('The pool is open on Sundays.', pool, ['en'])).toEqual(['Sundays']);
  });

  it('keeps the day told closed, and days a clause of other words names', () => {
    expect(openedClosedDays('El forn tanca els diumenges.', BAKERY, ['en', 'ca'])).toEqual([]);
    expect(openedClosedDays('El forn no obre els diumenges.', BAKERY, ['en', 'ca'])).toEqual([]);
    // The days of a clause that says more than days are that clause's: here they open.
    const market = 'The market runs on Sundays and Mondays, rain or shine, closed in winter.';
    expect(openedClosedDays('The market is open on Sundays.', market, ['en'])).toEqual([]);
  });
});

describe('unsupportedClaims: a closed day opened', () => {
  it('stops the line as a claim of its day', () => {
    const claims = unsupportedClaims(
      'De winkel is vanaf 3 maart ook op zondag open.',
      claimSource({ text: SHOP, lang: 'nl' }),
      'normal',
    ).map((claim) => `${claim.kind}:${claim.text}`);
    expect(claims).toEqual(['figure:zondag']);
  });
});
