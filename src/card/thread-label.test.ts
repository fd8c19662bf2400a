/** "Thread · n posts" beside the post's date, on every card in every size (issue 39). */
import { describe, expect, it } from 'vitest';
import { CARD_MODES } from '#core/index.ts';
import { META_LINE_HEIGHT } from './card-author.ts';
import { cardContentOf } from './card-content-of.ts';
import { type CardContent, cardLayout, cardTexts } from './card-layout.ts';
import {
  CARD_SIZES,
  type FixedCardSizeId,
  planSizedCard,
  sizedCardLayout,
} from './sized-layout.ts';

const SIZES = Object.keys(CARD_SIZES) as FixedCardSizeId[];

const base: CardContent = {
  mode: 'normal',
  username: 'rowan_rivers',
  displayName: 'Rowan Ellis',
  network: 'bluesky',
  createdAt: '2026-05-01T10:13:00.000Z',
  profileImageSrc: '/default-profile.png',
  lines: ['• The town cleaned the river.', '• 212 tyres came out.', '• Otters are back.'],
  posts: ['1/12 Our town cleaned the Alder river.', '2/12 We started in May.'],
  meme: { caption: 'When the otters come back', imageSrc: 'g.gif' },
  host: 'sum.example.com',
};

/** The card's texts in every size: the 600px card, then each fixed size. */
const everySize = (content: CardContent) => [
  cardTexts(cardLayout(content, 'solid-dark')),
  ...SIZES.map((size) => cardTexts(sizedCardLayout(content, 'solid-dark', size))),
];

describe('a card of a thread', () => {
  it.each(CARD_MODES)(
    'says "Thread · n posts" right after the date on a %s card, in every size',
    (mode) => {
      for (const texts of everySize({ ...base, mode, threadPosts: 12 })) {
        const date = texts.indexOf('May 1, 2026');
        expect(date).toBeGreaterThan(-1);
        expect(texts.slice(date, date + 3)).toEqual(['May 1, 2026', '·', 'Thread · 12 posts']);
      }
    },
  );

  it('says it with the date left off too, and says when the middle was cut', () => {
    for (const texts of everySize({
      ...base,
      hideDate: true,
      threadPosts: 25,
      threadPostsCut: 9,
    })) {
      expect(texts).not.toContain('May 1, 2026');
      const label = texts.indexOf('Thread · 25 posts');
      expect(texts.slice(label, label + 3)).toEqual(['Thread · 25 posts', '·', 'middle cut']);
    }
  });

  it('keeps room for the thread’s line in every fixed size: the words start one line lower', () => {
    for (const size of SIZES) {
      const meme = { ...base, mode: 'meme' as const };
      const single = planSizedCard(meme, size);
      const thread = planSizedCard({ ...meme, threadPosts: 12 }, size);
      expect(thread.text.top - single.text.top).toBeCloseTo(
        CARD_SIZES[size].smallFont * META_LINE_HEIGHT,
      );
    }
  });

  it('says nothing of a thread for a single post', () => {
    for (const threadPosts of [undefined, 1]) {
      for (const texts of everySize({ ...base, ...(threadPosts && { threadPosts }) })) {
        expect(texts.join(' ')).not.toMatch(/Thread ·|middle cut/);
      }
    }
  });

  it('gets its count from the answer, never for a thread of one', () => {
    const view = {
      profileImageSrc: '',
      memeImageSrc: '',
      memeReplaced: false,
      lines: [],
      host: 'h',
      hideDate: false,
    };
    const answer = { mode: 'normal' as const, username: 'a' };
    expect(cardContentOf({ ...answer, threadPosts: 3, threadPostsCut: 1 }, view)).toMatchObject({
      threadPosts: 3,
      threadPostsCut: 1,
    });
    expect(cardContentOf({ ...answer, threadPosts: 1 }, view)).not.toHaveProperty('threadPosts');
  });
});
