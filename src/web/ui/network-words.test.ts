import { describe, expect, it } from 'vitest';
import {
  copiedMessage,
  linkNetwork,
  postSummaryTitle,
  shareTitle,
  threadTitle,
} from './network-words.ts';

describe('network words', () => {
  it("keeps the spec's exact texts for X and for a link that names no network", () => {
    for (const network of ['x', undefined] as const) {
      expect(postSummaryTitle(network)).toBe('Create X Post Summary');
      expect(threadTitle(network)).toBe('Create X Thread from Text');
      expect(copiedMessage(network)).toBe('✅ Image copied! Now paste it into X.');
      expect(shareTitle(network)).toBe('X Post Summary');
    }
  });

  it('names Bluesky and Mastodon where their link is the subject, never "X post"', () => {
    expect(postSummaryTitle('bluesky')).toBe('Create Bluesky Post Summary');
    expect(threadTitle('mastodon')).toBe('Create Mastodon Thread from Text');
    expect(shareTitle('bluesky')).toBe('Bluesky Post Summary');
  });

  it('reads the network from the typed link', () => {
    expect(linkNetwork('https://bsky.app/profile/alice.bsky.social/post/3kabc2defgh2x')).toBe(
      'bluesky',
    );
    expect(linkNetwork('https://mastodon.social/@someone/1234567890')).toBe('mastodon');
    // A profile is of its network too: the heading names it, never X.
    expect(linkNetwork('https://bsky.app/profile/alice.bsky.social')).toBe('bluesky');
    expect(linkNetwork('https://mastodon.social/@someone')).toBe('mastodon');
    expect(linkNetwork('https://x.com/someone/status/1234567890')).toBe('x');
    expect(linkNetwork('')).toBe('x');
    expect(linkNetwork('not a link')).toBe('x');
  });
});
