/**
 * A card's page without script (issue 46, item 6), read from the HTML the server answers on the
 * real built page: the server's picture of the card with its words as its description and its
 * thread, both in <main> before the footer; the app's form alone inert.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredCard } from '#core/index.ts';
import { sampleStoredCard } from '#test/sample-stored-card.ts';
import { getTestBuild } from '#test/test-build.ts';
import { cardPageHtml } from './card-page-html.ts';
import { cardPictureWords } from './no-script-card-html.ts';

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

const ORIGIN = 'https://sum.example.com';
let builtPage = '';

beforeAll(async () => {
  builtPage = readFileSync(join((await getTestBuild()).dir, 'index.html'), 'utf8');
}, 180_000);

const card = (overrides: Partial<StoredCard> = {}) =>
  sampleStoredCard('https://pbs.twimg.com/profile_images/1/a_400x400.jpg', overrides);

const THREAD: StoredCard['unrolledThread'] = [
  { text: 'First post of three.', url: 'https://x.com/mayabuilds/status/1' },
  { text: 'Second post.', url: 'https://x.com/mayabuilds/status/2' },
  { text: 'Third post.', url: 'https://x.com/mayabuilds/status/3' },
];

function parse(html: string) {
  const document = parseDocument(html, { withStartIndices: true });
  const all = (test: (element: Element) => boolean) =>
    DomUtils.findAll(test, document.children) as Element[];
  const one = (test: (element: Element) => boolean) => {
    const found = all(test);
    expect(found).toHaveLength(1);
    return found[0] as Element;
  };
  const byTag = (tag: string) => one((element) => element.name === tag);
  const inside = (node: Element, outer: Element) => {
    for (let at: Element | null = node; at; at = at.parent as Element | null) {
      if (at === outer) return true;
    }
    return false;
  };
  /** Where an element starts in the page's text: the order a reader meets it. */
  const at = (element: Element) => element.startIndex ?? -1;
  return { all, one, byTag, inside, at };
}

describe('a card’s page without script', () => {
  it('shows the server’s picture of the card in <main>, its words as its description', () => {
    const stored = card();
    const page = parse(cardPageHtml(builtPage, stored, 'solid-light', ORIGIN));
    const main = page.byTag('main');
    const img = page.one((element) => element.name === 'img');
    expect(page.inside(img, main)).toBe(true);
    expect(img.attribs.src).toBe(`${ORIGIN}/c/${stored.id}.png?theme=solid-light&size=card`);
    expect(img.attribs.alt).toBe(
      'Post by @mayabuilds, summarised: The fix took 2 minutes. Finding it took 45. Every migration gets a dry run.',
    );
    expect(img.attribs.width).toBe('600');
    // Inside <noscript>: a page with script neither shows nor fetches it.
    const noscripts = page.all((element) => element.name === 'noscript');
    expect(noscripts.some((noscript) => page.inside(img, noscript))).toBe(true);
    expect(DomUtils.textContent(main)).toContain('The original post on X');
    // Before the footer, which is no longer inert: only the form is, until the app owns it.
    expect(page.at(img)).toBeLessThan(page.at(page.byTag('footer')));
    const root = page.one((element) => element.attribs.id === 'root');
    expect(root.attribs).not.toHaveProperty('inert');
    const form = page.one((element) => element.attribs.id === 'post-url');
    const inert = page.one((element) => 'inert' in element.attribs);
    expect(page.inside(form, inert)).toBe(true);
    expect(inert.attribs['aria-disabled']).toBe('true');
    expect(page.inside(img, inert)).toBe(false);
  });

  it('puts a thread card’s thread in <main> too, once, before the footer', () => {
    const stored = card({ threadPosts: 3, unrolledThread: THREAD });
    const html = cardPageHtml(builtPage, stored, 'gradient-dark', ORIGIN, { size: 'story' });
    const page = parse(html);
    const thread = page.one((element) => element.attribs.id === 'thread');
    expect(page.inside(thread, page.byTag('main'))).toBe(true);
    expect(page.at(thread)).toBeLessThan(page.at(page.byTag('footer')));
    expect(DomUtils.textContent(thread)).toContain('Third post.');
    // Nothing of it after the app any more.
    expect(html.slice(html.indexOf('</footer>'))).not.toContain('unrolled-thread');
    // The shape the link asked for, at its own pixel size.
    const img = page.one((element) => element.name === 'img');
    expect(img.attribs.src).toMatch(/&size=story$/);
    expect([img.attribs.width, img.attribs.height]).toEqual(['1080', '1920']);
  });

  it('keeps the page as it was, the thread after the app, where the page is not the built one', () => {
    const minimal =
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const html = cardPageHtml(
      minimal,
      card({ threadPosts: 3, unrolledThread: THREAD }),
      'solid-dark',
      ORIGIN,
    );
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf('id="thread"')).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
  });

  it('escapes the card’s words in the description', () => {
    const html = cardPageHtml(
      builtPage,
      card({ summary: '• <b>"bold"</b> & more' }),
      'solid-dark',
      ORIGIN,
    );
    expect(html).not.toContain('<b>"bold"');
    expect(html).toContain(
      'alt="Post by @mayabuilds, summarised: &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; more."',
    );
  });
});

describe('cardPictureWords', () => {
  it('says what each mode’s picture shows, in its order', () => {
    expect(
      cardPictureWords(
        card({
          mode: 'meme',
          summary: undefined,
          meme: { caption: 'Deploy day', gifUrl: 'g', fromGiphy: false },
        }),
      ),
    ).toBe('Deploy day.');
    const posts = Array.from({ length: 12 }, (_, index) => `Post ${index + 1}`);
    expect(
      cardPictureWords(
        card({
          mode: 'quote',
          summary: undefined,
          posts,
          quote: { username: 'other', text: 'It quotes this!' },
          contentWarning: 'spoilers',
        }),
      ),
    ).toBe(
      `Content warning: spoilers. ${posts
        .slice(0, 10)
        .map((post) => `${post}.`)
        .join(' ')} 2 more posts. Quoting @other: It quotes this!`,
    );
  });

  it('adds the post’s own picture’s description where the picture shows it', () => {
    const stored = card({
      media: [{ type: 'photo', url: 'https://pbs.twimg.com/media/a.jpg', alt: 'A river at dawn' }],
    });
    const page = parse(
      cardPageHtml(builtPage, stored, 'solid-dark', ORIGIN, { media: true, hideDate: true }),
    );
    const img = page.one((element) => element.name === 'img');
    expect(img.attribs.alt).toMatch(/dry run\. The post’s picture: A river at dawn$/);
    expect(img.attribs.src).toMatch(/&media=1&date=off$/);
  });
});
