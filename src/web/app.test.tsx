import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SummaryResponse } from '#core/index.ts';
import { pasteInto } from '#test/paste-into.ts';
import { App } from './app.tsx';

// The card and the catalogue belong to colleagues' features; here they are stand-ins that show
// what the app hands them.
const card = vi.hoisted(() => ({ crash: false }));
vi.mock('#web/card/card-result.tsx', () => ({
  CardResult: ({
    response,
    stored,
    source,
    initialHideDate,
    initialShowPicture,
  }: {
    response: SummaryResponse;
    stored?: boolean;
    source?: unknown;
    initialHideDate?: boolean;
    initialShowPicture?: boolean;
  }) => {
    if (card.crash) throw new Error('card exploded');
    return (
      <p
        data-testid="card"
        data-stored={String(!!stored)}
        data-source={JSON.stringify(source ?? null)}
        data-hide-date={String(!!initialHideDate)}
        data-show-picture={String(!!initialShowPicture)}
      >
        {`${response.mode} card of @${response.username}`}
      </p>
    );
  },
}));
vi.mock('#web/catalogue/catalogue-link.tsx', () => ({
  CatalogueLink: ({ onUseInThread }: { onUseInThread: (text: string) => void }) => (
    <button type="button" onClick={() => onUseInThread('Example text from the catalogue.')}>
      ML task catalogue
    </button>
  ),
}));

const POST_URL = 'https://x.com/someone/status/1234567890123456789';

function answerSummary(mode: SummaryResponse['mode']) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ mode, username: 'someone', profileImage: '', summary: '• a\n• b\n• c' }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    ),
  );
}

beforeEach(() => {
  card.crash = false;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // jsdom has no scrollIntoView; one test adds it.
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

async function generate(mode: 'Normal' | 'Troll Mode' | 'Meme') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: mode }));
  await pasteInto(user, screen.getByLabelText('Post URL'), `${POST_URL}`, { enter: true });
  return user;
}

