import { describe, expect, it } from 'vitest';
import { CARD_MODES, CARD_THEME_IDS, type CardMode, QUOTE_MAX_POSTS } from '#core/index.ts';
import { CARD_THEME_STYLES } from './card-colours.ts';
import type { CardContent } from './card-content.ts';
import { type CardElement, type CardNode, cardTexts } from './card-element.ts';
import { CARD_SIZES, type FixedCardSizeId } from './card-size-specs.ts';
import { quoteFitHeight } from './quote-fit.ts';
import { morePostsLabel } from './quote-posts.ts';
import { planSizedCard, sizedCardLayout } from './sized-layout.ts';

const SIZES = Object.keys(CARD_SIZES) as FixedCardSizeId[];

const post = (n: number, words = 40) =>
  `${n}/ ${'we moved the search index to a new cluster and queries are faster '.repeat(words / 12)}`.trim();
const base: CardContent = {
  mode: 'normal',
  username: 'mayabuilds',
  displayName: 'Maya Builds',
  network: 'bluesky',
  createdAt: '2026-11-25T16:34:04.000Z',
  profileImageSrc: '/default-profile.png',
  lines: ['• We shipped the new search today.', '• It is twice as fast.', '• Try it.'],
  host: 'sum.example.com',
};
const content = (mode: CardMode, extra: Partial<CardContent> = {}): CardContent => ({
  ...base,
  mode,
  ...(mode === 'meme' && {
    lines: [],
    meme: { caption: 'When the deploy works', imageSrc: 'g.gif' },
  }),
  ...(mode === 'quote' && {
    lines: [],
    posts: [post(1), post(2)],
    quote: { username: 'ops.example', text: 'Always set a lock timeout.' },
  }),
  ...extra,
});

const find = (node: CardNode, test: (el: CardElement) => boolean): CardElement[] =>
  typeof node === 'string'
    ? []
    : [...(test(node) ? [node] : []), ...(node.children ?? []).flatMap((c) => find(c, test))];
const byTestId = (node: CardNode, id: string) =>
  find(node, (el) => el.attrs?.['data-testid'] === id);

describe('the safe areas of the story and the portrait', () => {
  it('draw nothing in a story’s top 250 and bottom 340 pixels, in every mode, with or without a picture', () => {
    const { safe, height } = CARD_SIZES.story;
    expect(safe).toEqual({ top: 250, bottom: 340 });
    for (const mode of CARD_MODES) {
      for (const picture of [undefined, { src: 'p.jpg' }]) {
        const card = content(mode, picture ? { picture } : {});
        const plan = planSizedCard(card, 'story');
        for (const box of [plan.column, plan.picture]) {
          if (!box) continue;
          expect(box.top, mode).toBeGreaterThanOrEqual(safe.top);
          expect(box.top + box.height, mode).toBeLessThanOrEqual(height - safe.bottom);
        }
        // The tree places them there, and the column clips whatever would stray.
        const tree = sizedCardLayout(card, 'solid-dark', 'story');
        const [column] = byTestId(tree, 'card-column');
        expect(column?.style).toMatchObject({
          top: plan.column.top,
          height: plan.column.height,
          overflow: 'hidden',
        });
        // Made by is inside the column, so inside the safe area.
        expect(byTestId(column ?? '', 'card-made-by')).toHaveLength(1);
      }
    }
  });

  it('keep the portrait’s block off its top and bottom 5% and centre every size’s block between author and Made by', () => {
    expect(CARD_SIZES.portrait.safe).toEqual({ top: 68, bottom: 68 });
    for (const size of SIZES) {
      for (const mode of CARD_MODES) {
        const tree = sizedCardLayout(content(mode), 'solid-dark', size);
        const [column] = byTestId(tree, 'card-column');
        expect(column?.style.justifyContent).toBe('center');
        expect(column?.style.top).toBeGreaterThanOrEqual(CARD_SIZES[size].safe.top);
      }
    }
  });

  it('set a short story’s text large: the block fills much of the safe area', () => {
    const plan = planSizedCard(content('normal'), 'story');
    expect(plan.font).toBe(CARD_SIZES.story.maxFont);
    expect(plan.font).toBeGreaterThanOrEqual(80);
  });
});

