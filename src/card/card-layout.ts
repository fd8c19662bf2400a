/**
 * The card's one layout: card content + theme → a tree of plain elements with inline styles. The web
 * app turns it into React elements (src/web/card/summary-card.tsx) and the server into a picture
 * (src/server/cards/render-card.ts), so sizes, colours, fonts, spacing, the Made by line, the troll
 * badge and the meme layout cannot drift apart. No browser, Node or React API here.
 */
import { CARD_WIDTH, type CardMode, type CardThemeId } from '#core/index.ts';
import { CARD_THEME_STYLES } from './card-colours.ts';

/** Shown after the username on troll cards. */
export const TROLL_BADGE = '🧌';
/** The card's rounded corners; outside them the exported PNG is transparent. */
export const CARD_RADIUS = 24;
/** The profile picture's side, in CSS pixels. */
export const AVATAR_SIZE = 64;
/** The meme card's height at least: the picture fills the left half of it. */
export const MEME_MIN_HEIGHT = 280;

/** "Twemoji" is the server's colour emoji font; browsers use the system's. */
export const EMOJI_FONTS = '"Twemoji", "Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji"';
/**
 * Inter first, then colour emoji (before any system font: some, like DejaVu, carry black-and-white
 * emoji glyphs), then the scripts Inter lacks, which the server registers under these names.
 */
