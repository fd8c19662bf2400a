/**
 * A cancellation said of what the source says went ahead (h274), in the languages people write,
 * and "before" of the source's "after" where the object is written with Hebrew's "the".
 */
import { describe, expect, it } from 'vitest';
import { tiedOpposites } from './tied-opposites.ts';

const source = (text: string, lang: string) => ({ text, langs: [lang] });

describe('a cancellation for a go-ahead, tied by the figures', () => {
  const CASES: readonly [string, string, string, string][] = [
    [
      'en',
      'The Glastonbury show went ahead on 28 June despite the rain.',
      'The Glastonbury show was cancelled on 28 June because of rain.',
      'The Glastonbury show went ahead on 28 June despite rain.',
    ],
    [
      'es',
      'El concierto en Sevilla se celebró el 12 de julio pese a la lluvia.',
      'El concierto en Sevilla se canceló el 12 de julio por la lluvia.',
      'El concierto en Sevilla se celebró el 12 de julio.',
    ],
    [
      'fr',
      'Le concert à Nantes a bien eu lieu le 12 juillet malgré la pluie.',
      'Le concert à Nantes a été annulé le 12 juillet à cause de la pluie.',
      'Le concert à Nantes a eu lieu le 12 juillet.',
    ],
    [
      'de',
      'Das Festival in Hamburg fand trotz Regen am 20. Juli statt.',
      'Das Festival in Hamburg wurde am 20. Juli wegen Regen abgesagt.',
      'Das Festival in Hamburg fand am 20. Juli trotz Regen statt.',
    ],
    [
      'nl',
      'Het concert in Utrecht ging op 14 juni gewoon door ondanks de regen.',
      'Het concert in Utrecht op 14 juni werd afgelast vanwege regen.',
      'Het concert in Utrecht op 14 juni ging door ondanks regen.',
    ],
    [
      'id',
      'Konser di Bandung tetap berlangsung pada 12 Juli meski hujan.',
      'Konser di Bandung dibatalkan pada 12 Juli karena hujan.',
      'Konser di Bandung tetap digelar 12 Juli meski hujan.',
    ],
    [
      'fi',
      'Konsertti pidettiin sateesta huolimatta 14. heinäkuuta Tampereella.',
      'Konsertti peruttiin Tampereella 14. heinäkuuta sateen vuoksi.',
      'Konsertti pidettiin Tampereella 14. heinäkuuta.',
    ],
    [
      'el',
      'Η συναυλία στην Αθήνα έγινε κανονικά στις 12 Ιουλίου παρά τη βροχή.',
      'Η συναυλία στην Αθήνα ακυρώθηκε στις 12 Ιουλίου λόγω βροχής.',
      'Η συναυλία στην Αθήνα έγινε κανονικά στις 12 Ιουλίου.',
    ],
    [
      'he',
      'ההופעה בחיפה התקיימה כמתוכנן ב-12 ביולי למרות הגשם.',
      'ההופעה בחיפה בוטלה ב-12 ביולי בגלל הגשם.',
      'ההופעה בחיפה התקיימה ב-12 ביולי למרות הגשם.',
    ],
    [
      'ko',
      '폭우에도 불구하고 7월 12일 콘서트는 예정대로 진행됐다.',
      '7월 12일 콘서트는 폭우로 취소됐다.',
      '7월 12일 콘서트는 폭우에도 예정대로 진행됐다.',
    ],
    [
      'ja',
      '雨にもかかわらず、マラソン大会は11月3日に予定通り行われた。',
      'マラソン大会は雨のため11月3日に中止された。',
      'マラソン大会は雨の中、11月3日に予定通り行われた。',
    ],
    [
      'zh',
      '尽管下雪，北京马拉松10月20日照常举行。',
      '北京马拉松10月20日因下雪取消。',
      '北京马拉松10月20日不顾下雪照常举行。',
    ],
    [
      'ur',
      'بارش کے باوجود جلسہ 14 اگست کو لاہور میں منعقد ہوا۔',
      'جلسہ 14 اگست کو لاہور میں بارش کی وجہ سے منسوخ ہو گیا۔',
      'جلسہ 14 اگست کو لاہور میں منعقد ہوا۔',
    ],
    [
      'sw',
      'Tamasha lilifanyika Mombasa tarehe 12 Julai licha ya mvua.',
      'Tamasha lilifutwa Mombasa tarehe 12 Julai kwa sababu ya mvua.',
      'Tamasha lilifanyika Mombasa tarehe 12 Julai.',
    ],
  ];

  for (const [lang, text, cancelled, held] of CASES) {
    it(`${lang}: stops the cancellation, keeps the go-ahead said again`, () => {
      expect(tiedOpposites(cancelled, source(text, lang))).toHaveLength(1);
      expect(tiedOpposites(held, source(text, lang))).toEqual([]);
    });
  }

  it('keeps a cancellation the source says of that day, beside a go-ahead of another', () => {
    const two = source('Das Konzert am 3. Juli fand statt, das am 4. Juli wurde abgesagt.', 'de');
    expect(tiedOpposites('Das Konzert am 4. Juli wurde abgesagt.', two)).toEqual([]);
    const shows = source('The 5 May show was cancelled, but the 6 May show went ahead.', 'en');
    expect(tiedOpposites('The 6 May show went ahead.', shows)).toEqual([]);
  });

  it('reads a sentence with a Chinese or Japanese negation as negated, not "不顾" (despite)', () => {
    const rain = source('由于暴雨，原定7月8日的演唱会未能举行。', 'zh');
    expect(tiedOpposites('7月8日的演唱会取消了。', rain)).toEqual([]);
  });
});

describe('"before" of "after", in the languages with a word for each', () => {
  it('stops Hebrew\'s "לפני" of "אחרי" said of one thing ("פגישה", "הפגישה")', () => {
    const met = source('ראש הממשלה דיבר עם העיתונאים אחרי הפגישה בת 2 השעות.', 'he');
    expect(tiedOpposites('ראש הממשלה דיבר עם העיתונאים לפני פגישה של 2 שעות.', met)).toEqual([
      'לפני',
    ]);
    expect(tiedOpposites('ראש הממשלה דיבר עם העיתונאים אחרי פגישה של 2 שעות.', met)).toEqual([]);
  });

  it("stops Indonesian's and Swahili's", () => {
    const id = source('Presiden berbicara kepada wartawan setelah pertemuan selama 2 jam.', 'id');
    expect(
      tiedOpposites('Presiden berbicara kepada wartawan sebelum pertemuan 2 jam.', id),
    ).toEqual(['sebelum']);
    const sw = source('Rais aliongea na waandishi baada ya mkutano wa saa 2.', 'sw');
    expect(tiedOpposites('Rais alizungumza na waandishi kabla ya mkutano wa saa 2.', sw)).toEqual([
      'kabla',
    ]);
  });
});
