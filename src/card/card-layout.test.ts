import { describe, expect, it } from 'vitest';
import { CARD_THEME_IDS } from '#core/index.ts';
import { CARD_THEME_STYLES } from './card-colours.ts';
import {
  type CardElement,
  type CardNode,
  cardLayout,
  cardTexts,
  TROLL_BADGE,
} from './card-layout.ts';

const base = {
  username: 'mayabuilds',
  profileImageSrc: '/default-profile.png',
  lines: ['• One', '• Two', '• Three'],
  host: 'sum.example.com',
};

const find = (node: CardNode, test: (el: CardElement) => boolean): CardElement[] =>
  typeof node === 'string'
    ? []
    : [...(test(node) ? [node] : []), ...(node.children ?? []).flatMap((c) => find(c, test))];

describe('cardLayout', () => {
  it('is 600px wide with rounded corners and each theme’s own background and text colour', () => {
    for (const theme of CARD_THEME_IDS) {
      const root = cardLayout({ ...base, mode: 'normal' }, theme);
      expect(root.part).toBe('root');
      expect(root.style).toMatchObject({
        width: 600,
        borderRadius: 24,
        background: CARD_THEME_STYLES[theme].background,
        color: CARD_THEME_STYLES[theme].text,
      });
    }
  });

  it('shows the username, the lines and the Made by line; troll cards add the badge', () => {
    const normal = cardTexts(cardLayout({ ...base, mode: 'normal' }, 'solid-dark'));
    expect(normal).toEqual([
      '@mayabuilds',
      'Post summary',
      '• One',
      '• Two',
      '• Three',
      'Made by sum.example.com',
    ]);
    const troll = cardTexts(cardLayout({ ...base, mode: 'troll' }, 'solid-dark'));
    expect(troll).toContain(TROLL_BADGE);
    expect(troll).toContain('Troll summary');
  });

  it('lays a meme out as the picture on the left and the caption with Made by on the right', () => {
    const tree = cardLayout(
      { ...base, mode: 'meme', lines: [], meme: { caption: 'When it works', imageSrc: '/m.gif' } },
      'gradient-light',
    );
    const [picture] = find(tree, (el) => el.part === 'meme-image');
    expect(picture?.attrs?.src).toBe('/m.gif');
    expect(cardTexts(tree)).toEqual(['@mayabuilds', 'When it works', 'Made by sum.example.com']);
    expect(find(tree, (el) => el.part === 'profile-image')).toEqual([]);
  });

  it('marks the post’s language on the lines and lets each line find its direction', () => {
    const tree = cardLayout({ ...base, mode: 'normal', lang: 'ar' }, 'solid-light');
    expect(find(tree, (el) => el.tag === 'ul')[0]?.attrs?.lang).toBe('ar');
    for (const li of find(tree, (el) => el.tag === 'li')) expect(li.attrs?.dir).toBe('auto');
  });
});

describe('cards of pasted text and with a content warning', () => {
  it('draws no avatar and names the text as pasted where the handle would be', () => {
    for (const mode of ['normal', 'troll', 'meme'] as const) {
      const tree = cardLayout(
        { ...base, mode, username: '', meme: { caption: 'When it works', imageSrc: 'g.gif' } },
        'solid-dark',
      );
      expect(cardTexts(tree)[0]).toBe('From pasted text');
      expect(find(tree, (node) => node.part === 'profile-image')).toHaveLength(0);
    }
  });

  it('shows the content warning before the card’s text', () => {
    const texts = cardTexts(
      cardLayout({ ...base, mode: 'normal', contentWarning: 'politics' }, 'solid-dark'),
    );
    const warning = texts.indexOf('Content warning: politics');
    expect(warning).toBeGreaterThan(0);
    expect(warning).toBeLessThan(texts.indexOf(base.lines[0] as string));
  });
});

describe('the post’s own picture on the 600px card', () => {
  it('comes between the handle and the lines, with its alt text', () => {
    const tree = cardLayout(
      { ...base, mode: 'normal', picture: { src: 'p.jpg', alt: 'A cat' } },
      'solid-dark',
    );
    const [image] = find(tree, (node) => node.part === 'post-image');
    expect(image?.attrs).toMatchObject({ src: 'p.jpg', alt: 'A cat' });
    expect(
      find(
        cardLayout({ ...base, mode: 'normal' }, 'solid-dark'),
        (node) => node.part === 'post-image',
      ),
    ).toHaveLength(0);
  });
});