export const CARD_FONT_FAMILY = `"Inter", ${EMOJI_FONTS}, "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans JP", "Noto Sans SC", "Noto Sans KR", "Noto Sans Devanagari", "Noto Sans Thai", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

/** What a card shows, with its pictures already resolved to URLs the renderer can load. */
export interface CardContent {
  mode: CardMode;
  username: string;
  /** The profile picture's URL as the renderer loads it. */
  profileImageSrc: string;
  /** The summary's lines, already split (normal and troll). */
  lines: readonly string[];
  /** The meme's caption and its picture; an empty imageSrc shows a quiet block while it loads. */
  meme?: { caption: string; imageSrc: string };
  /** Where the card was made, e.g. `summary.example.com`. */
  host: string;
  /** The language of the summary lines or the caption (the post's). */
  lang?: string;
  /** The author's content warning (Mastodon), shown before the card's text. */
  contentWarning?: string;
  /** The post's own picture, shown on normal and troll cards when the visitor asks for it. */
  picture?: { src: string; alt?: string };
}

/** The post's picture on the 600px card: the text column's width, this tall. */
export const POST_PICTURE_HEIGHT = 260;
/** The 600px card's text column (its width less the list's side padding). */
export const CARD_CONTENT_WIDTH = 520;

/** What a card made from pasted text shows where a post's handle would be (it has none). */
export const PASTED_TEXT_LABEL = 'From pasted text';

/** The handle line: `@user`, or the pasted-text label when the card has no post behind it. */
export const handleOf = (card: CardContent): string =>
  card.username === '' ? PASTED_TEXT_LABEL : `@${card.username}`;

/** The post's own picture above the lines, when the card shows it. */
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
        marginBottom: 24,
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

/** The content warning line, before the text, when the author gave one. */
function warningLine(card: CardContent, theme: CardThemeId): CardElement[] {
  if (!card.contentWarning) return [];
  const colours = CARD_THEME_STYLES[theme];
  return [
    el(
      'p',
      {
        margin: '0 0 16px',
        fontSize: 14,
        fontWeight: 600,
        color: colours.muted,
        overflowWrap: 'anywhere',
      },
      [`Content warning: ${card.contentWarning}`],
      { dir: 'auto', 'data-testid': 'card-content-warning' },
    ),
  ];
}

export type CardStyle = Readonly<Record<string, string | number>>;

/** Places a renderer hooks into (a ref, an error handler, a picture's bytes). */
export type CardPart = 'root' | 'profile-image' | 'meme-image' | 'post-image';

export interface CardElement {
  tag: 'div' | 'span' | 'img' | 'ul' | 'li' | 'p';
  style: CardStyle;
  /** HTML attributes (alt, src, width, dir, lang, role, aria-*, data-*). */
  attrs?: Readonly<Record<string, string | number>>;
  children?: readonly CardNode[];
  part?: CardPart;
}

export type CardNode = CardElement | string;

export const el = (
  tag: CardElement['tag'],
  style: CardStyle,
  children: readonly CardNode[] = [],
  attrs?: CardElement['attrs'],
  part?: CardPart,
): CardElement => ({
  tag,
  style,
  children,
  ...(attrs && { attrs }),
  ...(part && { part }),
});

/** The card as an element tree. */
export function cardLayout(card: CardContent, theme: CardThemeId): CardElement {
  const colours = CARD_THEME_STYLES[theme];
  const root: CardStyle = {
    boxSizing: 'border-box',
    width: CARD_WIDTH,
    borderRadius: CARD_RADIUS,
    overflow: 'hidden',
    background: colours.background,
    color: colours.text,
    fontFamily: CARD_FONT_FAMILY,
    // "start": text that reads right to left (dir="auto" below) lines up on the right.
    textAlign: 'start',
    lineHeight: 1.5,
  };
  return el(
    'div',
    root,
    [card.mode === 'meme' ? memeBody(card, theme) : listBody(card, theme)],
    { 'data-testid': 'summary-card', 'data-mode': card.mode, 'data-theme': theme },
    'root',
  );
}

function listBody(card: CardContent, theme: CardThemeId): CardElement {
  const colours = CARD_THEME_STYLES[theme];
  const name: CardNode[] = [handleOf(card)];
  if (card.mode === 'troll') {
    name.push(
      el('span', { marginLeft: 8, fontFamily: EMOJI_FONTS }, [TROLL_BADGE], {
        role: 'img',
        'aria-label': 'troll',
      }),
    );
  }
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
              alt: `@${card.username}`,
              width: AVATAR_SIZE,
              height: AVATAR_SIZE,
              'data-testid': 'card-profile-image',
            },
            'profile-image',
          ),
        ];
  const header = el('div', { display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 }, [
    ...avatar,
    el('div', { minWidth: 0 }, [
      el(
        'div',
        { fontSize: 22, fontWeight: 700, letterSpacing: '-0.01em', overflowWrap: 'anywhere' },
        name,
        { dir: 'auto' },
      ),
      el('div', { fontSize: 14, color: colours.muted, fontWeight: 600 }, [
        card.mode === 'troll' ? 'Troll summary' : 'Post summary',
      ]),
    ]),
  ]);
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
        el('span', {}, [line]),
      ],
      // Each line finds its own direction: the bullet and the text go right for Arabic or Hebrew.
      { dir: 'auto' },
    ),
  );
  const list = el(
    'ul',
    { display: 'flex', flexDirection: 'column', listStyle: 'none', margin: 0, padding: 0 },
    items,
    card.lang ? { lang: card.lang } : undefined,
  );
  return el('div', { padding: '36px 40px 28px' }, [
    header,
    ...warningLine(card, theme),
    ...postPicture(card, theme),
    list,
    madeBy(card.host, theme),
  ]);
}

function memeBody(card: CardContent, theme: CardThemeId): CardElement {
  const colours = CARD_THEME_STYLES[theme];
  // The picture fills the left half whatever the caption's height: absolutely placed, because a
  // percentage height inside a stretched flex item is definite in browsers but not everywhere.
  const picture = card.meme?.imageSrc
    ? el(
        'img',
        {
          position: 'absolute',
          top: 0,
          left: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
        },
        [],
        { src: card.meme.imageSrc, alt: 'Meme', 'data-testid': 'card-meme-image' },
        'meme-image',
      )
    : // Still resolving: a quiet block of the same size, so the layout does not jump.
      el('div', {
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: '100%',
        background: colours.divider,
      });
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
      el('div', { display: 'flex', flexDirection: 'column' }, [
        el(
          'div',
          { fontSize: 14, fontWeight: 600, color: colours.muted, marginBottom: 12 },
          [handleOf(card)],
          { dir: 'auto' },
        ),
        ...warningLine(card, theme),
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
          [card.meme?.caption ?? ''],
          card.lang ? { dir: 'auto', lang: card.lang } : { dir: 'auto' },
        ),
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
      marginTop: 24,
      paddingTop: 14,
      borderTop: `1px solid ${colours.divider}`,
      fontSize: 13,
      fontWeight: 600,
      color: colours.muted,
      letterSpacing: '0.01em',
    },
    [`Made by ${host}`],
  );
}

/** Every string the card shows, in order (for choosing fonts, and for plain-text previews). */
export function cardTexts(node: CardNode): string[] {
  if (typeof node === 'string') return [node];
  return (node.children ?? []).flatMap(cardTexts);
}
