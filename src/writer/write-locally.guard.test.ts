/**
 * The rules writer's lines are the post's own, so the routes do not check them (issue 37); this
 * shows they would pass the guard all the same: every mode and the thread maker, on every
 * recorded real post (test/fixtures/x-responses, SOURCES.md) and the texts of the writer's tests.
 */
import { describe, expect, it } from 'vitest';
import {
  answerUnits,
  claimSource,
  type GuardMode,
  guardShape,
  THREAD_STYLE_IDS,
  THREAD_STYLES,
  unsupportedClaims,
} from '#core/index.ts';
import { longTextWithLink, recordedPosts } from '#test/recorded-posts.ts';
import { writeLocally } from './write-locally.ts';

const posts = recordedPosts();

function stopped(
  text: string,
  raw: string,
  mode: GuardMode,
  extra: Parameters<typeof claimSource>[0],
) {
  const source = claimSource({ ...extra, text });
  return answerUnits(raw, guardShape(mode)).flatMap((line) =>
    unsupportedClaims(line, source, mode).map((claim) => `${claim.kind} ${claim.text} in: ${line}`),
  );
}

describe('the rules writer and the guard', () => {
  it('writes Normal, Troll and Meme cards the guard lets through, on every recorded post', () => {
    expect(posts.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const post of posts) {
      for (const mode of ['normal', 'troll', 'meme'] as const) {
        const raw = writeLocally({
          kind: 'summary',
          mode,
          sourceText: post.text,
          facts: post.facts,
          ...(post.lang && { lang: post.lang }),
        });
        found.push(
          ...stopped(post.text, raw, mode, {
            text: post.text,
            facts: post.facts,
            ...(post.lang && { lang: post.lang }),
          }),
        );
      }
    }
    expect(found).toEqual([]);
  });

  it('writes threads the guard lets through, in every style', () => {
    const texts = [...posts.map((post) => post.text), longTextWithLink()];
    const tags = THREAD_STYLE_IDS.map((style) => THREAD_STYLES[style].hashtag);
    const found: string[] = [];
    for (const text of texts) {
      for (const style of THREAD_STYLE_IDS) {
        const raw = writeLocally({ kind: 'thread', style, sourceText: text });
        found.push(...stopped(text, raw, 'thread', { text, tags }));
      }
    }
    expect(found).toEqual([]);
  });
});