describe('a quote card in the fixed sizes', () => {
  it('shows every post when they fit, at a font that shrinks with their length', () => {
    for (const size of SIZES) {
      const short = planSizedCard(content('quote', { posts: ['A short post.'] }), size);
      const longer = planSizedCard(content('quote'), size);
      expect(short.quote?.posts).toEqual(['A short post.']);
      expect(short.quote?.more).toBe(0);
      expect(longer.font).toBeLessThanOrEqual(short.font);
      expect(
        quoteFitHeight(
          { ...longer.quote!, font: longer.font, clamped: longer.clamped },
          longer.text.width,
        ),
      ).toBeLessThanOrEqual(longer.text.height);
    }
  });

  it('shrinks toward the smallest font before leaving posts out, then says how many more there are', () => {
    const thread = Array.from({ length: QUOTE_MAX_POSTS }, (_, i) => post(i + 1, 48));
    for (const size of SIZES) {
      const plan = planSizedCard(content('quote', { posts: thread }), size);
      const shown = plan.quote!;
      expect(shown.posts.length, size).toBeLessThan(QUOTE_MAX_POSTS);
      expect(plan.font, size).toBe(CARD_SIZES[size].minFont);
      expect(shown.posts.length + shown.more).toBe(QUOTE_MAX_POSTS);
      // The posts drawn are the thread's first, whole and in order.
      expect(shown.posts).toEqual(thread.slice(0, shown.posts.length).map((text) => text.trim()));
      expect(
        quoteFitHeight({ ...shown, font: plan.font, clamped: true }, plan.text.width),
      ).toBeLessThanOrEqual(plan.text.height);
      const tree = sizedCardLayout(content('quote', { posts: thread }), 'gradient-dark', size);
      expect(cardTexts(byTestId(tree, 'card-more-posts')[0] ?? '')).toEqual([
        morePostsLabel(shown.more),
      ]);
      expect(byTestId(tree, 'card-post')).toHaveLength(shown.posts.length);
      expect(cardTexts(tree).at(-1)).toBe('Made by sum.example.com');
    }
  });

  it('cuts a first post too long for the box at a word, with an ellipsis', () => {
    const plan = planSizedCard(content('quote', { posts: [post(1, 600), post(2)] }), 'og');
    expect(plan.quote?.posts).toHaveLength(1);
    expect(plan.quote?.posts[0]?.endsWith('…')).toBe(true);
    expect(plan.quote?.more).toBe(1);
  });

  it('words the left-out posts in the singular and the plural', () => {
    expect(morePostsLabel(1)).toBe('1 more post');
    expect(morePostsLabel(7)).toBe('7 more posts');
  });

  it('draws the quoted post inset after the posts, and the author and date as every card does', () => {
    for (const size of SIZES) {
      const tree = sizedCardLayout(content('quote'), 'solid-light', size);
      const texts = cardTexts(tree);
      expect(texts.slice(0, 4)).toEqual(['Maya Builds', '@mayabuilds', '·', 'Nov 25, 2026']);
      expect(byTestId(tree, 'card-quote')).toHaveLength(1);
      expect(byTestId(tree, 'card-network')).toHaveLength(1);
    }
  });
});

describe('every fixed size', () => {
  it('keeps a 500-character content warning on one line: the text’s room is the same as with a short one', () => {
    for (const size of SIZES) {
      for (const mode of CARD_MODES) {
        const long = planSizedCard(content(mode, { contentWarning: 'x'.repeat(500) }), size);
        const short = planSizedCard(content(mode, { contentWarning: 'politics' }), size);
        expect(long.text).toEqual(short.text);
        const tree = sizedCardLayout(
          content(mode, { contentWarning: 'x'.repeat(500) }),
          'solid-dark',
          size,
        );
        const [warning] = byTestId(tree, 'card-content-warning');
        expect(warning?.style).toMatchObject({ whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
      }
    }
  });

  it('draws a meme picture that must stay whole contained in its box, and GIPHY’s covering it', () => {
    for (const size of SIZES) {
      for (const whole of [true, false]) {
        const tree = sizedCardLayout(
          content('meme', { meme: { caption: 'C', imageSrc: 'g.gif', whole } }),
          'solid-dark',
          size,
        );
        expect(byTestId(tree, 'card-meme-image')[0]?.style.objectFit).toBe(
          whole ? 'contain' : 'cover',
        );
      }
    }
  });

  it('gives a light theme’s square and portrait an edge; the story fills the screen and the preview has its frame', () => {
    for (const theme of CARD_THEME_IDS) {
      for (const size of SIZES) {
        const edges = byTestId(sizedCardLayout(base, theme, size), 'card-edge');
        const expected = theme.endsWith('light') && (size === 'square' || size === 'portrait');
        expect(edges.length, `${theme} ${size}`).toBe(expected ? 1 : 0);
        if (expected)
          expect(edges[0]?.style.border).toBe(`2px solid ${CARD_THEME_STYLES[theme].edge}`);
      }
    }
  });
});
