/** A name set off by commas after what it is, beside that clause (apposed-names.ts). */
import { describe, expect, it } from 'vitest';
import { apposedClauses } from './apposed-names.ts';
import { substitutedNames } from './substituted-names.ts';

describe('apposedClauses', () => {
  const stage = {
    text: 'Stage four of the Tour of Langkawi from Kuala Terengganu was won by the Italian rider, Matteo Rossi, in four hours. Tom Becker of Germany still leads.',
    langs: ['en'],
    translated: false,
  };

  it("keeps the apposed winner in the clause's place, and stops another of the post's people", () => {
    expect(
      substitutedNames('Matteo Rossi of Italy won stage four from Kuala Terengganu.', stage),
    ).toEqual([]);
    expect(
      substitutedNames('Tom Becker of Italy won stage four from Kuala Terengganu.', stage),
    ).toEqual(['tom becker']);
  });

  it('ties a name-only clause to the clause before it in its sentence only', () => {
    const first = { words: ['itali'], all: ['pelumba', 'itali'], sentence: 0 };
    const name = { words: ['matteo', 'rossi'], all: ['matteo', 'rossi'], sentence: 0 };
    const next = { words: ['tom', 'becker'], all: ['tom', 'becker'], sentence: 1 };
    const found = apposedClauses([first, name, next]);
    expect(found.get(name)).toBe(first);
    expect(found.has(next)).toBe(false);
    expect(found.has(first)).toBe(false);
  });
});
