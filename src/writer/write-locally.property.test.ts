/** Whatever the text, a normal card line of the embedded writer is a whole sentence of it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postLength, shapeThread } from '#core/index.ts';
import { writeLocally } from './write-locally.ts';

const WORDS = [
  'the',
  'a',
  'and',
  'but',
  'or',
  'of',
  'to',
  'with',
  'for',
  'my',
  'their',
  'whose',
  'which',
  'city',
  'council',
  'voted',
  'bike',
  'lanes',
  'people',
  'parking',
  'shop',
  'owners',
  'worried',
  'Reddit',
  'moderators',
  'remove',
  'comments',
  'new',
  'quickly',
  'is',
  'was',
  'will',
  'build',
  'React',
  'tutorial',
  'yeah',
  'hey',
  'you',
  'it',
  'we',
  'data',
  'service',
  'users',
  'normal',
];
const ENDINGS = ['.', '!', '?', ',', '', ':', ' …', ';'];

const sentence = fc
  .tuple(
    fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 40 }),
    fc.constantFrom(...ENDINGS),
  )
  .map(([words, end]) => {
    const text = words.join(' ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}${end}`;
  });
const post = fc
  .tuple(fc.array(sentence, { minLength: 1, maxLength: 8 }), fc.constantFrom(' ', '\n', '\n\n'))
  .map(([sentences, gap]) => sentences.join(gap));

/** Ends that leave a clause open: a conjunction, article, question word, possessive or mark. */
const OPEN_END = /(?:\b(?:and|or|but|a|the|whose|which|my|their)|[,;:–—-])…?$/iu;
/** A preposition may end a sentence with its own full stop, not an unfinished one. */
const OPEN_PREPOSITION = /\b(?:of|to|with|for)$/iu;

describe('the embedded writer’s normal lines, for any text', () => {
  it('are whole sentences of the text, or their opening cut at a clause when too long', () => {
    fc.assert(
      fc.property(post, (text) => {
        const raw = writeLocally({
          kind: 'summary',
          mode: 'normal',
          sourceText: text,
          parameters: { temperature: 0.7 },
        });
        const flat = text.replace(/\s+/g, ' ').toLowerCase();
        for (const line of raw.split('\n').filter(Boolean)) {
          const body = line.replace(/^- /, '');
          expect(body).not.toMatch(OPEN_END);
          expect(body).not.toMatch(OPEN_PREPOSITION);
          const core = body
            .replace(/…$/u, '')
            .replace(/[.!?]$/u, '')
            .toLowerCase();
          expect(flat).toContain(core);
          if (body.endsWith('…')) expect(body.length).toBeLessThanOrEqual(170);
        }
      }),
      { numRuns: 300, seed: 17 },
    );
  });
});

describe('the embedded writer’s threads, for any text with links', () => {
  const link = fc
    .tuple(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 10, max: 280 }))
    .map(([n, length]) =>
      `https://example.org/${n}/${'segment-'.repeat(40)}`.slice(0, length + 20),
    );
  const plainSentence = fc
    .array(fc.constantFrom(...WORDS), { minLength: 3, maxLength: 25 })
    .map((words) => `${words.join(' ').replace(/^./u, (c) => c.toUpperCase())}.`);
  const text = fc
    .tuple(
      fc.array(plainSentence, { minLength: 1, maxLength: 30 }),
      fc.array(link, { minLength: 1, maxLength: 2 }),
    )
    .map(([sentences, links]) => {
      const all = [...sentences];
      links.forEach((url, index) => {
        all.splice((index * 7) % (all.length + 1), 0, `Read it at ${url} before Friday.`);
      });
      return { text: all.join(' '), links };
    });

  it('carries every link whole, in posts X accepts, without cutting a sentence', () => {
    fc.assert(
      fc.property(text, ({ text: source, links }) => {
        const raw = writeLocally({
          kind: 'thread',
          style: 'standard',
          sourceText: source,
          parameters: { temperature: 0.7 },
        });
        const posts = shapeThread(raw, source, 'standard', () => 0);
        const all = posts.join('\n');
        for (const url of links) expect(all).toContain(`Read it at ${url} before Friday.`);
        expect(all).not.toContain('…');
        for (const post of posts) expect(postLength(post)).toBeLessThanOrEqual(280);
      }),
      { numRuns: 150, seed: 14 },
    );
  });
});