describe('App', () => {
  it('has a header, main and footer with the title and tagline', () => {
    render(<App />);
    expect(screen.getByRole('banner')).toHaveTextContent('Summary');
    expect(screen.getByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByText('AI-powered post summarizer')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Create X Post Summary',
      'Create X Thread from Text',
    ]);
  });

  it('shows no result area before the first summary', () => {
    render(<App />);
    expect(screen.queryByTestId('result-area')).not.toBeInTheDocument();
  });

  it('shows the card for the answer, focuses the result and scrolls to it', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    answerSummary('troll');
    render(<App />);
    await generate('Troll Mode');
    expect(await screen.findByTestId('card')).toHaveTextContent('troll card of @someone');
    const heading = screen.getByRole('heading', { name: 'Your card' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Your card' })).toContainElement(
      screen.getByTestId('card'),
    );
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it("shows a card link's card as stored (no live model state under it), and a new card as fresh", async () => {
    const data = document.createElement('script');
    data.id = 'card-data';
    data.type = 'application/json';
    data.textContent = JSON.stringify({
      status: 'found',
      theme: 'gradient-dark',
      card: {
        mode: 'normal',
        username: 'maya',
        profileImage: '',
        summary: '• a\n• b\n• c',
        writer: 'rules',
        id: 'abcDEF12345',
      },
    });
    document.body.append(data);
    try {
      answerSummary('troll');
      render(<App />);
      expect(screen.getByRole('heading', { name: "A card of @maya's post" })).toBeInTheDocument();
      expect(await screen.findByTestId('card')).toHaveAttribute('data-stored', 'true');
      await generate('Troll Mode');
      await screen.findByText('troll card of @someone');
      expect(screen.getByTestId('card')).toHaveAttribute('data-stored', 'false');
    } finally {
      data.remove();
    }
  });

  it("puts the last card's emoji in the footer: troll, then meme, then none", async () => {
    answerSummary('troll');
    render(<App />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('img')).not.toBeInTheDocument();
    const user = await generate('Troll Mode');
    expect(await within(footer).findByRole('img', { name: 'Last card: troll' })).toHaveTextContent(
      '🧌',
    );
    answerSummary('meme');
    await user.click(screen.getByRole('button', { name: 'Meme' }));
    await user.click(screen.getByRole('button', { name: 'Generate Meme' }));
    expect(await within(footer).findByRole('img', { name: 'Last card: meme' })).toHaveTextContent(
      '😂',
    );
    answerSummary('normal');
    await user.click(screen.getByRole('button', { name: 'Normal' }));
    await user.click(screen.getByRole('button', { name: 'Generate Summary' }));
    await screen.findByText('normal card of @someone');
    expect(within(footer).queryByRole('img')).not.toBeInTheDocument();
  });

  it('puts a quote mark in the footer after a Quote card', async () => {
    answerSummary('quote');
    render(<App />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Quote' }));
    await userEvent.setup().type(screen.getByLabelText('Post URL'), `${POST_URL}{Enter}`);
    expect(
      await within(screen.getByRole('contentinfo')).findByRole('img', { name: 'Last card: quote' }),
    ).toHaveTextContent('💬');
  });

  it('hands the card what it was made from, so New take can send a pasted text again', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body));
        return 'text' in body
          ? new Response(
              JSON.stringify({ mode: 'normal', username: '', profileImage: '', summary: '• a' }),
              { status: 200, headers: { 'Content-Type': 'application/json' } },
            )
          : new Response(JSON.stringify({ error: 'This post is private.' }), { status: 404 });
      }),
    );
    render(<App />);
    await pasteInto(user, screen.getByLabelText('Post URL'), `${POST_URL}`, { enter: true });
    await user.click(await screen.findByRole('button', { name: "Paste the post's text instead" }));
    await pasteInto(
      user,
      screen.getByRole('textbox', { name: "The post's text" }),
      'Our shop opens.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Author name (optional)' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Generate Summary from text' }));
    expect(await screen.findByTestId('card')).toHaveAttribute(
      'data-source',
      JSON.stringify({ text: 'Our shop opens.', author: 'Ada' }),
    );
  });

  it("gives a card link's date=off and media=1 to its card", () => {
    const data = document.createElement('script');
    data.id = 'card-data';
    data.type = 'application/json';
    data.textContent = JSON.stringify({
      status: 'found',
      theme: 'gradient-dark',
      card: { mode: 'quote', username: 'maya', profileImage: '', posts: ['Hi.'], id: 'abc' },
    });
    document.body.append(data);
    window.history.replaceState(null, '', '/c/abc?date=off&media=1');
    try {
      render(<App />);
      expect(screen.getByTestId('card')).toHaveAttribute('data-hide-date', 'true');
      expect(screen.getByTestId('card')).toHaveAttribute('data-show-picture', 'true');
    } finally {
      data.remove();
      window.history.replaceState(null, '', '/');
    }
  });

  it('puts a catalogue example into the thread textarea and focuses it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'ML task catalogue' }));
    await act(async () => vi.runAllTimers());
    const textarea = screen.getByLabelText('Your text');
    expect(textarea).toHaveValue('Example text from the catalogue.');
    expect(textarea).toHaveFocus();
    expect(localStorage.getItem('thread:text')).toBe('"Example text from the catalogue."');
    vi.useRealTimers();
  });

  it('keeps the panels and what was typed when the card crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    card.crash = true;
    answerSummary('normal');
    render(<App />);
    await userEvent.setup().type(screen.getByLabelText('Your text'), 'My draft');
    await generate('Normal');
    expect(await screen.findByText('The card could not be shown.')).toBeInTheDocument();
    expect(screen.getByLabelText('Post URL')).toHaveValue(POST_URL);
    expect(screen.getByLabelText('Your text')).toHaveValue('My draft');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('restores the URL, mode, thread text and style after a reload', async () => {
    const user = userEvent.setup();
    const first = render(<App />);
    await pasteInto(user, screen.getByLabelText('Post URL'), POST_URL);
    await user.click(screen.getByRole('button', { name: 'Meme' }));
    await pasteInto(user, screen.getByLabelText('Your text'), 'Draft to keep');
    await user.click(screen.getByRole('button', { name: 'Journalist' }));
    first.unmount();

    render(<App />);
    expect(screen.getByLabelText('Post URL')).toHaveValue(POST_URL);
    expect(screen.getByRole('button', { name: 'Meme' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Your text')).toHaveValue('Draft to keep');
    expect(screen.getByRole('button', { name: 'Journalist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Generate Journalist Thread' })).toBeEnabled();
  });
});
