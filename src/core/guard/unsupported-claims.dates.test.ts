/**
 * Dates and times written the other common ways (issue 37, reviewed): "12 February" and "Feb 12"
 * were one date, but a source's "2024-02-12" or "12/02/2024" held no February (nor a line's
 * "2024-02-12" the source's "12 February 2024"), and the British "7.30pm" read as the decimal 7.3,
 * so "19:30" and "7:30 pm" were stopped for it.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a date in digits and in words', () => {
  it.each([
    ['The fair opens on 2024-02-12.', 'The fair opens on 12 February 2024.'],
    ['The fair opens on 12/02/2024.', 'The fair opens on 12 February 2024.'],
    ['The fair opens on 02/12/2024.', 'The fair opens on Feb 12, 2024.'],
    ['The fair opens on 12.02.2024.', 'The fair opens on the 12th of February.'],
    ['The fair opens on 12 February 2024.', 'The fair opens on 2024-02-12.'],
    ['The fair opens on Feb 12, 2024.', 'The fair opens on 12/02/2024.'],
  ])('the source "%s" holds the line "%s"', (text, line) => {
    expect(claims(line, text)).toEqual([]);
  });

  it('still stops another month, day or year', () => {
    // The 12th is the source's day, but of February: "12 March" is no date it gives (date-pairs.ts).
    expect(claims('The fair opens on 12 March 2024.', 'The fair opens on 2024-02-12.')).toEqual([
      'figure:12',
      'figure:March',
    ]);
    // A date is one figure: its day, month and year together.
    expect(claims('The fair opens on 2025-02-12.', 'The fair opens on 12 February 2024.')).toEqual([
      'figure:2025-02-12',
    ]);
  });
});

describe('unsupportedClaims: a time with a full stop', () => {
  it('reads "7.30pm" as half past seven in the evening, on both clocks', () => {
    expect(claims('Doors open at 19:30.', 'Doors at 7.30pm, see you there.')).toEqual([]);
    expect(claims('Doors open at 7:30 pm.', 'Doors at 7.30pm, see you there.')).toEqual([]);
    expect(claims('Doors open at 7.30 pm.', 'Doors open at 19:30.')).toEqual([]);
    expect(claims('Doors open at 8.30pm.', 'Doors at 7.30pm, see you there.')).toEqual([
      'figure:8.30pm',
    ]);
  });

  it('reads two times joined by a dash, and one after "pukul", "jam" or "alle", on both clocks', () => {
    const izmir = 'İZBAN seferleri yarın 10.00-16.00 saatleri arasında yapılmayacak.';
    const read = (line: string, text: string, lang: string) =>
      unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
        (claim) => `${claim.kind}:${claim.text}`,
      );
    expect(read('No trains tomorrow from 10am to 4pm.', izmir, 'tr')).toEqual([]);
    expect(read('No trains tomorrow from 10am to 6pm.', izmir, 'tr')).toEqual(['figure:6pm']);
    const hours = 'Öffnungszeiten: 9.30 – 17.30, sonntags geschlossen.';
    expect(read('Open from 9:30am to 5:30pm.', hours, 'de')).toEqual([]);
    expect(read('Open from 9:30am to 6:30pm.', hours, 'de')).toEqual(['figure:6:30pm']);
    const jakarta = 'Acara dimulai pukul 10.00 WIB di Balai Kota.';
    expect(read('The event starts at 10am at City Hall.', jakarta, 'id')).toEqual([]);
    expect(read('The event starts at 11am at City Hall.', jakarta, 'id')).toEqual(['figure:11am']);
  });

  it('reads a time after Indonesian "sampai" (until) as a time, as after "pukul"', () => {
    // Round nineteen: "Jam 12 siang - 2 siang WIB" said "pukul 12.00 sampai 14.00" read 14.00
    // as the count 14, where Indonesian writes a decimal with a comma.
    const sale = 'FLASH SALE 12.12! Jam 12 siang - 2 siang WIB aja, stok 500 unit.';
    const read = (line: string) =>
      unsupportedClaims(line, claimSource({ text: sale, lang: 'id' }), 'normal').map(
        (claim) => `${claim.kind}:${claim.text}`,
      );
    expect(read('Flash sale berlangsung pukul 12.00 sampai 14.00 WIB.')).toEqual([]);
    expect(read('Flash sale berlangsung dari 12.00 hingga 14.00 WIB.')).toEqual([]);
    expect(read('Flash sale berlangsung pukul 12.00 sampai 15.00 WIB.')).toEqual(['figure:15.00']);
  });

  it('holds a month the source names in its language away from a number, as a translation writes it', () => {
    const text = 'Im März kamen 1.200 Besucher, im April 900.';
    const read = (line: string) =>
      unsupportedClaims(line, claimSource({ text, lang: 'de', lineLang: 'en' }), 'normal').map(
        (claim) => `${claim.kind}:${claim.text}`,
      );
    expect(read('In March 1,200 visitors came, in April 900.')).toEqual([]);
    expect(read('In May 1,200 visitors came.')).toEqual(['figure:May']);
  });

  it('keeps reading a price or a decimal as one', () => {
    expect(claims('A pint costs £3.50.', 'A pint costs £3.50 at the Anchor.')).toEqual([]);
    expect(claims('A pint costs £3.50.', 'A pint costs £3.40 at the Anchor.')).toEqual([
      'figure:£3.50',
    ]);
  });

  it('holds a weekday a German compound opens ("Donnerstagmorgen"), and no other day', () => {
    const text = 'Feuerwehr und THW bauen seit Donnerstagmorgen Sandsackbarrieren an der Elbe.';
    const german = (line: string) =>
      unsupportedClaims(line, claimSource({ text, lang: 'de' }), 'normal').map(
        (claim) => `${claim.kind}:${claim.text}`,
      );
    expect(german('Seit Donnerstag stapeln Einsatzkräfte Sandsäcke an der Elbe.')).toEqual([]);
    expect(german('Seit Mittwoch stapeln Einsatzkräfte Sandsäcke an der Elbe.')).toEqual([
      'figure:Mittwoch',
    ]);
  });
});

describe('unsupportedClaims: a date as CLDR writes it in Central Europe and the Middle East', () => {
  const claimsIn = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );

  it.each([
    ['cs', 'Koncert je 14. března 2025.', 'Koncert je 14. 3. 2025.', 'Koncert je 17. 3. 2025.'],
    [
      'hu',
      'A koncert 2025. március 14-én lesz.',
      'A koncert 2025. 03. 14.',
      'A koncert 2025. 03. 17.',
    ],
    // The marks of direction Intl writes between an Arabic date's numbers.
    [
      'ar',
      'الحفل يوم 14 مارس 2025.',
      'الحفل يوم 14\u200f/3\u200f/2025.',
      'الحفل يوم 17\u200f/3\u200f/2025.',
    ],
  ])(
    '%s: keeps the date with spaced or marked separators, stops another day',
    (lang, text, line, other) => {
      expect(claimsIn(line, text, lang)).toEqual([]);
      expect(claimsIn(other, text, lang)).not.toEqual([]);
    },
  );
});
