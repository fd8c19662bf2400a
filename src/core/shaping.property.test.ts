import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THREAD_STYLE_IDS } from './constants.ts';
import { postLength } from './post-length.ts';
import { shapeMemeCaption } from './shape-meme-caption.ts';
import { shapeSummary } from './shape-summary.ts';
import { shapeThread } from './shape-thread.ts';
import { shapeTroll, TROLL_EMOJIS } from './shape-troll.ts';

const RUNS = { numRuns: 300 };

/** Pieces real model output is made of, so random text hits the shapers' special cases. */
const fragment = fc.oneof(
  fc.constantFrom(
    'Sure! Here is a summary of the tweet:',
    "Here's your thread:",
    'Tweet 1:',
    'Post 2/5:',
    '1/5',
    '3.',
    '- ',
    '• ',
    '**',
    '## ',
    '```',
    '---',
    '[INST]',
    '[/INST]',
    '</s>',
    '<<<END POST abc>>>',
    '"',
    '“',
    '[link]',
    '{name}',
    '#Bitcoin',
    '🧑‍🔧',
    '👍🏽',
    '🇯🇵',
    '😂',
    'https://example.com/a',
    't.co',
    'This tweet says',
    'they',
    'Step 1:',
    'Note:',
    '東京で新しいカフェ',
    'El gobierno aprobó',
    ' ',
    '\n',
    '\n\n',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.stringMatching(/^[A-Za-z]{1,40}$/),
);

/** Any string, often shaped like a model's answer. */
const modelText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join('')),
  fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join(' ')),
  fc.array(fragment, { maxLength: 20 }).map((parts) => parts.join('\n')),
);

/** A random source in [0, 1), replayed from a generated list. */
const randomSource = fc
  .array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1 })
  .map((values) => {
    let index = 0;
    return () => values[index++ % values.length] ?? 0;
  });

describe('shaping properties', () => {
  it('shapeSummary always gives 3 non-empty lines without bullet characters', () => {
    fc.assert(
      fc.property(modelText, modelText, (raw, source) => {
        const lines = shapeSummary(raw, source);
        expect(lines).toHaveLength(3);
        for (const line of lines) {
          expect(line.trim()).not.toBe('');
          expect(line).not.toMatch(/[•●▪\n]/);
        }
      }),
      RUNS,
    );
  });

  it('shapeTroll always gives 3 lines, each with exactly one troll emoji', () => {
    fc.assert(
      fc.property(modelText, randomSource, (raw, random) => {
        const lines = shapeTroll(raw, random);
        expect(lines).toHaveLength(3);
        for (const line of lines) {
          const found = TROLL_EMOJIS.reduce(
            (count, emoji) => count + line.split(emoji).length - 1,
            0,
          );
          expect(found).toBe(1);
        }
      }),
      RUNS,
    );
  });

  it('shapeThread always gives 4-5 non-empty posts within 280 weighted', () => {
    fc.assert(
      fc.property(
        modelText,
        modelText,
        fc.constantFrom(...THREAD_STYLE_IDS),
        randomSource,
        (raw, source, style, random) => {
          const posts = shapeThread(raw, source, style, random);
          expect(posts.length).toBeGreaterThanOrEqual(4);
          expect(posts.length).toBeLessThanOrEqual(5);
          for (const post of posts) {
            expect(post.trim()).not.toBe('');
            expect(postLength(post)).toBeLessThanOrEqual(280);
          }
        },
      ),
      RUNS,
    );
  });

  it('shapeThread keeps posts within 280 weighted for long posts of wide text and emoji', () => {
    const widePost = fc
      .array(
        fc.constantFrom(
          '東京',
          '🧑‍🔧',
          '👍🏽',
          '🇯🇵',
          'é',
          ' ',
          'word ',
          'https://x.com/a ',
          '#Tag ',
        ),
        {
          minLength: 50,
          maxLength: 160,
        },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        fc.array(widePost, { minLength: 1, maxLength: 6 }),
        randomSource,
        (posts, random) => {
          const shaped = shapeThread(posts.join('\n\n'), posts.join(' '), 'standard', random);
          expect(shaped.length).toBeGreaterThanOrEqual(4);
          expect(shaped.length).toBeLessThanOrEqual(5);
          for (const post of shaped) expect(postLength(post)).toBeLessThanOrEqual(280);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('shapeMemeCaption never gives more than 40 words or a disallowed character', () => {
    fc.assert(
      fc.property(modelText, (raw) => {
        const caption = shapeMemeCaption(raw);
        expect(caption.trim()).not.toBe('');
        expect(caption.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(40);
        expect(caption).toMatch(/^[\p{L}\p{M}\p{N} .,!?'"\-:;]+$/u);
      }),
      RUNS,
    );
  });

  it('none of the shapers throws on non-string input from a careless caller', () => {
    for (const value of [undefined, null, 42, {}, []] as unknown as string[]) {
      expect(shapeSummary(value, value)).toHaveLength(3);
      expect(shapeTroll(value, Math.random)).toHaveLength(3);
      expect(shapeThread(value, value, 'standard', Math.random).length).toBeGreaterThanOrEqual(4);
      expect(shapeMemeCaption(value).length).toBeGreaterThan(0);
    }
  });
});
