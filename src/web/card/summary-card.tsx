/**
 * The 600px summary card: the shared layout (src/card/card-layout.ts) rendered as React elements,
 * the same tree the server renders to a PNG for card links. Pure, no hooks.
 */
import { type CSSProperties, createElement, type ReactNode, type Ref } from 'react';
import { type CardContent, type CardNode, cardLayout } from '#card/card-layout.ts';
import { type CardSizeId, sizedCardLayout } from '#card/sized-layout.ts';
import type { CardThemeId } from '#core/index.ts';

export { CARD_RADIUS, TROLL_BADGE } from '#card/card-layout.ts';

/**
 * What the card shows (the shared layout's content) plus how this page draws and hooks into it. In
 * the browser every picture URL is a data: or same-origin one, never foreign, so the export cannot taint.
 */
export interface SummaryCardProps extends CardContent {
  theme: CardThemeId;
  /** The shape: the 600px card (default) or a feed shape at its exact pixel size. */
  size?: CardSizeId;
  /** A meme picture that cannot be shown; the owner swaps in the fixed GIF. */
  onMemeImageError?: () => void;
  ref?: Ref<HTMLDivElement>;
}

export function SummaryCard(props: SummaryCardProps) {
  const { ref, onMemeImageError, size = 'card', ...content } = props;
  const tree =
    size === 'card'
      ? cardLayout(content, props.theme)
      : sizedCardLayout(content, props.theme, size);
  return toReact(tree, 0, { ref, onMemeImageError });
}

function toReact(
  node: CardNode,
  key: number,
  hooks: Pick<SummaryCardProps, 'ref' | 'onMemeImageError'>,
): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, unknown> = {
    key,
    style: node.style as CSSProperties,
    ...node.attrs,
  };
  if (node.part === 'root') props.ref = hooks.ref;
  if (node.part === 'meme-image') props.onError = hooks.onMemeImageError;
  const children = (node.children ?? []).map((child, index) => toReact(child, index, hooks));
  return children.length > 0
    ? createElement(node.tag, props, ...children)
    : createElement(node.tag, props);
}
