/** A source's "June 3 to 5": its last day a day of June (date-pairs.ts), as a line's "June 3-5". */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map((claim) => claim.text);

describe('a range of days after a month’s name in the source', () => {
  const text = 'The fair runs June 3 to 5 at the convention center.';

  it('keeps the range written with a dash, either order', () => {
    expect(claims(text, 'The fair runs June 3-5.')).toEqual([]);
    expect(claims(text, 'The fair runs 3-5 June.')).toEqual([]);
  });

  it('stops the range’s end changed', () => {
    expect(claims(text, 'The fair runs June 3-6.')).toEqual(['6']);
  });

  it('reads no day after a comma: "June 3, 5 people"', () => {
    const crash = 'On June 3, 5 people were hurt in the crash.';
    expect(claims(crash, 'Five people were hurt on June 3.')).toEqual([]);
    expect(claims(crash, 'The crash happened on June 5.')).toEqual(['5']);
  });
});
