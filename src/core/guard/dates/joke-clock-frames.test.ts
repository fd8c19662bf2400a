/**
 * A joke's clock time read by the post's own clock word and days (joke-clock-frames.ts, round
 * thirty-eight): a minute around the post's hour is the joke's timing; an hour after the word the
 * post writes before its times, beside another of the post's days or times, moves the post's event.
 * Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, mode: 'troll' | 'meme' = 'troll') =>
  unsupportedClaims(line, claimSource({ text, lang }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const RACE =
  'The Leeds 10K is on Sunday 5 October, starting at 9am on the Headrow. Roads close from 7am to 1pm.';
const METRO =
  'В пятницу, 12 декабря, откроют три новые станции метро. Первые поезда пойдут в 10:00.';
const FAIR = 'La feria abre el sábado 4 de mayo. Los conciertos son entre las 20:00 y las 23:00.';

describe("a joke's clock time", () => {
  it("stops the post's hour moved after the post's own clock word, beside the post's day or time", () => {
    expect(
      claims('Roads closed from 7am to 5pm for a 10K. Leeds, never change 🙃', RACE, 'en'),
    ).toEqual(['figure:5pm']);
    expect(claims('Новые станции откроют 12 декабря в 8:00, беги 🚇', METRO, 'ru')).toEqual([
      'figure:8:00',
    ]);
  });

  it("keeps a joke's hour among its own words, and a minute around the post's hour", () => {
    // "в 3 ночи": the joker's own hour, with none of the post's days in its clause.
    expect(
      claims('Я буду у турникетов в 3 ночи, как настоящий фанат метро 🚇', METRO, 'ru'),
    ).toEqual([]);
    expect(
      claims('Yo el 4 de mayo a las 23:02 saliendo de la feria: 🥴🎶', FAIR, 'es', 'meme'),
    ).toEqual([]);
    expect(
      claims(
        'Me at 8:58 on Sunday 5 October, still looking for my trainers 👟',
        RACE,
        'en',
        'meme',
      ),
    ).toEqual([]);
  });
});
