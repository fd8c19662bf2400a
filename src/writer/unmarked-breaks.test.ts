import { describe, expect, it } from 'vitest';
import { splitAtUnmarkedBreak } from './unmarked-breaks.ts';

describe('an English sentence cut where it shows a seam without a clause mark', () => {
  it('ends a sentence its author left unclosed after code, a quote or a bracket', () => {
    // Recorded post 2023357708301455483 (test/fixtures/x-responses/syndication).
    expect(
      splitAtUnmarkedBreak(
        'Underdocumented: `bun build --compile` supports `--splitting —format=esm` Lazy load code embedded in your single-file executable to improve CLI start time',
      ),
    ).toEqual([
      'Underdocumented: `bun build --compile` supports `--splitting —format=esm`.',
      'Lazy load code embedded in your single-file executable to improve CLI start time',
    ]);
    expect(
      splitAtUnmarkedBreak('We finally shipped "dark mode" Everyone asked for it all year'),
    ).toEqual(['We finally shipped "dark mode".', 'Everyone asked for it all year']);
  });

  it('cuts before a purpose at the end, keeping its words', () => {
    expect(
      splitAtUnmarkedBreak(
        'Lazy load code embedded in your single-file executable to improve CLI start time',
      ),
    ).toEqual([
      'Lazy load code embedded in your single-file executable.',
      'To improve CLI start time',
    ]);
    expect(
      splitAtUnmarkedBreak('The city hired forty new nurses this spring to cover the night shifts'),
    ).toEqual(['The city hired forty new nurses this spring.', 'To cover the night shifts']);
  });

  it('leaves whole what a cut would break', () => {
    for (const sentence of [
      // "to" belongs to the verb or its object.
      'He asked his manager on Friday to approve the budget before the weekend',
      'We really want the whole team to move faster on the new release',
      'Our small team is finally going to ship the new search next week',
      // "to" completes the word before it.
      'She was the first woman from our town to climb Everest in winter',
      'This is honestly the best way to learn Rust if you already know Go',
      'It is now much easier to deploy the app from your own laptop',
      // A capital after a plain word is more often a title or a name than a new sentence.
      'Last night we watched Frozen with the kids and everyone sang along',
      // A name after code goes on the sentence.
      'The `--watch` Monday run caught three flaky tests before lunch',
      // Nothing to cut at.
      'The new release makes every page load twice as fast on older phones',
    ]) {
      expect(splitAtUnmarkedBreak(sentence), sentence).toBeUndefined();
    }
  });
});
