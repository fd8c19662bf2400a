/**
 * The card's one layout: card content + theme → a tree of plain elements with inline styles. The web
 * app turns it into React elements (src/web/card/summary-card.tsx) and the server into a picture
 * (src/server/cards/render-card.ts), so sizes, colours, fonts, spacing, the Made by line, the troll
 * badge and the meme layout cannot drift apart. No browser, Node or React API here.
 */
import { CARD_WIDTH, type CardThemeId, QUOTE_MAX_POSTS } from '#core/index.ts';
import { isolateRuns } from './bidi.ts';
import { authorBlock } from './card-author.ts';
import { CARD_THEME_STYLES } from './card-colours.ts';
import { type CardContent, cardDirection, handleOf, lineDirection } from './card-content.ts';
import { type CardElement, type CardStyle, cardFontFamily, el, ONE_LINE } from './card-element.ts';
import { quotePostsBody } from './quote-posts.ts';

export {
  type CardContent,
  cardDirection,
  displayNameOf,
  handleOf,
  lineDirection,
  PASTED_TEXT_LABEL,
  TROLL_BADGE,
} from './card-content.ts';
export {
  CARD_FONT_FAMILY,
  type CardElement,
  type CardNode,
  type CardPart,
  type CardStyle,
  cardFontFamily,
  cardTexts,
  EMOJI_FONTS,
  el,
} from './card-element.ts';

/** The card's rounded corners; outside them the exported PNG is transparent. */
export const CARD_RADIUS = 24;
/** The profile picture's side, in CSS pixels. */
export const AVATAR_SIZE = 64;
/** The meme card's height at least: the picture fills the left half of it. */
export const MEME_MIN_HEIGHT = 280;

/** The post's picture on the 600px card: the text column's width, this tall. */
export const POST_PICTURE_HEIGHT = 260;
/** The 600px card's text column (its width less the list's side padding). */
export const CARD_CONTENT_WIDTH = 520;

/** The post's own picture above the lines (after the first post of a quote), when shown. */
function postPicture(card: CardContent, theme: CardThemeId): CardElement[] {
  if (!card.picture) return [];
  return [
    el(
      'img',
      {
        display: 'block',
        width: CARD_CONTENT_WIDTH,
        height: POST_PICTURE_HEIGHT,
        objectFit: 'cover',
        borderRadius: 16,
        margin: card.mode === 'quote' ? '16px 0 0' : '0 0 24px',
        background: CARD_THEME_STYLES[theme].divider,
      },
      [],
      {
        src: card.picture.src,
        alt: card.picture.alt ?? "The post's picture",
        width: CARD_CONTENT_WIDTH,
        height: POST_PICTURE_HEIGHT,
        'data-testid': 'card-post-image',
      },
      'post-image',
    ),
  ];
}

/** The content warning, before the text, on one line: a long one ends with an ellipsis. */
export function warningLine(
  card: CardContent,
  theme: CardThemeId,
  style: CardStyle = { margin: '0 0 16px', fontSize: 14 },
): CardElement[] {
  if (!card.contentWarning) return [];
  // A warning longer than any line is cut here already: the rest would never show.
  return mutedLine(theme, style, `Content warning: ${card.contentWarning.slice(0, 300)}`, {
    dir: 'auto',
    'data-testid': 'card-content-warning',
  });
}

/** One muted line of small print (a warning, a provenance), cut with an ellipsis if too long. */
function mutedLine(
  theme: CardThemeId,
  style: CardStyle,
  text: string,
  attributes: Record<string, string>,
): CardElement[] {
  return [
    el(
      'p',
      {
        ...ONE_LINE,
        flexShrink: 0,
        fontWeight: 600,
        lineHeight: 1.5,
        color: CARD_THEME_STYLES[theme].muted,
        ...style,
      },
      [text],
      attributes,
    ),
  ];
}

/**
 * Where the words came from, when the card is in another language than its post ("Summed up in
 * English from a post in Japanese"), on one line at the card's foot, above the Made by line. The
 * sentence is English whatever the card's language, and says so to a screen reader.
 */
