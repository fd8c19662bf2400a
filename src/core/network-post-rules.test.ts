import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemeCount, mastodonLength, NETWORK_POST_RULES } from './network-post-rules.ts';
import { postLength } from './post-length.ts';
import { shapeThread } from './shape-thread.ts';

describe('post length per network', () => {
  it('counts graphemes for Bluesky: a family emoji or an accented letter is one', () => {
    expect(graphemeCount('👩‍👩‍👧')).toBe(1);
    expect(graphemeCount('é')).toBe(1);
    expect(graphemeCount('한국어 text')).toBe(8);
  });

  it('counts a link as 23 and a remote mention as its user on Mastodon', () => {
    expect(mastodonLength(`see https://example.com/${'a'.repeat(80)}`)).toBe(4 + 23);
    expect(mastodonLength('hi @alice@mastodon.social')).toBe('hi @alice'.length);
    expect(mastodonLength('日本語')).toBe(3);
    // Mastodon reads links with their protocol only: a bare host is its letters.
    expect(mastodonLength('see example.com and https://a.example/x')).toBe(
      'see example.com and '.length + 23,
    );
  });

  it('gives each network its limit and a warning 30 before it', () => {
    expect(NETWORK_POST_RULES.x).toMatchObject({ limit: 280, warning: 250 });
    expect(NETWORK_POST_RULES.bluesky).toMatchObject({ limit: 300, warning: 270 });
    expect(NETWORK_POST_RULES.mastodon).toMatchObject({ limit: 500, warning: 470 });
  });
});

describe('shapeThread for each network', () => {
  const sentence = fc
    .array(
      fc.constantFrom(
        'the',
        'river',
        'flood',
        '日本',
        'café',
        '👩‍👩‍👧',
        'https://example.com/a/b',
        'plan',
      ),
      {
        minLength: 3,
        maxLength: 40,
      },
    )
    .map((words) => `${words.join(' ')}.`);

  it.each(['x', 'bluesky', 'mastodon'] as const)(
    'keeps every %s post within its limit',
    (network) => {
      const rules = NETWORK_POST_RULES[network];
      fc.assert(
        fc.property(fc.array(sentence, { minLength: 1, maxLength: 30 }), (sentences) => {
          const raw = sentences.join(' ');
          const posts = shapeThread(raw, raw, 'standard', () => 0.5, { rules });
          expect(posts.length).toBeGreaterThanOrEqual(4);
          expect(posts.length).toBeLessThanOrEqual(5);
          for (const post of posts) expect(rules.length(post)).toBeLessThanOrEqual(rules.limit);
        }),
        { numRuns: 60 },
      );
    },
  );

  it('uses Mastodon’s room: a 450-character post stays whole there and is cut on X', () => {
    const long = `${'Plans for the new bridge were shown today. '.repeat(10).trim()}`;
    const raw = `1/4 ${long}\n\n2/4 Second post here.\n\n3/4 Third post here.\n\n4/4 Fourth post here.`;
    const mastodon = shapeThread(raw, raw, 'standard', () => 0.5, {
      rules: NETWORK_POST_RULES.mastodon,
    });
    expect(mastodon[0]).toBe(long);
    const x = shapeThread(raw, raw, 'standard', () => 0.5);
    expect(postLength(x[0] ?? '')).toBeLessThanOrEqual(280);
    expect(x[0]?.endsWith('…')).toBe(true);
  });
});
