/** The oEmbed source: text out of the embed HTML, the handle, and its refusals. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeServer } from '#fakes/fake-server.ts';
import { startOembedFake } from '#fakes/oembed-fake.ts';
import { SAMPLE_POST_IDS, SAMPLE_POSTS } from '#fakes/sample-posts.ts';
import { createLogger } from '../logging/logger.ts';
import { createOembedSource, normaliseOembed, textFromOembedHtml } from './oembed-source.ts';
import { DEFAULT_AVATAR_URL, SourceFailure } from './post-source.ts';

const context = { timeoutMs: 2_000, log: createLogger('silent') };

const HTML =
  '<blockquote class="twitter-tweet"><p lang="es" dir="ltr">Hola &amp; adiós &amp;lt;3<br>Segunda línea <a href="https://t.co/AbCdEf1234">https://t.co/AbCdEf1234</a> <a href="https://twitter.com/hashtag/datos?src=hash&amp;ref_src=twsrc%5Etfw">#datos</a> <a href="https://t.co/ZyXwVu9876">pic.twitter.com/ZyXwVu9876</a></p>&mdash; Lucía (@lucia_datos) <a href="https://twitter.com/lucia_datos/status/1?ref_src=twsrc%5Etfw">April 10, 2026</a></blockquote>\n<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>\n';

describe('textFromOembedHtml', () => {
  it('keeps line breaks and links, drops the photo link, decodes once, reads the language', () => {
    expect(textFromOembedHtml(HTML)).toEqual({
      text: 'Hola & adiós &lt;3\nSegunda línea https://t.co/AbCdEf1234 #datos',
      lang: 'es',
    });
  });

  it('fails on HTML without the post paragraph', () => {
    expect(() => textFromOembedHtml('<div>nothing</div>')).toThrow(SourceFailure);
  });
});

describe('normaliseOembed', () => {
  it('takes the handle from author_url and answers X’s default avatar', () => {
    expect(
      normaliseOembed('1', { html: HTML, author_url: 'https://twitter.com/lucia_datos' }),
    ).toMatchObject({ id: '1', username: 'lucia_datos', profileImage: DEFAULT_AVATAR_URL });
  });

  it('reads the author’s name and the post’s time from its snowflake id', () => {
    const post = normaliseOembed('1969123456789012345', {
      html: HTML,
      author_url: 'https://twitter.com/lucia_datos',
      author_name: 'Lucía Fernández',
    });
    expect(post).toMatchObject({
      displayName: 'Lucía Fernández',
      createdAt: '2025-09-19T19:36:31.300Z',
    });
    // jack's "20" is older than snowflakes: no time can be told.
    expect(
      normaliseOembed('20', { html: HTML, author_url: 'https://twitter.com/jack' }),
    ).not.toHaveProperty('createdAt');
  });

  it('marks text X cut with "…" as truncated, and reads hosts only from links that show them', () => {
    const cut =
      '<blockquote><p lang="en" dir="ltr">Long words in… <a href="https://t.co/x1">pic.twitter.com/x1</a></p>&mdash; A (@a) </blockquote>';
    expect(normaliseOembed('1', { html: cut, author_url: 'https://x.com/a' })).toMatchObject({
      text: 'Long words in…',
      truncated: true,
    });
    const whole =
      '<blockquote><p lang="en" dir="ltr">See <a href="https://t.co/x2">example.org/docs/…</a> and <a href="https://t.co/x3">https://t.co/x3</a></p></blockquote>';
    const post = normaliseOembed('1', { html: whole, author_url: 'https://x.com/a' });
    expect(post).not.toHaveProperty('truncated');
    expect(post.facts).toEqual({ linkHosts: ['example.org'] });
  });

  it('fails on an answer without html', () => {
    expect(() => normaliseOembed('1', {})).toThrow(SourceFailure);
  });
});

describe('createOembedSource against the oEmbed fake', () => {
  let fake: FakeServer;
  const source = () => createOembedSource(fake.url);

  beforeAll(async () => {
    fake = await startOembedFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('reads the post and passes the post URL, encoded', async () => {
    const outcome = await source().fetchPost(
      SAMPLE_POST_IDS.nonEnglish,
      { includeThread: true },
      context,
    );
    expect(outcome).toMatchObject({
      kind: 'found',
      post: { text: SAMPLE_POSTS.nonEnglish.expectedText, lang: 'es', username: 'lucia_datos' },
    });
    expect(fake.calls[0]?.query.get('url')).toBe(
      `https://twitter.com/i/status/${SAMPLE_POST_IDS.nonEnglish}`,
    );
  });

  it('reads 404 as not found and the 403 "not authorized" as a private account', async () => {
    await expect(
      source().fetchPost(SAMPLE_POST_IDS.deleted, { includeThread: false }, context),
    ).resolves.toEqual({ kind: 'gone', reason: 'notFound' });
    await expect(
      source().fetchPost(SAMPLE_POST_IDS.protected, { includeThread: false }, context),
    ).resolves.toEqual({ kind: 'gone', reason: 'private' });
  });

  it('fails on a plain 403 refusal', async () => {
    fake.setScenario('403');
    await expect(
      source().fetchPost(SAMPLE_POST_IDS.simple, { includeThread: false }, context),
    ).rejects.toBeInstanceOf(SourceFailure);
  });
});
