/**
 * One outcome on screen (issue 40, item 1): while a new card is asked for, the one shown is the
 * previous one, dimmed and marked; when no new card comes, it goes, so an alert never stands above
 * a card it does not belong to. And both ways in from the first screen (item 2).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SummaryResponse } from '#core/index.ts';
import { pasteInto } from '#test/paste-into.ts';
import { App } from './app.tsx';

// The card belongs to a colleague's feature: a stand-in that shows what the app hands it.
vi.mock('#web/card/card-result.tsx', () => ({
  CardResult: ({ response, previous }: { response: SummaryResponse; previous?: boolean }) => (
    <p data-testid="card" data-previous={String(!!previous)}>
      {`${response.mode} card of @${response.username}`}
    </p>
  ),
}));
vi.mock('#web/catalogue/catalogue-link.tsx', () => ({ CatalogueLink: () => null }));

const BLUESKY_URL = 'https://bsky.app/profile/alice.bsky.social/post/3kabc2defgh2x';
const THREADS_URL = 'https://www.threads.net/@someone/post/C1a2b3';

const card = (mode: SummaryResponse['mode']) =>
  new Response(
    JSON.stringify({
      mode,
      network: 'bluesky',
      username: 'alice.bsky.social',
      profileImage: '',
      summary: '• a\n• b\n• c',
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

/** Answers each summary request with the next of `answers`, when the test lets it go. */
function answerInTurn(...answers: (() => Response)[]) {
  const waiting: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          const answer = answers.shift() ?? (() => card('normal'));
          waiting.push(() => resolve(answer()));
        }),
    ),
  );
  return {
    /** Lets the oldest request waiting have its answer. */
    release: async () => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()?.();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function firstCard(user: ReturnType<typeof userEvent.setup>, answers: (() => Response)[]) {
  const turn = answerInTurn(() => card('normal'), ...answers);
  render(<App />);
  await pasteInto(user, screen.getByLabelText('Post URL'), `${BLUESKY_URL}`, { enter: true });
  await turn.release();
  expect(await screen.findByText('normal card of @alice.bsky.social')).toBeInTheDocument();
  return turn;
}

describe('App: one outcome on screen', () => {
  it('marks the card shown as the previous one while a new mode generates, then shows the new one', async () => {
    const user = userEvent.setup();
    const turn = await firstCard(user, [() => card('troll')]);
    await user.click(screen.getByRole('button', { name: 'Troll Mode' }));
    await user.click(screen.getByRole('button', { name: 'Generate Troll' }));
    const previous = await screen.findByRole('region', { name: 'Your previous card' });
    expect(previous).toHaveAttribute('data-previous', 'true');
    expect(previous).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('card')).toHaveAttribute('data-previous', 'true');
    await turn.release();
    expect(await screen.findByText('troll card of @alice.bsky.social')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your card' })).not.toHaveAttribute('data-previous');
    expect(screen.getByTestId('card')).toHaveAttribute('data-previous', 'false');
  });

  it('takes the previous card away when the next post cannot be read: its alert stands alone', async () => {
    const user = userEvent.setup();
    const turn = await firstCard(user, [
      () => new Response(JSON.stringify({ error: 'This post was deleted.' }), { status: 404 }),
    ]);
    const input = screen.getByLabelText('Post URL');
    await user.clear(input);
    await pasteInto(user, input, `${BLUESKY_URL.replace('3kabc', '3kzzz')}`, { enter: true });
    await turn.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('This post was deleted.');
    expect(screen.queryByTestId('card')).toBeNull();
    expect(screen.queryByRole('region', { name: /card/ })).toBeNull();
  });

  it('takes the previous card away for a Threads link, which asks nothing', async () => {
    const user = userEvent.setup();
    await firstCard(user, []);
    const input = screen.getByLabelText('Post URL');
    await user.clear(input);
    await pasteInto(user, input, `${THREADS_URL}`, { enter: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Threads posts can');
    expect(screen.queryByTestId('card')).toBeNull();
  });
});

describe('App: both ways in from the first screen', () => {
  it('offers the post’s text beside the URL field, by keyboard, before any failure', async () => {
    const user = userEvent.setup();
    render(<App />);
    const input = screen.getByLabelText('Post URL');
    const paste = screen.getByRole('button', { name: "Paste the post's text instead" });
    expect(paste).toBeVisible();
    // Beside the URL field: in its form, the next stop after it (Generate waits for a link).
    expect(input.closest('form')).toContainElement(paste);
    await user.click(input);
    await user.tab();
    expect(paste).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: "The post's text" })).toHaveFocus();
    expect(screen.queryByRole('button', { name: "Paste the post's text instead" })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use the link instead' }));
    expect(screen.getByRole('button', { name: "Paste the post's text instead" })).toBeVisible();
  });
});
