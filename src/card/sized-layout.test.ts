import { describe, expect, it } from 'vitest';
import { CARD_MODES, CARD_THEME_IDS } from '#core/index.ts';
import { CARD_THEME_STYLES } from './card-colours.ts';
import {
  type CardContent,
  type CardElement,
  type CardNode,
  cardTexts,
  TROLL_BADGE,
} from './card-layout.ts';
import {
  CARD_SIZES,
  type FixedCardSizeId,
  fitFont,
  planSizedCard,
  sizedCardLayout,
  textHeight,
} from './sized-layout.ts';

const SIZES = Object.keys(CARD_SIZES) as FixedCardSizeId[];

const base: CardContent = {
  mode: 'normal',
  username: 'mayabuilds',
  profileImageSrc: '/default-profile.png',
  lines: [
    '• We shipped the new search today.',
    '• It is twice as fast on phones.',
    '• Try it and tell us.',
  ],
  host: 'sum.example.com',
};
const meme: CardContent = {
  ...base,
  mode: 'meme',
  lines: [],
  meme: { caption: 'When the deploy works on the first try', imageSrc: 'g.gif' },
};
const long = (words: number) =>
  Array.from(
    { length: 3 },
    (_, i) => `• ${`Line ${i} `.concat('about the council budget '.repeat(words)).trim()}.`,
  );

const find = (node: CardNode, test: (el: CardElement) => boolean): CardElement[] =>
  typeof node === 'string'
    ? []
    : [...(test(node) ? [node] : []), ...(node.children ?? []).flatMap((c) => find(c, test))];
const byTestId = (node: CardNode, id: string) =>
  find(node, (el) => el.attrs?.['data-testid'] === id);

describe('the sized layouts', () => {
  it('have the exact pixel sizes of each shape', () => {
    expect(SIZES.map((size) => [size, CARD_SIZES[size].width, CARD_SIZES[size].height])).toEqual([
      ['square', 1080, 1080],
      ['portrait', 1080, 1350],
      ['story', 1080, 1920],
      ['og', 1200, 630],
    ]);
    for (const size of SIZES) {
      const root = sizedCardLayout(base, 'solid-dark', size);
      expect(root.style).toMatchObject({
        width: CARD_SIZES[size].width,
        height: CARD_SIZES[size].height,
      });
      expect(root.attrs?.['data-size']).toBe(size);
    }
  });

  it('draw every theme, every mode, in every size, with the handle, the badge and Made by in place', () => {
    for (const size of SIZES) {
      for (const theme of CARD_THEME_IDS) {
        for (const mode of CARD_MODES) {
          const content = mode === 'meme' ? meme : { ...base, mode };
          const tree = sizedCardLayout(content, theme, size);
          expect(tree.style.background).toBe(CARD_THEME_STYLES[theme].background);
          const texts = cardTexts(tree);
          expect(texts[0]).toBe('@mayabuilds');
          expect(texts.at(-1)).toBe('Made by sum.example.com');
          expect(texts.includes(TROLL_BADGE)).toBe(mode === 'troll');
          expect(byTestId(tree, 'card-meme-image')).toHaveLength(mode === 'meme' ? 1 : 0);
          expect(byTestId(tree, 'card-profile-image')).toHaveLength(mode === 'meme' ? 0 : 1);
        }
      }
    }
  });

  it('draw a link preview’s edge in the theme’s accent, over its picture, and no edge on feed shapes', () => {
    for (const theme of CARD_THEME_IDS) {
      const preview = sizedCardLayout(meme, theme, 'og');
      const [frame] = byTestId(preview, 'card-frame');
      expect(frame?.style.border).toBe(`8px solid ${CARD_THEME_STYLES[theme].accent}`);
      // Drawn last, so the meme's GIF at the preview's edge is framed too.
      expect(preview.children?.at(-1)).toBe(frame);
      // The text keeps its distance from the rule.
      expect(planSizedCard(base, 'og').text.left).toBeGreaterThan(CARD_SIZES.og.frame * 4);
      for (const size of ['square', 'portrait', 'story'] as const) {
        expect(byTestId(sizedCardLayout(base, theme, size), 'card-frame')).toHaveLength(0);
      }
    }
  });

  it('set short text large enough to read on a phone, at the top of the scale', () => {
    for (const size of SIZES) {
      const plan = planSizedCard(base, size);
      expect(plan.font).toBe(CARD_SIZES[size].maxFont);
      // Larger, for the picture's width, than the 600px card's 17px lines: a feed shows it phone-wide.
      expect(plan.font / CARD_SIZES[size].width).toBeGreaterThan(17 / 600);
    }
  });

  it('shrink long text before they cut it, and never set more than the box holds', () => {
    for (const size of SIZES) {
      const fonts = [2, 6, 12, 24].map((words) =>
        planSizedCard({ ...base, lines: long(words) }, size),
      );
      for (let i = 1; i < fonts.length; i += 1) {
        expect(fonts[i]!.font).toBeLessThanOrEqual(fonts[i - 1]!.font);
      }
      for (const plan of fonts) {
        expect(
          textHeight(plan.lines, plan.font, plan.text.width, plan.font * 0.5),
        ).toBeLessThanOrEqual(plan.text.height);
        // Cut only at the smallest size.
        if (plan.clamped) expect(plan.font).toBe(CARD_SIZES[size].minFont);
      }
      const huge = planSizedCard({ ...base, lines: long(200) }, size);
      expect(huge.clamped).toBe(true);
      expect(huge.lines.at(-1)?.endsWith('…')).toBe(true);
    }
  });

  it('puts the meme’s picture beside the text on a link preview and above it on a story', () => {
    const og = planSizedCard(meme, 'og');
    expect(og.picture).toMatchObject({ left: 0, top: 0, height: 630 });
    expect(og.text.left).toBeGreaterThanOrEqual(og.picture!.width);
    const story = planSizedCard(meme, 'story');
    expect(story.picture).toMatchObject({ left: 0, top: CARD_SIZES.story.safe.top, width: 1080 });
    expect(story.text.top).toBeGreaterThanOrEqual(story.picture!.height);
  });

  it('lays out right-to-left and CJK text, each line finding its direction, the card’s where it misleads', () => {
    for (const [lines, dirs] of [
      [
        [
          '• أعلنت المدينة عن خطة جديدة للنقل العام اليوم.',
          '• Apple تبدأ الخطة في الربيع.',
          '• التفاصيل على الموقع.',
        ],
        // The line opening with a Latin name is set as the card's language is.
        ['auto', 'rtl', 'auto'],
      ],
      // Lines in another script than the card's language find their own direction.
      [
        [
          '• 新しい図書館が今日開館しました。',
          '• 本だけでなく道具も借りられます。',
          '• 初日に四十点が貸し出されました。',
        ],
        ['auto', 'auto', 'auto'],
      ],
    ] as const) {
      for (const size of SIZES) {
        const tree = sizedCardLayout({ ...base, lines, lang: 'ar' }, 'gradient-dark', size);
        const items = find(tree, (el) => el.tag === 'li');
        expect(items.map((item) => item.attrs?.dir)).toEqual(dirs);
        expect(find(tree, (el) => el.tag === 'ul')[0]?.attrs).toMatchObject({
          lang: 'ar',
          dir: 'rtl',
        });
      }
    }
    // Wide characters take more room: the same count of CJK characters needs a smaller font.
    const latin = fitFont(['a'.repeat(300)], CARD_SIZES.square, { width: 900, height: 500 });
    const cjk = fitFont(['図'.repeat(300)], CARD_SIZES.square, { width: 900, height: 500 });
    expect(cjk.font).toBeLessThan(latin.font);
  });

  it('shows a content warning before the text and names pasted text where the handle would be', () => {
    const tree = sizedCardLayout(
      { ...base, username: '', contentWarning: 'politics' },
      'solid-dark',
      'story',
    );
    const texts = cardTexts(tree);
    expect(texts[0]).toBe('From pasted text');
    expect(texts[1]).toBe('Content warning: politics');
    expect(byTestId(tree, 'card-profile-image')).toHaveLength(0);
  });
});

