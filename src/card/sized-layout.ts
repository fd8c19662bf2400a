/**
 * The card in the shapes feeds show whole: a square and a 4:5 portrait (Instagram, LinkedIn), a
 * 9:16 story, a 1.91:1 link preview. Each is a layout of its own at its exact pixel size, not the
 * 600px card on a background: the text is set as large as the space allows (so it reads on a phone
 * in a feed) and shrinks before anything is cut; the author, the troll badge, the GIF and the
 * `Made by` line keep their places, inside the size's safe area (sized-plan.ts). Pure: the web app
 * and the server draw the same tree.
 */
import type { CardThemeId } from '#core/index.ts';
import { isolateRuns } from './bidi.ts';
import { authorBlock } from './card-author.ts';
import { CARD_THEME_STYLES } from './card-colours.ts';
import { type CardContent, cardDirection, handleOf, lineDirection } from './card-content.ts';
import { type CardElement, type CardNode, cardFontFamily, el } from './card-element.ts';
import { edgeOverlay, provenanceLine, warningLine } from './card-layout.ts';
import { CARD_SIZES, type FixedCardSizeId } from './card-size-specs.ts';
import { LINE_HEIGHT } from './fit-text.ts';
import { quotePostsBody } from './quote-posts.ts';
import { type Box, bodyMargin, planSizedCard, ruleWidth, type SizedPlan } from './sized-plan.ts';

export { CARD_SIZE_IDS, CARD_SIZE_NAMES, type CardSizeId, isCardSizeId } from '#core/index.ts';
export { CARD_SIZES, type FixedCardSizeId, type SizeSpec } from './card-size-specs.ts';
export { fitFont, textHeight } from './fit-text.ts';
export { planSizedCard, type SizedPlan } from './sized-plan.ts';

/** The card's words at the planned font: the caption, the list or the posts. */
function body(card: CardContent, theme: CardThemeId, plan: SizedPlan): CardElement {
  const colours = CARD_THEME_STYLES[theme];
  const langAttr: Record<string, string> = card.lang
    ? { lang: card.lang, dir: cardDirection(card) }
    : {};
  if (plan.quote) {
    return quotePostsBody(card, theme, plan.quote, { font: plan.font, lineHeight: LINE_HEIGHT });
  }
  if (card.mode === 'meme') {
    return el(
      'p',
      {
        margin: 0,
        fontSize: plan.font,
        fontWeight: 700,
        lineHeight: LINE_HEIGHT,
        letterSpacing: '-0.01em',
        overflowWrap: 'anywhere',
      },
      [isolateRuns(plan.lines[0] ?? '', lineDirection(plan.lines[0] ?? '', card.lang))],
      {
        ...langAttr,
        dir: lineDirection(plan.lines[0] ?? '', card.lang),
        'data-testid': 'card-text',
      },
    );
  }
  return el(
    'ul',
    {
      display: 'flex',
      flexDirection: 'column',
      gap: plan.font * 0.5,
      listStyle: 'none',
      margin: 0,
      padding: 0,
    },
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
          el('span', {}, [isolateRuns(line, lineDirection(line, card.lang))]),
        ],
        { dir: lineDirection(line, card.lang) },
      ),
    ),
    { ...langAttr, 'data-testid': 'card-text' },
  );
}

/** The picture's box: the meme's GIF (whole when it must not be cut) or the post's picture. */
function pictureBox(card: CardContent, theme: CardThemeId, box: Box): CardElement {
  const place = { position: 'absolute', left: box.left, top: box.top };
  const image = (src: string, alt: string, testId: string, part: 'post-image' | 'meme-image') =>
    el(
      'img',
      {
        ...place,
        width: box.width,
        height: box.height,
        objectFit: part === 'meme-image' && card.meme?.whole ? 'contain' : 'cover',
      },
      [],
      { src, alt, width: box.width, height: box.height, 'data-testid': testId },
      part,
    );
  if (card.mode !== 'meme' && card.picture) {
    const alt = card.picture.alt ?? "The post's picture";
    return image(card.picture.src, alt, 'card-post-image', 'post-image');
  }
  if (card.meme?.imageSrc)
    return image(card.meme.imageSrc, 'Meme', 'card-meme-image', 'meme-image');
  // Still resolving: a quiet block of the same size, so the layout does not jump.
  return el('div', {
    ...place,
    width: box.width,
    height: box.height,
    background: CARD_THEME_STYLES[theme].divider,
  });
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
  const avatar =
    card.mode !== 'meme' && card.username !== ''
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
    { display: 'flex', alignItems: 'center', gap: spec.padding * 0.3, flexShrink: 0, minWidth: 0 },
    [...avatar, authorBlock(card, theme, { name: spec.handleFont, meta: spec.smallFont })],
  );
  const warning = warningLine(card, theme, {
    margin: `${spec.padding * 0.25}px 0 0`,
    fontSize: spec.smallFont,
  });
  const footer = el(
    'div',
    {
      flexShrink: 0,
      paddingTop: spec.padding * 0.25,
      borderTop: `${ruleWidth(spec)}px solid ${colours.divider}`,
      fontSize: spec.smallFont,
      fontWeight: 600,
      lineHeight: 1.5,
      color: colours.muted,
    },
    [`Made by ${card.host}`],
    { 'data-testid': 'card-made-by' },
  );
  const { column } = plan;
  // The block is centred in the column: a short text leaves no band between it and Made by. The
  // words may shrink (never the author or Made by) if the estimate of their height fell short.
  const columnElement = el(
    'div',
    {
      position: 'absolute',
      left: column.left,
      top: column.top,
      width: column.width,
      height: column.height,
      boxSizing: 'border-box',
      padding: spec.padding,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      overflow: 'hidden',
    },
    [
      header,
      ...warning,
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          flex: '0 1 auto',
          minHeight: 0,
          overflow: 'hidden',
          margin: `${bodyMargin(spec)}px 0`,
        },
        [body(card, theme, plan)],
      ),
      // Where the words came from, above Made by (planned in its height: sized-plan.ts).
      ...provenanceLine(card, theme, {
        margin: `0 0 ${spec.padding * 0.15}px`,
        fontSize: spec.smallFont,
      }),
      footer,
    ],
    { 'data-testid': 'card-column' },
  );
  const parts: CardNode[] = [];
  if (plan.picture) parts.push(pictureBox(card, theme, plan.picture));
  parts.push(columnElement);
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
  if (spec.edge) parts.push(...edgeOverlay(theme, Math.round(spec.width / 540), 0));
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
      fontFamily: cardFontFamily(card.lang),
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
