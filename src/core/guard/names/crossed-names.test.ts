/**
 * A given name put with another person's surname (crossed-names.ts): "Justice Margaret Hudson" of
 * a source's "Margaret Chutich" and "Natalie Hudson", with a title, without, is stopped; the
 * source's own pairs, a surname after a title ("Justice Hudson", "Dr Okafor") and a name the source
 * writes beside several others are kept. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { crossedNames } from './crossed-names.ts';

const RULING =
  'In a dissent joined by Justice Gordon Moore, Justice Natalie Hudson wrote that courts should not rewrite contracts. Writing for the majority, Justice Margaret Chutich said the clause was too wide. Dr Samuel Okafor, a law professor, called it overdue.';
const crossed = (line: string) => crossedNames(line, claimSource({ text: RULING }));

describe('crossedNames', () => {
  it("stops a given name put with another person's surname", () => {
    expect(crossed('Justice Margaret Hudson wrote for the majority.')).toEqual(['Margaret Hudson']);
    expect(crossed('The majority opinion was written by Natalie Chutich.')).toEqual([
      'Natalie Chutich',
    ]);
    expect(crossed('Dr Gordon Okafor called the ruling overdue.')).toEqual(['Gordon Okafor']);
  });

  it("keeps the source's pairs and a surname after a title", () => {
    expect(crossed('Justice Margaret Chutich wrote for the majority.')).toEqual([]);
    expect(
      crossed('Justice Chutich wrote for the majority, and Justice Hudson dissented.'),
    ).toEqual([]);
    expect(crossed('Dr Okafor, a law professor, called it overdue.')).toEqual([]);
    expect(crossed('Natalie Hudson and Gordon Moore dissented.')).toEqual([]);
  });

  it('keeps a word the source writes beside several names (a title it does not list)', () => {
    const panel = claimSource({
      text: 'Panelist Ana Ruiz spoke first, then Panelist Omar Diaz, then Panelist Lena Fox.',
    });
    expect(crossedNames('Panelist Diaz spoke second.', panel)).toEqual([]);
  });

  it("keeps one name with its middle word left out, and still stops two names' halves", () => {
    const court = claimSource({
      text: 'The Lagos State High Court ordered the building pulled down. Justice Mary Ann Okoro fined the developer, and Peter Obi appealed.',
    });
    expect(crossedNames('A Lagos High Court ordered the building pulled down.', court)).toEqual([]);
    expect(crossedNames('Justice Mary Okoro fined the developer.', court)).toEqual([]);
    expect(crossedNames('Justice Mary Obi fined the developer.', court)).toEqual(['Mary Obi']);
  });

  it('is a name claim of a Normal line', () => {
    const source = claimSource({ text: RULING });
    expect(
      unsupportedClaims('Justice Margaret Hudson wrote for the majority.', source, 'normal'),
    ).toEqual([{ kind: 'name', text: 'Margaret Hudson' }]);
    expect(
      unsupportedClaims('Justice Margaret Chutich wrote for the majority.', source, 'normal'),
    ).toEqual([]);
  });
});
