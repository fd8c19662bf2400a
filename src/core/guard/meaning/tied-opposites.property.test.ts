/**
 * The general rule of tied-opposites.ts, over its own word lists: a sentence said again (its figure
 * moved) is kept, its one listed word turned to a word of the group's other side is stopped, and
 * that turned word after a negation is left to the negation readers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONVERSE_GROUPS, TIED_OPPOSITES } from './tied-opposites.data.ts';
import { tiedOpposites } from './tied-opposites.ts';

const NEGATION: Readonly<Record<string, string>> = {
  en: 'not',
  de: 'nicht',
  es: 'no',
  fr: 'pas',
  id: 'tidak',
  sv: 'inte',
  ru: 'не',
  el: 'δεν',
};

/** Each language's groups' whole words (no stems, no phrases, no verb split from its particle). */
const CHOICES = Object.entries(NEGATION).flatMap(([lang, negation]) =>
  Object.entries(TIED_OPPOSITES[lang] ?? {})
    .filter(([group]) => !CONVERSE_GROUPS.has(group))
    .map(([group, [up, down]]) => {
      const whole = (words: string) =>
        words.split(' ').filter((word) => !word.endsWith('-') && !/[_+]/u.test(word));
      return { lang, group, negation, up: whole(up), down: whole(down) };
    })
    .filter((choice) => choice.up.length > 0 && choice.down.length > 0),
);

const cases = fc
  .constantFrom(...CHOICES)
  .chain((choice) =>
    fc.record({
      choice: fc.constant(choice),
      flip: fc.boolean(),
      said: fc.constantFrom(...choice.up),
      turned: fc.constantFrom(...choice.down),
      figure: fc.integer({ min: 1, max: 2999 }),
      front: fc.boolean(),
    }),
  )
  .map(({ choice, said, turned, figure, front, flip }) => {
    // Either side may be the source's: the rule has no favourite.
    const [own, other] = flip ? [turned, said] : [said, turned];
    const line = (word: string) =>
      front ? `${figure}: Ostrava ${word}.` : `Ostrava ${word} ${figure}.`;
    return { ...choice, text: `Ostrava ${own} ${figure}.`, own, other, line };
  });

describe('tied opposites (property)', () => {
  it('keeps the sentence said again, stops its word turned, leaves a negated turn alone', () => {
    fc.assert(
      fc.property(cases, ({ lang, text, own, other, line, negation }) => {
        const source = { text, langs: [lang] };
        expect(tiedOpposites(line(own), source)).toEqual([]);
        expect(tiedOpposites(line(other), source)).toEqual([other]);
        expect(tiedOpposites(line(`${negation} ${other}`), source)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
