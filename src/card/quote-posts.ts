/**
 * Quote mode's body: the posts themselves, in order, each a block of its own with a short thread
 * line between them, the post's picture after the first, the post it quotes as an inset box after
 * the last, and "n more posts" when a size could not hold them all. The 600px card and the fixed
 * sizes draw the same body at their own type size.
 */
import type { CardThemeId } from '#core/index.ts';
import { isolateRuns } from './bidi.ts';
import { CARD_THEME_STYLES } from './card-colours.ts';
import type { CardContent } from './card-content.ts';
import { type CardElement, el } from './card-element.ts';

/** The line that says how many posts a size left out. */
export const morePostsLabel = (count: number): string =>
  count === 1 ? '1 more post' : `${count} more posts`;

/** The room between two posts, where the thread line is drawn, as a share of the font size. */
export const QUOTE_GAP = 1;
/** The quoted post's text size, as a share of the posts'. */
export const QUOTED_FONT = 0.8;
/** The "n more posts" line's size, as a share of the posts'. */
export const MORE_FONT = 0.8;

/** A post's text as drawn: its own line breaks kept, blank runs and edges trimmed. */
export const postText = (text: string): string => text.trim().replace(/\n{3,}/g, '\n\n');

/** What a quote card shows of its posts (a size that cannot hold them all shows fewer). */
export interface ShownPosts {
  posts: readonly string[];
  /** Posts left out, said as "n more posts". */
  more: number;
  quote?: { username: string; text: string };
}

export interface PostsType {
  font: number;
  lineHeight: number;
}

/** The posts, the picture after the first, the quoted post and the more line, as one column. */
export function quotePostsBody(
  card: CardContent,
  theme: CardThemeId,
  shown: ShownPosts,
  type: PostsType,
  picture: readonly CardElement[] = [],
): CardElement {
  const colours = CARD_THEME_STYLES[theme];
  const { font, lineHeight } = type;
  const gap = font * QUOTE_GAP;
  const langAttr: Record<string, string> = card.lang ? { lang: card.lang } : {};
  const blocks: CardElement[] = [];
  shown.posts.forEach((post, index) => {
    if (index > 0) {
      // A hairline in the room between two posts: each post a block of its own.
      const line = Math.max(1, Math.round(font / 17));
      blocks.push(
        el(
          'div',
          {
            flexShrink: 0,
            height: line,
            margin: `${(gap - line) / 2}px 0`,
            background: colours.divider,
          },
          [],
          { 'aria-hidden': 'true', 'data-testid': 'card-thread-line' },
        ),
      );
    }
    blocks.push(
      el(
        'p',
        {
          margin: 0,
          fontSize: font,
          fontWeight: 400,
          lineHeight,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        },
        [isolateRuns(postText(post))],
        { dir: 'auto', ...langAttr, 'data-testid': 'card-post' },
      ),
    );
    if (index === 0) blocks.push(...picture);
  });
  if (shown.quote) blocks.push(quotedBox(shown.quote, theme, font, lineHeight));
  if (shown.more > 0) {
    blocks.push(
      el(
        'p',
        {
          margin: `${font * 0.6}px 0 0`,
          fontSize: Math.round(font * MORE_FONT),
          fontWeight: 600,
          lineHeight: 1.5,
          color: colours.muted,
        },
        [morePostsLabel(shown.more)],
        { 'data-testid': 'card-more-posts' },
      ),
    );
  }
  return el('div', { display: 'flex', flexDirection: 'column', minHeight: 0 }, blocks, {
    'data-testid': 'card-text',
  });
}

/** The box's inner room around the quoted post's text, per side, as a share of its font. */
export const QUOTED_PADDING = 0.85;

/** The post the (last) post quotes, inset in a box of its own. */
function quotedBox(
  quote: NonNullable<ShownPosts['quote']>,
  theme: CardThemeId,
  font: number,
  lineHeight: number,
): CardElement {
  const colours = CARD_THEME_STYLES[theme];
  const size = Math.round(font * QUOTED_FONT);
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      marginTop: font * 0.6,
      padding: `${Math.round(size * 0.7)}px ${Math.round(size * QUOTED_PADDING)}px`,
      border: `${Math.max(1, Math.round(font / 17))}px solid ${colours.divider}`,
      borderRadius: Math.round(font * 0.8),
      background: colours.inset,
    },
    [
      el(
        'div',
        // A row holding the handle as a flex item of its own: it reads left to right (dir) and
        // still stands at the start of a right-to-left card's box.
        { display: 'flex', fontSize: size, fontWeight: 700, lineHeight: 1.4, color: colours.muted },
        [
          el(
            'span',
            { minWidth: 0, overflowWrap: 'anywhere' },
            [quote.username === '' ? 'Quoted post' : `@${quote.username}`],
            {
              dir: 'ltr',
            },
          ),
        ],
        { 'data-testid': 'card-quoted-handle' },
      ),
      el(
        'p',
        {
          margin: 0,
          fontSize: size,
          fontWeight: 400,
          lineHeight,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        },
        [isolateRuns(postText(quote.text))],
        { dir: 'auto', 'data-testid': 'card-quoted-text' },
      ),
    ],
    { 'data-testid': 'card-quote' },
  );
}
