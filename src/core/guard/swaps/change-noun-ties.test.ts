/** A change noun's preposition pins no place for a trade (change-noun-ties.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isChangeNounTie } from './change-noun-ties.ts';

const RESULTS =
  'Krämer Technik hat im dritten Quartal einen Umsatz von 1,84 Milliarden Euro erzielt, 6 Prozent weniger als im Vorjahr. Der operative Gewinn sank auf 112 Millionen Euro.';
const stopped = (line: string) =>
  unsupportedClaims(line, claimSource({ text: RESULTS, lang: 'de' }), 'normal').map(
    (claim) => claim.text,
  );

describe('isChangeNounTie', () => {
  it('reads the preposition after a change noun in several languages', () => {
    const tie = (text: string, word: string) => isChangeNounTie(`b:${word}`, text, text.length);
    expect(tie('ein Minus von ', 'von')).toBe(true);
    expect(tie('a drop of ', 'of')).toBe(true);
    expect(tie('un calo del ', 'del')).toBe(true);
    expect(tie('einen Umsatz von ', 'von')).toBe(false);
  });

  it('keeps the source’s change said as a signed noun beside another figure at that preposition', () => {
    expect(
      stopped(
        'Krämer Technik setzte im dritten Quartal 1,84 Mrd. € um – ein Minus von 6 % gegenüber dem Vorjahr.',
      ),
    ).toEqual([]);
  });

  it('still stops a change the source never gives, and figures traded at a noun’s preposition', () => {
    expect(
      stopped('Krämer Technik setzte 1,84 Mrd. € um – ein Minus von 7 % gegenüber dem Vorjahr.'),
    ).toEqual(['7 %']);
    expect(
      stopped(
        'Krämer Technik hat einen Umsatz von 6 Prozent erzielt, 1,84 Milliarden Euro weniger als im Vorjahr.',
      ),
    ).toContain('6 Prozent');
  });
});
