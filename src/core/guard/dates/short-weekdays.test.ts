/**
 * A weekday's short name that is an everyday word too (short-weekdays.ts): German "so", Dutch "zo"
 * and "ma" were stopped for a Sunday or a Monday wherever the source named a weekday.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const FEST = 'Das Stadtfest beginnt am Donnerstag, 3. Juli, auf dem Marktplatz.';
const COUNCIL =
  'De gemeenteraad van Utrecht heeft donderdag besloten het parkeertarief te verhogen. De extra opbrengst, naar schatting €4 miljoen per jaar, gaat naar groen.';

describe('a short weekday name written as an everyday word', () => {
  it('keeps "so", "zo" and "zo\'n" where the source names a weekday', () => {
    expect(stopped('Das Stadtfest beginnt am Donnerstag, so die Stadt.', FEST, 'de')).toEqual([]);
    expect(
      stopped('De opbrengst, zo’n 4 miljoen euro per jaar, gaat naar groen.', COUNCIL, 'nl'),
    ).toEqual([]);
    expect(stopped('Het besluit viel donderdag, zo meldt de gemeente.', COUNCIL, 'nl')).toEqual([]);
  });

  it('still reads an abbreviation written as one', () => {
    expect(stopped('Das Stadtfest beginnt am So., 3. Juli.', FEST, 'de')).toEqual(['So']);
    expect(stopped('Geöffnet Di–Fr 9–18 Uhr.', 'Geöffnet Mo–Fr 9–18 Uhr.', 'de')).toEqual(['Di']);
    expect(stopped('Das Stadtfest beginnt am Sonntag.', FEST, 'de')).toEqual(['Sonntag']);
  });
});
