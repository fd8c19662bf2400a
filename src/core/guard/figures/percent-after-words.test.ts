import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a weak number word before a percentage’s words', () => {
  it('reads "neuf pour cent" as 9%, not "cent" alone', () => {
    const text = 'Le chômage a baissé à 9 % en mars.';
    expect(claims('Le chômage a baissé à neuf pour cent en mars.', text, 'fr')).toEqual([]);
    expect(
      claims(
        'Le chômage a baissé à neuf pour cent en mars.',
        'Le chômage a baissé à 8 % en mars.',
        'fr',
      ),
    ).toEqual(['figure:neuf pour cent']);
  });

  it('reads "one percent" and "un pour cent" as 1%', () => {
    expect(claims('Inflation rose one percent last year.', 'Inflation rose 1% last year.')).toEqual(
      [],
    );
    expect(claims('Inflation rose one percent last year.', 'Inflation rose 2% last year.')).toEqual(
      ['figure:one percent'],
    );
    expect(claims('Les prix ont augmenté de un pour cent.', 'Hausse de 3 %.', 'fr')).toEqual([
      'figure:un pour cent',
    ]);
  });

  it('leaves the weak word alone elsewhere: "un magasin neuf", "one shop"', () => {
    expect(claims('Un magasin neuf a ouvert en ville.', 'Un magasin neuf a ouvert.', 'fr')).toEqual(
      [],
    );
    expect(claims('One shop closed.', 'One of the shops closed.')).toEqual([]);
  });
});
