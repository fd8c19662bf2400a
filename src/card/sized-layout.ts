/**
 * The card in the shapes feeds show whole: a square and a 4:5 portrait (Instagram, LinkedIn), a
 * 9:16 story, a 1.91:1 link preview. Each is a layout of its own at its exact pixel size, not the
 * 600px card on a background: the text is set as large as the space allows (so it reads on a phone
 * in a feed) and shrinks before anything is cut; the handle, the troll badge, the GIF and the
 * `Made by` line keep their places. Pure: the web app and the server draw the same tree.
 */
import { CARD_SIZE_NAMES, type CardSizeId, type CardThemeId } from '#core/index.ts';
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

export { CARD_SIZE_IDS, CARD_SIZE_NAMES, type CardSizeId, isCardSizeId } from '#core/index.ts';

/** The shapes drawn by a layout of their own, at an exact pixel size. */
export type FixedCardSizeId = Exclude<CardSizeId, 'card'>;

/** How each shape is set: pixels, and the type scale its text may use. */
export interface SizeSpec {
  /** The name a person chooses it by. */
  name: string;
  width: number;
  height: number;
  /** The summary's (or caption's) largest and smallest font size, in pixels. */
  maxFont: number;
  minFont: number;
  handleFont: number;
  smallFont: number;
  avatar: number;
  padding: number;
  /** Where the meme's picture goes: beside the text (wide shapes) or above it. */
  picture: 'left' | 'top';
  /** The picture's share of the width (left) or of the height (top). */
  pictureShare: number;
  /**
   * A rule of the theme's accent colour along every edge, in pixels (0: none). A link preview sits
   * on a chat's own background, white, beige or black: Solid Light's beige vanishes on WhatsApp's
   * and Solid Dark's black on a dark chat, so the preview's edge is drawn rather than left to the
   * background. Feed shapes are shown with a frame of the feed's own.
   */
  frame: number;
}

export const CARD_SIZES: Readonly<Record<FixedCardSizeId, SizeSpec>> = {
  square: {
    name: CARD_SIZE_NAMES.square,
    width: 1080,
    height: 1080,
    maxFont: 58,
    minFont: 30,
    handleFont: 40,
    smallFont: 26,
    avatar: 112,
    padding: 80,
    frame: 0,
    picture: 'top',
    pictureShare: 0.5,
  },
  portrait: {
    name: CARD_SIZE_NAMES.portrait,
    width: 1080,
    height: 1350,
    maxFont: 62,
    minFont: 30,
    handleFont: 42,
    smallFont: 26,
    avatar: 120,
    padding: 84,
    frame: 0,
    picture: 'top',
    pictureShare: 0.5,
  },
  story: {
    name: CARD_SIZE_NAMES.story,
    width: 1080,
    height: 1920,
    maxFont: 68,
    minFont: 34,
    handleFont: 46,
    smallFont: 28,
    avatar: 136,
    padding: 96,
    frame: 0,
    picture: 'top',
    pictureShare: 0.45,
  },
  og: {
    name: CARD_SIZE_NAMES.og,
    width: 1200,
    height: 630,
    maxFont: 46,
    minFont: 24,
    handleFont: 30,
    smallFont: 20,
    avatar: 76,
    padding: 56,
    frame: 8,
    picture: 'left',
    pictureShare: 0.42,
  },
};

/** Line height of the card's text, as a multiple of its font size. */
const LINE_HEIGHT = 1.32;
/** An average glyph's advance, as a share of the font size (Inter at weight 600, mixed text). */
const GLYPH_WIDTH = 0.54;
/** Wide characters (CJK, emoji) take about a full em. */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Extended_Pictographic}]/u;

/** Text columns' width a string of this length takes, in ems (wide characters count double). */
function ems(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 1 : GLYPH_WIDTH;
  return width;
}

/** How tall `lines` set at `font` in a column `width` wide are, bullets and gaps included. */
export function textHeight(
  lines: readonly string[],
  font: number,
  width: number,
  gap: number,
): number {
  let rows = 0;
  for (const line of lines) {
    // Words wrap whole: a tenth more rows than the bare estimate.
    rows += Math.max(1, Math.ceil((ems(line) * font * 1.1) / width));
  }
  return rows * font * LINE_HEIGHT + Math.max(0, lines.length - 1) * gap;
}

/**
 * The largest font of the size's scale at which `lines` fit the box, in steps of 2 px; the
 * smallest when none does (the text is then clamped, which the layout marks with an ellipsis).
 */
export function fitFont(
  lines: readonly string[],
  spec: Pick<SizeSpec, 'maxFont' | 'minFont'>,
  box: { width: number; height: number },
  gapShare = 0.5,
): { font: number; fits: boolean } {
  for (let font = spec.maxFont; font >= spec.minFont; font -= 2) {
    if (textHeight(lines, font, box.width, font * gapShare) <= box.height)
      return { font, fits: true };
  }
  return { font: spec.minFont, fits: false };
}

/** At most as many characters of `lines` as `box` holds at `font`, cut at a word with an ellipsis. */
function clampLines(
  lines: readonly string[],
  font: number,
  box: { width: number; height: number },
  gap: number,
): string[] {
  const kept: string[] = [];
  for (const line of lines) {
    const next = [...kept, line];
    if (textHeight(next, font, box.width, gap) <= box.height) {
      kept.push(line);
      continue;
    }
    const words = line.split(' ');
    while (words.length > 1) {
      words.pop();
      const cut = `${words.join(' ').replace(/[\s,;:.]+$/u, '')}…`;
      if (textHeight([...kept, cut], font, box.width, gap) <= box.height) {
        kept.push(cut);
        break;
      }
    }
    break;
  }
  return kept.length > 0 ? kept : [lines[0] ?? ''];
}

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
