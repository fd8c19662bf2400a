/**
 * Weekdays inside a run of Thai letters (spaceless-calendar-names.ts): a source's
 * "วันจันทร์ถึงวันศุกร์" (Monday to Friday) holds Friday, which its line's "จันทร์–ศุกร์" names.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { spacelessCalendarKeys } from './spaceless-calendar-names.ts';

const MARKET = 'ตลาดเปิดวันจันทร์ถึงวันศุกร์ เวลา 08.00–15.00 น.';
const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: MARKET, lang: 'th' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('spacelessCalendarKeys', () => {
  it('finds the weekdays a Thai run writes without spaces', () => {
    expect([...spacelessCalendarKeys(MARKET, ['th'])].sort()).toEqual(['d1', 'd5']);
    expect([...spacelessCalendarKeys('Open Monday to Friday', ['th'])]).toEqual([]);
  });
});

describe('unsupportedClaims: a Thai weekday inside a run of letters', () => {
  it('keeps the days the source writes run together', () => {
    expect(claims('เปิดจันทร์–ศุกร์ 8:00–15:00 น.')).toEqual([]);
  });

  it('still stops a day the source does not name', () => {
    expect(claims('เปิดจันทร์–เสาร์ 8:00–15:00 น.')).toEqual(['figure:เสาร์']);
  });
});
