import { describe, expect, it } from 'vitest';
import {
  fitAuthorThread,
  markedThreadPosts,
  markedThreadText,
  threadCutNote,
  threadLabel,
  threadPromptRule,
  unmarkThreadText,
  wholeThreadHeading,
} from './author-thread.ts';
import { buildSummaryPrompt } from './build-prompt.ts';
import { smallModelSummaryPrompt } from './small-model-prompts.ts';

const posts = Array.from({ length: 25 }, (_, index) => `Post number ${index + 1} of the thread.`);

describe('the thread as the writer reads it', () => {
  it('marks each post with its place in the thread', () => {
    const text = markedThreadText(posts.slice(0, 3), 3);
    expect(text).toBe(
      '[Post 1/3]\nPost number 1 of the thread.\n\n[Post 2/3]\nPost number 2 of the thread.\n\n[Post 3/3]\nPost number 3 of the thread.',
    );
    expect(markedThreadPosts(text)).toBe(3);
    expect(markedThreadPosts('A post that says [Post 1/3] somewhere.')).toBe(0);
  });

  it('reads as prose for the rules writer: no marks, no cut line, each post a paragraph', () => {
    const fitted = fitAuthorThread(posts, (text) => text.length < 300);
    expect(fitted.text).toContain('posts in the middle of the thread left out');
    const prose = unmarkThreadText(fitted.text);
    expect(prose).not.toMatch(/\[Post|left out/);
    expect(prose.split('\n\n')).toEqual(fitted.kept.map((number) => posts[number - 1]));
    expect(unmarkThreadText('[Post 1/3] is how my post starts.')).toBe(
      '[Post 1/3] is how my post starts.',
    );
  });

  it('gives a thread that fits whole, whole', () => {
    const fitted = fitAuthorThread(posts, () => true);
    expect(fitted.cut).toBe(0);
    expect(fitted.kept).toHaveLength(25);
    expect(fitted.text).toBe(markedThreadText(posts, 25));
  });

  it('keeps the first and last posts and cuts the middle when the whole does not fit', () => {
    const limit = 400;
    const tries: string[] = [];
    const fitted = fitAuthorThread(posts, (text) => {
      tries.push(text);
      return text.length <= limit;
    });
    expect(fitted.text.length).toBeLessThanOrEqual(limit);
    expect(fitted.kept[0]).toBe(1);
    expect(fitted.kept.at(-1)).toBe(25);
    expect(fitted.cut).toBe(25 - fitted.kept.length);
    expect(fitted.cut).toBeGreaterThan(0);
    // The first half from the start, the rest from the end, in order.
    const front = fitted.kept.filter((number) => number <= 12);
    const back = fitted.kept.filter((number) => number > 12);
    expect(front).toEqual(front.map((_, index) => index + 1));
    expect(back).toEqual(back.map((_, index) => 25 - back.length + index + 1));
    expect(front.length - back.length).toBeLessThanOrEqual(1);
    // One more post would not have fitted: as many as fit are kept.
    const oneMore = fitAuthorThread(posts, (text) => text.length <= limit + 60);
    expect(oneMore.kept.length).toBeGreaterThan(fitted.kept.length);
    expect(fitted.text).toContain(`[${fitted.cut} posts in the middle of the thread left out]`);
    // Found by halving, not by trying every count.
    expect(tries.length).toBeLessThanOrEqual(6);
  });

  it('keeps at least the first and last posts, even when they alone do not fit', () => {
    const fitted = fitAuthorThread(posts, () => false);
    expect(fitted.kept).toEqual([1, 25]);
    expect(fitted.cut).toBe(23);
  });

  it('says one post left out in the singular: a 3-post thread cut to its ends', () => {
    const fitted = fitAuthorThread(posts.slice(0, 3), () => false);
    expect(fitted.kept).toEqual([1, 3]);
    expect(fitted.cut).toBe(1);
    expect(fitted.text).toContain('[1 post in the middle of the thread left out]');
    expect(fitted.text).not.toContain('1 posts');
    expect(unmarkThreadText(fitted.text).split('\n\n')).toEqual([posts[0], posts[2]]);
  });
});

describe('what the card, its page and the prompt say of a thread', () => {
  it('has the product’s words', () => {
    expect(threadLabel(12)).toBe('Thread · 12 posts');
    expect(wholeThreadHeading(25)).toBe('The whole thread (25 posts)');
    expect(threadCutNote(9)).toMatch(/^9 posts in its middle were left out: /);
    expect(threadCutNote(1)).toMatch(/^1 post in its middle was left out: /);
  });

  it('asks every model to write about the thread as a whole, and only of a thread', () => {
    const text = markedThreadText(posts.slice(0, 4), 4);
    const rule = threadPromptRule(text) ?? '';
    expect(rule).toContain('thread of 4 posts');
    expect(rule).toContain('The first line may say what the thread is about as a whole.');
    // In a small model's user turn: its instructions stay the same for every post (read ahead).
    expect(smallModelSummaryPrompt('normal', { text }).user).toContain(rule);
    expect(smallModelSummaryPrompt('normal', { text }).system).toBe(
      smallModelSummaryPrompt('normal', { text: 'One post alone.' }).system,
    );
    expect(buildSummaryPrompt('troll', text)).toContain(rule);
    expect(threadPromptRule('One post alone.')).toBeUndefined();
    expect(smallModelSummaryPrompt('normal', { text: 'One post alone.' }).user).not.toContain(
      'thread',
    );
  });
});
