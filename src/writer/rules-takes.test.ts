/** New takes of the rules writer (issue 40, item 4): another choice of lines while there is one. */
import { describe, expect, it } from 'vitest';
import type { WrittenCardMode } from '#core/index.ts';
import { hasRulesTake, type WriterRequest, writeLocally } from './write-locally.ts';

const POST =
  'We moved our whole database to Postgres last week. The migration took 47 minutes of downtime. ' +
  'Finding the one slow query took two days of staring at logs. The fix itself was a single index. ' +
  'Every migration now gets a dry run on a copy of production first. ' +
  'Our on-call team finally slept through a whole weekend.';

const card = (mode: WrittenCardMode, take?: number, sourceText = POST): WriterRequest => ({
  kind: 'summary',
  mode,
  sourceText,
  lang: 'en',
  ...(take !== undefined && { parameters: { take } }),
});

/** Takes 1, 2, ... of a request until the writer says it has no other one. */
function takesUntilLast(request: (take: number) => WriterRequest): string[] {
  const takes: string[] = [];
  for (let take = 1; take < 200 && hasRulesTake(request(take), take); take++) {
    takes.push(writeLocally(request(take)));
  }
  return takes;
}

describe('new takes of the rules writer', () => {
  it.each(['normal', 'troll', 'meme'] as const)(
    'gives a %s card other lines each take, each said once, until there are none',
    (mode) => {
      const first = writeLocally(card(mode));
      expect(writeLocally(card(mode, 0))).toBe(first);
      const takes = takesUntilLast((take) => card(mode, take));
      expect(takes.length).toBeGreaterThanOrEqual(mode === 'meme' ? 4 : 3);
      expect(new Set([first, ...takes]).size).toBe(takes.length + 1);
      // Past the last, the last again (the server says there is no other).
      const past = takes.length + 1;
      expect(hasRulesTake(card(mode, past), past)).toBe(false);
      expect(writeLocally(card(mode, past))).toBe(takes.at(-1));
    },
  );

  it('begins with the next-best sentences of a Normal card, then other orders of its lines', () => {
    const takes = takesUntilLast((take) => card('normal', take));
    const first = writeLocally(card('normal')).split('\n');
    const sentencesOf = (text: string) => [...text.split('\n')].sort().join('\n');
    // The first new take says something the first card did not.
    expect(takes[0]?.split('\n').some((line) => !first.includes(line))).toBe(true);
    // The last ones are the same lines in another order.
    const last = takes.at(-1) ?? '';
    expect(takes.slice(0, -1).map(sentencesOf)).toContain(sentencesOf(last));
  });

  it('says at once that a one-sentence post has no other Normal take', () => {
    const one = 'The bridge opens tomorrow at six.';
    expect(hasRulesTake(card('normal', 1, one), 1)).toBe(false);
    expect(writeLocally(card('normal', 1, one))).toBe(writeLocally(card('normal', undefined, one)));
  });

  it('gives the same take the same lines, whatever the seed sent with it', () => {
    const withSeed: WriterRequest = { ...card('troll', 2), parameters: { take: 2, seed: 99 } };
    expect(writeLocally(withSeed)).toBe(writeLocally(card('troll', 2)));
  });

  it('gives a thread other asides where its voice has them, and none where it has not', () => {
    const thread = (style: 'standard' | 'troll', take: number): WriterRequest => ({
      kind: 'thread',
      style,
      sourceText: POST,
      parameters: { take },
    });
    // The whole text, in order, is the standard thread: there is no other.
    expect(hasRulesTake(thread('standard', 1), 1)).toBe(false);
    const troll = takesUntilLast((take) => thread('troll', take));
    expect(troll.length).toBeGreaterThan(0);
    expect(troll[0]).not.toBe(writeLocally(thread('troll', 0)));
  });
});
