/**
 * The card in the shapes feeds show whole: a square and a 4:5 portrait (Instagram, LinkedIn), a
 * 9:16 story, a 1.91:1 link preview. Each is a layout of its own at its exact pixel size, not the
 * 600px card on a background: the text is set as large as the space allows (so it reads on a phone
 * in a feed) and shrinks before anything is cut; the handle, the troll badge, the GIF and the
 * `Made by` line keep their places. Pure: the web app and the server draw the same tree.
 */
import type { CardThemeId } from '#core/index.ts';
import { CARD_THEME_STYLES } from './card-colours.ts';
import {
  CARD_FONT_FAMILY,
  type CardContent,
  type CardElement,
  type CardNode,
  EMOJI_FONTS,
  el,
  handleOf,
  TROLL_BADGE,
} from './card-layout.ts';
import { CARD_SIZES, type FixedCardSizeId, type SizeSpec } from './card-size-specs.ts';
import { clampLines, fitFont, LINE_HEIGHT } from './fit-text.ts';

export { CARD_SIZE_IDS, CARD_SIZE_NAMES, type CardSizeId, isCardSizeId } from '#core/index.ts';
export { CARD_SIZES, type FixedCardSizeId, type SizeSpec } from './card-size-specs.ts';
export { fitFont, textHeight } from './fit-text.ts';

/** The measured plan of a sized card: where everything goes, for the tree and for tests. */
export interface SizedPlan {
  size: FixedCardSizeId;
  width: number;
  height: number;
  font: number;
  /** Whether the text was clamped (it did not fit even at the smallest font). */
  clamped: boolean;
  lines: string[];
  /** The meme picture's box, when the card has one. */
  picture?: { left: number; top: number; width: number; height: number };
  /** The text column's box. */
  text: { left: number; top: number; width: number; height: number };
}

/** The room the header (avatar and handle) and the footer (Made by) take, in pixels. */
const headerHeight = (spec: SizeSpec, meme: boolean) =>
  (meme ? spec.handleFont * 1.4 : spec.avatar) + spec.padding * 0.5;
const footerHeight = (spec: SizeSpec) => spec.smallFont * 1.5 + spec.padding * 0.5;

/** Plans the card at `size`: the picture's box, the text's box, the font and the lines. */
export function planSizedCard(card: CardContent, size: FixedCardSizeId): SizedPlan {
  const spec = CARD_SIZES[size];
  const meme = card.mode === 'meme';
  let picture: SizedPlan['picture'];
  let area = { left: 0, top: 0, width: spec.width, height: spec.height };
  // The meme's GIF, or the post's own picture when shown: beside the text on wide shapes, above it.
  if (meme || card.picture) {
    if (spec.picture === 'left') {
      const width = Math.round(spec.width * spec.pictureShare);
      picture = { left: 0, top: 0, width, height: spec.height };
      area = { left: width, top: 0, width: spec.width - width, height: spec.height };
    } else {
      const height = Math.round(spec.height * spec.pictureShare);
      picture = { left: 0, top: 0, width: spec.width, height };
      area = { left: 0, top: height, width: spec.width, height: spec.height - height };
    }
  }
  const warning = card.contentWarning ? spec.smallFont * 1.5 + spec.padding * 0.25 : 0;
  const text = {
    left: area.left + spec.padding,
    top: area.top + spec.padding + headerHeight(spec, meme) + warning,
    width: area.width - 2 * spec.padding - (meme ? 0 : spec.maxFont * 0.5),
    height:
      area.height - 2 * spec.padding - headerHeight(spec, meme) - footerHeight(spec) - warning,
  };
  const source = meme
    ? [card.meme?.caption ?? '']
    : card.lines.map((line) => line.replace(/^[•\-*]\s*/u, ''));
  const { font, fits } = fitFont(source, spec, text);
  const gap = font * 0.5;
  const lines = fits ? [...source] : clampLines(source, font, text, gap);
  return {
    size,
    width: spec.width,
    height: spec.height,
    font,
    clamped: !fits,
    lines,
    ...(picture && { picture }),
    text,
  };
}

