import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postRefKey, readPostUrl } from './post-ref.ts';

describe('readPostUrl', () => {
  it('reads X links as before', () => {
    expect(readPostUrl('https://x.com/jack/status/20')).toEqual({
      network: 'x',
      id: '20',
      username: 'jack',
    });
  });

  it.each([
    ['https://bsky.app/profile/bsky.app/post/3mk6ipt5iv22y', 'bsky.app', '3mk6ipt5iv22y'],
    [
      'bsky.app/profile/Alice.bsky.social/post/3kabc2defgh2x/',
      'alice.bsky.social',
      '3kabc2defgh2x',
    ],
    [
      'https://bsky.app/profile/did:plc:kvwvcn5iqfooopmyzvb4qzba/post/3kaheyt6vpc22?ref=x',
      'did:plc:kvwvcn5iqfooopmyzvb4qzba',
      '3kaheyt6vpc22',
    ],
    [
      'https://www.bsky.app/profile/jay.bsky.team/post/3mjko6vtdps2b',
      'jay.bsky.team',
      '3mjko6vtdps2b',
    ],
  ])('reads the Bluesky post %s', (url, actor, rkey) => {
    expect(readPostUrl(url)).toEqual({ network: 'bluesky', actor, rkey });
  });

  it.each([
    'https://bsky.app/profile/bsky.app',
    'https://bsky.app/profile/bsky.app/feed/whats-hot',
    'https://bsky.app/profile/not_a_handle/post/3kabc',
    'https://bsky.app/profile/bsky.app/post/',
    'https://bsky.app:8443/profile/bsky.app/post/3kabc',
    'https://bsky.app/',
  ])('refuses the Bluesky page that is not a post: %s', (url) => {
    expect(readPostUrl(url)).toBeNull();
  });

  it.each([
    ['https://mastodon.social/@Gargron/109319925765087564', 'mastodon.social', 'Gargron'],
    [
      'https://mastodon.social/@alice@example.org/109319925765087564',
      'mastodon.social',
      'alice@example.org',
    ],
    ['https://hachyderm.io/users/bob/statuses/109319925765087564', 'hachyderm.io', 'bob'],
    ['http://127.0.0.1:4310/@admin/109319925765087564', '127.0.0.1:4310', 'admin'],
  ])('reads the Mastodon post %s', (url, host, username) => {
    expect(readPostUrl(url)).toEqual({
      network: 'mastodon',
      host,
      scheme: url.startsWith('http:') ? 'http' : 'https',
      id: '109319925765087564',
      username,
    });
  });

  it.each([
    'https://mastodon.social/@Gargron',
    'https://mastodon.social/@Gargron/abc',
    'https://mastodon.social/tags/cats',
    'https://user:pw@mastodon.social/@a/1',
    'ftp://mastodon.social/@a/1',
  ])('refuses %s', (url) => {
    expect(readPostUrl(url)).toBeNull();
  });

  it('keys posts apart per network, X ids as they always were', () => {
    expect(postRefKey({ network: 'x', id: '20' })).toBe('20');
    expect(postRefKey({ network: 'bluesky', actor: 'bsky.app', rkey: '3k' })).toBe(
      'bluesky:bsky.app/3k',
    );
    expect(postRefKey({ network: 'mastodon', host: 'a.example', scheme: 'https', id: '1' })).toBe(
      'mastodon:a.example/1',
    );
  });

  it('reads no post from a Threads link, whatever its path: Threads is never called', () => {
    expect(readPostUrl('https://www.threads.net/@zuck/post/C8Y2dJ3vXcZ')).toBeNull();
    expect(readPostUrl('https://www.threads.net/@zuck/12345678901234')).toBeNull();
  });

  it('never throws and never invents a post from arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const ref = readPostUrl(text);
        if (ref?.network === 'bluesky') expect(text).toMatch(/bsky\.app\/profile\//i);
        if (ref?.network === 'mastodon') expect(text).toMatch(/\/(@|users\/)/);
      }),
    );
  });
});
