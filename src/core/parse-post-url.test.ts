import { describe, expect, it } from 'vitest';
import { isThreadsPostUrl, parsePostUrl, THREADS_POST_MESSAGE } from './parse-post-url.ts';

const ID = '1697322795510759929';

describe('parsePostUrl', () => {
  it('reads the id and handle from a plain x.com link', () => {
    expect(parsePostUrl(`https://x.com/jack/status/${ID}`)).toEqual({ id: ID, username: 'jack' });
  });

  it('keeps a 19-digit id exactly, as a string, where a number would round it', () => {
    const id = '2040511285998313827';
    expect(parsePostUrl(`https://x.com/a/status/${id}`)?.id).toBe(id);
    expect(String(Number(id))).not.toBe(id);
  });

  it('accepts twitter.com and the www., mobile. and m. subdomains', () => {
    for (const host of [
      'twitter.com',
      'www.x.com',
      'www.twitter.com',
      'mobile.x.com',
      'mobile.twitter.com',
      'm.twitter.com',
    ]) {
      expect(parsePostUrl(`https://${host}/jack/status/${ID}`), host).toEqual({
        id: ID,
        username: 'jack',
      });
    }
  });

  it('accepts the well-known mirrors fxtwitter, vxtwitter, fixupx, fixvx and twittpr', () => {
    for (const host of [
      'fxtwitter.com',
      'vxtwitter.com',
      'fixupx.com',
      'fixvx.com',
      'twittpr.com',
      'd.fxtwitter.com',
    ]) {
      expect(parsePostUrl(`https://${host}/jack/status/${ID}`), host).toEqual({
        id: ID,
        username: 'jack',
      });
    }
  });

  it('accepts a link pasted without a scheme, with http, or in upper case', () => {
    expect(parsePostUrl(`x.com/jack/status/${ID}`)).toEqual({ id: ID, username: 'jack' });
    expect(parsePostUrl(`www.twitter.com/jack/status/${ID}`)?.id).toBe(ID);
    expect(parsePostUrl(`http://twitter.com/jack/status/${ID}`)?.id).toBe(ID);
    expect(parsePostUrl(`HTTPS://X.COM/Jack/STATUS/${ID}`)).toEqual({ id: ID, username: 'Jack' });
  });

  it('ignores surrounding spaces, tabs and newlines', () => {
    expect(parsePostUrl(`  \thttps://x.com/jack/status/${ID}\n `)?.id).toBe(ID);
  });

  it('accepts /statuses/ with and without a handle', () => {
    expect(parsePostUrl(`https://twitter.com/jack/statuses/${ID}`)).toEqual({
      id: ID,
      username: 'jack',
    });
    expect(parsePostUrl(`https://twitter.com/statuses/${ID}`)).toEqual({ id: ID });
  });

  it('accepts /i/web/status/ and /i/status/ links, which carry no handle', () => {
    expect(parsePostUrl(`https://x.com/i/web/status/${ID}`)).toEqual({ id: ID });
    expect(parsePostUrl(`https://x.com/i/status/${ID}`)).toEqual({ id: ID });
  });

  it('ignores query strings, fragments and a trailing slash', () => {
    expect(parsePostUrl(`https://x.com/jack/status/${ID}?s=20&t=abcDEF`)?.id).toBe(ID);
    expect(parsePostUrl(`https://twitter.com/jack/status/${ID}?ref_src=twsrc%5Etfw#m`)?.id).toBe(
      ID,
    );
    expect(parsePostUrl(`https://x.com/jack/status/${ID}/`)?.id).toBe(ID);
  });

  it('accepts the photo, video and analytics pages of a post', () => {
    for (const tail of ['/photo/1', '/photo/4', '/video/1', '/analytics', '/quotes', '/likes/']) {
      expect(parsePostUrl(`https://x.com/jack/status/${ID}${tail}`), tail).toEqual({
        id: ID,
        username: 'jack',
      });
    }
  });

  it("strips a mirror's media suffix and language segment from the id", () => {
    expect(parsePostUrl(`https://fxtwitter.com/jack/status/${ID}.mp4`)?.id).toBe(ID);
    expect(parsePostUrl(`https://fxtwitter.com/jack/status/${ID}/en`)?.id).toBe(ID);
  });

  it('accepts a very old short id', () => {
    expect(parsePostUrl('https://twitter.com/jack/status/20')).toEqual({
      id: '20',
      username: 'jack',
    });
  });

  it('gives the id without a username when the handle is not a valid X handle', () => {
    expect(parsePostUrl(`https://x.com/this-is-not-valid/status/${ID}`)).toEqual({ id: ID });
    expect(parsePostUrl(`https://x.com/sixteen_chars_xx/status/${ID}`)).toEqual({ id: ID });
  });

  it('rejects hosts that are not X or a listed mirror', () => {
    for (const host of [
      'example.com',
      'nitter.net',
      'xcancel.com',
      'x.co',
      'evilx.com',
      'x.com.evil.com',
      'twitter.com.evil.com',
      'notfxtwitter.com',
      'api.x.com',
      'x.com.',
      '\u0445.com',
    ]) {
      expect(parsePostUrl(`https://${host}/jack/status/${ID}`), host).toBeNull();
    }
  });

  it('rejects userinfo tricks and explicit ports', () => {
    expect(parsePostUrl(`https://twitter.com@evil.com/jack/status/${ID}`)).toBeNull();
    expect(parsePostUrl(`https://user:pass@x.com/jack/status/${ID}`)).toBeNull();
    expect(parsePostUrl(`https://x.com:8443/jack/status/${ID}`)).toBeNull();
    expect(parsePostUrl(`x.com:8443/jack/status/${ID}`)).toBeNull();
  });

  it('rejects schemes other than http and https', () => {
    for (const input of [
      'javascript:alert(1)//x.com/jack/status/1',
      `ftp://x.com/jack/status/${ID}`,
      `data:text/html,https://x.com/jack/status/${ID}`,
      `file:///x.com/jack/status/${ID}`,
      `mailto:jack@x.com`,
    ]) {
      expect(parsePostUrl(input), input).toBeNull();
    }
  });

  it('rejects ids that are not 1-20 digits', () => {
    expect(parsePostUrl('https://x.com/jack/status/abc')).toBeNull();
    expect(parsePostUrl('https://x.com/jack/status/123abc')).toBeNull();
    expect(parsePostUrl('https://x.com/jack/status/-5')).toBeNull();
    expect(parsePostUrl(`https://x.com/jack/status/${'1'.repeat(21)}`)).toBeNull();
    expect(parsePostUrl(`https://x.com/jack/status/${ID}.mp4`)).toBeNull();
  });

  it('rejects X links that are not a single post', () => {
    for (const path of ['/', '/jack', '/jack/status', '/jack/status/', '/home', '/search?q=1']) {
      expect(parsePostUrl(`https://x.com${path}`), path).toBeNull();
    }
    expect(parsePostUrl(`https://x.com/jack/status/${ID}/photo/9`)).toBeNull();
    expect(parsePostUrl(`https://x.com/jack/status/${ID} and more words`)).toBeNull();
  });

  it('rejects empty and blank input', () => {
    expect(parsePostUrl('')).toBeNull();
    expect(parsePostUrl('   \n')).toBeNull();
  });

  it('rejects unparseable input without throwing', () => {
    expect(parsePostUrl('https://')).toBeNull();
    expect(parsePostUrl('http://[::1')).toBeNull();
    expect(parsePostUrl('%%%')).toBeNull();
    expect(parsePostUrl(undefined as unknown as string)).toBeNull();
  });
});

