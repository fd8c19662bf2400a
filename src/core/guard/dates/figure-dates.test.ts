/**
 * A range of days that names its month once, after its last day (figure-dates.ts, round eleven):
 * "od 12. do 20. října" of a source's "od soboty 12. října do neděle 20. října" was stopped for its
 * "12", read as a count the source never wrote.
 */
import { describe, expect, it } from 'vitest';
import { figuresOf } from '../figures/claim-figures.ts';
import { claimSource, unsupportedClaims } from '../index.ts';

const kindOf = (text: string, langs: string[], figure: string) =>
  figuresOf(text, langs).find((one) => one.text === figure)?.kind;

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a range of days with one month', () => {
  it.each([
    ['Trams stop from 12 to 20 October.', ['en']],
    ['Trams stop 12-20 October.', ['en']],
    ['Tramvaje nepojedou od 12. do 20. října.', ['cs']],
    ['Tramvaje nepojedou 12.–20. října.', ['cs']],
    ['Die Bahn fährt vom 12. bis 20. Oktober nicht.', ['de']],
  ])('reads the first day of "%s" as a day', (text, langs) => {
    expect(kindOf(text, langs, '12')).toBe('date');
  });

  it.each([
    ['12 people came on 20 October.'],
    ['Tickets rose from 12 to 20 euros.'],
    ['From 12 to 20 in October.'],
  ])('leaves a number that opens no range of days a count: "%s"', (text) => {
    expect(kindOf(text, ['en'], '12')).not.toBe('date');
  });

  it('holds a line that names the month once, and stops a day the source lacks', () => {
    const text =
      'Od soboty 12. října do neděle 20. října nepojedou tramvaje mezi Palmovkou a Vysočanskou.';
    expect(claims('Výluka potrvá od 12. do 20. října.', text, 'cs')).toEqual([]);
    expect(claims('Výluka potrvá od 13. do 20. října.', text, 'cs')).toEqual(['figure:13']);
    const english = 'Trams will not run from Saturday 12 October to Sunday 20 October.';
    expect(claims('Trams will not run from 12 to 20 October.', english, 'en')).toEqual([]);
    expect(claims('Trams will not run from 14 to 20 October.', english, 'en')).toEqual([
      'figure:14',
    ]);
  });

  it('reads a range of days joined by Hebrew, Arabic and Persian words for "to" (round twenty-eight)', () => {
    expect(kindOf('הקו ייסגר מ-3 עד 9 בנובמבר.', ['he'], '3')).toBe('date');
    expect(kindOf('يغلق الخط من 3 إلى 9 نوفمبر.', ['ar'], '3')).toBe('date');
    const text =
      'עיריית ירושלים הודיעה כי הקו האדום ייסגר בין התאריכים 3 ל-9 בנובמבר לעבודות תחזוקה.';
    expect(claims('הקו האדום ייסגר מ-3 עד 9 בנובמבר.', text, 'he')).toEqual([]);
    expect(claims('הקו האדום ייסגר מ-4 עד 9 בנובמבר.', text, 'he')).toEqual(['figure:4']);
  });

  it('reads a range whose month follows "de" or "of" (round thirteen)', () => {
    const metro = 'La Línea 6 cerrará entre Moncloa y Legazpi del 1 al 15 de julio por obras.';
    expect(kindOf(metro, ['es'], '1')).toBe('date');
    expect(kindOf('As obras vão de 3 a 9 de maio.', ['pt'], '3')).toBe('date');
    const asked = (line: string) =>
      unsupportedClaims(
        line,
        claimSource({ text: metro, lang: 'es', lineLang: 'en' }),
        'normal',
      ).map((claim) => `${claim.kind}:${claim.text}`);
    expect(asked('Line 6 closes between Moncloa and Legazpi from 1 to 15 July.')).toEqual([]);
    expect(asked('Line 6 closes between Moncloa and Legazpi from 2 to 15 July.')).toEqual([
      'figure:2',
    ]);
    // "de" before anything but a month leaves the number a count.
    expect(kindOf('Subió del 1 al 15 de los precios.', ['es'], '1')).not.toBe('date');
  });
});

describe('a month written as a dotted abbreviation (round fifteen)', () => {
  const post = 'บีทีเอสแจ้งปิดสถานีสยามชั่วคราว วันเสาร์ที่ 12 กรกฎาคม ตั้งแต่ 22.00 น. ถึง 05.00 น.';

  it('reads Thai\'s "12 ก.ค." as 12 July, not 12 grams ("ก.")', () => {
    expect(kindOf('ปิดสถานีสยาม 12 ก.ค. เวลา 22.00 น.', ['th'], 'ก.ค.')).toBe('date');
    expect(claims('บีทีเอสปิดสถานีสยาม 12 ก.ค. เวลา 22.00-05.00 น.', post, 'th')).toEqual([]);
  });

  it('stops another month so written, and still reads a gram', () => {
    expect(claims('บีทีเอสปิดสถานีสยาม 12 ส.ค. เวลา 22.00 น.', post, 'th')).toContain('figure:ส.ค.');
    expect(kindOf('น้ำตาล 12 ก. ต่อวัน', ['th'], '12 ก.')).toBe('count');
  });
});

