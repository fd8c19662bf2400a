import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '#core/index.ts';
import { bestUnusedSentences } from './best-unused-sentences.ts';

const POST =
  'Our database went down for 47 minutes yesterday. Root cause: a migration added an index on a 900M-row table without CONCURRENTLY, locking writes. The fix took 2 minutes; finding it took 45. Lesson: every migration gets a lock-timeout and a dry run on a prod-sized copy.';

describe('bestUnusedSentences', () => {
  it('gives the post’s best sentences that the card does not say yet, best first', () => {
    const used = ['Our database went down for 47 minutes yesterday.'];
    const found = bestUnusedSentences(POST, used, { count: 2, maxChars: 170 });
    expect(found).toHaveLength(2);
    for (const sentence of found) {
      expect(POST).toContain(sentence.replace(/…$/, ''));
      expect(sentence).not.toMatch(/^Our database went down/);
    }
  });

  it('never repeats a sentence the card already says, nor one of its own', () => {
    const all = bestUnusedSentences(POST, [], { count: 10, maxChars: 170 });
    expect(new Set(all).size).toBe(all.length);
    expect(bestUnusedSentences(POST, all, { count: 3, maxChars: 170 })).toEqual([]);
  });

  it('shortens a long sentence at a clause to the room it is given', () => {
    for (const sentence of bestUnusedSentences(POST, [], { count: 4, maxChars: 60 })) {
      expect(sentence.length).toBeLessThanOrEqual(60);
    }
  });

  it('writes only what the post says: the guard lets every sentence pass', () => {
    const source = claimSource({ text: POST });
    for (const sentence of bestUnusedSentences(POST, [], { count: 4, maxChars: 170 })) {
      expect(unsupportedClaims(sentence, source, 'normal'), sentence).toEqual([]);
    }
  });
});
