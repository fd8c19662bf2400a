import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

/** The names the guard stops in a Normal line of a Dutch text. */
const names = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'nl' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const BTW = 'Het kabinet wil de btw op groente verlagen.';
const HUREN = 'De huren stegen vorig jaar met 8 procent.';
const ZWEMBADEN = 'De gemeente sluit drie zwembaden vanwege personeelstekort.';

describe('a Dutch first word compounding a Dutch word and the source’s or Dutch’s', () => {
  it.each([
    [BTW, 'Belastingverlaging: btw op groente omlaag.'],
    [HUREN, 'Huurstijging: 8 procent erbij.'],
    [HUREN, 'Prijsstijging: huren 8 procent hoger.'],
    [ZWEMBADEN, 'Zwembadsluiting: drie baden dicht.'],
    [
      'De gemeente verhoogt de parkeertarieven met 20 procent.',
      'Parkeertariefverhoging: 20 procent duurder.',
    ],
  ])('is no name: %s → %s', (text, line) => {
    expect(names(text, line)).toEqual([]);
  });

  it.each([
    [HUREN, 'Zoetermeer: huren 8 procent hoger.', 'Zoetermeer'],
    [HUREN, 'Hardenberg: huren 8 procent hoger.', 'Hardenberg'],
    [HUREN, 'Vesteda verhoogt huren met 8 procent.', 'Vesteda'],
    [BTW, 'Belastingverlaging in Zoetermeer: btw op groente omlaag.', 'Zoetermeer'],
  ])('a place or firm in its place is still stopped: %s → %s', (text, line, name) => {
    expect(names(text, line)).toContain(name);
  });

  it('is read in a Dutch line only: an English line’s first word is the English reader’s', () => {
    const source = claimSource({ text: 'The rents rose 8 percent last year.', lang: 'en' });
    const claims = unsupportedClaims('Huurstijging: 8 percent.', source, 'normal');
    expect(claims.map((claim) => claim.text)).toContain('Huurstijging');
  });
});
