/**
 * A compass point turned round (direction-words.data.ts, read by sentence-directions.ts; the sixth set of documents): "diverted
 * two miles west via Hardy Road" of "via the Hardy Road bridge, about two miles to the east" is
 * stopped; the same point, and a point of another place the source names, are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { sentenceDirections } from './sentence-directions.ts';

const turned = (text: string, line: string) =>
  sentenceDirections(line, claimSource({ text, lang: 'en' }));

const DETOUR =
  'Lorries will be diverted via the Mill Lane crossing, about three miles to the north, which the council said could add 20 minutes. The ferry on the south bank keeps running.';

describe('a compass point turned round', () => {
  it('stops it', () => {
    expect(turned(DETOUR, 'Lorries will be diverted three miles south via Mill Lane.')).toEqual([
      'south',
    ]);
  });

  it('keeps the same point, and another place’s point', () => {
    expect(turned(DETOUR, 'Lorries will be diverted three miles north via Mill Lane.')).toEqual([]);
    expect(turned(DETOUR, 'The ferry on the south bank keeps running.')).toEqual([]);
  });
});
