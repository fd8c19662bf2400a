/**
 * Month and weekday names with a case ending joined on (case-ended-names.ts): Finnish
 * "joulukuussa", Hungarian "januárban", Estonian "novembris". A month or weekday moved is stopped;
 * the source's own in another case is kept. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { withoutCaseEnding } from './case-ended-names.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const KATTO =
  'Kuluttaja maksaisi enintään 12 senttiä kilowattitunnilta marraskuun alusta maaliskuun loppuun. Eduskunta käsittelee esitystä joulukuussa ja äänestää maanantaina.';
const PARLAMENT = 'A parlament decemberben tárgyalja a javaslatot, és januárban szavaz.';
const RIIGIKOGU = 'Riigikogu arutab eelnõu detsembris ja hääletab jaanuaris.';

describe('withoutCaseEnding', () => {
  it('takes one case ending off a word in the languages that join them, longest first', () => {
    expect(withoutCaseEnding('joulukuussa', 'fi')).toContain('joulukuu');
    expect(withoutCaseEnding('januárban', 'hu')).toContain('január');
    expect(withoutCaseEnding('novembris', 'et')).toContain('november');
    expect(withoutCaseEnding('joulukuussa', 'en')).toEqual([]);
  });
});

describe('calendar names with a case ending', () => {
  it('stops a month or weekday moved, in its case', () => {
    expect(
      stopped('Kuluttaja maksaisi 12 senttiä marraskuun alusta huhtikuun loppuun.', KATTO, 'fi'),
    ).toEqual(['huhtikuun']);
    expect(stopped('Eduskunta käsittelee esitystä tammikuussa.', KATTO, 'fi')).toEqual([
      'tammikuussa',
    ]);
    expect(stopped('Eduskunta äänestää tiistaina.', KATTO, 'fi')).toEqual(['tiistaina']);
    expect(stopped('A parlament novemberben tárgyalja a javaslatot.', PARLAMENT, 'hu')).toEqual([
      'novemberben',
    ]);
    expect(stopped('Riigikogu arutab eelnõu novembris.', RIIGIKOGU, 'et')).toEqual(['novembris']);
  });

  it("keeps the source's month or weekday in another case", () => {
    expect(
      stopped('Hintakatto olisi voimassa marraskuusta maaliskuun loppuun.', KATTO, 'fi'),
    ).toEqual([]);
    expect(
      stopped('Esitys käsitellään joulukuussa, äänestys on maanantaina.', KATTO, 'fi'),
    ).toEqual([]);
    expect(stopped('Januárban szavaz a parlament.', PARLAMENT, 'hu')).toEqual([]);
    expect(stopped('Detsembris arutab riigikogu eelnõu.', RIIGIKOGU, 'et')).toEqual([]);
  });
});