describe('isThreadsPostUrl', () => {
  it.each([
    'https://www.threads.net/@zuck/post/C8Y2dJ3vXcZ',
    'https://threads.net/@zuck/post/C8Y2dJ3vXcZ/',
    'https://www.threads.com/@mosseri/post/DA_b-1cT9xQ?xmt=AQGz',
    'threads.com/@some.one_2/post/C8Y2dJ3vXcZ',
    '  https://THREADS.NET/@zuck/post/C8Y2dJ3vXcZ  ',
  ])('knows the Threads post link %s', (url) => {
    expect(isThreadsPostUrl(url)).toBe(true);
  });

  it.each([
    'https://www.threads.net/@zuck',
    'https://www.threads.net/@zuck/post/',
    'https://threads.net.evil.example/@zuck/post/C8Y2dJ3vXcZ',
    'https://mastodon.social/@zuck/post/C8Y2dJ3vXcZ',
    'https://www.threads.net:8443/@zuck/post/C8Y2dJ3vXcZ',
    'ftp://www.threads.net/@zuck/post/C8Y2dJ3vXcZ',
    `https://x.com/jack/status/${ID}`,
    '',
  ])('does not take %s for a Threads post', (url) => {
    expect(isThreadsPostUrl(url)).toBe(false);
  });

  it('says why a Threads post cannot be read and what to do instead', () => {
    expect(THREADS_POST_MESSAGE).toBe(
      "Threads posts can't be read here: Threads offers no public way to read them. Paste the post's text instead.",
    );
  });
});
