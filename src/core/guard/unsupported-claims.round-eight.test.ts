/**
 * Round eight's faithful lines that figure readers stopped (issue 44, decision 012): a case ending
 * on a currency after a figure, a Polish number word in another case, a Korean score, a CJK month
 * a reader writes by name, and a translation's short words read as the source's number words. Each
 * is kept, and the same line with the figure changed is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang && { lineLang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const VAPUR =
  "İzmir Büyükşehir Belediyesi, Konak ile Karşıyaka arasındaki yeni vapur hattının 1 Temmuz'da hizmete gireceğini açıkladı. Seferler her 20 dakikada bir yapılacak. Bilet ücreti 15 lira olacak.";
const KONCERT =
  'Bilety w cenie od 150 do 400 zł rozeszły się w ciągu dwóch godzin. Dyrektor zapowiedział dodatkowy występ.';
const YAGU = '롯데 자이언츠가 28일 사직야구장에서 열린 경기에서 LG 트윈스를 5대3으로 이겼다.';
const ASAHIYAMA =
  '旭山動物園は、ホッキョクグマの赤ちゃんが12月に誕生したと発表しました。赤ちゃんは3月15日から一般公開されます。';

describe('unsupportedClaims: round eight’s figures read as their source writes them', () => {
  it('reads a Turkish case ending on a currency after its figure ("15 liraya" of "15 lira")', () => {
    expect(claims('İzmirliler yeni hatta 15 liraya yolculuk edecek.', VAPUR, 'tr')).toEqual([]);
    expect(claims('Yolcular 15 liralık bilet alacak.', VAPUR, 'tr')).toEqual([]);
    expect(claims('İzmirliler yeni hatta 25 liraya yolculuk edecek.', VAPUR, 'tr')).toEqual([
      '25 liraya',
    ]);
  });

  it('reads a Polish number word in another case ("dwie godziny" of "dwóch godzin")', () => {
    const line = 'Bilety kosztowały od 150 do 400 zł i zniknęły w dwie godziny.';
    expect(claims(line, KONCERT, 'pl')).toEqual([]);
    expect(claims('Bilety zniknęły w trzy godziny.', KONCERT, 'pl')).toEqual(['trzy godziny']);
    expect(
      claims('Сборная выиграла два матча.', 'Из двух матчей сборная выиграла оба.', 'ru'),
    ).toEqual([]);
  });

  it('reads a Korean score written with 대 as the score it is, either way round', () => {
    expect(claims('롯데가 LG를 5대3으로 꺾었다.', YAGU, 'ko')).toEqual([]);
    expect(claims('The Lotte Giants beat the LG Twins 5-3.', YAGU, 'ko', 'en')).toEqual([]);
    expect(claims('The Lotte Giants beat the LG Twins 6-3.', YAGU, 'ko', 'en')).toEqual(['6-3']);
    expect(claims('롯데가 LG를 4 대 3으로 꺾었다.', YAGU, 'ko')).toEqual(['4 대 3']);
  });

  it('holds a month by name where the source writes it with 月', () => {
    const line = 'A polar bear cub born in December at Asahiyama Zoo goes on view on March 15.';
    expect(claims(line, ASAHIYAMA, 'ja', 'en')).toEqual([]);
    expect(claims(line.replace('December', 'November'), ASAHIYAMA, 'ja', 'en')).toEqual([
      'November',
    ]);
  });

  it('reads no short number word of the source’s language in a translation ("on" in English)', () => {
    const line = "Izmir's new ferry line between Konak and Karsiyaka opens on July 1.";
    expect(claims(line, VAPUR, 'tr', 'en')).toEqual([]);
    // In a Turkish line, "on" is still ten, and the source says 20.
    expect(claims('Seferler her on dakikada bir yapılacak.', VAPUR, 'tr')).toEqual(['on']);
    // A translation's longer number words of the source's language are still read.
    expect(claims('Ferries run every yirmi beş minutes.', VAPUR, 'tr', 'en')).not.toEqual([]);
  });
});

describe('unsupportedClaims: counts and years a reader works out of a long document', () => {
  it('holds one more than a count of others ("one star, along with 18 other restaurants")', () => {
    const text =
      'It did, in May, and we got one star, along with 18 other restaurants in the province.';
    expect(claims('The restaurant earned a star in May, one of 19 in Quebec.', text, 'en')).toEqual(
      [],
    );
    expect(claims('The restaurant earned a star in May, one of 20 in Quebec.', text, 'en')).toEqual(
      ['20'],
    );
  });

  it('holds the year before a dated document’s later month with no year', () => {
    const minutes =
      'Minutes of the meeting held on 5 March 2025. 212 homes were completed in the three months to December, against a target of 250.';
    expect(
      claims('The borough completed 212 homes in the last quarter of 2024.', minutes, 'en'),
    ).toEqual([]);
    expect(
      claims('The borough completed 212 homes in the last quarter of 2023.', minutes, 'en'),
    ).toEqual(['2023']);
    // A month before the document's own names no year before it.
    const early = minutes.replace('to December', 'to February');
    expect(claims('The borough completed 212 homes in 2024.', early, 'en')).toEqual(['2024']);
  });

  it('stops a translated score whose sides leave out the club letters the source gives it', () => {
    expect(claims('The Lotte Giants beat the Doosan Bears 5-3.', YAGU, 'ko', 'en')).toEqual([
      '5-3',
    ]);
    expect(claims('Lotte beat LG 5-3 in Busan.', YAGU, 'ko', 'en')).toEqual([]);
  });
});
