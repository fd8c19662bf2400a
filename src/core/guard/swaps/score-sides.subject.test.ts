/**
 * A score's sides where three names or more stand before it in the source (score-sides.ts): the
 * clause's subject, the thing won and the other side ("El Barça ha guanyat la final de la Copa del
 * Rei … contra el Granollers per 34-29"). A line that puts the cup after the sides keeps the score
 * its way round; a line that trades the two sides is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const FINAL =
  "El Barça ha guanyat la final de la Copa del Rei d'handbol contra el Fraikin BM Granollers per 34-29 al Palau d'Esports de Granollers. Dika Mem va marcar 9 gols.";
const CUP =
  'Arsenal won the final of the FA Cup against Chelsea 2-1 at Wembley. Saka scored twice.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a score whose source names the thing won between its sides', () => {
  it('keeps the sides in the source’s order with the cup named after them', () => {
    expect(
      claims(
        "El Barça s'imposa al Granollers (34-29) i guanya la Copa del Rei d'handbol.",
        FINAL,
        'ca',
      ),
    ).toEqual([]);
    expect(claims('Arsenal beat Chelsea 2-1 to win the FA Cup.', CUP, 'en')).toEqual([]);
  });

  it('stops the two sides traded, the cup where the source or the line puts it', () => {
    expect(
      claims(
        "El Granollers s'imposa al Barça (34-29) i guanya la Copa del Rei d'handbol.",
        FINAL,
        'ca',
      ),
    ).toEqual(['figure:34-29']);
    expect(claims('Chelsea won the final of the FA Cup against Arsenal 2-1.', CUP, 'en')).toEqual([
      'figure:2-1',
    ]);
    expect(claims('Chelsea beat Arsenal 2-1 to win the FA Cup.', CUP, 'en')).toEqual([
      'figure:2-1',
    ]);
  });
});
