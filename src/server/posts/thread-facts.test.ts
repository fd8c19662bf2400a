import { describe, expect, it } from 'vitest';
import { threadFacts } from './thread-facts.ts';

describe('threadFacts', () => {
  const posts = [
    { facts: { linkHosts: ['example.org'], mentions: ['bob'], photos: 1, photoAlts: ['A map'] } },
    {
      facts: {
        linkHosts: ['Example.org', 'github.com'],
        photos: 2,
        photoAlts: ['a map', 'A chart'],
        quotes: 'cara',
        linkCard: { title: 'The plan', host: 'example.org' },
      },
    },
    { facts: { hashtags: ['ship'], videos: 1, replyTo: 'ana', threadLength: 3 } },
  ];

  it('gathers every post’s links, mentions, tags and picture descriptions once, and adds up media', () => {
    expect(threadFacts(posts, posts[2] ?? {})).toEqual({
      linkHosts: ['example.org', 'github.com'],
      mentions: ['bob'],
      hashtags: ['ship'],
      photoAlts: ['A map', 'A chart'],
      photos: 3,
      videos: 1,
      // The asked post quotes no one and has no card: the thread's first that does.
      quotes: 'cara',
      linkCard: { title: 'The plan', host: 'example.org' },
    });
  });

  it('prefers the asked post’s own quote and card, and says its poll and its cut', () => {
    const asked = {
      facts: {
        quotes: 'dee',
        linkCard: { title: 'Own card' },
        pollOptions: ['yes', 'no'],
        truncated: true,
      },
    };
    const facts = threadFacts([...posts, asked], asked);
    expect(facts.quotes).toBe('dee');
    expect(facts.linkCard).toEqual({ title: 'Own card' });
    expect(facts.pollOptions).toEqual(['yes', 'no']);
    expect(facts.truncated).toBe(true);
    // Never the run's reply or length: they are not what the thread's words say.
    expect(facts).not.toHaveProperty('replyTo');
    expect(facts).not.toHaveProperty('threadLength');
  });

  it('says nothing of posts that have no facts', () => {
    expect(threadFacts([{}, {}], {})).toEqual({});
  });
});
