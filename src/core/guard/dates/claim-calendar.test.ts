/**
 * The calendar reader's months and weekdays (claim-calendar.ts). Round eighteen: a Korean card's
 * "5월 24일" of a Japanese launch's "5月24日" was stopped for "월" and "일", which CLDR also writes
 * for Monday and Sunday. Round nineteen's posts found a month in a word that is also a number.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const LAUNCH = 'アオバ電機の新型イヤホンは5月24日に発売。予約受付は本日午前10時から。';

const korean = (line: string) =>
  unsupportedClaims(line, claimSource({ text: LAUNCH, lang: 'ja', lineLang: 'ko' }), 'normal').map(
    (claim) => claim.text,
  );

describe('a Korean date against its digits', () => {
  it('is the month and day, no weekday the source lacks', () => {
    expect(korean('새 이어폰은 5월 24일 출시됩니다.')).toEqual([]);
    expect(korean('새 이어폰은 5월 24일에 출시됩니다.')).toEqual([]);
  });

  it('still stops another day or month', () => {
    expect(korean('새 이어폰은 5월 25일 출시됩니다.')).toEqual(['25']);
    expect(korean('새 이어폰은 6월 24일 출시됩니다.')).toEqual(['6']);
  });
});

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a month short name that is also a number', () => {
  it('reads French "sept" away from a day as seven, not September', () => {
    const deal = 'Paris → Tokyo A/R à 489 € en mars, min. 7 nuits.';
    expect(claims('Il faut rester au moins sept nuits.', deal, 'fr')).toEqual([]);
    // Another number is still stopped, and so is the month its full stop writes.
    expect(claims('Il faut rester au moins huit nuits.', deal, 'fr')).toEqual(['figure:huit']);
    const october = 'Le festival a lieu en octobre à Lyon.';
    expect(claims('Le festival a lieu en sept. à Lyon.', october, 'fr')).toEqual(['figure:sept']);
  });
});

describe('a month written with vowel marks (Devanagari)', () => {
  const GOAL = 'अगला टारगेट: मुंबई फुल मैराथन जनवरी में! पिछले साल दिल्ली में दौड़ी थी।';

  it('stops a month the source does not give, in whatever words', () => {
    expect(claims('उनका अगला लक्ष्य मार्च में मुंबई फुल मैराथन है।', GOAL, 'hi')).toEqual(['figure:मार्च']);
    expect(claims('मार्च में मुंबई फुल मैराथन दौड़ेंगी।', GOAL, 'hi')).toEqual(['figure:मार्च']);
  });

  it('keeps the source’s month', () => {
    expect(claims('उनका अगला लक्ष्य जनवरी में मुंबई फुल मैराथन है।', GOAL, 'hi')).toEqual([]);
  });
});

describe('a capitalised month before a name (round twenty-four)', () => {
  const PRIZE =
    'Il premio le sarà consegnato dal presidente della Società, Marco Santini, il 20 ottobre a Bologna.';
  const portuguese = (line: string) =>
    unsupportedClaims(line, claimSource({ text: PRIZE, lang: 'it', lineLang: 'pt' }), 'normal').map(
      (claim) => claim.text,
    );

  it('is the person, no March', () => {
    expect(portuguese('O prêmio será entregue por Marco Santini em 20 de outubro.')).toEqual([]);
  });

  it('still stops a month the line ties to a date', () => {
    expect(portuguese('O prêmio será entregue em março, em Bolonha.')).toEqual(['março']);
  });
});

describe('a Korean weekday of one letter (round twenty-seven)', () => {
  const SHOWCASE =
    '루나비 정규 2집은 6월 3일 (화) 오후 6시 발매. 쇼케이스는 올림픽홀에서 열립니다.';
  const claims = (line: string) =>
    unsupportedClaims(line, claimSource({ text: SHOWCASE, lang: 'ko' }), 'normal').map(
      (claim) => claim.text,
    );

  it('is the bound noun of "할 수 있다" after a verb, no Wednesday', () => {
    expect(claims('쇼케이스는 올림픽홀에서 볼 수 있습니다.')).toEqual([]);
    expect(claims('자세한 내용은 확인할 수 있습니다.')).toEqual([]);
  });

  it('is still a day in brackets beside a date', () => {
    expect(claims('정규 2집은 6월 3일 (수) 오후 6시 발매.')).toEqual(['수']);
    expect(claims('정규 2집은 6월 3일 (화) 오후 6시 발매.')).toEqual([]);
  });
});

describe('a Ukrainian weekday typed with an apostrophe (round fifty-two)', () => {
  const MUSEUM = 'Музей працюватиме з середи по неділю з 10:00 до 18:00, у четвер — до 20:00.';
  const claims = (line: string, text = MUSEUM) =>
    unsupportedClaims(line, claimSource({ text, lang: 'uk' }), 'normal').map((claim) => claim.text);

  it('reads "п\'ятницю" as Friday, as CLDR\'s "пʼятниця" is, and stops it where the source says Thursday', () => {
    expect(claims("У п'ятницю музей відкритий до 20:00.")).toEqual(["п'ятницю"]);
    expect(claims('У пʼятницю музей відкритий до 20:00.')).toEqual(['пʼятницю']);
  });

  it("keeps the source's Friday in either apostrophe", () => {
    const friday = "Музей працюватиме з середи по неділю, у п'ятницю — до 20:00.";
    expect(claims('У пʼятницю музей відкритий до 20:00.', friday)).toEqual([]);
    expect(claims('У п’ятницю музей працює до 20:00.', friday)).toEqual([]);
    expect(claims('У четвер музей відкритий до 20:00.')).toEqual([]);
  });
});

describe('a weekday of a dashed or prefixed numeric date, a month before a weekday (h285)', () => {
  const claims = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );

  it('gives "12-03-2026" and "ב-12.3.2026" their weekday, and stops the next day’s', () => {
    const dutch = 'Bloedinzameling op 12-03-2026.';
    expect(claims('Donderdag 12 maart: bloedinzameling.', dutch, 'nl')).toEqual([]);
    expect(claims('Vrijdag 12 maart: bloedinzameling.', dutch, 'nl')).toEqual(['figure:Vrijdag']);
    const hebrew = 'ב-12.3.2026 תתקיים התרמת דם.';
    expect(claims('ביום חמישי, 12 במרץ, התרמת דם.', hebrew, 'he')).toEqual([]);
    expect(claims('ביום שישי, 12 במרץ, התרמת דם.', hebrew, 'he')).not.toEqual([]);
  });

  it('reads a capitalised month after a day and before a weekday as the month, no person', () => {
    const turkish = '12.03.2026 tarihinde belediyede kan bağışı.';
    expect(claims('12 Mart Perşembe günü belediyede kan bağışı.', turkish, 'tr')).toEqual([]);
    expect(claims('12 Nisan Perşembe günü belediyede kan bağışı.', turkish, 'tr')).not.toEqual([]);
    expect(claims('12 Mart Cuma günü belediyede kan bağışı.', turkish, 'tr')).toEqual([
      'figure:Cuma',
    ]);
  });
});
