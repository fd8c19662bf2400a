import { describe, expect, it } from 'vitest';
import {
  answerFromUnits,
  answerUnits,
  checkUnits,
  claimSource,
  claimTexts,
  shapeSummary,
  shapeThread,
  shownUnits,
  splitGifWords,
} from '../index.ts';

const source = claimSource({ text: 'The kitchen ran out of fish by eight. The quiz ran late.' });

describe('an answer as the guard reads it', () => {
  it('reads a card’s lines, a caption without its GIF words, and a thread’s posts without counters', () => {
    expect(
      answerUnits('Sure! Here are the lines:\n\n1. **One line.**\n2. Two lines.', 'lines'),
    ).toEqual(['One line.', 'Two lines.']);
    expect(answerUnits('When the fish runs out\n\u2063gif:sad fish', 'caption')).toEqual([
      'When the fish runs out',
    ]);
    expect(
      answerUnits('1/4 The kitchen ran out.\n\n2/4 The quiz ran late. (2/4)', 'posts'),
    ).toEqual(['The kitchen ran out.', 'The quiz ran late.']);
  });

  it('puts an answer back together that the shapers read as they read the model’s', () => {
    const lines = ['The kitchen ran out of fish by eight.', 'The quiz ran late into the night.'];
    expect(shapeSummary(answerFromUnits(lines, 'lines'), '')).toEqual([
      ...lines,
      expect.any(String),
    ]);
    const raw = 'When the fish runs out\n\u2063gif:sad fish';
    expect(splitGifWords(answerFromUnits(['When the quiz runs late'], 'caption', raw))).toEqual({
      caption: 'When the quiz runs late',
      gifWords: 'sad fish',
    });
    const posts = [
      'The kitchen ran out of fish.',
      'The quiz ran late.',
      'Everyone stayed.',
      'See you.',
    ];
    const thread = shapeThread(answerFromUnits(posts, 'posts'), '', 'standard', () => 0);
    expect(thread.slice(0, 3)).toEqual(posts.slice(0, 3));
  });

  it('holds against the answer only the units the card would show', () => {
    const checked = checkUnits(
      [
        'The kitchen ran out of fish by 8.',
        'The pub served 450 guests.',
        'The quiz ran late.',
        'The kitchen ran out of fish by 8.',
        'The quiz ran late into the night.',
        'Tickets cost $25.',
      ],
      source,
      'normal',
    );
    expect(checked.map((unit) => unit.claims.length)).toEqual([0, 1, 0, 0, 0, 1]);
    // Three lines are shown: the repeated one does not count; the sixth was never to be shown.
    expect(shownUnits(checked, 'normal')).toBe(5);
    expect(claimTexts(checked.slice(0, 5))).toEqual(['450']);
    expect(shownUnits(checked, 'meme')).toBe(1);
  });
});
