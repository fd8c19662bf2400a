import { describe, expect, it } from 'vitest';
import { markedThreadPosts, SMALL_MODEL_MAX_SOURCE_CHARS } from '#core/index.ts';
import type { AuthorPost } from '../posts/author-post.ts';
import type { FetchedPost, GenerationRequest } from '../services.ts';
import { fitWrittenThread, readWrittenThread } from './written-thread.ts';

const post = (n: number, text: string, choices: Partial<AuthorPost> = {}): AuthorPost => ({
  id: String(n),
  text,
  url: `https://x.com/ana/status/${n}`,
  ...choices,
});

const asked: FetchedPost = {
  network: 'x',
  id: '2',
  username: 'ana',
  displayName: 'Ana',
  profileImage: '',
  tweetText: 'Two',
  facts: { replyTo: 'ben', threadLength: 4, quotes: 'cara' },
};

const requestFor = (sourceText: string): GenerationRequest => ({
  kind: 'summary',
  mode: 'normal',
  prompt: sourceText,
  sourceText,
  parameters: { temperature: 0.7, max_new_tokens: 200 },
});

describe('readWrittenThread', () => {
  it('reads every post but those behind a warning, labelled or closed to quoting; the asked one always', () => {
    const thread = readWrittenThread({
      ...asked,
      contentWarning: 'spoilers',
      authorThread: [
        post(1, 'One', { facts: { linkHosts: ['a.example'], photos: 1 } }),
        post(2, 'Two', { contentWarning: 'spoilers' }),
        post(3, 'Hidden', { contentWarning: 'injury' }),
        post(4, 'Labelled', { adultLabel: true, noindex: true }),
        post(5, 'Gated', { quotingOff: true }),
        post(6, 'Six', { facts: { linkHosts: ['b.example'], photos: 2, mentions: ['dee'] } }),
      ],
    });
    expect(thread?.texts).toEqual(['One', 'Content warning: spoilers\n\nTwo', 'Six']);
    expect(thread?.unrolled.map((item) => item.url)).toEqual([
      'https://x.com/ana/status/1',
      'https://x.com/ana/status/2',
      'https://x.com/ana/status/6',
    ]);
    // The asked post's warning stands for its words on the page.
    expect(thread?.unrolled[1]).not.toHaveProperty('text');
    // The thread's facts: every post's, never the reply or the thread's length.
    expect(thread?.post.facts).toEqual({
      linkHosts: ['a.example', 'b.example'],
      mentions: ['dee'],
      photos: 3,
      quotes: 'cara',
    });
  });

  it('reads a post alone when fewer than two posts are left', () => {
    expect(readWrittenThread(asked)).toBeUndefined();
    expect(
      readWrittenThread({
        ...asked,
        authorThread: [post(1, 'Hidden', { contentWarning: 'x' }), post(2, 'Two')],
      }),
    ).toBeUndefined();
  });
});

describe('fitWrittenThread', () => {
  const long = Array.from({ length: 25 }, (_, index) =>
    post(index + 1, `${index + 1}/25 ${'word '.repeat(80)}`),
  );
  const thread = readWrittenThread({ ...asked, authorThread: long });

  it('keeps to the small model’s limit with a generator that cannot count, cutting the middle', () => {
    if (!thread) throw new Error('expected a thread');
    const fitted = fitWrittenThread(thread, {}, requestFor);
    expect(fitted.request.sourceText.length).toBeLessThanOrEqual(SMALL_MODEL_MAX_SOURCE_CHARS);
    expect(fitted.cut).toBeGreaterThan(0);
    expect(markedThreadPosts(fitted.request.sourceText)).toBe(25);
    expect(fitted.request.sourceText).toContain('[Post 25/25]');
  });

  it('asks a generator that counts its own', () => {
    if (!thread) throw new Error('expected a thread');
    const whole = fitWrittenThread(thread, { sourceFits: () => true }, requestFor);
    expect(whole.cut).toBe(0);
    expect(whole.request.sourceText.length).toBeGreaterThan(SMALL_MODEL_MAX_SOURCE_CHARS);
  });

  it('keeps to the small model’s limit when the generator’s own count fails (a model closing as it counts): the card is still made', () => {
    if (!thread) throw new Error('expected a thread');
    const failing = {
      sourceFits: () => {
        throw new Error('the model was disposed');
      },
    };
    const fitted = fitWrittenThread(thread, failing, requestFor);
    expect(fitted.request.sourceText.length).toBeLessThanOrEqual(SMALL_MODEL_MAX_SOURCE_CHARS);
    expect(fitted.cut).toBeGreaterThan(0);
    expect(fitted.request.sourceText).toContain('[Post 25/25]');
  });
});
