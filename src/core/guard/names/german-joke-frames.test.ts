/**
 * A German Troll or Meme line's name put in the frame of the post's (german-joke-frames.ts).
 * Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, mode: 'troll' | 'meme' = 'meme') =>
  unsupportedClaims(line, claimSource({ text, lang: 'de' }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const HARVEST =
  'Beim Erntefest in Ravensburg gewinnt die größte Zucchini: 41 Kilogramm, gezogen von Familie Brenner aus Weingarten. Das Fest läuft bis Sonntag.';
const CONCERT = 'Die Band spielt am Freitag im Stadtpark von Rostock, Tickets ab 25 Euro.';

describe("a German joke's name in the post's frame", () => {
  it("stops a name German does not make, after the post's two words before another name", () => {
    expect(
      claims('Familie Brenner aus Tübingen mit 41 Kilo Zucchini, ich mit Kresse 🌱', HARVEST),
    ).toEqual(['name:Tübingen']);
    expect(claims('Freitag im Stadtpark von Wismar, und ich? Sofa. 🛋️', CONCERT, 'troll')).toEqual([
      'name:Wismar',
    ]);
  });

  it("keeps the post's name, a German noun in its frame, and a joke's name in a frame of its own", () => {
    expect(claims('Familie Brenner aus Weingarten mit 41 Kilo Zucchini 🥒', HARVEST)).toEqual([]);
    expect(claims('Familie Brenner aus Leidenschaft: 41 Kilo Zucchini 🥒', HARVEST)).toEqual([]);
    expect(claims('41 Kilo Zucchini, das schafft nicht mal Elon Musk 🥒', HARVEST)).toEqual([]);
  });
});
