/**
 * What a source's ranges of hours also hold (figure-source.ts): the hours as the numbers a line
 * writes of them. Round thirteen's "between 9 and 1" of "from 9am to 1pm" and Dutch "van negen tot
 * half zes" of "9.00–17.30" were stopped for numbers the source wrote only as times.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const CLINIC = 'Free flu jabs every Saturday from 9am to 1pm until 30 November.';
const SHOP = 'Wij zijn open van dinsdag t/m zaterdag, 9.00–17.30 uur.';

describe('widenSourceKeys: a range of hours', () => {
  it('holds the hours of a 12-hour range as a line writes them bare', () => {
    expect(claims('Jabs are given on Saturdays between 9 and 1.', CLINIC, 'en')).toEqual([]);
    expect(claims('Jabs are given on Saturdays from 9 till 1.', CLINIC, 'en')).toEqual([]);
    // Read as a range since round twenty-one (between-ranges.ts): the claim is the whole range.
    expect(claims('Jabs are given on Saturdays between 9 and 3.', CLINIC, 'en')).toEqual([
      'figure:9 and 3',
    ]);
  });

  it('holds the hours of a range ending on a half hour', () => {
    expect(claims('Open van negen tot half zes.', SHOP, 'nl')).toEqual([]);
    expect(claims('Open van tien tot half zes.', SHOP, 'nl')).toEqual(['figure:tien']);
  });

  it('reads no range in prices or a lone time', () => {
    expect(claims('It costs 4 euros.', 'Tickets cost 3.50–4.20 euros.', 'en')).toEqual([
      'figure:4 euros',
    ]);
    expect(claims('Doors open at 7.30pm, with 9 bands.', 'Doors open at 7.30pm.', 'en')).toEqual([
      'figure:9',
    ]);
  });
});

describe('widenSourceKeys: an ordinal with a full stop', () => {
  it('holds the ordinal a translation writes with its ending (round fifteen)', () => {
    const match = 'A vendégek gólját Dzsudzsák Balázs lőtte a 78. percben.';
    const line = (minute: string) => `Balázs Dzsudzsák scored in the ${minute} minute.`;
    expect(claims(line('78th'), match, 'hu')).toEqual([]);
    expect(claims(line('87th'), match, 'hu')).toEqual(['figure:87th']);
    expect(
      claims('The goal came in the 78th minute.', 'Das Tor fiel in der 78. Minute.', 'de'),
    ).toEqual([]);
  });

  it('reads no ordinal in a decimal or a date written with dots', () => {
    expect(claims('The 50th price.', 'Der Preis liegt bei 3.50 Euro.', 'de')).toEqual([
      'figure:50th',
    ]);
    expect(claims('The 7th train.', 'Der Zug fährt am 12.7. ab.', 'de')).toEqual(['figure:7th']);
  });
});

describe('widenSourceKeys: a range after a word of the clock', () => {
  const claims = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );

  it('holds both ends of "kl. 10-16" as hours, as a line writes them', () => {
    const shop = 'Vi har åbent mandag-fredag kl. 10-16.';
    expect(claims('Open Monday to Friday, 10am to 4pm.', shop, 'da')).toEqual([]);
    expect(claims('Open Monday to Friday, 10am to 6pm.', shop, 'da')).toEqual(['figure:6pm']);
    const swedish = 'Vi har öppet måndag–fredag kl. 10–16.';
    expect(claims('Open Monday to Friday, 10am to 4pm.', swedish, 'sv')).toEqual([]);
  });
});

describe('widenSourceKeys: an amount in the one currency the source names', () => {
  const results =
    'Выручка выросла на 14% и составила 52,3 млрд рублей. Чистая прибыль снизилась на 6% — до 8,1 млрд.';

  it('holds the currency a line gives an amount the source leaves without one (round seventeen)', () => {
    expect(claims('Чистая прибыль упала до 8,1 млрд рублей.', results, 'ru')).toEqual([]);
    expect(claims('Net profit fell to 8.1 billion roubles.', results, 'ru')).toEqual([]);
  });

  it('stops another currency, reads none where the source names two, nor in its own sentence', () => {
    expect(claims('Net profit fell to 8.1 billion dollars.', results, 'ru')).toEqual([
      'figure:8.1 billion dollars',
    ]);
    const two = 'Revenue was $52.3 billion and €40 billion. Profit was 8.1 billion.';
    expect(claims('Profit was $8.1 billion.', two, 'en')).toEqual(['figure:$8.1 billion']);
    // In the sentence that names it, an amount without it is set apart from it: a forecast.
    const kroner = 'Revenue rose to 2.4 billion Norwegian kroner, against 2.2 billion forecast.';
    expect(claims('Revenue rose to NOK 2.2 billion.', kroner, 'en')).toEqual([
      'figure:NOK 2.2 billion',
    ]);
  });

  it('holds it for the parts of a sum just named: "of which", "davon" (round eighteen)', () => {
    const council =
      'Die Kosten liegen bei 24,5 Millionen Euro, davon übernimmt der Freistaat Sachsen 9 Millionen.';
    expect(claims('Sachsen zahlt 9 Millionen Euro.', council, 'de')).toEqual([]);
    expect(claims('Sachsen zahlt 9 Millionen Dollar.', council, 'de')).toEqual([
      'figure:9 Millionen Dollar',
    ]);
    const budget = 'The plan costs £40 million, of which 12 million comes from the city.';
    expect(claims('The city pays £12 million.', budget, 'en')).toEqual([]);
    // Before the part's word, an amount in the sentence stays apart, as the forecast above.
    const before =
      'Against 30 million forecast, the plan costs £40 million, of which 12 million is the city’s.';
    expect(claims('The forecast was £30 million.', before, 'en')).toEqual(['figure:£30 million']);
  });
});

describe('widenSourceKeys: an amount in won or reais', () => {
  it('holds "154,000 won" of "154,000원", where English "won" is read as no currency (round nineteen)', () => {
    const tour = '티켓 오픈 6/25 오후 8시 (멜론티켓). VIP석 165,000원 / R석 154,000원 #SEVENTEEN';
    const read = (line: string) =>
      unsupportedClaims(
        line,
        claimSource({ text: tour, lang: 'ko', lineLang: 'en' }),
        'normal',
      ).map((claim) => `${claim.kind}:${claim.text}`);
    expect(read('VIP seats cost 165,000 won and R seats 154,000 won.')).toEqual([]);
    expect(read('VIP seats cost 165,000 won and R seats 145,000 won.')).toEqual(['figure:145,000']);
  });
});

describe("the year before a source's first dated month", () => {
  const RECALL =
    'The recall covers heaters sold between September 2024 and November 2025. Heaters with a date code of 2548 or later are not affected, because the cord was redesigned in late November.';

  it('is not read where the month alone is one the source writes with its year', () => {
    expect(
      claims('Heaters sold from September 2024 to November 2025 are affected.', RECALL, 'en'),
    ).toEqual([]);
    expect(
      claims('Heaters sold from September 2023 to November 2025 are affected.', RECALL, 'en'),
    ).toEqual(['figure:2023']);
  });

  it('is still read for a later month the source writes with no year', () => {
    const MINUTES =
      'Minutes of the meeting held on 5 March 2025. 212 homes were completed in the three months to December.';
    expect(
      claims('212 homes were completed in the three months to December 2024.', MINUTES, 'en'),
    ).toEqual([]);
  });
});
