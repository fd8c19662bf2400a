/**
 * A source compound's short first part before another German word (source-head-compounds.ts),
 * read by unsupportedClaims in a German line: the noun is kept, a name made so is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const HANDY =
  'Gerücht 📱: Das iPhone 18 Pro soll im September mit 48-MP-Teleobjektiv und 5.000-mAh-Akku kommen, Preis ab 1.299 €.';
const VORRAT = 'Vor dem Feiertag melden die Supermärkte wieder Hamsterkäufe bei Mehl und Nudeln.';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'de' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a source compound’s first part before another German word', () => {
  it('keeps "Telekamera" of "Teleobjektiv", alone or after a figure and its unit', () => {
    expect(claims('Es soll eine 48-MP-Telekamera bekommen.', HANDY)).toEqual([]);
    expect(claims('Die Telekamera hat 48 MP.', HANDY)).toEqual([]);
  });

  it('still stops a name whose first part is shorter, or that opens on no source word', () => {
    // "Ham-" opens "Hamsterkäufe" and "berge" is a word, but a town is made so as often.
    expect(claims('Die Supermärkte in Hamberge melden wieder Hamsterkäufe.', VORRAT)).toEqual([
      'name:Hamberge',
    ]);
    expect(claims('Es soll eine 48-MP-Telekamera aus Teltow bekommen.', HANDY)).toEqual([
      'name:Teltow',
    ]);
  });
});
