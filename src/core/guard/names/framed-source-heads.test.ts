/**
 * A German compound lengthening the post's own noun between the post's words around it
 * (framed-source-heads.ts): "und Hagelkörner bis" of "und Hagel bis" says the post's hail more
 * exactly. The same compound elsewhere, or a name made on a post's word in another frame, is read
 * as before.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const HAIL =
  'Unwetterwarnung für den Raum Stuttgart: Heute Gewitter mit Starkregen bis 40 Litern und Hagel bis 3 cm. Bitte Keller sichern!';

const names = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'de' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('lengthensFramedSourceWord: the post’s noun lengthened in its own frame', () => {
  it('keeps "und Hagelkörner bis" of "und Hagel bis"', () => {
    expect(
      names('Es drohen Starkregen bis 40 Litern und Hagelkörner bis drei Zentimeter.', HAIL),
    ).toEqual([]);
  });

  it('reads the compound as before where the post has other words round its noun', () => {
    expect(names('Laut Hagelkörner drohen heute Gewitter in Stuttgart.', HAIL)).toEqual([
      'Hagelkörner',
    ]);
  });
});
