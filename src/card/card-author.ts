/**
 * Who wrote the post, as every card draws it: the display name in bold on one line (an ellipsis
 * ends a long one; the troll badge stays whole after it), and below it the @handle with the
 * network's mark and the post's date in the card's language; for a thread the date goes on a line
 * of its own beside "Thread · n posts". A card of pasted text names the text as pasted instead of a handle, and has no mark and no date.
 * Each piece of those lines keeps its own direction whatever the card's (src/card/bidi.ts): the
 * handle and the thread's label left to right, the date in its language's (an Arabic date inside the
 * handle's line read "202026/04/").
 */
import { type CardThemeId, THREAD_CUT_LABEL, threadLabel } from '#core/index.ts';
import { CARD_THEME_STYLES } from './card-colours.ts';
import { type CardContent, displayNameOf, handleOf, TROLL_BADGE } from './card-content.ts';
import { type CardElement, type CardNode, EMOJI_FONTS, el, ONE_LINE } from './card-element.ts';
import { formatPostDate, postDateDirection } from './format-post-date.ts';
import { networkMark } from './network-mark.ts';

/** The author's type sizes, in pixels. */
export interface AuthorType {
  /** The name line (the handle's when the author has no name). */
  name: number;
  /** The handle-and-date line; the network's mark is as tall. */
  meta: number;
}

/** Line heights of the two lines, for the sized layouts' room estimate. */
export const NAME_LINE_HEIGHT = 1.3;
export const META_LINE_HEIGHT = 1.4;

/** The date the card draws: none when the visitor left it off or the post's is unknown. */
export const shownDate = (card: CardContent): string | undefined =>
  card.hideDate ? undefined : formatPostDate(card.createdAt, dateLangOf(card));

/** The language the card writes its date in. */
const dateLangOf = (card: CardContent): string | undefined => card.dateLang ?? card.lang;

/** Whether the card is of its author's thread: a line of its own says so, beside the date. */
export const isThreadCard = (card: CardContent): boolean => (card.threadPosts ?? 0) > 1;

/** Whether the card draws a line under the name (handle, mark or date). */
export function hasMetaLine(card: CardContent): boolean {
  return (
    displayNameOf(card) !== undefined ||
    (shownDate(card) !== undefined && !isThreadCard(card)) ||
    (card.network !== undefined && card.username !== '')
  );
}

/** The lines under the name: the handle's, and a thread's own (its date and length). */
export const metaLineCount = (card: CardContent): number =>
  (hasMetaLine(card) ? 1 : 0) + (isThreadCard(card) ? 1 : 0);

/** The author's two lines, as a column that takes the room it is given and no more. */
export function authorBlock(
  card: CardContent,
  theme: CardThemeId,
  type: AuthorType,
  nameColour?: string,
): CardElement {
  const colours = CARD_THEME_STYLES[theme];
  const name = displayNameOf(card);
  const nameRow: CardNode[] = [
    el('span', { ...ONE_LINE, flexShrink: 1 }, [name ?? handleOf(card)], {
      dir: 'auto',
      'data-testid': name ? 'card-display-name' : 'card-handle',
    }),
  ];
  if (card.mode === 'troll') {
    nameRow.push(
      el(
        'span',
        { flexShrink: 0, marginLeft: type.name * 0.35, fontFamily: EMOJI_FONTS },
        [TROLL_BADGE],
        { role: 'img', 'aria-label': 'troll' },
      ),
    );
  }
  const lines: CardElement[] = [
    el(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        minWidth: 0,
        fontSize: type.name,
        fontWeight: 700,
        // Whole pixels: the server's renderer and the browser part ways on fractional lines.
        lineHeight: `${Math.round(type.name * NAME_LINE_HEIGHT)}px`,
        letterSpacing: '-0.01em',
        color: nameColour ?? colours.text,
      },
      nameRow,
    ),
  ];
  const metaRow = (children: CardNode[], testId?: string) =>
    el(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        gap: Math.round(type.meta * 0.4),
        minWidth: 0,
        fontSize: type.meta,
        fontWeight: 600,
        lineHeight: `${Math.round(type.meta * META_LINE_HEIGHT)}px`,
        color: colours.muted,
      },
      children,
      testId ? { 'data-testid': testId } : undefined,
    );
  const dot = () => el('span', { flexShrink: 0 }, ['·'], { 'aria-hidden': 'true' });
  const date = shownDate(card);
  const dateNode = date
    ? el('span', { flexShrink: 0, whiteSpace: 'nowrap' }, [date], {
        ...(dateLangOf(card) && { lang: dateLangOf(card) }),
        dir: postDateDirection(dateLangOf(card)),
        'data-testid': 'card-date',
      })
    : undefined;
  const thread = isThreadCard(card);
  if (hasMetaLine(card)) {
    const meta: CardNode[] = [];
    if (card.network && card.username !== '') {
      meta.push(networkMark(card.network, Math.round(type.meta * 1.05), colours.muted));
    }
    if (name) {
      meta.push(
        el('span', { ...ONE_LINE, flexShrink: 1 }, [handleOf(card)], {
          dir: 'ltr',
          'data-testid': 'card-handle',
        }),
      );
    }
    // A thread's date goes on the thread's own line, beside its label.
    if (dateNode && !thread) {
      if (name) meta.push(dot());
      meta.push(dateNode);
    }
    if (meta.length > 0) lines.push(metaRow(meta));
  }
  if (thread) {
    const row: CardNode[] = dateNode ? [dateNode, dot()] : [];
    row.push(
      el('span', { flexShrink: 0, whiteSpace: 'nowrap' }, [threadLabel(card.threadPosts ?? 0)], {
        dir: 'ltr',
        'data-testid': 'card-thread',
      }),
    );
    if ((card.threadPostsCut ?? 0) > 0) {
      // What gives way on a narrow card: the thread's own label and the date stay whole.
      row.push(
        dot(),
        el('span', { ...ONE_LINE, flexShrink: 1 }, [THREAD_CUT_LABEL], {
          dir: 'ltr',
          'data-testid': 'card-thread-cut',
        }),
      );
    }
    lines.push(metaRow(row, 'card-thread-line'));
  }
  return el(
    'div',
    { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minWidth: 0 },
    lines,
  );
}
