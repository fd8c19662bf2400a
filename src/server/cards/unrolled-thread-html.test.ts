import { describe, expect, it } from 'vitest';
import { sampleStoredCard } from '#test/sample-stored-card.ts';
import { unrolledThreadHtml } from './unrolled-thread-html.ts';

const card = (unrolledThread: Parameters<typeof unrolledThreadHtml>[0]['unrolledThread']) =>
  sampleStoredCard('https://pbs.twimg.com/a_400x400.jpg', {
    network: 'bluesky',
    lang: 'en',
    ...(unrolledThread && { unrolledThread }),
  });

describe('the unrolled thread on a card’s page', () => {
  it('lists each post in order with its link, time and pictures’ descriptions', () => {
    const html = unrolledThreadHtml(
      card([
        {
          text: 'One\n\nstill one',
          url: 'https://bsky.app/profile/a.example/post/1',
          createdAt: '2026-05-01T10:01:00.000Z',
        },
        { text: 'Two', url: 'https://bsky.app/profile/a.example/post/2', alts: ['A river'] },
      ]),
    );
    expect(html).toContain('<h2 id="thread-heading">The whole thread (2 posts)</h2>');
    expect(html).toContain('<p dir="auto" lang="en">One</p><p dir="auto" lang="en">still one</p>');
    expect(html).toContain(
      '<a href="https://bsky.app/profile/a.example/post/1" rel="noopener noreferrer">Post 1 on Bluesky</a>',
    );
    expect(html).toContain(
      '<time datetime="2026-05-01T10:01:00.000Z" dir="ltr" lang="en">May 1, 2026</time>',
    );
    expect(html).toContain('Picture: A river');
    expect(html.indexOf('One')).toBeLessThan(html.indexOf('Two'));
  });

  it('shows a warned post as its warning alone, and escapes every word', () => {
    const html = unrolledThreadHtml(
      card([
        { text: '<script>alert(1)</script> & "quotes"', url: 'https://x.example/?a=1&b="2"' },
        { contentWarning: 'injury <b>', url: 'https://x.example/2' },
      ]),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain('href="https://x.example/?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('Content warning: injury &lt;b&gt;');
  });

  it.each([
    ['ar', '20\u200f/04\u200f/2026'],
    ['he', '20 באפר׳ 2026'],
    ['fa', '۳۱ فروردین ۱۴۰۵'],
  ])(
    'sets a %s date right to left in the English line it stands in, and isolates a handle in its words',
    (lang, date) => {
      const html = unrolledThreadHtml({
        ...card([
          { text: 'قال @noa_1 إن', createdAt: '2026-04-20T08:30:00.000Z' },
          { text: 'Two', createdAt: '2026-04-20T09:30:00.000Z' },
        ]),
        lang,
      });
      // dir on the element is an isolate in every browser (HTML's rendering rules).
      expect(html).toContain(
        `<time datetime="2026-04-20T08:30:00.000Z" dir="rtl" lang="${lang}">${date}</time>`,
      );
      expect(html).toContain(`<p dir="auto" lang="${lang}">قال \u2066@noa_1\u2069 إن</p>`);
    },
  );

  it('is nothing for a card of a single post', () => {
    expect(unrolledThreadHtml(card(undefined))).toBe('');
    expect(unrolledThreadHtml(card([{ text: 'alone' }]))).toBe('');
  });
});

describe('the unrolled thread of a card in another language than its post (issue 45)', () => {
  const posts = [
    { text: '会議を半分に減らしました。', createdAt: '2026-05-01T10:01:00.000Z' },
    { text: '来月はレビューを試します。' },
  ];

  it('marks the posts in the post’s language, their dates in the card’s', () => {
    const html = unrolledThreadHtml({
      ...card(posts),
      lang: 'en',
      sourceLang: 'ja',
      language: 'en',
    });
    expect(html).toContain('<p dir="auto" lang="ja">会議を半分に減らしました。</p>');
    expect(html).not.toContain('lang="en"');
    expect(html).toContain('May 1, 2026');
  });

  it('leaves the posts’ language unsaid where the post’s was not known', () => {
    const html = unrolledThreadHtml({ ...card(posts), lang: 'en', language: 'en' });
    expect(html).toContain('<p dir="auto">会議を半分に減らしました。</p>');
    // The rules' card, in the post's own language though another was asked, is that language.
    const rules = unrolledThreadHtml({
      ...card(posts),
      lang: 'ja',
      askedLang: 'es',
      language: 'es',
    });
    expect(rules).toContain('lang="ja"');
  });
});
