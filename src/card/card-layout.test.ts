import { describe, expect, it } from 'vitest';
import { CARD_THEME_IDS } from '#core/index.ts';
import { CARD_THEME_STYLES } from './card-colours.ts';
import {
  type CardElement,
  type CardNode,
  cardFontFamily,
  cardLayout,
  cardTexts,
  TROLL_BADGE,
} from './card-layout.ts';

const base = {
  username: 'mayabuilds',
  profileImageSrc: '/default-profile.png',
  lines: ['• One', '• Two', '• Three'],
  host: 'sum.example.com',
};

const find = (node: CardNode, test: (el: CardElement) => boolean): CardElement[] =>
  typeof node === 'string'
    ? []
    : [...(test(node) ? [node] : []), ...(node.children ?? []).flatMap((c) => find(c, test))];

describe('cardLayout', () => {
  it('is 600px wide with rounded corners and each theme’s own background and text colour', () => {
    for (const theme of CARD_THEME_IDS) {
      const root = cardLayout({ ...base, mode: 'normal' }, theme);
      expect(root.part).toBe('root');
      expect(root.style).toMatchObject({
        width: 600,
        borderRadius: 24,
        background: CARD_THEME_STYLES[theme].background,
        color: CARD_THEME_STYLES[theme].text,
      });
    }
  });

  it('shows the username, the lines and the Made by line; troll cards add the badge', () => {
    const normal = cardTexts(cardLayout({ ...base, mode: 'normal' }, 'solid-dark'));
    expect(normal).toEqual([
      '@mayabuilds',
      'Post summary',
      '• One',
      '• Two',
      '• Three',
      'Made by sum.example.com',
    ]);
    const troll = cardTexts(cardLayout({ ...base, mode: 'troll' }, 'solid-dark'));
    expect(troll).toContain(TROLL_BADGE);
    expect(troll).toContain('Troll summary');
  });

  it('lays a meme out as the picture on the left and the caption with Made by on the right', () => {
    const tree = cardLayout(
      { ...base, mode: 'meme', lines: [], meme: { caption: 'When it works', imageSrc: '/m.gif' } },
      'gradient-light',
    );
    const [picture] = find(tree, (el) => el.part === 'meme-image');
    expect(picture?.attrs?.src).toBe('/m.gif');
    expect(cardTexts(tree)).toEqual(['@mayabuilds', 'When it works', 'Made by sum.example.com']);
    expect(find(tree, (el) => el.part === 'profile-image')).toEqual([]);
  });

  it('marks the card’s language on the lines; a line in another script finds its direction', () => {
    const tree = cardLayout({ ...base, mode: 'normal', lang: 'ar' }, 'solid-light');
    expect(find(tree, (el) => el.tag === 'ul')[0]?.attrs).toMatchObject({ lang: 'ar', dir: 'rtl' });
    for (const li of find(tree, (el) => el.tag === 'li')) expect(li.attrs?.dir).toBe('auto');
  });
});

describe('cards of pasted text and with a content warning', () => {
  it('draws no avatar and names the text as pasted where the handle would be', () => {
    for (const mode of ['normal', 'troll', 'meme'] as const) {
      const tree = cardLayout(
        { ...base, mode, username: '', meme: { caption: 'When it works', imageSrc: 'g.gif' } },
        'solid-dark',
      );
      expect(cardTexts(tree)[0]).toBe('From pasted text');
      expect(find(tree, (node) => node.part === 'profile-image')).toHaveLength(0);
    }
  });

  it('shows the content warning before the card’s text', () => {
    const texts = cardTexts(
      cardLayout({ ...base, mode: 'normal', contentWarning: 'politics' }, 'solid-dark'),
    );
    const warning = texts.indexOf('Content warning: politics');
    expect(warning).toBeGreaterThan(0);
    expect(warning).toBeLessThan(texts.indexOf(base.lines[0] as string));
  });
});

describe('the post’s own picture on the 600px card', () => {
  it('comes between the handle and the lines, with its alt text', () => {
    const tree = cardLayout(
      { ...base, mode: 'normal', picture: { src: 'p.jpg', alt: 'A cat' } },
      'solid-dark',
    );
    const [image] = find(tree, (node) => node.part === 'post-image');
    expect(image?.attrs).toMatchObject({ src: 'p.jpg', alt: 'A cat' });
    expect(
      find(
        cardLayout({ ...base, mode: 'normal' }, 'solid-dark'),
        (node) => node.part === 'post-image',
      ),
    ).toHaveLength(0);
  });
});

