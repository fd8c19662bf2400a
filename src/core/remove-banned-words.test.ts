import { describe, expect, it } from 'vitest';
import { copiedLine, isCopiedSentence } from './remove-banned-words.ts';
import { shapeSummary } from './shape-summary.ts';

const POST =
  '@ars @verge We were getting data pillaged so much that it was degrading service for normal users! ' +
  'They say the limits are temporary, and users will get more reads next week. ' +
  'Details: https://example.com/limits #TwitterLimits 1/3';

describe('isCopiedSentence', () => {
  it('recognises a sentence or a run of clauses of the post, whatever its case and spaces', () => {
    for (const line of [
      'We were getting data pillaged so much that it was degrading service for normal users!',
      'we were getting data  pillaged so much that it was degrading service for normal users',
      'They say the limits are temporary, and users will get more reads next week.',
      'They say the limits are temporary.',
      'And users will get more reads next week.',
      '“They say the limits are temporary”',
      // Cut short with "…": it may stop at any word.
      'They say the limits are temporary, and users will get…',
    ]) {
      expect(isCopiedSentence(line, POST), line).toBe(true);
    }
  });

  it('reads the post as the writer does: no handles, links, hashtags or thread counters', () => {
    expect(isCopiedSentence('Details.', POST)).toBe(true);
    expect(isCopiedSentence('Details: https://example.com/limits', POST)).toBe(true);
    const listed = 'Lessons:\n1. Talk to users every week.\n- They know what breaks. #ux';
    expect(isCopiedSentence('Talk to users every week.', listed)).toBe(true);
    expect(isCopiedSentence('They know what breaks.', listed)).toBe(true);
  });

  it('does not count a model’s own line, nor a piece that starts or ends inside a clause', () => {
    for (const line of [
      'Users are angry about the limits.',
      'The limits are temporary, they say.',
      'Getting data pillaged so much that it was degrading service for normal users!',
      'They say the limits are temporary, and users will get more reads',
      'They say the limits',
      '',
      '!!!',
    ]) {
      expect(isCopiedSentence(line, POST), line).toBe(false);
    }
    expect(isCopiedSentence('They say the limits are temporary.', undefined)).toBe(false);
    expect(isCopiedSentence('They say the limits are temporary.', '')).toBe(false);
  });

  it('makes a card line of a copied clause without changing its words', () => {
    expect(copiedLine('and  users will get more reads next week.')).toBe(
      'And users will get more reads next week.',
    );
    expect(copiedLine('"users hate it," they said.')).toBe('"users hate it," they said.');
  });
});

describe('the word rule on a card, beside the post', () => {
  it('keeps the author’s copied sentences as written and rewords the model’s own lines', () => {
    const raw = [
      '- We were getting data pillaged so much that it was degrading service for normal users!',
      '- They say the limits are temporary, and users will get more reads next week.',
      '- Users are angry about the limits.',
    ].join('\n');
    expect(shapeSummary(raw, POST)).toEqual([
      'We were getting data pillaged so much that it was degrading service for normal users!',
      'They say the limits are temporary, and users will get more reads next week.',
      'People are angry about the limits.',
    ]);
  });
});
