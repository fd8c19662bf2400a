/**
 * Typed figures (issue 44, item 1): a figure is a value with a kind, and a line's figure holds only
 * where the source has one of the same kind and value. Found from outside: a line swapping two of
 * the post's figures passed, so did a score made of the post's counts, and Indian grouping went
 * wrong both ways; "90s" for a source's "1990s" was stopped. Conversions that keep the value pass
 * both ways round.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const claims = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: what issue 44 saw pass or stopped', () => {
  const POST = 'Tickets cost €8 and 120 people came.';

  it('stops a line that swaps the post’s price and count, and keeps faithful ones', () => {
    expect(claims('Tickets cost €120 and 8 people came.', POST)).toEqual([
      'figure:€120',
      'figure:8',
    ]);
    // A bare number after "cost" is a price, of whatever currency: the post's price is 8.
    expect(claims('Tickets cost 120 and 8 people came.', POST)).toEqual(['figure:120', 'figure:8']);
    for (const line of [
      'Tickets cost €8 and 120 people came.',
      '120 people paid 8 euros each.',
      'Tickets were 8 € and 120 people turned up.',
      'Tickets cost 8 and 120 people came.',
    ]) {
      expect(claims(line, POST), line).toEqual([]);
    }
  });

  it('stops a score made up of the post’s counts, and keeps the counts', () => {
    const post = 'Our team scored 2 goals and won by 1 in the final.';
    expect(claims('They won the final 3-2.', post)).toEqual(['figure:3-2']);
    expect(claims('They won the final 2-1.', post)).toEqual(['figure:2-1']);
    expect(claims('They scored 2 goals and won by 1.', post)).toEqual([]);
    const scored = 'The home side won 3-2 after extra time.';
    expect(claims('The home side won 3-2.', scored)).toEqual([]);
    // A score read from the loser's side is the same score.
    expect(claims('The visitors lost 2-3.', scored)).toEqual([]);
    expect(claims('The home side won 3:2.', scored)).toEqual([]);
  });

  it('reads Indian grouping as its value: an invented ₹2,00,000 is stopped, ₹250,000 passes', () => {
    const post = 'The prize is ₹2,50,000 this year.';
    expect(claims('The prize is ₹2,00,000.', post)).toEqual(['figure:₹2,00,000']);
    expect(claims('The prize is ₹250,000.', post)).toEqual([]);
    expect(claims('The prize is ₹2.5 lakh.', post)).toEqual([]);
    expect(claims('The prize is 2.5 lakh rupees.', post)).toEqual([]);
    expect(claims('Rs 2,50,000 is the prize.', 'The prize is ₹250,000 this year.')).toEqual([]);
    expect(claims('The prize is ₹2,50,000.', 'The prize is 2.5 lakh rupees.')).toEqual([]);
    expect(claims('The fund holds ₹1 crore.', 'The fund holds ₹1,00,00,000.')).toEqual([]);
    expect(claims('The fund holds ₹2 crore.', 'The fund holds ₹1,00,00,000.')).toEqual([
      'figure:₹2 crore',
    ]);
  });

  it('reads "90s" and "\'90s" as a source’s "1990s", and stops another decade', () => {
    const post = 'Music of the 1990s is back.';
    expect(claims('Music of the 90s is back.', post)).toEqual([]);
    expect(claims("Music of the '90s is back.", post)).toEqual([]);
    expect(claims('Music of the 1990s is back.', "Music of the '90s is back.")).toEqual([]);
    expect(claims('Music of the 1980s is back.', post)).toEqual(['figure:1980s']);
    // A decade is not a year.
    expect(claims('Music of 1990 is back.', post)).toEqual(['figure:1990']);
  });

  it('reads a Japanese or Korean decade of a life ("20〜30代") as the decades a translation names', () => {
    const japanese = claimSource({
      text: '20〜30代の会社員1,000人に聞いた調査',
      lang: 'ja',
      lineLang: 'en',
    });
    const english = (line: string, source = japanese) =>
      unsupportedClaims(line, source, 'normal').map((claim) => claim.text);
    expect(english('A survey of 1,000 office workers in their 20s and 30s.')).toEqual([]);
    expect(english('A survey of 1,000 office workers in their 40s.')).toEqual(['40s']);
    expect(english('A survey of office workers of the 1920s.')).toEqual(['1920s']);
    const korean = claimSource({ text: '30대 직장인 500명 조사', lang: 'ko', lineLang: 'en' });
    expect(english('A survey of 500 office workers in their 30s.', korean)).toEqual([]);
    expect(english('A survey of 500 office workers in their 20s.', korean)).toEqual(['20s']);
  });
});

describe('unsupportedClaims: conversions that keep the value, both ways round', () => {
  it.each([
    ['It takes 3-4 weeks.', 'It takes three to four weeks.'],
    ['It takes 3–4 weeks.', 'It takes three to four weeks.'],
    ['It takes three to four weeks.', 'It takes 3-4 weeks.'],
    ['It takes three to four weeks.', 'It takes 3–4 weeks.'],
    ['They sold 12 eggs.', 'They sold a dozen eggs.'],
    ['They sold a dozen eggs.', 'They sold 12 eggs.'],
    ['They sold 24 eggs.', 'They sold two dozen eggs.'],
    ['Lunch is at 12:00.', 'Lunch is at noon.'],
    ['Lunch is at noon.', 'Lunch is at 12:00.'],
    ['Lunch is at noon.', 'Lunch is at 12 pm.'],
    ['The bar shuts at midnight.', 'The bar shuts at 00:00.'],
    ['The bar shuts at 12 am.', 'The bar shuts at midnight.'],
    ['Doors open at 23:00.', 'Doors open at 11 pm.'],
    ['Doors open at 11 pm.', 'Doors open at 23:00.'],
    ['Half of the tickets sold out.', '50% of the tickets sold out.'],
    ['50% of the tickets sold out.', 'Half of the tickets sold out.'],
    ['Tickets cost $25.', 'Tickets cost 25 dollars.'],
    ['Tickets cost 25 dollars.', 'Tickets cost US$25.'],
    ['Sales rose 12 percent.', 'Sales rose 12%.'],
    ['Sales rose 12%.', 'Sales rose twelve per cent.'],
    ['Le concert commence à 19:00.', 'Le concert commence à 19h.'],
    ['Le concert commence à 19h.', 'Le concert commence à 19:00.'],
    ["The bells ring at 8 o'clock.", 'The bells ring at 8 pm.'],
    ['The bells ring at 20:00.', 'The bells ring at eight.'],
    ['They work 9-5.', 'They work from 9 to 5.'],
    ['They raised $2.5M.', 'They raised $2.5 million.'],
    ['They raised $2,500,000.', 'They raised 2.5 million dollars.'],
    ['1.6k employees took part.', 'Our study of 1,600 employees is out.'],
  ])('the line "%s" for the source "%s"', (line, text) => {
    expect(claims(line, text)).toEqual([]);
  });

  it('still stops a different value of the same kind', () => {
    expect(claims('It takes 3-5 weeks.', 'It takes three to four weeks.')).toEqual([
      'figure:3-5 weeks',
    ]);
    expect(claims('They sold 13 eggs.', 'They sold a dozen eggs.')).toEqual(['figure:13']);
    expect(claims('Lunch is at 1 pm.', 'Lunch is at noon.')).toEqual(['figure:1 pm']);
    expect(claims('Lunch is at midnight.', 'Lunch is at noon.')).toEqual(['figure:midnight']);
    expect(claims('Half of the tickets sold out.', 'A third of the tickets sold out.')).toEqual([
      'figure:Half',
    ]);
  });
});

describe('unsupportedClaims: a figure holds only where the source has its kind', () => {
  it('holds money only in its currency, and a percentage only as a percentage (or half)', () => {
    expect(claims('Tickets cost $8.', 'Tickets cost €8.')).toEqual(['figure:$8']);
    expect(claims('Sales rose 12%.', 'Sales rose by 12 units.')).toEqual(['figure:12%']);
    expect(claims('Sales rose by 12 units.', 'Sales rose 12%.')).toEqual(['figure:12']);
    expect(claims('Doors open at 8 pm.', 'Doors open with 8 staff.')).toEqual(['figure:8 pm']);
  });

  it('reads a currency after its country’s name, as a code or sign writes it', () => {
    const kroner = 'Revenue rose to 2.4 billion Norwegian kroner, against 2.2 billion forecast.';
    expect(claims('Revenue rose to NOK 2.4 billion.', kroner)).toEqual([]);
    expect(claims('Revenue rose to NOK 2.2 billion.', kroner)).toEqual(['figure:NOK 2.2 billion']);
    expect(claims('Revenue rose to $2.4 billion.', kroner)).toEqual(['figure:$2.4 billion']);
    expect(claims('A ticket costs CHF 500.', 'A ticket costs 500 Swiss francs.')).toEqual([]);
    expect(claims('A ticket costs HK$20.', 'A ticket costs 20 Hong Kong dollars.')).toEqual([]);
    // A name before a word that is no currency gives the number no kind.
    expect(claims('The 3 Norwegian players scored.', 'The 3 Norwegian players scored.')).toEqual(
      [],
    );
  });

  it('holds a range where the source has it, or both its ends as the same kind', () => {
    const ends = 'The first cohort took 3 weeks, the second 5 weeks.';
    expect(claims('Cohorts took 3-5 weeks.', ends)).toEqual([]);
    expect(claims('Cohorts took 3-6 weeks.', ends)).toEqual(['figure:3-6 weeks']);
    expect(claims('Prices rose 3-5%.', 'Prices rose 3% for 5 products.')).toEqual(['figure:3-5%']);
  });

  it('holds the count of names a text lists after a plural noun or "between"', () => {
    const study = 'A study by the universities of Cambridge and Salford found turnover fell.';
    expect(claims('A study by two universities found turnover fell.', study)).toEqual([]);
    expect(claims('A study by three universities found turnover fell.', study)).toEqual([
      'figure:three',
    ]);
    const deal =
      'The agreement between Brightline Logistics Ltd. and Caldera Retail Group plc runs on.';
    expect(claims('The two companies signed it.', deal)).toEqual([]);
    expect(claims('Three universities signed it.', 'Cambridge and Salford signed it.')).toEqual([
      'figure:Three',
    ]);
    expect(
      claims('The three firms signed.', 'The firms of Aldi, Lidl and Tesco signed the pledge.'),
    ).toEqual([]);
  });

  it('holds a unitless number ending its clause beside a percentage as that share', () => {
    const crash =
      'The crash rate went up to 1.8 percent after the release. We rolled back and it is down to 0.4.';
    expect(claims('A rollback brought the crash rate down from 1.8% to 0.4%.', crash)).toEqual([]);
    expect(claims('A rollback brought it down to 0.5%.', crash)).toEqual(['figure:0.5%']);
    // A number inside its clause, with its noun, is a count still.
    expect(claims('Sales rose 4%.', 'Sales rose 12% with 4 new staff.')).toEqual(['figure:4%']);
  });

  it('holds a plain count where the source counts the same, whatever it calls it', () => {
    expect(claims('About 120 people came.', 'We had 120 attendees.')).toEqual([]);
    expect(claims('The home side scored 9 goals.', 'The home side won 9-2.')).toEqual([]);
  });

  it('keeps what the source says of the post besides its words: photos, handles, tags', () => {
    const source = claimSource({
      text: 'Spring at the allotment #Garden2024 with @plot42',
      facts: { photos: 4, videos: 1 },
    });
    const line = 'Four photos and 1 video from plot 42 in 2024.';
    expect(unsupportedClaims(line, source, 'normal')).toEqual([]);
  });

  it('reads a range of hours with its hour word after it as two times ("von 7 bis 16 Uhr")', () => {
    const text = 'Die Promenade ist von 7 bis 16 Uhr gesperrt.';
    const german = (line: string) =>
      unsupportedClaims(line, claimSource({ text, lang: 'de' }), 'normal').map(
        (claim) => claim.text,
      );
    expect(german('Die Promenade bleibt bis 16 Uhr gesperrt.')).toEqual([]);
    expect(german('Ab 7 Uhr ist die Promenade gesperrt.')).toEqual([]);
    expect(german('Die Promenade bleibt bis 18 Uhr gesperrt.')).toEqual(['18 Uhr']);
  });

  it('reads a line’s "16h" that ends a range of times as the clock’s, not 16 hours', () => {
    // The post's 16 is Sunday's date: "das 4h40 às 16h" changes the closing time.
    const text = 'Neste domingo (16), a Linha 4-Amarela não vai operar das 4h40 às 14h.';
    expect(claims('A linha fica parada das 4h40 às 16h.', text, 'pt')).toEqual(['figure:16h']);
    expect(claims('A linha fica parada das 4h40 às 14h, no domingo (16).', text, 'pt')).toEqual([]);
    expect(
      claims('Le magasin ouvre de 10h à 16h.', 'Ouvert de 10h à 18h, le 16 mai.', 'fr'),
    ).toEqual(['figure:16h']);
    // A source's range still holds its hours as numbers ("de 7 h à 13 h" of "de 7h à 13h").
    const bakery = 'La boulangerie sera ouverte le dimanche de 7h à 13h.';
    expect(claims('Elle ouvre le dimanche, de 7 h à 13 h.', bakery, 'fr')).toEqual([]);
  });

  it('holds half of a count as money where the passage states money, in its currency', () => {
    const text =
      'Der Haushalt: 2,4 Milliarden Euro, davon gehen 310 Millionen in Schulen. Die Hälfte davon fließt in Sanierungen.';
    const german = (line: string) =>
      unsupportedClaims(line, claimSource({ text, lang: 'de' }), 'normal').map(
        (claim) => claim.text,
      );
    expect(german('155 Millionen Euro fließen in die Sanierung von Schulen.')).toEqual([]);
    expect(german('155 Millionen Dollar fließen in die Sanierung.')).toEqual([
      '155 Millionen Dollar',
    ]);
    expect(german('160 Millionen Euro fließen in die Sanierung.')).toEqual(['160 Millionen Euro']);
  });

  // A source's words are read one by one for half only where its text holds a half word at all
  // (issue 44 item 7): in capitals, with marks and across lines, the half is still found.
  it('holds half wherever the source says it, in capitals, with marks and over line breaks', () => {
    const cases: Array<[string, string, string]> = [
      ['The plan cost €40 a month.\nNow it is HALF that.', '€20 a month', '€30 a month'],
      ['O plano custava 40 euros por mês.\nAgora baixa para METADE.', '20 euros', '30 euros'],
      ['Il biglietto costava 40 euro.\nOra costa la metà.', '20 euro', '30 euro'],
    ];
    for (const [text, half, other] of cases) {
      expect(claims(`It costs ${half} now.`, text)).toEqual([]);
      expect(claims(`It costs ${other} now.`, text)).toHaveLength(1);
    }
  });
});
