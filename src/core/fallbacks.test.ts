import { describe, expect, it } from 'vitest';
import { FALLBACK_MEME_CAPTION, FALLBACK_SUMMARY, FALLBACK_THREAD } from './fallbacks.ts';

describe('fallbacks', () => {
  it('falls back to three distinct summary lines without bullet characters', () => {
    expect(FALLBACK_SUMMARY).toHaveLength(3);
    expect(new Set(FALLBACK_SUMMARY).size).toBe(3);
    for (const line of FALLBACK_SUMMARY) {
      expect(line.trim().length).toBeGreaterThanOrEqual(10);
      expect(line).not.toMatch(/[•\-*]\s/);
    }
  });

  it('falls back to four distinct posts that each fit in a post', () => {
    expect(FALLBACK_THREAD).toHaveLength(4);
    expect(new Set(FALLBACK_THREAD).size).toBe(4);
    for (const post of FALLBACK_THREAD) expect(post.length).toBeLessThanOrEqual(280);
  });

  it('falls back to a pizza and gym joke caption of at most 40 words', () => {
    expect(FALLBACK_MEME_CAPTION).toMatch(/pizza/i);
    expect(FALLBACK_MEME_CAPTION).toMatch(/gym/i);
    expect(FALLBACK_MEME_CAPTION.split(/\s+/).length).toBeLessThanOrEqual(40);
    expect(FALLBACK_MEME_CAPTION).toMatch(/^[\p{L}\p{N} .,!?'"\-:;]+$/u);
  });
});
