/**
 * A source sentence opening on a name's own first word (name-opening-roles.ts), read by
 * unsupportedClaims in a Normal line: the line that writes the whole name after another word of
 * the source ("maçında Türk Telekom'u") trades no role; another team put there, or a role traded
 * between two people, stays a claim.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const FINAL =
  "Final serisinin beşinci maçında Beşiktaş, Türk Telekom'u deplasmanda 88-81 yenerek seride 3-2 öne geçti. Türk Telekom'da Jordan Miles 22 sayıda kaldı.";

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a sentence’s first capital that is a name’s own first word', () => {
  it('keeps the source’s team, with its case ending, after another of the source’s words', () => {
    expect(
      claims("Beşiktaş, beşinci maçında Türk Telekom'u 88-81 mağlup etti.", FINAL, 'tr'),
    ).toEqual([]);
  });

  it('stops another team with a case ending in the same place', () => {
    expect(
      claims("Beşiktaş, beşinci maçında Anadolu Efes'i 88-81 mağlup etti.", FINAL, 'tr'),
    ).toEqual(['name:Anadolu', "name:Efes'i"]);
  });

  it('still reads a capitalised role opening a sentence, traded to another person', () => {
    const lifeboat =
      'Coxswain Adrian Don and a crew of six towed the boat back. Station mechanic Ian Bell said calm seas made it a straightforward job.';
    expect(claims('Station mechanic Adrian Don said calm seas helped.', lifeboat, 'en')).toContain(
      'name:Adrian Don',
    );
  });
});
