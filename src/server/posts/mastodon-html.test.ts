/**
 * Mastodon's HTML as plain text: the recorded statuses (test/fixtures/mastodon/, SOURCES.md), the
 * markup Mastodon writes for links, mentions and hashtags, and random HTML: no markup survives,
 * links stay whole.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mastodonHtmlToText } from './mastodon-html.ts';

const status = (id: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../test/fixtures/mastodon/status.${id}.json`, import.meta.url),
      'utf8',
    ),
  );

/** How Mastodon writes a link: a hidden scheme, the visible start, a hidden rest. */
const mastodonLink = (url: string) => {
  const [, scheme = '', rest = ''] = /^(https?:\/\/)(.*)$/.exec(url) ?? [];
  return `<a href="${url}" target="_blank" rel="nofollow noopener" translate="no"><span class="invisible">${scheme}</span><span class="ellipsis">${rest.slice(0, 30)}</span><span class="invisible">${rest.slice(30)}</span></a>`;
};

describe('mastodonHtmlToText', () => {
  it('reads the recorded statuses', () => {
    expect(mastodonHtmlToText(status('117020583223442465').content)).toBe('Toot!');
    expect(mastodonHtmlToText(status('117020609135389699').content)).toBe('http://example.org/');
    const reply = status('117020583258292382');
    expect(mastodonHtmlToText(reply.content, { mentions: reply.mentions })).toBe(
      '@mastodonpy_test_2 same!',
    );
    const quote = status('117020582925004921');
    expect(mastodonHtmlToText(quote.content, { dropQuoteInline: true })).toBe('yoooooooo');
    // Without the quote shown, the compatibility paragraph is text like any other, its link whole.
    expect(mastodonHtmlToText(quote.content)).toBe(
      'RE: http://localhost:3000/@mastodonpy_test/117020582917124092\n\nyoooooooo',
    );
  });

  it('writes paragraphs as blank lines, <br> as a newline, a remote mention with its domain and a hashtag as written', () => {
    const html =
      '<p>Hello <span class="h-card"><a href="https://remote.example/@bob" class="u-url mention">@<span>bob</span></a></span>,<br />see ' +
      mastodonLink('https://example.com/a/very/long/path/that/mastodon/shortens?x=1&amp;y=2') +
      '</p><p><a href="https://mastodon.social/tags/cats" class="mention hashtag" rel="tag">#<span>cats</span></a> &amp; dogs &lt;3</p>';
    expect(
      mastodonHtmlToText(html, {
        mentions: [{ url: 'https://remote.example/@bob', acct: 'bob@remote.example' }],
      }),
    ).toBe(
      'Hello @bob@remote.example,\nsee https://example.com/a/very/long/path/that/mastodon/shortens?x=1&y=2\n\n#cats & dogs <3',
    );
  });

  it('decodes entities once', () => {
    expect(mastodonHtmlToText('<p>&amp;lt;b&amp;gt; is &quot;bold&quot;</p>')).toBe(
      '&lt;b&gt; is "bold"',
    );
  });

  it('leaves no markup and keeps every link whole, whatever the HTML', () => {
    const escapeHtml = (text: string) =>
      text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    // Typed text holds no `<`, so any `<` in the output would be markup that survived.
    const word = fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((text) => text.trim() !== '' && !text.includes('<'));
    const url = fc.webUrl({ withQueryParameters: true }).filter((u) => !/[\s"<>]/.test(u));
    const block = fc.oneof(
      word.map((text) => ({ html: escapeHtml(text), text, url: undefined as string | undefined })),
      url.map((u) => ({ html: mastodonLink(u.replaceAll('&', '&amp;')), text: u, url: u })),
      fc.constant({ html: '<br>', text: '\n', url: undefined }),
      word.map((text) => ({ html: `<strong>${escapeHtml(text)}</strong>`, text, url: undefined })),
      fc.constant({ html: '<script>alert(1)</script>', text: '', url: undefined }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(block, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        (paragraphs) => {
          const html = paragraphs
            .map((blocks) => `<p>${blocks.map((b) => b.html).join(' ')}</p>`)
            .join('');
          const text = mastodonHtmlToText(html);
          expect(text).not.toContain('<');
          expect(text).not.toContain('alert(1)');
          for (const blocks of paragraphs) {
            for (const b of blocks) {
              if (b.url) expect(text).toContain(b.url);
              else if (b.text.trim() !== '') expect(text).toContain(b.text.trim().split(/\s+/)[0]);
            }
          }
        },
      ),
    );
  });
});
