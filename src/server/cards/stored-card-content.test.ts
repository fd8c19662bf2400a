import { describe, expect, it } from 'vitest';
import { cardLayout, cardTexts } from '#card/card-layout.ts';
import type { StoredCard } from '#core/index.ts';
import { CARD_PICTURE_SRC, storedCardContent } from './stored-card-content.ts';

const stored: StoredCard = {
  id: 'abc',
  mode: 'normal',
  network: 'mastodon',
  username: 'maya@mastodon.social',
  displayName: 'Maya 🚀',
  postCreatedAt: '2026-11-25T16:34:04.000Z',
  profileImage: 'https://files.example/a.png',
  summary: '• One\n• Two',
  media: [{ type: 'photo', url: 'https://files.example/p.png', alt: 'A cat on a desk' }],
  postId: 'mastodon:mastodon.social/1',
  createdAt: 0,
  lang: 'fr',
};

describe('storedCardContent', () => {
  it('carries the author, the network, the date and the lines to the layout', () => {
    const content = storedCardContent(stored, { host: 'sum.example' });
    expect(content).toMatchObject({
      displayName: 'Maya 🚀',
      network: 'mastodon',
      createdAt: '2026-11-25T16:34:04.000Z',
      lines: ['One', 'Two'],
      host: 'sum.example',
      lang: 'fr',
    });
    expect(content.hideDate).toBeUndefined();
    expect(cardTexts(cardLayout(content, 'solid-dark'))).toContain('25 nov. 2026');
  });

  it('leaves the date out with date=off, and shows the post’s picture with its alt text only when had', () => {
    expect(storedCardContent(stored, { host: 'h', hideDate: true }).hideDate).toBe(true);
    expect(storedCardContent(stored, { host: 'h' }).picture).toBeUndefined();
    expect(storedCardContent(stored, { host: 'h', picture: true }).picture).toEqual({
      src: CARD_PICTURE_SRC.media,
      alt: 'A cat on a desk',
    });
  });

  it('draws GIPHY’s pictures cropped and any other meme picture whole', () => {
    const meme = (fromGiphy: boolean) =>
      storedCardContent(
        { ...stored, mode: 'meme', meme: { caption: 'C', gifUrl: '/fixed-meme.gif', fromGiphy } },
        { host: 'h' },
      ).meme?.whole;
    expect(meme(true)).toBe(false);
    expect(meme(false)).toBe(true);
  });

  it('carries a quote card’s posts and quoted post; pasted text has no network mark, old cards are X’s', () => {
    const quote = storedCardContent(
      {
        ...stored,
        mode: 'quote',
        summary: undefined,
        posts: ['a', 'b'],
        quote: { username: 'o', text: 'q' },
      },
      { host: 'h' },
    );
    expect(quote).toMatchObject({ posts: ['a', 'b'], quote: { username: 'o', text: 'q' } });
    expect(
      storedCardContent({ ...stored, username: '', network: undefined }, { host: 'h' }).network,
    ).toBeUndefined();
    expect(storedCardContent({ ...stored, network: undefined }, { host: 'h' }).network).toBe('x');
  });
});
