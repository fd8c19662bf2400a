/**
 * A thread post's first word put in the place of the post's name (thread-first-names.ts). Every
 * text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, mode: 'thread' | 'troll' = 'thread') =>
  unsupportedClaims(line, claimSource({ text }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const BIKES =
  'Cycle lanes in Leeds grew from 80 to 130 km in four years. Most of them are paint on the pavement. Utrecht was not built in a day, but it was not built by press release either.';
const PASTA =
  'Parliamo di pasta fresca. Bologna non ha inventato le tagliatelle in un giorno, ma ci ha messo secoli.';

describe("a thread post's first word in the post's frame", () => {
  it("stops a new name opening the post's sentence in place of the post's name", () => {
    expect(
      claims('Groningen was not built in a day, and neither are cycle lanes. 🚲', BIKES),
    ).toEqual(['name:Groningen']);
    expect(claims('Modena non ha inventato le tagliatelle in un giorno 🍝', PASTA)).toEqual([
      'name:Modena',
    ]);
  });

  it("keeps the post's name, a style's own opening word, and a new name in a sentence of its own", () => {
    expect(
      claims('Utrecht was not built in a day, and neither are cycle lanes. 🚲', BIKES),
    ).toEqual([]);
    expect(claims('Honestly was not built in a day, this network. 🚲', BIKES)).toEqual([]);
    expect(claims('Groningen shows what separate lanes can do. 🚲', BIKES)).toEqual([]);
  });
});
