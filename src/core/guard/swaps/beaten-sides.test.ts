/**
 * A Troll or Meme line that tells the post's beaten side winning (beaten-sides.ts, round
 * thirty-eight). Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, mode: 'troll' | 'meme' = 'troll') =>
  unsupportedClaims(line, claimSource({ text, lang }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const RUGBY =
  "Le Stade Rochelais a battu l'ASM Clermont 27 à 19 dimanche au stade Marcel-Deflandre, devant 16 000 spectateurs.";
const TENNIS =
  'Magda Linette wygrała w niedzielę turniej w Pradze, pokonując w finale Karolínę Muchovą 6:4, 7:5.';
const PRIZE = 'Le prix du meilleur croissant a été remporté par Julie Marchand, boulangère à Lyon.';

describe("a joke's beaten side told winning", () => {
  it('stops the side the post beat told as the winner', () => {
    expect(claims('16 000 personnes pour voir Clermont gagner 27-19 🙄', RUGBY, 'fr')).toEqual([
      'figure:Clermont',
    ]);
    expect(
      claims('Muchová po wygranym finale w Pradze: 🏆 Linette: 😶', TENNIS, 'pl', 'meme'),
    ).toEqual(['figure:Muchová']);
  });

  it("keeps the winner's win, the beaten side's loss or a denied win, and a passive's doer", () => {
    expect(claims('Le Stade Rochelais gagne encore, Clermont pleure 😭🏉', RUGBY, 'fr')).toEqual(
      [],
    );
    expect(claims('Muchová nie wygrała w Pradze, Linette za mocna 💪', TENNIS, 'pl')).toEqual([]);
    expect(
      claims(
        'Julie Marchand gagne le prix : Lyon va enfin manger du bon croissant 🥐',
        PRIZE,
        'fr',
      ),
    ).toEqual([]);
  });
});
