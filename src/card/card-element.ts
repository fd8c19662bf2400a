/**
 * The card's element tree: plain elements with inline styles that the web app turns into React
 * elements and the server into a picture, and the font stacks every part of the card is set in.
 */

/** "Twemoji" is the server's colour emoji font; browsers use the system's. */
export const EMOJI_FONTS = '"Twemoji", "Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji"';
/** The families of the scripts Inter lacks, which the server registers under these names. */
const SCRIPT_FONTS = [
  '"Noto Sans Arabic"',
  '"Noto Sans Hebrew"',
  '"Noto Sans JP"',
  '"Noto Sans SC"',
  '"Noto Sans KR"',
  '"Noto Sans Devanagari"',
  '"Noto Sans Thai"',
];

/**
 * The family that draws a language's Han characters in its own forms: the same character is drawn
 * differently in Chinese and Japanese, so a card in Chinese asks for SC before JP, one in Korean KR.
 */
const HAN_FONT: Readonly<Record<string, string>> = {
  zh: '"Noto Sans SC"',
  ko: '"Noto Sans KR"',
};

/**
 * Inter first, then colour emoji (before any system font: some, like DejaVu, carry black-and-white
 * emoji glyphs), then the scripts Inter lacks, the card's language's own Han forms first.
 */
export function cardFontFamily(lang?: string): string {
  const first = HAN_FONT[(lang ?? '').toLowerCase().split(/[-_]/)[0] ?? ''];
  const scripts = first ? [first, ...SCRIPT_FONTS.filter((font) => font !== first)] : SCRIPT_FONTS;
  return `"Inter", ${EMOJI_FONTS}, ${scripts.join(', ')}, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
}

/** The card's font stack in Japanese Han forms, for a card of no known language. */
export const CARD_FONT_FAMILY = cardFontFamily();

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

/**
 * One line, cut with an ellipsis where it would wrap: a long name or content warning never takes
 * the room of the text or of the Made by line. `minWidth: 0` lets a flex item shrink below its text.
 */
export const ONE_LINE: CardStyle = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
};

/** Every string the card shows, in order (for choosing fonts, and for plain-text previews). */
export function cardTexts(node: CardNode): string[] {
  if (typeof node === 'string') return [node];
  return (node.children ?? []).flatMap(cardTexts);
}
