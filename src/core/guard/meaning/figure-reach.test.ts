/**
 * The words before a direction word reach back to the clause's figure (figure-reach.ts): a Dutch
 * verb-final clause that tells cut money as spent, its figure four words before the verb, is
 * stopped; the cut told again is kept, in Dutch and in German.
 * Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const BUDGET =
  'De begroting van Deventer telt 900 miljoen euro. Op musea wordt 7 miljoen bezuinigd. Er gaat 12 miljoen naar de wegen.';
const HAUSHALT =
  'Die Stadt legt ihren Haushalt vor. Bei den Theatern werden 4 Millionen Euro gekürzt. Für Schulen gibt es 9 Millionen Euro.';

describe('unsupportedClaims: a direction read back to its figure', () => {
  it('stops cut money told as spent, the figure four words before the verb', () => {
    expect(claims('Op musea wordt 7 miljoen euro extra uitgegeven.', BUDGET, 'nl')).toContain(
      'negation:uitgegeven',
    );
  });

  it.each([
    ['Op musea wordt 7 miljoen euro extra bezuinigd.', BUDGET, 'nl'],
    ['Bei den Theatern werden 4 Millionen Euro gekürzt.', HAUSHALT, 'de'],
  ])('keeps %s', (line, text, lang) => {
    expect(claims(line, text, lang)).toEqual([]);
  });
});
