/**
 * A translated score's sides (translated-score-sides.ts), and a score written with a colon that
 * no clock could show (figure-tokens.ts): both stopped faithful translations of handball and
 * rugby results (issue 44, round thirty-three).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang && { lineLang }) }), 'normal').map(
    (claim) => claim.text,
  );

const HANDBALL =
  'Die deutschen Handballer haben bei der EM in Wien Frankreich mit 31:29 geschlagen und stehen im Halbfinale!';
const RUGBY = "Le XV de France s'impose 38-17 face à l'Irlande au Stade de France !";
const YAGU = '롯데 자이언츠가 28일 사직야구장에서 열린 경기에서 LG 트윈스를 5대3으로 이겼다.';

describe('a translated score whose source is written in capitals', () => {
  it('keeps the score of a German or French result told in English, a competition’s letters left out', () => {
    for (const line of [
      'Germany beat France 31-29 at the European Championship in Vienna.',
      'Germany beat France 31:29 in Vienna to reach the semi-finals.',
      'France lost 29-31 to Germany at the Euros in Vienna.',
    ]) {
      expect(claims(line, HANDBALL, 'de', 'en'), line).toEqual([]);
    }
    expect(claims('France beat Ireland 38-17 at the Stade de France.', RUGBY, 'fr', 'en')).toEqual(
      [],
    );
  });

  it('still stops a changed score', () => {
    expect(claims('Germany beat France 31-27 in Vienna.', HANDBALL, 'de', 'en')).toEqual(['31-27']);
    expect(claims('Germany beat France 21-29 in Vienna.', HANDBALL, 'de', 'en')).toEqual(['21-29']);
    expect(claims('France beat Ireland 38-14 at the Stade de France.', RUGBY, 'fr', 'en')).toEqual([
      '38-14',
    ]);
  });

  it('still stops a translation that leaves out the club letters a Korean source gives its side', () => {
    expect(claims('The Lotte Giants beat the Doosan Bears 5-3.', YAGU, 'ko', 'en')).toEqual([
      '5-3',
    ]);
    expect(claims('Lotte beat LG 5-3.', YAGU, 'ko', 'en')).toEqual([]);
  });
});

describe('a score written with a colon', () => {
  it('reads a German handball or basketball result as a score, not a time past any clock', () => {
    expect(claims('Deutschland schlägt Frankreich mit 31:29.', HANDBALL, 'de')).toEqual([]);
    expect(claims('Deutschland schlägt Frankreich mit 31:27.', HANDBALL, 'de')).toEqual(['31:27']);
    const basket = 'Alba Berlin gewinnt 89:78 gegen Bamberg. Anwurf war um 20:30 Uhr.';
    expect(claims('Alba Berlin schlägt Bamberg 89:78.', basket, 'de')).toEqual([]);
    expect(claims('Alba Berlin schlägt Bamberg 89:76.', basket, 'de')).toEqual(['89:76']);
    // A line that writes it with a dash gives the same score (a time of 7:29 it was read as).
    expect(claims('Deutschland gewinnt 31-29 gegen Frankreich.', HANDBALL, 'de')).toEqual([]);
    // A clock's time is still one: 20:30 is no score, 21:30 another time.
    expect(claims('Anwurf war um 20:30 Uhr.', basket, 'de')).toEqual([]);
    expect(claims('Anwurf war um 21:30 Uhr.', basket, 'de')).toEqual(['21:30']);
  });
});
