import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { listedDayKeys } from './listed-days.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('listedDayKeys: days listed before a date, its month written once', () => {
  it('reads "14 and 16 January" and "14, 15 and 16 January" as days of January', () => {
    const line = 'Strikes are set for 14 and 16 January.';
    expect(listedDayKeys(line, line.indexOf('16'), ['day16', 'dm16.1'])).toEqual(['dm14.1']);
    const three = 'Strikes on 14, 15 and 16 January.';
    expect(listedDayKeys(three, three.indexOf('16'), ['dm16.1'])).toEqual(['dm14.1', 'dm15.1']);
  });

  it('reads no list where a word or a figure of another kind stands before the date', () => {
    const line = 'Set for Tuesday, 16 January.';
    expect(listedDayKeys(line, line.indexOf('16'), ['dm16.1'])).toEqual([]);
    const money = 'Fares rise 1.5 and 16 January is the day.';
    expect(listedDayKeys(money, money.indexOf('16'), ['dm16.1'])).toEqual([]);
  });
});

describe('named dates: a list of days shares the names before it (round forty-five)', () => {
  const POST =
    'RMT members at Southern and Thameslink will walk out on Tuesday 14 January and Thursday 16 January in the dispute over ticket office closures.';

  it('keeps the list’s last date, whose names the source gives its first day', () => {
    expect(
      claims('RMT strikes at Southern and Thameslink are set for 14 and 16 January.', POST),
    ).toEqual([]);
    expect(claims('Southern and Thameslink walk out on January 14 and 16.', POST)).toEqual([]);
  });

  it('still stops a date the source gives other names, and a day it never gives', () => {
    const apart =
      'Staff at Southern walk out on Tuesday 14 January. Staff at Thameslink walk out on Thursday 16 January.';
    expect(claims('Staff at Southern walk out on 16 January.', apart)).toEqual([
      'figure:16 January',
    ]);
    // A listed day the source never writes lends the date no names.
    expect(claims('Staff at Southern walk out on 3 and 16 January.', apart)).toContain(
      'figure:16 January',
    );
    expect(claims('RMT members will walk out on 14 and 23 January.', POST)).toEqual(['figure:23']);
  });
});
