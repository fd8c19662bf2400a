import { describe, expect, it } from 'vitest';
import { authorWords, markedThreadText, quotedPostText, warnedPostText } from './index.ts';

describe('authorWords', () => {
  it('keeps a post’s own words, not its warning nor the post it quotes', () => {
    const text = [
      warnedPostText('US politics'),
      'Polls open at 7am.\n\nBring an ID.',
      quotedPostText('countyclerk', 'Polls open at 7am.\n\nLines were long last time.'),
    ].join('\n\n');
    expect(authorWords(text)).toBe('Polls open at 7am.\n\nBring an ID.');
  });

  it('reads every post of a marked thread without its mark, cut line, warning or quote', () => {
    const text = markedThreadText(
      [
        'We cleaned the river.',
        `${warnedPostText('injury')}\n\nA volunteer cut a hand.`,
        `${quotedPostText('rivertrust', 'Thank you all!')}`,
        'Sign up at the library.',
      ],
      9,
      [1, 2, 5, 9],
    );
    expect(authorWords(text)).toBe(
      'We cleaned the river.\n\nA volunteer cut a hand.\n\nSign up at the library.',
    );
  });

  it('leaves a pasted text as its author wrote it', () => {
    const text = 'Quiz night at the Anchor was packed.\n\nThe band played until late.';
    expect(authorWords(text)).toBe(text);
  });
});
