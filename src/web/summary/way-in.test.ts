import { describe, expect, it } from 'vitest';
import { findPostUrl, readWayIn } from './way-in.ts';

const POST = 'https://x.com/mayabuilds/status/1790012345678901234';

describe('readWayIn', () => {
  it('reads ?url= and ?mode=, normal by default and for an unknown mode', () => {
    expect(readWayIn(`?url=${encodeURIComponent(POST)}&mode=troll`)).toEqual({
      url: POST,
      mode: 'troll',
    });
    expect(readWayIn(`?url=${encodeURIComponent(POST)}`)).toEqual({ url: POST, mode: 'normal' });
    expect(readWayIn(`?url=${encodeURIComponent(POST)}&mode=shout`)).toEqual({
      url: POST,
      mode: 'normal',
    });
  });

  it('finds the post in a share sheet’s text or title when url holds none', () => {
    const text = `Look at this! ${POST}?s=20, wild.`;
    expect(readWayIn(`?title=Hi&text=${encodeURIComponent(text)}&url=`)).toEqual({
      url: `${POST}?s=20`,
      mode: 'normal',
    });
    expect(readWayIn(`?title=${encodeURIComponent(`x.com/a/status/1 ${POST}`)}`)?.url).toBe(
      'x.com/a/status/1',
    );
    expect(
      readWayIn(
        `?url=${encodeURIComponent('https://example.com/a')}&text=${encodeURIComponent(POST)}`,
      )?.url,
    ).toBe(POST);
  });

  it('asks for nothing without an X post', () => {
    expect(readWayIn('')).toBeNull();
    expect(readWayIn('?text=hello%20world')).toBeNull();
    expect(readWayIn(`?url=${encodeURIComponent('https://example.com/status/1')}`)).toBeNull();
  });
});

describe('findPostUrl', () => {
  it('skips links that are not posts and trims the sentence around one', () => {
    expect(findPostUrl(`see https://example.com/x then (${POST}).`)).toBe(POST);
  });

  it('reads links with a path as core does, the bare ones too: one link finder for every layer', () => {
    expect(findPostUrl('jobs.example.com/x and x.com/mayabuilds/status/1790012345678901234!')).toBe(
      'x.com/mayabuilds/status/1790012345678901234',
    );
  });
});

describe('ways in for every network', () => {
  it('reads Bluesky and Mastodon post links from ?url= and from shared text', () => {
    expect(
      readWayIn('?url=https%3A%2F%2Fbsky.app%2Fprofile%2Fbsky.app%2Fpost%2F3mk6ipt5iv22y'),
    ).toEqual({
      url: 'https://bsky.app/profile/bsky.app/post/3mk6ipt5iv22y',
      mode: 'normal',
    });
    expect(
      readWayIn(
        `?text=${encodeURIComponent('look https://mastodon.social/@Gargron/109319925765087564 wow')}&mode=troll`,
      ),
    ).toEqual({ url: 'https://mastodon.social/@Gargron/109319925765087564', mode: 'troll' });
  });
});
