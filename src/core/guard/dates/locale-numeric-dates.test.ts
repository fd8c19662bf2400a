/** A numeric day and month in the line's language's own order and separator (locale-numeric-dates.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const MARKET = 'De markt in Utrecht is open op vrijdag 14 maart, van 10 tot 17 uur.';
const CONCERT = '3월 14일 금요일 서울에서 콘서트가 열립니다.';
const FAIR = 'Pamera buku di Shah Alam dibuka pada Jumaat, 14 Mac.';
const NOWRUZ = 'بازار نوروزی از جمعه ۲۴ اسفند باز است.';
const SCORE = 'Ajax won met 14-3 van Feyenoord in de beker.';
const COURSE = 'De cursus duurt 3-5 dagen en kost 200 euro.';

describe('withLocaleNumericDates', () => {
  it('keeps a day and month written as the line’s language writes them', () => {
    expect(stopped('De markt in Utrecht is open op 14-3.', MARKET, 'nl')).toEqual([]);
    expect(stopped('3. 14. 서울에서 콘서트가 열립니다.', CONCERT, 'ko')).toEqual([]);
    expect(stopped('Pamera buku di Shah Alam dibuka pada 14-3.', FAIR, 'ms')).toEqual([]);
    // The Solar Hijri calendar's 24 Esfand, as a Persian line writes it.
    expect(stopped('بازار نوروزی از ۱۲/۲۴ باز است.', NOWRUZ, 'fa')).toEqual([]);
  });

  it('stops the date with its day or month changed', () => {
    expect(stopped('De markt in Utrecht is open op 15-3.', MARKET, 'nl')).toEqual(['15-3']);
    expect(stopped('De markt in Utrecht is open op 14-4.', MARKET, 'nl')).toEqual(['14-4']);
    expect(stopped('3. 15. 서울에서 콘서트가 열립니다.', CONCERT, 'ko')).toEqual(['3. 15.']);
    expect(stopped('بازار نوروزی از ۱۲/۲۵ باز است.', NOWRUZ, 'fa')).toEqual(['12/25']);
  });

  it('leaves a dash’s score and range theirs: a changed one is still stopped', () => {
    expect(stopped('Ajax won met 14-3 van Feyenoord.', SCORE, 'nl')).toEqual([]);
    expect(stopped('Ajax won met 14-4 van Feyenoord.', SCORE, 'nl')).toEqual(['14-4']);
    expect(stopped('Ajax won met 13-3 van Feyenoord.', SCORE, 'nl')).toEqual(['13-3']);
    expect(stopped('De cursus duurt 3-6 dagen.', COURSE, 'nl')).toEqual(['3-6 dagen']);
    // Nor does a source's score date the day a line then names.
    expect(stopped('Ajax won op 14 maart van Feyenoord.', SCORE, 'nl')).not.toEqual([]);
  });
});
