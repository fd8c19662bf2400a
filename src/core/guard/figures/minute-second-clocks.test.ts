/**
 * A gap in minutes and seconds in words, as a line writes it on the clock (minute-second-clocks.ts),
 * read by unsupportedClaims in a Normal line: "1:12 před" of a Czech "1 minutou 12 sekund před"
 * (the minutes' word in its case after a number), "1:12 behind" of "1 minute and 12 seconds
 * behind"; another gap stays a claim.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addMinuteSecondClocks } from './minute-second-clocks.ts';

const ETAPA =
  'Na vrchol dojel s náskokem 38 sekund před Belgičanem Jarnem Widarem a 1 minutou 12 sekund před Čechem Matějem Zahálkou.';
const STAGE = 'Seixas won the stage 1 minute and 12 seconds ahead of Matěj Zahálka.';
const ETAP = 'Сейшас выиграл этап с преимуществом в 1 минуту 12 секунд над Захалкой.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: minutes and seconds in words as the clock writes them', () => {
  it('keeps the gap written m:ss', () => {
    expect(
      claims(
        'Seixas dojel na vrchol 38 s před Jarnem Widarem a 1:12 před Matějem Zahálkou.',
        ETAPA,
        'cs',
      ),
    ).toEqual([]);
    expect(claims('Seixas won the stage by 1:12 from Matěj Zahálka.', STAGE, 'en')).toEqual([]);
    expect(claims('Сейшас опередил Захалку на 1:12.', ETAP, 'ru')).toEqual([]);
  });

  it('stops another gap, its minutes or its seconds changed', () => {
    expect(claims('Seixas dojel na vrchol 2:12 před Matějem Zahálkou.', ETAPA, 'cs')).toEqual([
      'figure:2:12',
    ]);
    expect(claims('Seixas won the stage by 1:21 from Matěj Zahálka.', STAGE, 'en')).toEqual([
      'figure:1:21',
    ]);
    expect(claims('Сейшас опередил Захалку на 1:02.', ETAP, 'ru')).toEqual(['figure:1:02']);
  });

  it('reads no gap where a word stands between the minutes and the seconds', () => {
    const keys = new Set<string>();
    addMinuteSecondClocks('after 1 minute, then after 12 seconds', ['en'], keys);
    addMinuteSecondClocks('12 minutes 75 seconds', ['en'], keys);
    expect([...keys]).toEqual([]);
  });
});
