import { describe, expect, it } from 'vitest';
import { clauseMeaningClaims } from './clause-meaning-claims.ts';
import { claimSource } from './index.ts';

const read = (text: string, line: string) =>
  clauseMeaningClaims(line, claimSource({ text, lang: 'en' }));

describe('a clause of the source said otherwise', () => {
  it('is stopped, whichever reader sees it', () => {
    // A negation word added, other words of refusal, a direction turned round.
    expect(
      read(
        'The bridge reopens to cars on Monday.',
        'The bridge does not reopen to cars on Monday.',
      ),
    ).not.toEqual([]);
    expect(
      read(
        'Riverton City Council voted on Tuesday to approve the plan for bike lanes.',
        'The council refused to approve the plan for bike lanes.',
      ),
    ).not.toEqual([]);
    expect(
      read(
        'The median home price rose 3.2 percent in May.',
        'The median home price fell 3.2% in May.',
      ),
    ).not.toEqual([]);
  });

  it('keeps the same clauses said as the source says them', () => {
    expect(
      read('The bridge reopens to cars on Monday.', 'The bridge reopens to cars on Monday.'),
    ).toEqual([]);
    expect(
      read('The median home price rose 3.2 percent in May.', 'Home prices climbed 3.2% in May.'),
    ).toEqual([]);
  });
});
