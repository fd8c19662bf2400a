/**
 * A number with its fraction said in words (half-numbers.ts, issue 44 item 4): "two and a half
 * million" of a post's "2.5 million" was stopped as a "two" the post lacks, and "dreieinhalb
 * Millionen" of it was kept, read as no number at all.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const ALBUM = 'The album sold 2.5 million copies worldwide.';

describe('a number with its half said in words', () => {
  it('keeps "two and a half million", "a billion and a half", "two and a half thousand"', () => {
    expect(figures('The album sold two and a half million copies.', ALBUM, 'en')).toEqual([]);
    const cost = 'The project costs $1.5 billion.';
    expect(figures('The project costs a billion and a half dollars.', cost, 'en')).toEqual([]);
    const march = 'About 2,500 people marched on Saturday.';
    expect(figures('About two and a half thousand people marched.', march, 'en')).toEqual([]);
  });

  it('stops another half of the scale', () => {
    expect(figures('The album sold three and a half million copies.', ALBUM, 'en')).toEqual([
      'three and a half million',
    ]);
    expect(figures('The album sold one and a half million copies.', ALBUM, 'en')).toEqual([
      'one and a half million',
    ]);
  });

  it('reads the half after the scale, or before it, in other languages', () => {
    const cases: ReadonlyArray<readonly [string, string, string, string]> = [
      [
        'fr',
        "L'album s'est vendu à 2,5 millions d'exemplaires.",
        'deux millions et demi',
        'trois millions et demi',
      ],
      [
        'es',
        'El disco vendió 2,5 millones de copias.',
        'dos millones y medio',
        'tres millones y medio',
      ],
      [
        'it',
        "L'album ha venduto 2,5 milioni di copie.",
        'due milioni e mezzo',
        'tre milioni e mezzo',
      ],
      ['pt', 'O álbum vendeu 2,5 milhões de cópias.', 'dois milhões e meio', 'três milhões e meio'],
      [
        'ru',
        'Альбом разошёлся тиражом 2,5 миллиона копий.',
        'два с половиной миллиона',
        'три с половиной миллиона',
      ],
      [
        'pl',
        'Album sprzedał się w 2,5 mln egzemplarzy.',
        'dwa i pół miliona',
        'trzy i pół miliona',
      ],
      ['tr', 'Albüm 2,5 milyon kopya sattı.', 'iki buçuk milyon', 'üç buçuk milyon'],
      ['id', 'Album ini terjual 2,5 juta kopi.', 'dua setengah juta', 'tiga setengah juta'],
      [
        'de',
        'Das Album verkaufte sich 2,5 Millionen Mal.',
        'zweieinhalb Millionen',
        'dreieinhalb Millionen',
      ],
      [
        'nl',
        'Het album verkocht 2,5 miljoen exemplaren.',
        'tweeënhalf miljoen',
        'drieënhalf miljoen',
      ],
    ];
    // The post's sentence, its figure said in words.
    for (const [lang, text, kept, stopped] of cases) {
      const digits = /2,5 \p{L}+/u.exec(text)?.[0] ?? '';
      expect(figures(text.replace(digits, kept), text, lang), kept).toEqual([]);
      expect(figures(text.replace(digits, stopped), text, lang), stopped).not.toEqual([]);
    }
  });

  it('reads Vietnamese\'s half after the scale, no "and" ("một nghìn rưỡi": 1,500)', () => {
    const hall = 'Có 1.500 người tham dự.';
    expect(figures('Có một nghìn rưỡi người tham dự.', hall, 'vi')).toEqual([]);
    expect(figures('Có hai nghìn rưỡi người tham dự.', hall, 'vi')).not.toEqual([]);
    const aid = 'Chính phủ chi 2,5 triệu đồng.';
    expect(figures('Chính phủ chi hai triệu rưỡi đồng.', aid, 'vi')).toEqual([]);
    expect(figures('Chính phủ chi ba triệu rưỡi đồng.', aid, 'vi')).not.toEqual([]);
  });

  it("reads German's and Dutch's one and a half in one word", () => {
    const sales = 'Der Umsatz stieg auf 1,5 Milliarden Euro.';
    expect(figures('Der Umsatz stieg auf anderthalb Milliarden Euro.', sales, 'de')).toEqual([]);
    expect(figures('Der Umsatz stieg auf eineinhalb Milliarden Euro.', sales, 'de')).toEqual([]);
    const more = 'Der Umsatz stieg auf 2,5 Milliarden Euro.';
    expect(figures('Der Umsatz stieg auf anderthalb Milliarden Euro.', more, 'de')).toEqual([
      'anderthalb Milliarden Euro',
    ]);
  });

  it('reads the half after a unit ("dos horas y media") and Arabic\'s "ونصف"', () => {
    const trip = 'El viaje dura 2,5 horas.';
    expect(figures('El viaje dura dos horas y media.', trip, 'es')).toEqual([]);
    expect(figures('El viaje dura tres horas y media.', trip, 'es')).toEqual([
      'tres horas y media',
    ]);
    const flight = 'Il volo dura 2,5 ore.';
    expect(figures('Il volo dura due ore e mezza.', flight, 'it')).toEqual([]);
    const visitors = 'بلغ عدد الزوار 2.5 مليون زائر.';
    expect(figures('بلغ عدد الزوار مليونين ونصف زائر.', visitors, 'ar')).toEqual([]);
    expect(figures('بلغ عدد الزوار مليون ونصف زائر.', visitors, 'ar')).toEqual(['مليون ونصف']);
  });

  it('keeps the count and half of any source, stops any other', () => {
    const WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (a, b) => {
        const text = `Sales reached ${a}.5 million units last year.`;
        const line = `Sales reached ${WORDS[b - 1]} and a half million units.`;
        expect(figures(line, text, 'en').length === 0).toBe(a === b);
      }),
      { numRuns: 30 },
    );
  });
});
