import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SummaryResponse } from '#core/index.ts';
import { ThreadNote } from './thread-note.tsx';

const card: SummaryResponse = {
  mode: 'normal',
  username: 'rowan_rivers',
  profileImage: '',
  summary: '• One\n• Two\n• Three',
  id: 'abc123',
  url: 'https://sum.example.com/c/abc123',
  postUrl: 'https://x.com/rowan_rivers/status/1',
  threadPosts: 12,
};

afterEach(() => vi.unstubAllGlobals());

type CardResultComponent = typeof import('./card-result.tsx').CardResult;

/** The card result as the panel holds it: a New take's card takes the old one's place. */
function Result({ CardResult }: { CardResult: CardResultComponent }) {
  const [response, setResponse] = useState(card);
  return <CardResult response={response} onNewCard={setResponse} />;
}

describe('the note under a card of a thread', () => {
  it('says how many posts it was summed up from, with a link to the unrolled thread', () => {
    render(<ThreadNote response={card} />);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Summed up from a thread of 12 posts');
    expect(screen.getByRole('link', { name: 'Read the whole thread' }).getAttribute('href')).toBe(
      'https://sum.example.com/c/abc123#thread',
    );
  });

  it('says a Quote card was quoted from it, and how many posts the writer was not given', () => {
    const { rerender } = render(
      <ThreadNote response={{ ...card, mode: 'quote', threadPosts: 25 }} />,
    );
    expect(screen.getByRole('note').textContent).toContain('Quoted from a thread of 25 posts');
    rerender(<ThreadNote response={{ ...card, threadPosts: 25, threadPostsCut: 9 }} />);
    expect(screen.getByRole('note').textContent).toContain('9 posts in its middle were left out');
  });

  it('reads as sentences when the middle was cut: the cut said before the link, one post in the singular', () => {
    const { rerender } = render(
      <ThreadNote response={{ ...card, threadPosts: 25, threadPostsCut: 9 }} />,
    );
    expect(screen.getByRole('note').textContent).toBe(
      'Summed up from a thread of 25 posts. 9 posts in its middle were left out: the whole thread did not fit what the writer reads at once. Read the whole thread',
    );
    rerender(<ThreadNote response={{ ...card, threadPosts: 3, threadPostsCut: 1 }} />);
    expect(screen.getByRole('note').textContent).toContain(
      'Summed up from a thread of 3 posts. 1 post in its middle was left out:',
    );
  });

  it('says nothing of a single post, and links nowhere for a card that was not stored', () => {
    const { rerender, container } = render(
      <ThreadNote response={{ ...card, threadPosts: undefined }} />,
    );
    expect(container.textContent).toBe('');
    rerender(<ThreadNote response={{ ...card, url: undefined, id: undefined }} />);
    expect(screen.getByRole('note').textContent).toBe('Summed up from a thread of 12 posts.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the card result of a thread', () => {
  it('shows the note under the card, and again after New take', async () => {
    const { CardResult } = await import('./card-result.tsx');
    const fresh = {
      ...card,
      summary: '• Four\n• Five\n• Six',
      id: 'new1',
      url: 'https://s/c/new1',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path === '/api/summary'
          ? new Response(JSON.stringify(fresh), { status: 200 })
          : new Response('', { status: 404 }),
      ),
    );
    render(<Result CardResult={CardResult} />);
    expect(screen.getByText(/Summed up from a thread of 12 posts/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New take' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Read the whole thread' }).getAttribute('href')).toBe(
        'https://s/c/new1#thread',
      ),
    );
  });
});
