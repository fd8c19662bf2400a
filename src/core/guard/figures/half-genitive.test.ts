import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

/** What the guard stops in a Normal line of a Russian post. */
const stops = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ru' }), 'normal').map((claim) => claim.text);

const VOTE =
  'Анатолий Локоть набрал 48,6% голосов. Поскольку никто не получил больше половины, 22 сентября пройдёт второй тур.';

describe("Russian half after 'больше' (figure-words.ts: 'половины', the genitive)", () => {
  it("keeps '50%' of 'больше половины', stops another share", () => {
    expect(stops(VOTE, 'Ни один кандидат не набрал более 50%, будет второй тур.')).toEqual([]);
    expect(stops(VOTE, 'Ни один кандидат не набрал более 60%, будет второй тур.')).toEqual(['60%']);
  });
});
