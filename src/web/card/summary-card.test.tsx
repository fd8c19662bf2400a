import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CARD_THEME_STYLES } from './card-theme-styles.ts';
import { SummaryCard, type SummaryCardProps } from './summary-card.tsx';

const base: SummaryCardProps = {
  mode: 'normal',
  theme: 'gradient-dark',
  username: 'mayabuilds',
  profileImageSrc: 'data:image/png;base64,AAAA',
  lines: ['Ships a new feature', 'Users love it'],
  host: 'summary.example:4173',
};

describe('SummaryCard', () => {
  it('shows a normal card: picture, @username, the lines as list items and Made by host', () => {
    render(<SummaryCard {...base} />);
    const card = screen.getByTestId('summary-card');
    expect(within(card).getByRole('img', { name: '@mayabuilds' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(card).toHaveTextContent('@mayabuilds');
    expect(card).not.toHaveTextContent('🧌');
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(base.lines);
    expect(card).toHaveTextContent('Made by summary.example:4173');
    expect(card.style.width).toBe('600px');
  });

  it('adds the troll emoji after the username on a troll card', () => {
    render(<SummaryCard {...base} mode="troll" />);
    const card = screen.getByTestId('summary-card');
    expect(card).toHaveTextContent('@mayabuilds🧌');
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
  });

  it('splits a meme card into the picture and the caption with the Made by line', () => {
    const onMemeImageError = vi.fn();
    render(
      <SummaryCard
        {...base}
        mode="meme"
        lines={[]}
        meme={{ caption: 'When the build passes first try', imageSrc: '/fixed-meme.gif' }}
        onMemeImageError={onMemeImageError}
      />,
    );
    const card = screen.getByTestId('summary-card');
    const picture = within(card).getByTestId('card-meme-image');
    expect(picture).toHaveAttribute('src', '/fixed-meme.gif');
    expect(card).toHaveTextContent('When the build passes first try');
    expect(card).toHaveTextContent('Made by summary.example:4173');
    expect(within(card).queryByRole('list')).toBeNull();
    // The picture is the left half, the caption the right one.
    expect(picture.compareDocumentPosition(within(card).getByText(/build passes/))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    picture.dispatchEvent(new Event('error'));
    expect(onMemeImageError).toHaveBeenCalledOnce();
  });

  it('paints each theme with its own background and text colour, with rounded corners', () => {
    const { rerender } = render(<SummaryCard {...base} />);
    for (const theme of ['gradient-dark', 'gradient-light', 'solid-dark', 'solid-light'] as const) {
      rerender(<SummaryCard {...base} theme={theme} />);
      const card = screen.getByTestId('summary-card');
      expect(card).toHaveAttribute('data-theme', theme);
      // jsdom normalises colours, so compare with the same value set through the DOM.
      const expected = document.createElement('div');
      expected.style.background = CARD_THEME_STYLES[theme].background;
      expect(card.style.background).toBe(expected.style.background);
      expect(card.style.color).not.toBe('');
      expect(card.style.borderRadius).toBe('24px');
    }
    expect(CARD_THEME_STYLES['gradient-dark'].background).toMatch(/linear-gradient/);
    expect(CARD_THEME_STYLES['gradient-dark'].text).toBe('#ffffff');
    expect(CARD_THEME_STYLES['solid-dark'].background).toBe('#000000');
  });

  it('names the author above the handle, with the network’s mark and the date in the card’s language', () => {
    render(
      <SummaryCard
        {...base}
        displayName="Maya Builds 🚀"
        network="mastodon"
        createdAt="2026-11-25T16:34:04.000Z"
        lang="fr"
      />,
    );
    const card = screen.getByTestId('summary-card');
    expect(within(card).getByTestId('card-display-name')).toHaveTextContent('Maya Builds 🚀');
    expect(within(card).getByTestId('card-handle')).toHaveTextContent('@mayabuilds');
    expect(within(card).getByRole('img', { name: 'Mastodon' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml,/),
    );
    expect(within(card).getByTestId('card-date')).toHaveTextContent(/^25 nov\.? 2026$/);
  });

  it('leaves the date out when the visitor asks', () => {
    render(<SummaryCard {...base} createdAt="2026-11-25T16:34:04.000Z" hideDate />);
    expect(screen.queryByTestId('card-date')).toBeNull();
  });

  it('shows a quote card’s posts in order, the post’s picture with its alt text and the quoted post', () => {
    render(
      <SummaryCard
        {...base}
        mode="quote"
        lines={[]}
        posts={['First post.', 'Second post.']}
        quote={{ username: 'other.example', text: 'What it quotes.' }}
        picture={{ src: 'data:image/png;base64,BBBB', alt: 'A cat asleep on a keyboard' }}
      />,
    );
    const card = screen.getByTestId('summary-card');
    expect(
      within(card)
        .getAllByTestId('card-post')
        .map((post) => post.textContent),
    ).toEqual(['First post.', 'Second post.']);
    expect(within(card).getByRole('img', { name: 'A cat asleep on a keyboard' })).toBeVisible();
    expect(within(card).getByTestId('card-quote')).toHaveTextContent(
      '@other.exampleWhat it quotes.',
    );
    expect(within(card).queryByRole('list')).toBeNull();
  });

  it('draws a light theme’s edge over the card, in the 600px card and the square', () => {
    const { rerender } = render(<SummaryCard {...base} theme="solid-light" />);
    expect(screen.getByTestId('card-edge')).toHaveAttribute('aria-hidden', 'true');
    rerender(<SummaryCard {...base} theme="solid-light" size="square" />);
    expect(screen.getByTestId('card-edge')).toBeInTheDocument();
    rerender(<SummaryCard {...base} theme="solid-dark" />);
    expect(screen.queryByTestId('card-edge')).toBeNull();
  });
});
