/** An amount's currency dropped in a reworded clause (scaled-bare-amounts.ts, h301). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('heldScaledBareAmount, reworded', () => {
  const text = "Le conseil a voté 612 millions d'euros. 35 M€ iront à la rénovation des écoles.";

  it('keeps the amount where the line’s clause shares a word with the source’s', () => {
    expect(claims(text, 'Les écoles recevront 35 millions pour leur rénovation.', 'fr')).toEqual(
      [],
    );
  });

  it('stops another amount, and the amount told of something else', () => {
    expect(claims(text, 'Les écoles recevront 45 millions pour leur rénovation.', 'fr')).toEqual([
      '45 millions',
    ]);
    expect(claims(text, 'Le club compte 35 millions de supporters.', 'fr')).toEqual([
      '35 millions',
    ]);
  });
});
