import { describe, expect, it } from 'vitest';
import { NETWORK_POST_RULES } from './network-post-rules.ts';
import { readThreadText, threadLeft, threadSpans } from './thread-window.ts';

const slices = (text: string, spans: { start: number; end: number }[]) =>
  spans.map(({ start, end }) => text.slice(start, end));

describe('readThreadText', () => {
  it('reads a text of up to 20,000 characters whole', () => {
    const text = 'Short. Text.';
    expect(readThreadText(text)).toEqual({ text });
    const exact = `${'a'.repeat(19_990)} end here.`;
    expect(readThreadText(exact)).toEqual({ text: exact });
  });

  it('cuts a longer text after its last sentence within 20,000 characters, and says how much', () => {
    const sentence = 'Dr. Ruiz spoke about the budget for the new school. ';
    const text = sentence.repeat(1_000);
    const read = readThreadText(text);
    expect(read.text.length).toBeLessThanOrEqual(20_000);
    expect(read.text.endsWith('new school.')).toBe(true);
    expect(read.text.length).toBeGreaterThan(20_000 - sentence.length);
    expect(read.cut).toEqual({ characters: text.length - read.text.length });
  });

  it('cuts a text with no sentence end at its last space, never inside a word', () => {
    const text = 'word '.repeat(5_000);
    const read = readThreadText(text);
    expect(read.text).toBe('word '.repeat(4_000).trim());
    expect(read.cut?.characters).toBe(text.length - read.text.length);
  });
});

describe('threadSpans and threadLeft', () => {
  it('counts sentences whole, and one longer than a post as its post-sized pieces', () => {
    const long = `${'one clause after another, '.repeat(40)}the end.`;
    const text = `First sentence. ${long} Last sentence.`;
    const spans = threadSpans(text, NETWORK_POST_RULES.x);
    const parts = slices(text, spans);
    expect(parts[0]).toBe('First sentence.');
    expect(parts.at(-1)).toBe('Last sentence.');
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(NETWORK_POST_RULES.x.length(part)).toBeLessThanOrEqual(280);
    // Pieces are cut at clause marks and keep every word.
    expect(parts.slice(1, -1).join(' ')).toBe(long);
    expect(parts[1]?.endsWith(',')).toBe(true);
    // Mastodon's 500 characters hold more of it at once.
    expect(threadSpans(text, NETWORK_POST_RULES.mastodon).length).toBeLessThan(spans.length);
  });

  it('says what is left from a sentence on, and nothing after the last', () => {
    const text = 'One. Two two. Three three three. ';
    const spans = threadSpans(text, NETWORK_POST_RULES.x);
    expect(threadLeft(text, spans, 1)).toEqual({
      sentences: 2,
      characters: 'Two two. Three three three.'.length,
    });
    expect(threadLeft(text, spans, 3)).toBeUndefined();
  });
});
