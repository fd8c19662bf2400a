/**
 * Month and weekday names with a case ending joined on (case-ended-names.ts): Finnish
 * "joulukuussa", Hungarian "januárban", Estonian "novembris". A month or weekday moved is stopped;
 * the source's own in another case is kept. Every text here is synthetic, written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { foldWord } from '../words/fold-word.ts';
import { calendarNamesOf } from './calendar-names.ts';
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

describe('case endings with marks, Estonian weekdays, a capitalised start (h258)', () => {
  const FESTIVAL = 'Szerdán kezdődik a fesztivál Egerben.';
  const STREIK = 'Teisipäeval, 5. märtsil algab Tallinnas streik.';
  const KONSERTTI = 'Konsertti järjestetään 5. maaliskuuta Helsingissä.';

  it('takes a marked ending off a folded word, and Estonian "-al" off a weekday', () => {
    expect(withoutCaseEnding('csutortoktol', 'hu')).toContain('csutortok');
    expect(withoutCaseEnding('kolmapaeval', 'et')).toContain('kolmapaev');
  });

  it('stops another day or month so written, and keeps the source’s', () => {
    expect(stopped('A fesztivál csütörtöktől tart Egerben.', FESTIVAL, 'hu')).toEqual([
      'csütörtöktől',
    ]);
    expect(stopped('A fesztivál szerdától tart Egerben.', FESTIVAL, 'hu')).toEqual([]);
    expect(stopped('Tallinnas algab streik kolmapäeval.', STREIK, 'et')).toEqual(['kolmapäeval']);
    expect(stopped('Tallinnas algab streik teisipäeval.', STREIK, 'et')).toEqual([]);
    // A month with its ending at a sentence's start before a place is the month, not a person.
    expect(stopped('Huhtikuussa Helsingissä on konsertti.', KONSERTTI, 'fi')).toEqual([
      'Huhtikuussa',
    ]);
    expect(stopped('Maaliskuussa Helsingissä on konsertti.', KONSERTTI, 'fi')).toEqual([]);
  });

  it('reads every month with every ending of Hungarian, Finnish and Estonian as that month', () => {
    const month = (lang: string, value: number) =>
      new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' })
        .format(new Date(Date.UTC(2024, value - 1, 15)))
        .toLowerCase();
    fc.assert(
      fc.property(
        fc.constantFrom(['hu', 'ban'], ['hu', 'től'], ['hu', 'ig'], ['fi', 'ssa'], ['et', 'st']),
        fc.integer({ min: 1, max: 12 }),
        ([lang, ending], value) => {
          // Finnish's CLDR name is the partitive ("maaliskuuta"): its stem is the name less "ta".
          const name = month(lang as string, value).replace(/ta$/u, '');
          const word = foldWord(`${name}${ending}`, false);
          expect(calendarNamesOf(word, [lang as string]).map((one) => one.key)).toContain(
            `m${value}`,
          );
        },
      ),
    );
  });

  it('reads Polish locatives the stems miss: "w lutym", "w maju", "w listopadzie" (h268)', () => {
    expect(calendarNamesOf('lutym', ['pl']).map((name) => name.key)).toEqual(['m2']);
    expect(calendarNamesOf('maju', ['pl']).map((name) => name.key)).toEqual(['m5']);
    expect(calendarNamesOf('listopadzie', ['pl']).map((name) => name.key)).toEqual(['m11']);
    const march = 'Raport opublikowano 12.03.2026 w Warszawie.';
    expect(stopped('Raport opublikowano w lutym 2026 w Warszawie.', march, 'pl')).not.toEqual([]);
    const may = 'Kurs otwarto 20 maja 2026 r.';
    expect(stopped('Kurs otwarto w maju 2026 r.', may, 'pl')).toEqual([]);
  });
});

describe('Tamil weekdays with "கிழமை" joined on (h299)', () => {
  const water =
    'வரும் செவ்வாய் மற்றும் புதன்கிழமை குடிநீர் விநியோகம் நிறுத்தப்படும். வியாழக்கிழமை முதல் வழக்கம்போல் விநியோகம் இருக்கும்.';
  it('reads the name CLDR writes in the joined word', () => {
    expect(withoutCaseEnding('வியாழக்கிழமை', 'ta')).toContain('வியாழன்');
    expect(withoutCaseEnding('திங்கட்கிழமை', 'ta')).toContain('திங்கள்');
    expect(withoutCaseEnding('ஞாயிற்றுக்கிழமை', 'ta')).toContain('ஞாயிறு');
  });
  it('keeps the source’s weekday said short, stops another', () => {
    expect(stopped('வியாழன் முதல் வழக்கமான விநியோகம் தொடங்கும்.', water, 'ta')).toEqual([]);
    expect(stopped('புதன் அன்று குடிநீர் நிறுத்தம்.', water, 'ta')).toEqual([]);
    expect(stopped('வெள்ளி முதல் வழக்கமான விநியோகம் தொடங்கும்.', water, 'ta')).toContain('வெள்ளி');
    expect(stopped('வெள்ளிக்கிழமை முதல் விநியோகம் இருக்கும்.', water, 'ta')).toContain('வெள்ளிக்கிழமை');
  });
});
