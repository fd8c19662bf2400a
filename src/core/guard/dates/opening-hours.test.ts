/**
 * Opening hours written as ranges of whole hours after a weekday (opening-hours.ts, round
 * eleven): a Swedish library's "måndag–torsdag 10–20" put into English as "10am–8pm" was stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addOpeningHours } from './opening-hours.ts';

const LIBRARY =
  'Stadsbiblioteket får nya öppettider från 1 september: måndag–torsdag 10–20, fredag 10–18, lördag och söndag 11–16.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const hoursOf = (text: string, langs: string[]) => {
  const keys = new Set<string>();
  addOpeningHours(text, langs, keys);
  return [...keys];
};

describe('addOpeningHours', () => {
  it('reads a range of hours after a weekday as clock times', () => {
    expect(hoursOf('fredag 10–18', ['sv'])).toEqual([
      't10:00',
      't18:00',
      'r:u:hour:10-18',
      'r:n10-18',
      'n10',
      'n18',
    ]);
    expect(hoursOf('Mo–Fr 9-18 Uhr', ['de'])).toEqual([
      't9:00',
      't18:00',
      'r:u:hour:9-18',
      'r:n9-18',
      'n9',
      'n18',
    ]);
    expect(hoursOf('Monday to Friday 9-17', [])).toEqual([
      't9:00',
      't17:00',
      'r:u:hour:9-17',
      'r:n9-17',
      'n9',
      'n17',
    ]);
  });

  it('reads no range away from a weekday, nor one that is no span of a day', () => {
    expect(hoursOf('Barn 10–18 år går gratis.', ['sv'])).toEqual([]);
    expect(hoursOf('Vi vann med 3–1 på söndag.', ['sv'])).toEqual([]);
    expect(hoursOf('fredag 18–10', ['sv'])).toEqual([]);
    expect(hoursOf('On Friday. 10-18 people came.', [])).toEqual([]);
  });
});

describe('unsupportedClaims: opening hours in a translation', () => {
  it('holds the hours as times, and stops an hour the source does not give', () => {
    expect(
      claims(
        'From 1 September, the City Library is open 10am–8pm Monday to Thursday, 10am–6pm on Fridays and 11am–4pm at weekends.',
        LIBRARY,
        'sv',
      ),
    ).toEqual([]);
    expect(claims('The City Library is open until 9pm on Fridays.', LIBRARY, 'sv')).toEqual([
      'figure:9pm',
    ]);
  });
});

describe('unsupportedClaims: opening hours in the source’s own language', () => {
  const POOL = 'The city pool is open Monday to Friday 6–22, Saturday 8–20 and Sunday 9–18.';
  const own = (line: string) =>
    unsupportedClaims(line, claimSource({ text: POOL }), 'normal').map((claim) => claim.text);

  it('keeps a day’s hours written as the source writes them', () => {
    expect(own('On Saturdays the pool is open 8–20.')).toEqual([]);
    expect(own('Sunday hours are 9–18.')).toEqual([]);
  });

  it('stops an hour the source does not give', () => {
    expect(own('On Saturdays the pool is open 8–21.')).toEqual(['8–21']);
  });
});
