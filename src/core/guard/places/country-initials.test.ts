/**
 * A country written by its initials where the source writes its name (round fifty-one): "РФ" of a
 * post's "Банк России", "EAU" of "Émirats arabes unis"; another country's initials still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const names = (text: string, lang: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const RATE = 'Банк России на заседании 12 декабря снизил ключевую ставку до 15% годовых.';
const EMIRATES = 'La banque centrale des Émirats arabes unis baisse son taux directeur.';

describe('unsupportedClaims: a country’s initials', () => {
  it('keeps "РФ" where the source names Russia in another case ("России")', () => {
    expect(names(RATE, 'ru', 'ЦБ РФ 12 декабря понизил ключевую ставку до 15% годовых.')).toEqual(
      [],
    );
  });

  it('still stops another country’s initials in the same line', () => {
    expect(names(RATE, 'ru', 'ЦБ США 12 декабря понизил ключевую ставку до 15% годовых.')).toEqual([
      'США',
    ]);
  });

  it('keeps a name’s initials without its accents ("EAU"), stops another country’s', () => {
    expect(names(EMIRATES, 'fr', 'La banque centrale des EAU baisse son taux directeur.')).toEqual(
      [],
    );
    expect(names(EMIRATES, 'fr', 'La banque centrale des USA baisse son taux directeur.')).toEqual([
      'USA',
    ]);
  });
});