describe('the author on the 600px card', () => {
  const post = {
    ...base,
    mode: 'normal' as const,
    displayName: 'Maya Builds 🚀',
    network: 'bluesky' as const,
    createdAt: '2026-11-25T16:34:04.000Z',
    lang: 'en',
  };

  it('names the author in bold above the @handle, the network’s mark and the post’s date', () => {
    const tree = cardLayout(post, 'solid-dark');
    const texts = cardTexts(tree);
    expect(texts.slice(0, 5)).toEqual([
      'Maya Builds 🚀',
      '@mayabuilds',
      '·',
      'Nov 25, 2026',
      'Post summary',
    ]);
    const [name] = find(tree, (node) => node.attrs?.['data-testid'] === 'card-display-name');
    expect(name?.attrs?.dir).toBe('auto');
    const [mark] = find(tree, (node) => node.attrs?.['data-testid'] === 'card-network');
    expect(mark?.attrs).toMatchObject({ alt: 'Bluesky', 'data-network': 'bluesky' });
    expect(String(mark?.attrs?.src)).toMatch(/^data:image\/svg\+xml,/);
  });

  it('ends a long name with an ellipsis on one line, the troll badge kept whole after it', () => {
    const tree = cardLayout(
      { ...post, mode: 'troll', displayName: `Maya ${'Builds '.repeat(30)}` },
      'solid-dark',
    );
    const [name] = find(tree, (node) => node.attrs?.['data-testid'] === 'card-display-name');
    expect(name?.style).toMatchObject({
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      overflow: 'hidden',
    });
    const [badge] = find(tree, (node) => node.attrs?.['aria-label'] === 'troll');
    expect(badge?.style.flexShrink).toBe(0);
  });

  it('writes the date in the card’s language, and leaves it out when asked', () => {
    expect(cardTexts(cardLayout({ ...post, lang: 'de' }, 'solid-dark'))).toContain('25.11.2026');
    const hidden = cardTexts(cardLayout({ ...post, hideDate: true }, 'solid-dark'));
    expect(hidden.some((text) => text.includes('2026'))).toBe(false);
    expect(hidden).not.toContain('·');
  });

  it('draws a mark for each network, none for pasted text, which names its author and says it was pasted', () => {
    for (const network of ['x', 'bluesky', 'mastodon'] as const) {
      const [mark] = find(
        cardLayout({ ...post, network }, 'solid-dark'),
        (node) => node.attrs?.['data-testid'] === 'card-network',
      );
      expect(mark?.attrs?.['data-network']).toBe(network);
    }
    const pasted = cardLayout(
      { ...post, username: '', displayName: 'Ada', createdAt: undefined },
      'solid-dark',
    );
    expect(cardTexts(pasted).slice(0, 2)).toEqual(['Ada', 'From pasted text']);
    expect(find(pasted, (node) => node.attrs?.['data-testid'] === 'card-network')).toEqual([]);
  });

  it('shows the handle alone when the name only repeats it', () => {
    const texts = cardTexts(
      cardLayout({ ...base, mode: 'normal', displayName: 'MayaBuilds' }, 'solid-dark'),
    );
    expect(texts[0]).toBe('@mayabuilds');
    expect(texts).not.toContain('MayaBuilds');
  });
});

describe('a quote card at 600px', () => {
  const posts = ['First post of the thread.', 'Second post.\n\nWith a paragraph.', 'Third post.'];
  const quote = {
    ...base,
    mode: 'quote' as const,
    lines: [],
    posts,
    quote: { username: 'other.bsky.social', text: 'The post it quotes.' },
  };
  const testIds = (tree: CardNode, id: string) =>
    find(tree, (node) => node.attrs?.['data-testid'] === id);

  it('draws the posts themselves in order, a line between each two, the quoted post inset after them', () => {
    const tree = cardLayout(quote, 'gradient-dark');
    expect(testIds(tree, 'card-post').map((node) => cardTexts(node).join(''))).toEqual(posts);
    expect(testIds(tree, 'card-thread-line')).toHaveLength(2);
    expect(find(tree, (node) => node.tag === 'li')).toEqual([]);
    const texts = cardTexts(tree);
    expect(texts).not.toContain('Post summary');
    expect(texts.slice(-3)).toEqual([
      '@other.bsky.social',
      'The post it quotes.',
      'Made by sum.example.com',
    ]);
    const [box] = testIds(tree, 'card-quote');
    expect(box?.style.border).toMatch(/solid/);
    // The post's own line breaks are kept.
    expect(testIds(tree, 'card-post')[1]?.style.whiteSpace).toBe('pre-wrap');
  });

  it('shows the post’s picture after the first post', () => {
    const tree = cardLayout({ ...quote, picture: { src: 'p.jpg', alt: 'A cat' } }, 'solid-dark');
    const column = testIds(tree, 'card-text')[0]?.children ?? [];
    const at = column.findIndex((node) => typeof node !== 'string' && node.part === 'post-image');
    expect(at).toBe(1);
  });

  it('grows to hold up to 10 posts and says how many more there were', () => {
    const many = Array.from({ length: 12 }, (_, i) => `Post ${i + 1}`);
    const tree = cardLayout({ ...quote, posts: many }, 'solid-dark');
    expect(testIds(tree, 'card-post')).toHaveLength(10);
    expect(cardTexts(testIds(tree, 'card-more-posts')[0] ?? '')).toEqual(['2 more posts']);
    expect(tree.style.height).toBeUndefined();
  });
});

