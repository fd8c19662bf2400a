/**
 * A century in Roman numerals (roman-centuries.ts, round twenty-two): "XVII веке" of a source's
 * "XVIII веке" changed the century and passed, Roman numerals being no figure read.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { romanCenturies } from './roman-centuries.ts';

const HISTORY =
  'В XVIII веке здесь построили каменный собор, а в 1870-х годах провели железную дорогу.';

const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: HISTORY, lang: 'ru' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a Roman century', () => {
  it("stops a century the source does not give, and keeps the source's", () => {
    expect(claims('Каменный собор построили в XVII веке.')).toEqual(['figure:XVII']);
    expect(claims('Каменный собор построили в XVIII веке.')).toEqual([]);
  });

  it('reads the source’s century in digits too, and the numeral before or after its word', () => {
    expect(
      romanCenturies('Fue construida en el siglo XVIII.', 'Built in the 18th century.'),
    ).toEqual([]);
    expect(romanCenturies('Fue construida en el siglo XVI.', 'Built in the 18th century.')).toEqual(
      ['XVI'],
    );
  });

  it('reads no numeral in a word or in lower case', () => {
    expect(romanCenturies('Louis XIV built it.', HISTORY)).toEqual([]);
    expect(romanCenturies('в xvii веке', HISTORY)).toEqual([]);
  });
});

describe('a Roman or Italian century the source holds in another form', () => {
  it('keeps the century of a source’s year, and stops another', () => {
    const fr = 'La ville a été fondée en 1854.';
    const frClaims = (line: string) =>
      unsupportedClaims(line, claimSource({ text: fr, lang: 'fr' }), 'normal').map(
        (claim) => `${claim.kind}:${claim.text}`,
      );
    expect(frClaims('La ville a été fondée au XIXe siècle.')).toEqual([]);
    expect(frClaims('La ville a été fondée au XVIIIe siècle.')).toEqual([
      'figure:XVIII',
      'name:XVIIIe',
    ]);
  });

  it('reads Italian centuries named by their hundreds both ways', () => {
    const itClaims = (line: string, text: string) =>
      unsupportedClaims(line, claimSource({ text, lang: 'it' }), 'normal').map(
        (claim) => `${claim.kind}:${claim.text}`,
      );
    expect(itClaims('Nel XIX secolo la città crebbe.', 'Nell’Ottocento la città crebbe.')).toEqual(
      [],
    );
    expect(itClaims('Nel Novecento la città crebbe.', 'Nel XX secolo la città crebbe.')).toEqual(
      [],
    );
    expect(itClaims('Nel Novecento la città crebbe.', 'Nel XIX secolo la città crebbe.')).toEqual([
      'figure:Novecento',
      'name:Novecento',
    ]);
    expect(itClaims('La città crebbe nell’Ottocento.', 'La città crebbe nel 1854.')).toEqual([]);
    expect(
      itClaims('Nel XVIII secolo la città crebbe.', 'Nell’Ottocento la città crebbe.'),
    ).toContain('figure:XVIII');
  });
  it('checks the early, mid or late part of the century the line names against the year', () => {
    const es = (line: string) =>
      unsupportedClaims(
        line,
        claimSource({ text: 'La catedral se terminó en 1885.', lang: 'es' }),
        'normal',
      ).map((claim) => `${claim.kind}:${claim.text}`);
    expect(es('La catedral se terminó a finales del siglo XIX.')).toEqual([]);
    expect(es('La catedral se terminó a principios del siglo XIX.')).toEqual([
      'figure:XIX',
      'name:XIX',
    ]);
  });
});
