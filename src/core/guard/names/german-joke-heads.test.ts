/**
 * A German Troll or Meme line's place swapped inside its compound (german-joke-heads.ts, round
 * thirty-eight). Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, mode: 'troll' | 'meme' = 'meme') =>
  unsupportedClaims(line, claimSource({ text, lang: 'de' }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const MARKET =
  'Der Weihnachtsmarkt in Regensburg öffnet am Montag, 24. November, um 18 Uhr vor dem Haidplatz. Bis zum 23. Dezember sind 120 Buden geöffnet.';
const MATCH = 'Der SC Freiburg spielt am Samstag um 15:30 Uhr im Europa-Park-Stadion gegen Mainz.';

describe("a German joke's compound place", () => {
  it("stops a name German does not make, with the head of the post's place, for the post's", () => {
    expect(claims('Ich am Montag um 18 Uhr vor dem Bismarckplatz 🥹🎄', MARKET)).toEqual([
      'name:Bismarckplatz',
    ]);
    expect(claims('Samstag 15:30 im Dreisamstadion: 🍺⚽', MATCH, 'troll')).toEqual([
      'name:Dreisamstadion',
    ]);
  });

  it("keeps the post's place, a joke's compound of German words, and a place beside the post's", () => {
    expect(claims('Ich am Montag um 18 Uhr vor dem Haidplatz 🥹🎄', MARKET)).toEqual([]);
    expect(claims('Ich am Montag um 18 Uhr vor dem Kohlenmarktplatz 🥹🎄', MARKET)).toEqual([]);
    expect(claims('120 Buden, und ich finde trotzdem nur den Glühweinplatz 🍷', MARKET)).toEqual(
      [],
    );
    expect(
      claims('Haidplatz voll, also ab zum Bismarckplatz? Nein, 120 Buden reichen 🎄', MARKET),
    ).toEqual([]);
  });
});
