/** Whatever the text, a normal card line of the embedded writer is a whole sentence of it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeLocally } from './local-writer.ts';

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
          prompt: '',
          sourceText: text,
          parameters: { max_new_tokens: 200, temperature: 0.7 },
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
