import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THREADS_POST_MESSAGE } from './parse-post-url.ts';
import { PROFILE_NOT_POST, readPostLink, unreadablePostUrlMessage } from './post-link.ts';
import { readPostUrl } from './post-ref.ts';

describe('readPostLink', () => {
  it.each([
    ['https://x.com/jack/status/20', 'x', 'post'],
    ['https://x.com/jack', 'x', 'profile'],
    ['twitter.com/jack/with_replies', 'x', 'profile'],
    ['https://mobile.twitter.com/jack/', 'x', 'profile'],
    ['https://x.com/home', 'x', 'page'],
    ['https://x.com/search?q=otters', 'x', 'page'],
    ['https://x.com/i/lists/123', 'x', 'page'],
    ['https://bsky.app/profile/alice.bsky.social/post/3kabc2defgh2x', 'bluesky', 'post'],
    ['https://bsky.app/profile/alice.bsky.social', 'bluesky', 'profile'],
    ['https://bsky.app/profile/did:plc:abc123/followers', 'bluesky', 'profile'],
    ['https://bsky.app/profile/bsky.app/feed/whats-hot', 'bluesky', 'page'],
    ['https://bsky.app/', 'bluesky', 'page'],
    ['https://mastodon.social/@Gargron/109319925765087564', 'mastodon', 'post'],
    ['https://mastodon.social/@Gargron', 'mastodon', 'profile'],
    ['https://hachyderm.io/@alice@example.org/', 'mastodon', 'profile'],
    ['https://hachyderm.io/users/bob', 'mastodon', 'profile'],
    ['https://mastodon.social/@Gargron/media', 'mastodon', 'profile'],
    ['https://mastodon.social/@Gargron/abc', 'mastodon', 'page'],
  ] as const)('reads %s as a %s %s', (url, network, kind) => {
    expect(readPostLink(url)).toEqual({ network, kind });
  });

  it.each([
    'https://example.com/article',
    'https://mastodon.social/tags/cats',
    'https://www.youtube.com/@channel',
    'https://medium.com/@writer/a-story-1a2b3c',
    'https://www.threads.net/@zuck',
    'https://www.threads.net/@zuck/post/C8Y2dJ3vXcZ',
    'not a link',
    'ftp://x.com/jack',
    '',
  ])('reads %s as a link of no network', (url) => {
    expect(readPostLink(url)).toBeNull();
  });

  it('calls every link readPostUrl reads a post of that network, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const ref = readPostUrl(text);
        const link = readPostLink(text);
        if (ref) expect(link).toEqual({ network: ref.network, kind: 'post' });
        else expect(link?.kind).not.toBe('post');
      }),
    );
  });
});

describe('unreadablePostUrlMessage', () => {
  it('says a network’s profile is a profile, with what a post link of that network looks like', () => {
    expect(unreadablePostUrlMessage('https://x.com/jack')).toBe(
      `${PROFILE_NOT_POST} A post link on X looks like https://x.com/someone/status/1234567890.`,
    );
    expect(unreadablePostUrlMessage('https://bsky.app/profile/alice.bsky.social')).toBe(
      `${PROFILE_NOT_POST} A post link on Bluesky looks like https://bsky.app/profile/someone.bsky.social/post/3kabc2defgh2x.`,
    );
    expect(unreadablePostUrlMessage('https://mastodon.social/@Gargron')).toBe(
      `${PROFILE_NOT_POST} A post link on Mastodon looks like https://mastodon.social/@someone/1234567890.`,
    );
    expect(PROFILE_NOT_POST).toBe('That is a profile, not a post.');
  });

  it('names the network of its other pages', () => {
    expect(unreadablePostUrlMessage('https://bsky.app/profile/bsky.app/feed/whats-hot')).toMatch(
      /^That Bluesky link is not a post\. A post link on Bluesky looks like /,
    );
    expect(unreadablePostUrlMessage('https://x.com/home')).toMatch(/^That X link is not a post\./);
  });

  it('shows every network’s post link for a link of none of them', () => {
    const message = unreadablePostUrlMessage('hello');
    expect(message).toMatch(/^That is not the link of a post\. A post link looks like /);
    expect(message).toContain('x.com/someone/status/');
    expect(message).toContain('bsky.app/profile/');
    expect(message).toContain('mastodon.social/@someone/');
    expect(unreadablePostUrlMessage('https://www.threads.net/@zuck')).toBe(message);
  });

  it('answers a Threads post link with why Threads cannot be read', () => {
    for (const url of [
      'https://www.threads.net/@zuck/post/C8Y2dJ3vXcZ',
      'https://www.threads.com/@mosseri/post/DA_b-1cT9xQ?xmt=AQGz',
    ]) {
      expect(unreadablePostUrlMessage(url)).toBe(THREADS_POST_MESSAGE);
    }
  });
});
