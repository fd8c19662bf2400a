import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const BULLETIN =
  'Fire danger ratings are expected to reach Extreme in the Flinders, Mid North and Eastern Eyre Peninsula districts on Monday.';

describe('a count of the names a source lists before their noun', () => {
  it('holds "three districts" of three districts named', () => {
    expect(claims('Fire danger may reach Extreme in three districts on Monday.', BULLETIN)).toEqual(
      [],
    );
  });

  it('holds no other count of them', () => {
    expect(claims('Fire danger may reach Extreme in four districts on Monday.', BULLETIN)).toEqual([
      'figure:four',
    ]);
  });

  it('counts no names without the noun they are of', () => {
    expect(
      claims('Three towns were hit.', 'Storms hit Flinders, Mid North and Eyre on Monday.'),
    ).toEqual(['figure:Three']);
  });
});

describe('a longer list of names', () => {
  it('is counted for none of its runs', () => {
    const names =
      'Ash, Birch, Cedar, Elm, Fir, Hazel, Larch, Maple, Oak, Pine, Rowan, Spruce, Willow and Yew';
    expect(claims('Twelve parks were closed.', `The ${names} parks were closed.`)).toEqual([
      'figure:Twelve',
    ]);
  });
});