export function provenanceLine(
  card: CardContent,
  theme: CardThemeId,
  style: CardStyle = { margin: '20px 0 0', fontSize: 13 },
): CardElement[] {
  if (!card.provenance) return [];
  return mutedLine(theme, style, card.provenance, {
    lang: 'en',
    dir: 'ltr',
    'data-testid': 'card-provenance',
  });
}

/**
 * A light theme's edge, over everything, following the card's corners; none on a dark theme.
 * An overlay rather than a border, so the layout inside is the same in every theme.
 */
export function edgeOverlay(theme: CardThemeId, width: number, radius: number): CardElement[] {
  const edge = CARD_THEME_STYLES[theme].edge;
  if (!edge) return [];
  return [
    el(
      'div',
      {
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        bottom: 0,
        boxSizing: 'border-box',
        border: `${width}px solid ${edge}`,
        borderRadius: radius,
        pointerEvents: 'none',
      },
      [],
      { 'aria-hidden': 'true', 'data-testid': 'card-edge' },
    ),
  ];
}

/** The card as an element tree. */
export function cardLayout(card: CardContent, theme: CardThemeId): CardElement {
  const colours = CARD_THEME_STYLES[theme];
  const root: CardStyle = {
    position: 'relative',
    boxSizing: 'border-box',
    width: CARD_WIDTH,
    borderRadius: CARD_RADIUS,
    overflow: 'hidden',
    background: colours.background,
    color: colours.text,
    // The card's language's own Han forms (Chinese, Korean), where its lines use Han characters.
    fontFamily: cardFontFamily(card.lang),
    // "start": text that reads right to left (its dir below) lines up on the right.
    textAlign: 'start',
    lineHeight: 1.5,
  };
  return el(
    'div',
    root,
    [
      card.mode === 'meme' ? memeBody(card, theme) : listBody(card, theme),
      ...edgeOverlay(theme, 1, CARD_RADIUS),
    ],
    { 'data-testid': 'summary-card', 'data-mode': card.mode, 'data-theme': theme },
    'root',
  );
}

/** What the card is, under the author's name: a written card says so; a quote is the post itself. */
const MODE_LABELS = { normal: 'Post summary', troll: 'Troll summary' } as const;

function listBody(card: CardContent, theme: CardThemeId): CardElement {
  const colours = CARD_THEME_STYLES[theme];
  // A card of pasted text has no author, so no picture of one.
  const avatar =
    card.username === ''
      ? []
      : [
          el(
            'img',
            {
              width: AVATAR_SIZE,
              height: AVATAR_SIZE,
              borderRadius: '50%',
              objectFit: 'cover',
              flexShrink: 0,
              boxShadow: `0 0 0 3px ${colours.accent}`,
            },
            [],
            {
              src: card.profileImageSrc,
              alt: handleOf(card),
              width: AVATAR_SIZE,
              height: AVATAR_SIZE,
              'data-testid': 'card-profile-image',
            },
            'profile-image',
          ),
        ];
  const author = authorBlock(card, theme, { name: 22, meta: 14 });
  const label = card.mode === 'normal' || card.mode === 'troll' ? MODE_LABELS[card.mode] : '';
  const column = label
    ? el('div', { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minWidth: 0 }, [
        author,
        el('div', { fontSize: 13, lineHeight: 1.4, color: colours.muted, fontWeight: 600 }, [
          label,
        ]),
      ])
    : author;
  const header = el('div', { display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 }, [
    ...avatar,
    column,
  ]);
  if (card.mode === 'quote') {
    const posts = card.posts ?? card.lines;
    const body = quotePostsBody(
      card,
      theme,
      {
        posts: posts.slice(0, QUOTE_MAX_POSTS),
        more: Math.max(0, posts.length - QUOTE_MAX_POSTS),
        ...(card.quote && { quote: card.quote }),
      },
      { font: 17, lineHeight: 1.55 },
      postPicture(card, theme),
    );
    return el('div', { display: 'flex', flexDirection: 'column', padding: '36px 40px 28px' }, [
      header,
      ...warningLine(card, theme),
      body,
      madeBy(card.host, theme),
    ]);
  }
  const items = card.lines.map((line, index) =>
    el(
      'li',
      {
        display: 'flex',
        gap: 14,
        fontSize: 17,
        lineHeight: 1.55,
        marginTop: index === 0 ? 0 : 14,
        overflowWrap: 'anywhere',
      },
      [
        el(
          'span',
          {
            flexShrink: 0,
            width: 8,
            height: 8,
            marginTop: 10,
            borderRadius: '50%',
            background: colours.accent,
          },
          [],
          { 'aria-hidden': 'true' },
        ),
        el('span', {}, [isolateRuns(line, lineDirection(line, card.lang))]),
      ],
      // The card's language's direction (each line its own where the language is unknown or the
      // line is in another script): the bullet and the text go right for Arabic or Hebrew.
      { dir: lineDirection(line, card.lang) },
    ),
  );
  const list = el(
    'ul',
    { display: 'flex', flexDirection: 'column', listStyle: 'none', margin: 0, padding: 0 },
    items,
    card.lang ? { lang: card.lang, dir: cardDirection(card) } : undefined,
  );
  return el('div', { padding: '36px 40px 28px' }, [
    header,
    ...warningLine(card, theme),
    ...postPicture(card, theme),
    list,
    ...provenanceLine(card, theme),
    madeBy(card.host, theme),
  ]);
}

