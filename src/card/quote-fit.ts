/**
 * How much of a quote card a fixed size holds: the posts set as large as the box allows (down to
 * the size's smallest font), then, at the smallest font, as many whole posts as fit with a line
 * "n more posts" for the rest; a first post too long for the box alone is cut at a word. Estimates
 * from character widths (fit-text.ts), the same in the browser and on the server.
 */
import { clampLines, LINE_HEIGHT, textHeight } from './fit-text.ts';
import {
  MORE_FONT,
  postText,
  QUOTE_GAP,
  QUOTED_FONT,
  QUOTED_PADDING,
  type ShownPosts,
} from './quote-posts.ts';

/** The plan of a quote card's body in a fixed size. */
export interface QuoteFit extends ShownPosts {
  font: number;
  /** Posts were left out or cut (at the smallest font). */
  clamped: boolean;
}

/**
 * Posts are set in Inter's regular weight, about this much narrower than the semibold the
 * character-width estimate is made for: without it a post that fills two rows is counted as three.
 */
const REGULAR_WIDTH = 0.92;

/** The quoted post's text takes at most this many rows: it is the context, not the post. */
const QUOTED_ROWS = 4;

const paragraphs = (text: string) => postText(text).split('\n');

/** A post's height: its paragraphs, each wrapping on its own. */
const postHeight = (post: string, font: number, width: number) =>
  textHeight(paragraphs(post), font, width / REGULAR_WIDTH, 0);

function postsHeight(posts: readonly string[], font: number, width: number): number {
  let height = 0;
  for (const post of posts) height += postHeight(post, font, width);
  return height + Math.max(0, posts.length - 1) * font * QUOTE_GAP;
}

/** The quoted post cut to `rows` rows at its own size, and the height its box takes. */
function quotedAt(
  quote: { username: string; text: string },
  font: number,
  width: number,
  rows: number,
): { quote: { username: string; text: string }; height: number } {
  const size = Math.round(font * QUOTED_FONT);
  const inner = width - 2 * Math.round(size * QUOTED_PADDING) - 4;
  const room = { width: inner / REGULAR_WIDTH, height: rows * size * LINE_HEIGHT };
  const text = clampLines(paragraphs(quote.text), size, room, 0).join('\n');
  const border = 2 * Math.max(1, Math.round(font / 17));
  const height =
    font * 0.6 +
    border +
    2 * Math.round(size * 0.7) +
    size * 1.4 +
    textHeight(text.split('\n'), size, room.width, 0);
  return { quote: { username: quote.username, text }, height };
}

const moreHeight = (font: number) => font * 0.6 + Math.round(font * MORE_FONT) * 1.5;

/** The posts (and quoted post) that `box` holds, and the font they are set in. */
export function fitQuote(
  posts: readonly string[],
  quote: { username: string; text: string } | undefined,
  spec: { maxFont: number; minFont: number },
  box: { width: number; height: number },
): QuoteFit {
  const all = posts.length > 0 ? posts : [''];
  for (let font = spec.maxFont; font >= spec.minFont; font -= 2) {
    const quoted = quote && quotedAt(quote, font, box.width, QUOTED_ROWS);
    if (postsHeight(all, font, box.width) + (quoted?.height ?? 0) <= box.height) {
      return { font, posts: all, more: 0, ...(quoted && { quote: quoted.quote }), clamped: false };
    }
  }
  const font = spec.minFont;
  // Every post, with the quoted one cut shorter, before any post is left out.
  const short = quote && quotedAt(quote, font, box.width, 2);
  if (short && postsHeight(all, font, box.width) + short.height <= box.height) {
    return { font, posts: all, more: 0, quote: short.quote, clamped: true };
  }
  for (let kept = all.length - 1; kept >= 1; kept -= 1) {
    if (postsHeight(all.slice(0, kept), font, box.width) + moreHeight(font) <= box.height) {
      return { font, posts: all.slice(0, kept), more: all.length - kept, clamped: true };
    }
  }
  // Not even the first post whole: as much of it as the box holds, cut at a word.
  const more = all.length - 1;
  const room = {
    width: box.width / REGULAR_WIDTH,
    height: box.height - (more > 0 ? moreHeight(font) : 0),
  };
  const first = clampLines(paragraphs(all[0] ?? ''), font, room, 0).join('\n');
  return { font, posts: [first], more, clamped: true };
}

/** The height the fitted body takes (for tests, and the plan's room check). */
export function quoteFitHeight(fit: QuoteFit, width: number): number {
  const quoted = fit.quote ? quotedAt(fit.quote, fit.font, width, QUOTED_ROWS).height : 0;
  return (
    postsHeight(fit.posts, fit.font, width) + quoted + (fit.more > 0 ? moreHeight(fit.font) : 0)
  );
}
