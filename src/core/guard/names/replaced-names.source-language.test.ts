/**
 * A sentence's first word in a line in the source's own language (replaced-names.ts): a function
 * word of that language's `stopword` list ("Според", according to, in Bulgarian; "Podľa" in Slovak)
 * is no name put in the place of the source's, though the source has none there; a name there,
 * in the source's frame, is still one. The line's languages were English alone where no other was
 * asked for the lines (round forty-eight).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const BUDZHET =
  'Финансовият министър Теменужка Петкова заяви, че второто четене ще е до 20 декември. Петкова заяви също, че дефицитът е 3%.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a function word opening a line in the source’s language', () => {
  it('keeps a first word of the language’s function words', () => {
    expect(
      claims(
        'Според министър Теменужка Петкова второто четене ще мине до 20 декември.',
        BUDZHET,
        'bg',
      ),
    ).toEqual([]);
  });

  it('stops a new name opening the source’s frame', () => {
    expect(claims('Иванова заяви също, че дефицитът е 3%.', BUDZHET, 'bg')).toEqual([
      'name:Иванова',
    ]);
  });
});
