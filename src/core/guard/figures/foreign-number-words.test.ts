/**
 * Another Latin-script language's number word counts in a source only where that language is
 * written around it (foreign-number-words.ts): an English post's "Fire danger" holds no four.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map((claim) => claim.text);

describe('number words of another language in a source', () => {
  it('holds no four of an English post’s “Fire danger” (Danish and Norwegian “fire”)', () => {
    const text =
      'Fire danger ratings are expected to reach Extreme in three districts on Monday, the CFS says.';
    expect(
      stopped('Fire danger is expected to reach Extreme in four districts on Monday.', text),
    ).toContain('four');
    expect(
      stopped('Fire danger is expected to reach Extreme in three districts on Monday.', text),
    ).toEqual([]);
  });

  it('holds the number where the language is written around it', () => {
    const text = 'My Norwegian neighbour told me: vi har fire barn og en hund.';
    expect(stopped('The neighbour has four children.', text)).toEqual([]);
    expect(stopped('The neighbour has five children.', text)).toEqual(['five']);
  });
});
