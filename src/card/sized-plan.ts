/**
 * Where everything of a sized card goes (sized-layout.ts draws it): the picture's box, the column
 * the author, the text and the Made by line share, the text's box, its font and its lines. The
 * column lies inside the size's safe area (a story's feed bars cover the rest); its block is
 * centred there, so a short text leaves no empty band between the text and Made by.
 */
import { META_LINE_HEIGHT, metaLineCount, NAME_LINE_HEIGHT } from './card-author.ts';
import type { CardContent } from './card-content.ts';
import { CARD_SIZES, type FixedCardSizeId, type SizeSpec } from './card-size-specs.ts';
import { clampLines, fitFont } from './fit-text.ts';
import { fitQuote } from './quote-fit.ts';
import type { ShownPosts } from './quote-posts.ts';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The measured plan of a sized card: where everything goes, for the tree and for tests. */
export interface SizedPlan {
  size: FixedCardSizeId;
  width: number;
  height: number;
  font: number;
  /** Whether the text was clamped (it did not fit even at the smallest font). */
  clamped: boolean;
  /** The lines (the posts, on a quote card) as drawn. */
  lines: string[];
  /** The meme picture's (or the post's picture's) box, when the card has one. */
  picture?: Box;
  /** The column beside or below the picture, inside the safe area, padding included. */
  column: Box;
  /** The text's room inside the column. */
  text: Box;
  /** A quote card's posts as drawn: those that fit, the count left out, the quoted post. */
  quote?: ShownPosts;
}

/** The name line and the handle-and-date line under it (and a thread's line under that). */
const authorHeight = (spec: SizeSpec, card: CardContent) =>
  spec.handleFont * NAME_LINE_HEIGHT +
  spec.smallFont * META_LINE_HEIGHT * Math.max(1, metaLineCount(card));
/** The header: the author, beside the avatar on every card but a meme. */
const headerHeight = (spec: SizeSpec, card: CardContent) =>
  card.mode === 'meme' ? authorHeight(spec, card) : Math.max(spec.avatar, authorHeight(spec, card));
/** The Made by line: its rule, the room above its words, and the words. */
export const footerHeight = (spec: SizeSpec) =>
  ruleWidth(spec) + spec.padding * 0.25 + spec.smallFont * 1.5;
/** The provenance line ("Summed up in English from a post in Japanese") and the room below it. */
export const provenanceHeight = (spec: SizeSpec) => spec.smallFont * 1.5 + spec.padding * 0.15;
/** The content warning's one line and the room above it. */
export const warningHeight = (spec: SizeSpec) => spec.smallFont * 1.5 + spec.padding * 0.25;
/** The room above and below the words, between the header and the footer. */
export const bodyMargin = (spec: SizeSpec) => spec.padding * 0.4;
/** The Made by line's rule. */
export const ruleWidth = (spec: SizeSpec) => Math.max(1, Math.round(spec.width / 600));
/**
 * Room kept free below the words' estimate: a line box a renderer rounds up, a glyph wider than
 * the average, must not push the last line out of the column.
 */
const SLACK = 0.03;

/** Plans the card at `size`: the picture's box, the text's box, the font and the lines. */
export function planSizedCard(card: CardContent, size: FixedCardSizeId): SizedPlan {
  const spec = CARD_SIZES[size];
  const meme = card.mode === 'meme';
  const safe = {
    left: 0,
    top: spec.safe.top,
    width: spec.width,
    height: spec.height - spec.safe.top - spec.safe.bottom,
  };
  let picture: Box | undefined;
  let column = safe;
  // The meme's GIF, or the post's own picture when shown: beside the text on wide shapes, above it.
  if (meme || card.picture) {
    if (spec.picture === 'left') {
      const width = Math.round(spec.width * spec.pictureShare);
      picture = { ...safe, width };
      column = { ...safe, left: width, width: safe.width - width };
    } else {
      const height = Math.round(safe.height * spec.pictureShare);
      picture = { ...safe, height };
      column = { ...safe, top: safe.top + height, height: safe.height - height };
    }
  }
  const warning = card.contentWarning ? warningHeight(spec) : 0;
  const above = spec.padding + headerHeight(spec, card) + warning + bodyMargin(spec);
  const provenance = card.provenance ? provenanceHeight(spec) : 0;
  const below = bodyMargin(spec) + provenance + footerHeight(spec) + spec.padding;
  const text = {
    left: column.left + spec.padding,
    top: column.top + above,
    // The list's bullets take room on normal and troll cards; a caption or a post has none.
    width:
      column.width - 2 * spec.padding - (meme || card.mode === 'quote' ? 0 : spec.maxFont * 0.5),
    height: Math.floor((column.height - above - below) * (1 - SLACK)),
  };
  const base = { size, width: spec.width, height: spec.height, column, text };
  if (card.mode === 'quote') {
    const fit = fitQuote(card.posts ?? card.lines, card.quote, spec, text);
    return {
      ...base,
      font: fit.font,
      clamped: fit.clamped,
      lines: [...fit.posts],
      ...(picture && { picture }),
      quote: { posts: fit.posts, more: fit.more, ...(fit.quote && { quote: fit.quote }) },
    };
  }
  const source = meme
    ? [card.meme?.caption ?? '']
    : card.lines.map((line) => line.replace(/^[•\-*]\s*/u, ''));
  const { font, fits } = fitFont(source, spec, text);
  const lines = fits ? [...source] : clampLines(source, font, text, font * 0.5);
  return { ...base, font, clamped: !fits, lines, ...(picture && { picture }) };
}
