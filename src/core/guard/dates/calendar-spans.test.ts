/**
 * The days and months between two weekdays or months a sentence names (calendar-spans.ts),
 * counted both ends in: the right count kept, another stopped, in the post's language.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { calendarSpans } from './calendar-spans.ts';

const figures = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

/** A weekday's (1 Monday … 7) or month's name as CLDR writes it in `lang`. */
const dayName = (day: number, lang = 'en') =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
const monthName = (month: number) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, month - 1, 15)),
  );

describe('calendarSpans', () => {
  it('keeps the days of a weekday span counted both ends in, and stops another count', () => {
    const festival = 'The festival runs Friday through Sunday.';
    expect(figures('The three-day festival runs Friday through Sunday.', festival)).toEqual([]);
    expect(figures('The four-day festival runs Friday through Sunday.', festival)).toEqual([
      'four',
    ]);
    const market = 'The market is open Monday to Friday.';
    expect(figures('The market is open five days a week.', market)).toEqual([]);
    expect(figures('The market is open four days a week.', market)).toEqual(['four days']);
  });

  it('reads the weekdays in the post’s language', () => {
    const fr = 'Le festival dure du vendredi au dimanche.';
    expect(figures('Le festival de trois jours commence vendredi.', fr, 'fr')).toEqual([]);
    expect(figures('Le festival de quatre jours commence vendredi.', fr, 'fr')).toEqual([
      'quatre jours',
    ]);
    const it = 'Il festival va da venerdì a domenica.';
    expect(figures('Il festival di tre giorni inizia venerdì.', it, 'it')).toEqual([]);
    const es = 'El festival va del viernes al domingo.';
    expect(figures('El festival de cuatro días empieza el viernes.', es, 'es')).toEqual([
      'cuatro días',
    ]);
  });

  it('counts on past the week’s and the year’s end', () => {
    expect(figures('A four-day weekend.', 'We are off from Friday to Monday.')).toEqual([]);
    const winter = 'The rink is open from November to February.';
    expect(figures('The rink is open four months a year.', winter)).toEqual([]);
    expect(figures('The rink is open three months a year.', winter)).toEqual(['three months']);
  });

  it('counts a dated sentence’s months by its days, not its names', () => {
    const trial = 'The trial runs from 1 March to 31 May.';
    expect(figures('The three-month trial starts in March.', trial)).toEqual([]);
    expect(figures('The two-month trial starts in March.', trial)).toEqual(['two']);
    const spring = 'The trial runs from 15 March to 15 May.';
    expect(figures('The two-month trial starts in March.', spring)).toEqual([]);
    expect(figures('The three-month trial starts in March.', spring)).toEqual(['three']);
    const fr = 'L’essai dure du 1er mars au 31 mai.';
    expect(figures('L’essai de trois mois commence en mars.', fr, 'fr')).toEqual([]);
    expect(figures('L’essai de deux mois commence en mars.', fr, 'fr')).toEqual(['deux mois']);
  });

  it('stops a span of names the source does not tie as a range', () => {
    const apart = 'The fair opens on Friday. Parking is free on Sunday.';
    expect(figures('The three-day fair opens on Friday.', apart)).toEqual(['three']);
    const listed = 'The shop is open Monday, closed Friday.';
    expect(figures('The shop is open five days a week.', listed)).toEqual(['five days']);
    const nl = 'Het festival duurt van vrijdag tot en met zondag.';
    expect(figures('Het festival duurt drie dagen.', nl, 'nl')).toEqual([]);
    expect(figures('Het festival duurt vier dagen.', nl, 'nl')).toEqual(['vier dagen']);
  });

  it('keeps any weekday span’s inclusive count and stops any other', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 2, max: 7 }),
        fc.constantFrom('en', 'fr', 'es', 'pt'),
        (from, to, count, lang) => {
          fc.pre(from !== to);
          const text = `${dayName(from, lang)} - ${dayName(to, lang)}.`;
          const days = ((to - from + 7) % 7) + 1;
          const line = `The ${count}-day fair opens on ${dayName(from)}.`;
          expect(figures(line, text, lang)).toEqual(count === days ? [] : [String(count)]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps any month span’s inclusive count and stops any other', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2, max: 12 }),
        (from, to, count) => {
          fc.pre(from !== to);
          const text = `The show runs from ${monthName(from)} to ${monthName(to)}.`;
          const months = ((to - from + 12) % 12) + 1;
          const line = `The ${count}-month show opens in ${monthName(from)}.`;
          expect(figures(line, text)).toEqual(count === months ? [] : [String(count)]);
        },
      ),
      { numRuns: 40 },
    );
  });

  // derived-spans.ts asks for a source's spans only where a line's duration may be one of these
  // (-5 to 7 days, -10 to 12 months): a span outside them would be missed, not stopped.
  it('reads every span as a whole -5 to 7 days or -10 to 12 months', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 101, max: 112 })), {
          minLength: 2,
          maxLength: 5,
        }),
        fc.constantFrom(' - ', ' to ', ', ', ' and '),
        fc.constantFrom('en', 'fr', 'es', 'pt'),
        (names, joiner, lang) => {
          const text = names
            .map((name) => (name > 100 ? monthName(name - 100) : dayName(name, lang)))
            .join(joiner);
          const spans = calendarSpans(claimSource({ text: `Open ${text}.`, lang }));
          for (const days of spans.days)
            expect(Number.isInteger(days) && days >= -5 && days <= 7).toBe(true);
          for (const months of spans.months)
            expect(Number.isInteger(months) && months >= -10 && months <= 12).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