/** The card drawn at `size`: full bleed in the theme's background, every part at its planned place. */
export function sizedCardLayout(
  card: CardContent,
  theme: CardThemeId,
  size: FixedCardSizeId,
): CardElement {
  const spec = CARD_SIZES[size];
  const plan = planSizedCard(card, size);
  const colours = CARD_THEME_STYLES[theme];
  const meme = card.mode === 'meme';
  const name: CardNode[] = [handleOf(card)];
  if (card.mode === 'troll') {
    name.push(
      el('span', { marginLeft: spec.handleFont * 0.3, fontFamily: EMOJI_FONTS }, [TROLL_BADGE], {
        role: 'img',
        'aria-label': 'troll',
      }),
    );
  }
  const avatar =
    !meme && card.username !== ''
      ? [
          el(
            'img',
            {
              width: spec.avatar,
              height: spec.avatar,
              borderRadius: '50%',
              objectFit: 'cover',
              flexShrink: 0,
              boxShadow: `0 0 0 ${Math.round(spec.avatar / 20)}px ${colours.accent}`,
            },
            [],
            {
              src: card.profileImageSrc,
              alt: handleOf(card),
              width: spec.avatar,
              height: spec.avatar,
              'data-testid': 'card-profile-image',
            },
            'profile-image',
          ),
        ]
      : [];
  const header = el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      gap: spec.padding * 0.3,
      minHeight: meme ? spec.handleFont * 1.4 : spec.avatar,
    },
    [
      ...avatar,
      el(
        'div',
        {
          display: 'flex',
          fontSize: spec.handleFont,
          fontWeight: 700,
          letterSpacing: '-0.01em',
          overflowWrap: 'anywhere',
          color: meme ? colours.muted : colours.text,
        },
        name,
        { dir: 'auto', 'data-testid': 'card-handle' },
      ),
    ],
  );
  const warning = card.contentWarning
    ? [
        el(
          'p',
          {
            margin: `${spec.padding * 0.25}px 0 0`,
            fontSize: spec.smallFont,
            fontWeight: 600,
            color: colours.muted,
          },
          [`Content warning: ${card.contentWarning}`],
          { dir: 'auto', 'data-testid': 'card-content-warning' },
        ),
      ]
    : [];
  const gap = plan.font * 0.5;
  const body = meme
    ? el(
        'p',
        {
          margin: 0,
          fontSize: plan.font,
          fontWeight: 700,
          lineHeight: LINE_HEIGHT,
          letterSpacing: '-0.01em',
          overflowWrap: 'anywhere',
        },
        [plan.lines[0] ?? ''],
        { dir: 'auto', ...(card.lang && { lang: card.lang }), 'data-testid': 'card-text' },
      )
    : el(
        'ul',
        { display: 'flex', flexDirection: 'column', gap, listStyle: 'none', margin: 0, padding: 0 },
        plan.lines.map((line) =>
          el(
            'li',
            {
              display: 'flex',
              gap: plan.font * 0.45,
              fontSize: plan.font,
              fontWeight: 600,
              lineHeight: LINE_HEIGHT,
              overflowWrap: 'anywhere',
            },
            [
              el(
                'span',
                {
                  flexShrink: 0,
                  width: plan.font * 0.28,
                  height: plan.font * 0.28,
                  marginTop: plan.font * 0.52,
                  borderRadius: '50%',
                  background: colours.accent,
                },
                [],
                { 'aria-hidden': 'true' },
              ),
              el('span', {}, [line]),
            ],
            { dir: 'auto' },
          ),
        ),
        { ...(card.lang && { lang: card.lang }), 'data-testid': 'card-text' },
      );
  const footer = el(
    'div',
    {
      paddingTop: spec.padding * 0.25,
      borderTop: `${Math.max(1, Math.round(spec.width / 600))}px solid ${colours.divider}`,
      fontSize: spec.smallFont,
      fontWeight: 600,
      color: colours.muted,
    },
    [`Made by ${card.host}`],
    { 'data-testid': 'card-made-by' },
  );
  const column = el(
    'div',
    {
      position: 'absolute',
      left: plan.text.left - spec.padding,
      top: plan.picture && spec.picture === 'top' ? plan.picture.height : 0,
      width: plan.picture && spec.picture === 'left' ? spec.width - plan.picture.width : spec.width,
      height:
        plan.picture && spec.picture === 'top' ? spec.height - plan.picture.height : spec.height,
      boxSizing: 'border-box',
      padding: spec.padding,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
    },
    [
      el('div', { display: 'flex', flexDirection: 'column' }, [header, ...warning]),
      // The text sits in the middle of the room left between header and footer.
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flexGrow: 1,
          padding: `${spec.padding * 0.4}px 0`,
        },
        [body],
      ),
      footer,
    ],
  );
  const parts: CardNode[] = [];
  if (plan.picture) {
    const box = plan.picture;
    /** A picture filling the planned box, cropped as `object-fit: cover` does. */
    const picture = (src: string, alt: string, testId: string, part: 'post-image' | 'meme-image') =>
      el(
        'img',
        {
          position: 'absolute',
          left: 0,
          top: 0,
          width: box.width,
          height: box.height,
          objectFit: 'cover',
        },
        [],
        { src, alt, width: box.width, height: box.height, 'data-testid': testId },
        part,
      );
    if (!meme && card.picture) {
      parts.push(
        picture(
          card.picture.src,
          card.picture.alt ?? "The post's picture",
          'card-post-image',
          'post-image',
        ),
      );
    } else if (card.meme?.imageSrc) {
      parts.push(picture(card.meme.imageSrc, 'Meme', 'card-meme-image', 'meme-image'));
    } else {
      // Still resolving: a quiet block of the same size, so the layout does not jump.
      parts.push(
        el('div', {
          position: 'absolute',
          left: 0,
          top: 0,
          width: box.width,
          height: box.height,
          background: colours.divider,
        }),
      );
    }
  }
  parts.push(column);
  if (spec.frame > 0) {
    // Over the picture too: the meme's GIF reaches the preview's left, top and bottom edges.
    parts.push(
      el(
        'div',
        {
          position: 'absolute',
          left: 0,
          top: 0,
          width: spec.width,
          height: spec.height,
          boxSizing: 'border-box',
          border: `${spec.frame}px solid ${colours.accent}`,
        },
        [],
        { 'data-testid': 'card-frame' },
      ),
    );
  }
  return el(
    'div',
    {
      position: 'relative',
      boxSizing: 'border-box',
      width: spec.width,
      height: spec.height,
      overflow: 'hidden',
      display: 'flex',
      background: colours.background,
      color: colours.text,
      fontFamily: CARD_FONT_FAMILY,
      textAlign: 'start',
    },
    parts,
    {
      'data-testid': 'summary-card',
      'data-mode': card.mode,
      'data-theme': theme,
      'data-size': size,
    },
    'root',
  );
}
