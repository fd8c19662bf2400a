/** Facts read from a post's visible text: link hosts, mentions, hashtags; and the handle rule. */
import { describe, expect, it } from 'vitest';
import { buildFacts, isXHandle, linkHost, textFacts } from './post-facts.ts';

describe('isXHandle', () => {
  it('accepts 1-15 of A-Za-z0-9_ and nothing else', () => {
    for (const ok of ['a', '_', 'jack', 'Fifteen_Chars_X']) expect(isXHandle(ok)).toBe(true);
    for (const bad of ['', 'sixteen_chars_xx', 'a-b', 'a b', '<b>', 'é', 'ａ', null, 12]) {
      expect(isXHandle(bad)).toBe(false);
    }
  });
});

describe('linkHost', () => {
  it('names the host without www., and nothing for t.co stand-ins or odd schemes', () => {
    expect(linkHost('https://www.Reddit.com/r/x')).toBe('reddit.com');
    expect(linkHost('http://x.com/i/live-studio')).toBe('x.com');
    expect(linkHost('https://t.co/jv62WkI9lr')).toBeUndefined();
    expect(linkHost('javascript:alert(1)')).toBeUndefined();
    expect(linkHost('not a url')).toBeUndefined();
  });
});

describe('textFacts', () => {
  it('finds links, mentions and hashtags once each, in order, as written', () => {
    expect(
      textFacts(
        'Hi @Alice and @bob_dev! See https://www.example.org/a#frag, http://example.org/b and ' +
          'https://docs.example.com/x?y=1. #Launch #launch #日本語 @alice again',
      ),
    ).toEqual({
      linkHosts: ['example.org', 'docs.example.com'],
      mentions: ['Alice', 'bob_dev'],
      hashtags: ['Launch', '日本語'],
    });
  });

  it('does not read e-mail addresses, URL paths, numbers or entities as mentions or hashtags', () => {
    expect(
      textFacts(
        'mail me@example.com, see https://x.com/@someone/#top, issue #123, &#39;quoted, a@b',
      ),
    ).toEqual({ linkHosts: ['x.com'] });
  });

  it('tells a post’s link from another page of the same site', () => {
    expect(
      textFacts(
        'Live now: https://x.com/i/live-studio and https://x.com/nasa/status/1795000000000000001',
      ),
    ).toEqual({ linkHosts: ['x.com'], postLinkHosts: ['x.com'] });
    expect(textFacts('Live now: https://x.com/i/live-studio')).toEqual({ linkHosts: ['x.com'] });
  });

  it('takes no mention longer than X allows', () => {
    expect(textFacts('@a_name_of_16_chr is too long')).toEqual({});
  });
});

describe('buildFacts', () => {
  it('adds what the source knows and leaves out zeros, empty lists and bad handles', () => {
    expect(
      buildFacts('plain words', {
        photos: 0,
        videos: 2,
        quotes: 'grok',
        replyTo: '<b>x</b>',
        threadLength: 1,
      }),
    ).toEqual({ videos: 2, quotes: 'grok' });
    expect(buildFacts('plain', { photos: 4, replyTo: 'xDaily', threadLength: 3 })).toEqual({
      photos: 4,
      replyTo: 'xDaily',
      threadLength: 3,
    });
  });
});