describe('every card’s edges, warning and meme picture', () => {
  it('gives the light themes a visible edge, and the dark ones none', () => {
    for (const theme of CARD_THEME_IDS) {
      const edges = find(
        cardLayout({ ...base, mode: 'normal' }, theme),
        (node) => node.attrs?.['data-testid'] === 'card-edge',
      );
      expect(edges.length, theme).toBe(theme.endsWith('light') ? 1 : 0);
      if (edges[0])
        expect(edges[0].style.border).toBe(`1px solid ${CARD_THEME_STYLES[theme].edge}`);
    }
  });

  it('keeps a 500-character content warning on one line, the Made by line after the text', () => {
    for (const mode of ['normal', 'meme', 'quote'] as const) {
      const tree = cardLayout(
        {
          ...base,
          mode,
          contentWarning: 'w'.repeat(500),
          posts: ['A post'],
          meme: { caption: 'C', imageSrc: 'g.gif' },
        },
        'solid-dark',
      );
      const [warning] = find(
        tree,
        (node) => node.attrs?.['data-testid'] === 'card-content-warning',
      );
      expect(warning?.style).toMatchObject({
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        overflow: 'hidden',
      });
      expect(cardTexts(tree).at(-1)).toBe('Made by sum.example.com');
    }
  });

  it('draws a meme picture that must stay whole contained, and GIPHY’s filling its half', () => {
    const objectFitOf = (whole: boolean) =>
      find(
        cardLayout(
          { ...base, mode: 'meme', lines: [], meme: { caption: 'C', imageSrc: 'g.gif', whole } },
          'solid-dark',
        ),
        (node) => node.part === 'meme-image',
      )[0]?.style.objectFit;
    expect(objectFitOf(true)).toBe('contain');
    expect(objectFitOf(false)).toBe('cover');
  });
});

describe('a card in another language than its post (issue 45)', () => {
  const provenance = 'Summed up in English from a post in Japanese';
  const byTestId = (tree: CardNode, id: string) =>
    find(tree, (node) => node.attrs?.['data-testid'] === id);

  it('says where its words came from at its foot, just above Made by, in every mode', () => {
    for (const mode of ['normal', 'troll', 'meme'] as const) {
      const card = {
        ...base,
        mode,
        lang: 'en',
        provenance,
        ...(mode === 'meme' && { meme: { caption: 'When the meeting is cut', imageSrc: 'g.gif' } }),
      };
      const texts = cardTexts(cardLayout(card, 'solid-dark'));
      expect(texts.indexOf(provenance), mode).toBe(texts.indexOf('Made by sum.example.com') - 1);
      const [line] = byTestId(cardLayout(card, 'solid-dark'), 'card-provenance');
      // The sentence is English, whatever the card's language.
      expect(line?.attrs).toMatchObject({ lang: 'en', dir: 'ltr' });
    }
    expect(cardTexts(cardLayout({ ...base, mode: 'normal' }, 'solid-dark'))).not.toContain(
      provenance,
    );
  });

  it('sets an Arabic card’s line from the right even where it opens with a Latin name', () => {
    const tree = cardLayout(
      {
        ...base,
        mode: 'normal',
        lang: 'ar',
        lines: ['• Apple أعلنت عن هاتف جديد اليوم.', '• الهاتف أسرع بمرتين.', '• يصل في مايو.'],
      },
      'solid-dark',
    );
    // Lines that open in Arabic find their direction as a browser does; the one opening with a
    // Latin name is set right to left, as the card's language is.
    expect(find(tree, (el) => el.tag === 'li').map((li) => li.attrs?.dir)).toEqual([
      'rtl',
      'auto',
      'auto',
    ]);
    const caption = (text: string) =>
      find(
        cardLayout(
          { ...base, mode: 'meme', lang: 'he', meme: { caption: text, imageSrc: 'g.gif' } },
          'solid-dark',
        ),
        (el) => el.tag === 'p' && el.attrs?.lang === 'he',
      )[0]?.attrs?.dir;
    expect(caption('iPhone כשהשרת עובד סוף סוף')).toBe('rtl');
    expect(caption('כשהשרת עובד')).toBe('auto');
  });

  it('draws a Chinese or Korean card’s Han characters in its own language’s forms', () => {
    const fonts = (lang?: string) =>
      String(
        cardLayout({ ...base, mode: 'normal', ...(lang && { lang }) }, 'solid-dark').style
          .fontFamily,
      );
    const order = (family: string, font: string) => family.indexOf(`"Noto Sans ${font}"`);
    expect(order(fonts('zh'), 'SC')).toBeLessThan(order(fonts('zh'), 'JP'));
    expect(order(fonts('zh-Hant'), 'SC')).toBeLessThan(order(fonts('zh-Hant'), 'JP'));
    expect(order(fonts('ko'), 'KR')).toBeLessThan(order(fonts('ko'), 'JP'));
    expect(order(fonts('ja'), 'JP')).toBeLessThan(order(fonts('ja'), 'SC'));
    expect(fonts()).toBe(cardFontFamily());
    // Inter and the colour emoji stay first whatever the language.
    expect(fonts('zh').startsWith('"Inter", "Twemoji"')).toBe(true);
  });
});
