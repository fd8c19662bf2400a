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
});
