import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '#core/index.ts';
import { bestUnusedSentences, saysAgain } from './best-unused-sentences.ts';

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

  it('gives no sentence a kept line already says in other words, and keeps the ones with facts of their own', () => {
    const used = [
      'The outage lasted 47 minutes and started with a migration that locked writes on a big table.',
    ];
    const found = bestUnusedSentences(POST, used, { count: 4, maxChars: 170 });
    expect(found.some((sentence) => /down for 47 minutes/.test(sentence))).toBe(false);
    expect(found.some((sentence) => /^Lesson/.test(sentence))).toBe(true);
    expect(found.some((sentence) => /^Root cause/.test(sentence))).toBe(true);
  });
});

describe('saysAgain', () => {
  it('tells a paraphrase of a kept line from a sentence with a fact of its own', () => {
    const kept = ['Quiz night at the Anchor was packed.', 'The kitchen ran out of mushy peas.'];
    expect(saysAgain('The Anchor’s quiz night was packed.', kept)).toBe(true);
    expect(saysAgain('Mushy peas ran out in the kitchen.', kept)).toBe(true);
    expect(saysAgain('The band played until late.', kept)).toBe(false);
    // Two facts in one kept line: each of them is said.
    expect(
      saysAgain('We started in May with 14 volunteers.', [
        'In May, 14 volunteers and a boat started the clean-up.',
      ]),
    ).toBe(true);
    expect(saysAgain('We started in May with 14 volunteers.', ['The river is clean again.'])).toBe(
      false,
    );
  });
});
