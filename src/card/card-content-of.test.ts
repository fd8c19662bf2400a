import { describe, expect, it } from 'vitest';
import type { SummaryResponse } from '#core/index.ts';
import { type CardView, cardContentOf } from './card-content-of.ts';

const view: CardView = {
  profileImageSrc: 'data:image/png;base64,QQ==',
  memeImageSrc: 'data:image/gif;base64,Rw==',
  memeReplaced: false,
  lines: [],
  host: 'summary.example.com',
  hideDate: false,
};

const quote: SummaryResponse = {
  mode: 'quote',
  network: 'bluesky',
  username: 'alice.bsky.social',
  displayName: 'Alice 🌿',
  createdAt: '2026-11-25T16:34:04.000Z',
  profileImage: 'https://cdn.bsky.app/a.jpg',
  posts: ['First post of the thread.', 'Second post.'],
  quote: { username: 'bob.bsky.social', text: 'The post Alice quotes.' },
};

describe('cardContentOf', () => {
  it("draws a Quote card's posts, the post it quotes, its author's name, network and date", () => {
    expect(cardContentOf(quote, view)).toMatchObject({
      mode: 'quote',
      username: 'alice.bsky.social',
      displayName: 'Alice 🌿',
      network: 'bluesky',
      createdAt: '2026-11-25T16:34:04.000Z',
      posts: ['First post of the thread.', 'Second post.'],
      quote: { username: 'bob.bsky.social', text: 'The post Alice quotes.' },
      profileImageSrc: view.profileImageSrc,
    });
  });

  it('leaves the date off when the visitor turned Show date off', () => {
    expect(cardContentOf(quote, view).hideDate).toBeUndefined();
    expect(cardContentOf(quote, { ...view, hideDate: true }).hideDate).toBe(true);
  });

  it("draws our own meme picture whole and GIPHY's to fill its box", () => {
    const meme = (fromGiphy: boolean): SummaryResponse => ({
      mode: 'meme',
      username: 'maya',
      profileImage: '',
      meme: { caption: 'Friday deploys', gifUrl: 'https://media.giphy.com/a.gif', fromGiphy },
    });
    expect(cardContentOf(meme(true), view).meme).toEqual({
      caption: 'Friday deploys',
      imageSrc: view.memeImageSrc,
      whole: false,
    });
    expect(cardContentOf(meme(false), view).meme?.whole).toBe(true);
    // GIPHY's picture broke and the fixed GIF took its place: that one is ours.
    expect(cardContentOf(meme(true), { ...view, memeReplaced: true }).meme?.whole).toBe(true);
  });

  it("gives a pasted text's card the author's name and no network or date", () => {
    const pasted: SummaryResponse = {
      mode: 'normal',
      username: '',
      displayName: 'Ada Lovelace',
      profileImage: '',
      summary: '• a',
    };
    const content = cardContentOf(pasted, { ...view, lines: ['a'] });
    expect(content).toMatchObject({ username: '', displayName: 'Ada Lovelace', lines: ['a'] });
    expect(content).not.toHaveProperty('network');
    expect(content).not.toHaveProperty('createdAt');
  });

  it('dates an English card of a Japanese post in English, the reader’s language', () => {
    const card: SummaryResponse = {
      mode: 'normal',
      username: 'haruto_codes',
      profileImage: '',
      createdAt: '2026-04-20T10:30:00.000Z',
      summary: '• Meetings were halved.',
      lang: 'en',
      sourceLang: 'ja',
    };
    expect(cardContentOf(card, { ...view, lang: 'en' })).toMatchObject({
      lang: 'en',
      dateLang: 'en',
    });
    // A card whose post's language is not told, as before: the date follows its `lang`.
    const { sourceLang: _none, ...untold } = card;
    expect(cardContentOf({ ...untold, lang: 'ja' }, view)).toMatchObject({ dateLang: 'ja' });
  });
});

describe('cardContentOf, a card in another language than its post (issue 45)', () => {
  const written: SummaryResponse = {
    mode: 'normal',
    username: 'haruto',
    profileImage: 'https://pbs.twimg.com/a_400x400.jpg',
    summary: '• Meetings were cut in half.',
    lang: 'en',
    sourceLang: 'ja',
  };

  it('says where its words came from', () => {
    expect(cardContentOf(written, view).provenance).toBe(
      'Summed up in English from a post in Japanese',
    );
  });

  it('says nothing of the kind in the post’s own language, of an unknown one, or on a quote', () => {
    expect(cardContentOf({ ...written, lang: 'ja' }, view).provenance).toBeUndefined();
    expect(cardContentOf({ ...written, sourceLang: undefined }, view).provenance).toBeUndefined();
    expect(
      cardContentOf({ ...quote, lang: 'en', sourceLang: 'ja' }, view).provenance,
    ).toBeUndefined();
  });
});
