import { afterEach, describe, expect, it } from 'vitest';
import { cardLinkWithTheme, readSharedCard } from './shared-card.ts';

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