describe('the post’s own picture', () => {
  const withPicture = { ...base, picture: { src: 'p.jpg', alt: 'A cat' } };

  it('sits above the lines on the 600px card and in the picture box of every shape', () => {
    for (const size of SIZES) {
      const plan = planSizedCard(withPicture, size);
      expect(plan.picture).toBeDefined();
      const tree = sizedCardLayout(withPicture, 'solid-dark', size);
      expect(byTestId(tree, 'card-post-image')).toHaveLength(1);
      // Beside the text on the link preview, above it on the story.
      if (size === 'og') expect(plan.text.left).toBeGreaterThanOrEqual(plan.picture!.width);
      if (size === 'story') expect(plan.text.top).toBeGreaterThanOrEqual(plan.picture!.height);
    }
    expect(planSizedCard(base, 'story').picture).toBeUndefined();
  });
});

describe('a sized card in another language than its post (issue 45)', () => {
  const provenance = 'Summed up in English from a post in Japanese';
  const byTestId = (tree: CardNode, id: string) =>
    find(tree, (node) => node.attrs?.['data-testid'] === id);

  it('says where its words came from above Made by in every size, with room planned for it', () => {
    for (const card of [base, meme]) {
      for (const size of SIZES) {
        const translated = { ...card, lang: 'en', provenance };
        const tree = sizedCardLayout(translated, 'solid-dark', size);
        const [column] = byTestId(tree, 'card-column');
        const texts = cardTexts(column ?? '');
        expect(texts.indexOf(provenance), size).toBe(texts.indexOf('Made by sum.example.com') - 1);
        // The words get less room by the line's height: nothing is pushed out of the column.
        expect(planSizedCard(translated, size).text.height).toBeLessThan(
          planSizedCard(card, size).text.height,
        );
      }
    }
  });
});
