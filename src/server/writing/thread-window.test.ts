import { describe, expect, it } from 'vitest';
import { SMALL_MODEL_MAX_SOURCE_CHARS } from '#core/index.ts';
import { TEAM_SENTENCES } from '#test/thread-texts.ts';
import { LOCAL_WRITER_NAME } from '../generation/providers/index.ts';
import type { GenerationRequest, Services, TextGenerator } from '../services.ts';
import { threadWindow } from './thread-window.ts';

const TEXT = TEAM_SENTENCES.join(' ');

/** The services with only a generator: all the window asks of them. */
const writingWith = (generator: Partial<TextGenerator>): Services =>
  ({ generator: { name: 'embedded', generate: async () => '', ...generator } }) as Services;

const requestFor = (sourceText: string): GenerationRequest => ({
  kind: 'thread',
  style: 'standard',
  prompt: sourceText,
  sourceText,
  parameters: { temperature: 0.9, max_new_tokens: 1000 },
});

describe('threadWindow', () => {
  it('gives a model the whole sentences its prompt takes, and counts the rest as left', async () => {
    const writing = writingWith({ sourceFits: (request) => request.sourceText.length <= 400 });
    const window = await threadWindow(TEXT, 0, 'x', writing, requestFor);
    // The most whole sentences within 400 characters: the model is never given half of one.
    let given = 0;
    while (TEAM_SENTENCES.slice(0, given + 1).join(' ').length <= 400) given += 1;
    expect(window.text).toBe(TEAM_SENTENCES.slice(0, given).join(' '));
    expect(window.next).toBe(given);
    expect(window.left).toEqual({
      sentences: TEAM_SENTENCES.length - given,
      characters: TEAM_SENTENCES.slice(given).join(' ').length,
    });
    // Continue: the next run, from where this one stopped.
    const next = await threadWindow(TEXT, given, 'x', writing, requestFor);
    expect(next.text.startsWith(TEAM_SENTENCES[given] ?? '?')).toBe(true);
  });

  it('gives a model with no count of its own all that is left, and one sentence when none fits', async () => {
    const all = await threadWindow(TEXT, 3, 'x', writingWith({}), requestFor);
    expect(all.text).toBe(TEAM_SENTENCES.slice(3).join(' '));
    expect(all.left).toBeUndefined();
    const none = await threadWindow(
      TEXT,
      0,
      'x',
      writingWith({ sourceFits: () => false }),
      requestFor,
    );
    expect(none.text).toBe(TEAM_SENTENCES[0]);
    expect(none.next).toBe(1);
  });

  it('reads a count that fails as the small model’s character limit', async () => {
    const long = `${'A plain sentence about the town and its new library. '.repeat(200)}`.trim();
    const failing = writingWith({
      sourceFits: () => {
        throw new Error('the model is closing');
      },
    });
    const window = await threadWindow(long, 0, 'x', failing, requestFor);
    expect(window.text.length).toBeLessThanOrEqual(SMALL_MODEL_MAX_SOURCE_CHARS);
    expect(window.text.length).toBeGreaterThan(SMALL_MODEL_MAX_SOURCE_CHARS - 60);
    expect(window.left?.sentences).toBeGreaterThan(0);
  });

  it('gives the rules writer what five of its posts hold', async () => {
    const writing = writingWith({ name: LOCAL_WRITER_NAME });
    const window = await threadWindow(TEXT, 0, 'x', writing, requestFor);
    expect(window.next).toBeGreaterThan(10);
    expect(window.next).toBeLessThan(TEAM_SENTENCES.length);
    expect(window.text).toBe(TEAM_SENTENCES.slice(0, window.next).join(' '));
  });
});