function memeBody(card: CardContent, theme: CardThemeId): CardElement {
  const colours = CARD_THEME_STYLES[theme];
  const fill: CardStyle = { position: 'absolute', top: 0, left: 0, width: '100%', height: '100%' };
  // The picture fills the left half whatever the caption's height: absolutely placed, because a
  // percentage height inside a stretched flex item is definite in browsers but not everywhere.
  // A whole picture (not GIPHY's) is never cut: contained, on the card's own background.
  const picture = card.meme?.imageSrc
    ? el(
        'img',
        { ...fill, objectFit: card.meme.whole ? 'contain' : 'cover' },
        [],
        { src: card.meme.imageSrc, alt: 'Meme', 'data-testid': 'card-meme-image' },
        'meme-image',
      )
    : // Still resolving: a quiet block of the same size, so the layout does not jump.
      el('div', { ...fill, background: colours.divider });
  const text = el(
    'div',
    {
      flex: '1 1 50%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '32px 32px 24px',
      minWidth: 0,
    },
    [
      el('div', { display: 'flex', flexDirection: 'column', minWidth: 0 }, [
        el('div', { display: 'flex', marginBottom: 12, minWidth: 0 }, [
          authorBlock(card, theme, { name: 16, meta: 13 }),
        ]),
        ...warningLine(card, theme, { margin: '0 0 12px', fontSize: 13 }),
        el(
          'p',
          {
            margin: 0,
            fontSize: 22,
            fontWeight: 700,
            lineHeight: 1.35,
            letterSpacing: '-0.01em',
            overflowWrap: 'anywhere',
          },
          [
            isolateRuns(
              card.meme?.caption ?? '',
              lineDirection(card.meme?.caption ?? '', card.lang),
            ),
          ],
          {
            dir: lineDirection(card.meme?.caption ?? '', card.lang),
            ...(card.lang && { lang: card.lang }),
          },
        ),
        // The meme's column is narrow: the sentence wraps there rather than being cut.
        ...provenanceLine(card, theme, { margin: '12px 0 0', fontSize: 12, whiteSpace: 'normal' }),
      ]),
      madeBy(card.host, theme),
    ],
  );
  return el('div', { display: 'flex', alignItems: 'stretch', minHeight: MEME_MIN_HEIGHT }, [
    el('div', { flex: '0 0 50%', display: 'flex', position: 'relative' }, [picture]),
    text,
  ]);
}

function madeBy(host: string, theme: CardThemeId): CardElement {
  const colours = CARD_THEME_STYLES[theme];
  return el(
    'div',
    {
      flexShrink: 0,
      marginTop: 24,
      paddingTop: 14,
      borderTop: `1px solid ${colours.divider}`,
      fontSize: 13,
      fontWeight: 600,
      color: colours.muted,
      letterSpacing: '0.01em',
    },
    [`Made by ${host}`],
    { 'data-testid': 'card-made-by' },
  );
}
