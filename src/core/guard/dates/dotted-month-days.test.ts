/** A short month's full stop before its day, in a language read (dotted-month-days.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { dottedMonthBeforeDay } from './dotted-month-days.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('dottedMonthBeforeDay', () => {
  it('stops a short month of another month before the source’s day', () => {
    const concert = 'A koncert március 14-én, pénteken lesz a Várban.';
    expect(stopped('A koncert nov. 14-én lesz.', concert, 'hu')).toContain('nov');
    expect(stopped('A koncert márc. 14-én lesz.', concert, 'hu')).toEqual([]);
    const fair = 'கண்காட்சி மார்ச் 14, வெள்ளி அன்று தொடங்குகிறது.';
    expect(stopped('கண்காட்சி நவ. 14, வெள்ளி அன்று தொடங்குகிறது.', fair, 'ta')).toContain('நவ');
  });

  it('takes only a short name’s full stop, a whole name may end its sentence', () => {
    expect(dottedMonthBeforeDay('nov. 14.', 'nov', 3, 5)).toBe(true);
    expect(dottedMonthBeforeDay('április. 5 hónap', 'április', 7, 9)).toBe(false);
    expect(dottedMonthBeforeDay('nov 14.', 'nov', 3, 4)).toBe(false);
  });
});
