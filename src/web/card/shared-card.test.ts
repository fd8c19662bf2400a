import { afterEach, describe, expect, it } from 'vitest';
import {
  cardLinkWithTheme,
  readLinkedHideDate,
  readLinkedShowPicture,
  readSharedCard,
  storedCardPngUrl,
} from './shared-card.ts';

const put = (json: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'card-data';
  script.textContent = json;
  document.head.append(script);
};

afterEach(() => document.getElementById('card-data')?.remove());

describe('readSharedCard', () => {
  it('reads the card a card page carries, and the 404 page’s notice', () => {
    expect(readSharedCard()).toBeNull();
    const card = { mode: 'troll', username: 'maya', profileImage: '/p.png', summary: '• a' };
    put(JSON.stringify({ status: 'found', card, theme: 'solid-light' }));
    expect(readSharedCard()).toEqual({ status: 'found', card, theme: 'solid-light' });
    document.getElementById('card-data')?.remove();
    put('{"status":"missing"}');
    expect(readSharedCard()).toEqual({ status: 'missing' });
  });

  it('ignores anything else', () => {
    put('{"status":"found","card":{"mode":"evil"},"theme":"solid-light"}');
    expect(readSharedCard()).toBeNull();
    document.getElementById('card-data')?.remove();
    put('not json');
    expect(readSharedCard()).toBeNull();
  });
});

describe('cardLinkWithTheme', () => {
  it('adds the theme, except the first one', () => {
    expect(cardLinkWithTheme('https://s.example/c/abcDEF12345', 'solid-dark')).toBe(
      'https://s.example/c/abcDEF12345?theme=solid-dark',
    );
    expect(
      cardLinkWithTheme('https://s.example/c/abcDEF12345?theme=solid-dark', 'gradient-dark'),
    ).toBe('https://s.example/c/abcDEF12345');
  });
});

describe('the date on card links and pictures', () => {
  it('carries a hidden date as date=off, and drops it when the date is shown again', () => {
    const hidden = cardLinkWithTheme('https://s.example/c/abcDEF12345', 'solid-dark', {
      hideDate: true,
    });
    expect(hidden).toBe('https://s.example/c/abcDEF12345?theme=solid-dark&date=off');
    expect(cardLinkWithTheme(hidden, 'solid-dark')).toBe(
      'https://s.example/c/abcDEF12345?theme=solid-dark',
    );
    expect(readLinkedHideDate('?theme=solid-dark&date=off')).toBe(true);
    expect(readLinkedHideDate('?theme=solid-dark')).toBe(false);
  });

  it('carries a shown post picture as media=1, and drops it when the picture is taken off', () => {
    const shown = cardLinkWithTheme('https://s.example/c/abcDEF12345', 'gradient-dark', {
      size: 'square',
      hideDate: true,
      showPicture: true,
    });
    expect(shown).toBe('https://s.example/c/abcDEF12345?size=square&date=off&media=1');
    expect(cardLinkWithTheme(shown, 'gradient-dark', { size: 'square', hideDate: true })).toBe(
      'https://s.example/c/abcDEF12345?size=square&date=off',
    );
    expect(readLinkedShowPicture('?size=square&media=1')).toBe(true);
    expect(readLinkedShowPicture('?media=0')).toBe(false);
    expect(readLinkedShowPicture('')).toBe(false);
  });

  it("asks the server's picture without the date and at the chosen resolution of the 600px card", () => {
    expect(
      storedCardPngUrl('abc', { theme: 'solid-dark', size: 'card', hideDate: true, scale: 3 }),
    ).toBe('/c/abc.png?theme=solid-dark&size=card&date=off&scale=3');
    // 2x is the server's own default, and a feed shape has its own pixel size.
    expect(storedCardPngUrl('abc', { theme: 'solid-dark', size: 'card', scale: 2 })).toBe(
      '/c/abc.png?theme=solid-dark&size=card',
    );
    expect(storedCardPngUrl('abc', { theme: 'solid-dark', size: 'story', scale: 1 })).toBe(
      '/c/abc.png?theme=solid-dark&size=story',
    );
  });
});