describe('two days of one month, joined by "and" or by a range in Korean and Japanese', () => {
  it('reads "le 3 et le 24 mars" and "between 3 and 24 March" with the month after the last day (round nineteen)', () => {
    const deal = 'Paris → Tokyo A/R à 489 €. Dispo du 3 au 24 mars, min. 7 nuits.';
    expect(claims('Le tarif vaut pour des voyages entre le 3 et le 24 mars.', deal, 'fr')).toEqual(
      [],
    );
    expect(claims('Le tarif vaut pour des voyages entre le 4 et le 24 mars.', deal, 'fr')).toEqual([
      'figure:4',
    ]);
    expect(kindOf('Trains stop between 3 and 24 March.', ['en'], '3')).toBe('date');
    // A count before "and" is no day: the month is not written after the number beside it.
    expect(kindOf('3 and 24 people came in March.', ['en'], '3')).toBe('count');
  });

  it('reads "7월 19-20일" as two days of July, each a day a line may write alone', () => {
    const tour = '세븐틴 월드투어 서울 공연 확정🎉 7월 19-20일 KSPO DOME, 티켓 오픈 6/25 오후 8시';
    expect(claims('세븐틴 서울 공연은 7월 19일과 20일 KSPO DOME에서 열린다.', tour, 'ko')).toEqual(
      [],
    );
    expect(claims('세븐틴 서울 공연은 7월 18일과 20일 KSPO DOME에서 열린다.', tour, 'ko')).toEqual([
      'figure:18',
    ]);
    expect(kindOf('公演は3〜5日に開かれる。', ['ja'], '3')).toBe('date');
  });
});

describe('a month that ends a sentence is no date with the next number word', () => {
  const library =
    'The new library opens in April. Five months later, the cafe on its roof will follow.';
  const claimsOf = (line: string, text: string) =>
    unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );

  it('keeps "April" and "five months later" of "opens in April. Five months later"', () => {
    expect(claimsOf('The library opens in April.', library)).toEqual([]);
    expect(claimsOf('The rooftop cafe follows five months later.', library)).toEqual([]);
  });

  it('reads no 5 April there, and still an abbreviated month before its day', () => {
    expect(claimsOf('The library opens on April 5.', library)).toEqual(['figure:5']);
    expect(claimsOf('The deadline is September 14.', 'Deadline: Sept. 14 at noon.')).toEqual([]);
  });
});

describe('a range of days joined by a word figure-words.ts lists (round twenty-six)', () => {
  it('reads Thai "15 ถึง 17 พฤศจิกายน" as days of November, as "15–17 พฤศจิกายน" is', () => {
    const post = 'งานยี่เป็งปีนี้จัดวันที่ 15–17 พฤศจิกายน ที่ประตูท่าแพ';
    expect(claims('งานจัดระหว่าง 15 ถึง 17 พฤศจิกายน', post, 'th')).toEqual([]);
    expect(claims('งานจัดระหว่าง 16 ถึง 17 พฤศจิกายน', post, 'th')).toEqual(['figure:16']);
  });
});

describe('a Chinese day marked 号 after its month (issue 44, item 4)', () => {
  const fair = '展会将于2026年4月3日开幕。';
  it('keeps "4月3号" of "4月3日", and stops another day', () => {
    expect(claims('展会4月3号开幕。', fair, 'zh')).toEqual([]);
    expect(claims('展會4月3號開幕。', '展會將於2026年4月3日開幕。', 'zh')).toEqual([]);
    expect(claims('展会4月4号开幕。', fair, 'zh')).toEqual(['figure:4']);
  });

  it('leaves a 号 after no month a count of what it numbers: no day of the month', () => {
    const post = '展会4月10日开幕，乘地铁3号线可达。';
    expect(claims('展会4月3号开幕。', post, 'zh')).toEqual(['figure:3']);
    expect(claims('乘地铁3号线可达。', post, 'zh')).toEqual([]);
  });

  it('reads Tagalog’s "ika-12 ng Marso" (the 12th of March) as a date (round h278)', () => {
    const post = 'Magbubukas ang bagong aklatan sa Marso 12, 2026.';
    expect(claims('Magbubukas ang aklatan sa ika-12 ng Marso, 2026.', post, 'tl')).toEqual([]);
    expect(claims('Magbubukas ang aklatan sa ika-13 ng Marso, 2026.', post, 'tl')).toEqual([
      'figure:13',
    ]);
  });
});
