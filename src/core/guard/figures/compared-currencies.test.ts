/** An old amount compared with a priced one carries its currency (compared-currencies.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const PARKING =
  'Desde el 1 de marzo, la hora de aparcamiento en zona azul costará 1,10 euros, frente a los 0,85 actuales.';
const RENT =
  'Ab Januar kostet der Stellplatz 95 Euro im Monat, gegenüber 80 bisher. Der Keller misst 12 Quadratmeter gegenüber 9 vorher.';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('addComparedCurrencies', () => {
  it('keeps the old amount in the currency the new one is written in', () => {
    expect(
      stopped('La hora en zona azul costará 1,10 €, frente a los 0,85 € de ahora.', PARKING, 'es'),
    ).toEqual([]);
    expect(stopped('Der Stellplatz kostet 95 € statt bisher 80 €.', RENT, 'de')).toEqual([]);
  });

  it('still stops an old amount the source never gives', () => {
    expect(
      stopped('La hora en zona azul costará 1,10 €, frente a los 0,95 € de ahora.', PARKING, 'es'),
    ).toEqual(['0,95 €']);
  });

  it('gives no currency to an amount of another sentence or with its own unit', () => {
    // "9 vorher" compares square metres: no euro of the sentence before reaches it.
    expect(stopped('Der Keller kostet jetzt 9 Euro mehr.', RENT, 'de')).toEqual(['9 Euro']);
  });
});
