import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SummaryResponse } from '#core/index.ts';
import { jsonResponse } from '#test/json-response.ts';
import { pasteInto } from '#test/paste-into.ts';
import { NO_ANSWER } from '#web/api/post-json.ts';
import { PASTE_TEXT_INSTEAD, SUMMARY_CUT, SummaryPanel } from './summary-panel.tsx';

const POST_URL = 'https://x.com/someone/status/1234567890123456789';

const json = jsonResponse;

const summaryAnswer = (mode: SummaryResponse['mode']): SummaryResponse => ({
  mode,
  username: 'someone',
  profileImage: '',
  summary: '• one\n• two\n• three',
});

/** A fetch whose answer the test releases when it wants, to look at the in-flight state. */
function deferredFetch() {
  let release: (response: Response) => void = () => {};
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release: (response: Response) => release(response) };
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A fetch answering an event stream the test writes to, chunk by chunk. */
function streamingFetch() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const fetchMock = vi.fn(
    async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(c) {
            controller = c;
          },
        }),
        { headers: { 'Content-Type': 'text/event-stream' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    push: (text: string) => controller?.enqueue(encoder.encode(text)),
    end: () => controller?.close(),
  };
}

function renderPanel() {
  const onResult = vi.fn();
  const { unmount } = render(<SummaryPanel onResult={onResult} />);
  return { onResult, unmount, input: screen.getByLabelText('Post URL') };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SummaryPanel', () => {
  it('has the title, a labelled URL input with an example placeholder and the four modes', () => {
    const { input } = renderPanel();
    expect(screen.getByRole('heading', { name: 'Create X Post Summary', level: 2 })).toBeVisible();
    // An example post link, and the three networks it may come from.
    expect(input).toHaveAttribute(
      'placeholder',
      'https://x.com/user/status/123 · Bluesky · Mastodon',
    );
    const group = screen.getByRole('group', { name: 'Card mode' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Normal', 'Troll Mode', 'Meme', 'Quote']);
    expect(screen.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('labels the Generate button after the chosen mode', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByRole('button', { name: 'Generate Summary' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Troll Mode' }));
    expect(screen.getByRole('button', { name: 'Troll Mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Generate Troll' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meme' }));
    expect(screen.getByRole('button', { name: 'Generate Meme' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    expect(screen.getByRole('button', { name: 'Generate Quote' })).toBeInTheDocument();
  });

  it('asks for a Quote card of the post, remembers Quote, and hands up what it was made from', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return json({ mode: 'quote', username: 'someone', profileImage: '', posts: ['Hello.'] });
    });
    const first = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    await pasteInto(user, first.input, `${POST_URL}`, { enter: true });
    await waitFor(() =>
      expect(first.onResult).toHaveBeenCalledWith(
        expect.objectContaining({ mode: 'quote', posts: ['Hello.'] }),
        'done',
        { url: POST_URL },
      ),
    );
    expect(bodies).toEqual([{ url: POST_URL, mode: 'quote' }]);
    first.unmount();
    renderPanel();
    expect(screen.getByRole('button', { name: 'Quote' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('disables Generate while the URL is empty or only spaces', async () => {
    const user = userEvent.setup();
    const { input } = renderPanel();
    const button = screen.getByRole('button', { name: 'Generate Summary' });
    expect(button).toBeDisabled();
    await user.type(input, '   ');
    expect(button).toBeDisabled();
    await user.type(input, 'x');
    expect(button).toBeEnabled();
  });

  it('submits on Enter, shows a spinner and Generating..., then hands up the answer', async () => {
    const user = userEvent.setup();
    const { fetchMock, release } = deferredFetch();
    const { input, onResult } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Meme' }));
    await user.type(input, `  ${POST_URL} {Enter}`);

    const busy = screen.getByRole('button', { name: 'Generating...' });
    expect(busy).toBeDisabled();
    expect(within(busy).getByTestId('spinner')).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/summary');
    expect(JSON.parse(String(init.body))).toEqual({ url: POST_URL, mode: 'meme' });

    // Switching mode while waiting must not change the card being made.
    await user.click(screen.getByRole('button', { name: 'Normal' }));
    await act(async () => release(json(summaryAnswer('meme'))));
    expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ mode: 'meme' }), 'done', {
      url: POST_URL,
    });
    expect(screen.getByRole('button', { name: 'Generate Summary' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Your card is ready below.');
  });

  it('does not send a second request while one is in flight', async () => {
    const user = userEvent.setup();
    const { fetchMock } = deferredFetch();
    const { input } = renderPanel();
    await pasteInto(user, input, `${POST_URL}`, { enter: true });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the error alert on failure, keeps the URL and returns to idle', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', async () => json({ error: 'Post not found.' }, 404));
    const { input, onResult } = renderPanel();
    await pasteInto(user, input, `${POST_URL}`, { enter: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Post not found.');
    expect(input).toHaveValue(POST_URL);
    expect(screen.getByRole('button', { name: 'Generate Summary' })).toBeEnabled();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('shows the error alert when the server cannot be reached', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { input } = renderPanel();
    await pasteInto(user, input, `${POST_URL}`, { enter: true });
    expect((await screen.findByRole('alert')).textContent).toBe(NO_ANSWER);
  });

  it('lets the user dismiss the alert', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', async () => json({ error: 'nope' }, 500));
    const { input } = renderPanel();
    await pasteInto(user, input, `${POST_URL}`, { enter: true });
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when to try again after too many requests', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', async () =>
      json({ error: 'Too many requests.' }, 429, { 'Retry-After': '30' }),
    );
    const { input } = renderPanel();
    await pasteInto(user, input, `${POST_URL}`, { enter: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 30 seconds.',
    );
  });

  it('restores the URL and mode after a reload', async () => {
    const user = userEvent.setup();
    const first = renderPanel();
    await pasteInto(user, first.input, POST_URL);
    await user.click(screen.getByRole('button', { name: 'Troll Mode' }));
    first.unmount();

    const again = renderPanel();
    expect(again.input).toHaveValue(POST_URL);
    expect(screen.getByRole('button', { name: 'Troll Mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Generate Troll' })).toBeEnabled();
  });

  it('says why X will not show a post, alone in the alert, and focuses it', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', async () => json({ error: 'This post was deleted.' }, 404));
    const { input } = renderPanel();
    await pasteInto(user, input, `${POST_URL}`, { enter: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This post was deleted.');
    expect(alert).toHaveFocus();
    // Dismissing hands focus back to the URL, not to <body>.
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(input).toHaveFocus();
  });

  it('says a failure of our own server as it is, and offers to paste the text beside the alert', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', async () => json({ error: 'Something went wrong on our side.' }, 500));
    const { input } = renderPanel();
    await pasteInto(user, input, `${POST_URL}`, { enter: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: PASTE_TEXT_INSTEAD })).toBeVisible();
  });

  it('where a post cannot be read, says why and makes the card from pasted text, keeping the link typed', async () => {
    const user = userEvent.setup();
    const mastodonLink = 'https://mastodon.social/@someone/1234567890';
    const reason = 'This post is private.';
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      return 'text' in body
        ? json({ ...summaryAnswer('normal'), username: '', profileImage: '' })
        : json({ error: reason }, 400);
    });
    const { input, onResult } = renderPanel();
    await pasteInto(user, input, `${mastodonLink}`, { enter: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(reason);
    await user.click(screen.getByRole('button', { name: PASTE_TEXT_INSTEAD }));
    expect(screen.queryByRole('alert')).toBeNull();
    const text = screen.getByRole('textbox', { name: "The post's text" });
    expect(text).toHaveFocus();
    await pasteInto(user, text, 'We open a second shop in Lyon next month.');
    await user.click(screen.getByRole('button', { name: 'Generate Summary from text' }));
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ username: '' }), 'done', {
        text: 'We open a second shop in Lyon next month.',
      }),
    );
    expect(bodies.at(-1)).toEqual({
      text: 'We open a second shop in Lyon next month.',
      mode: 'normal',
    });
    expect(input).toHaveValue(mastodonLink);
  });

  it('hands up each partial card while streaming, keeps Generate busy, and says ready once', async () => {
    const user = userEvent.setup();
    const { push, end } = streamingFetch();
    const { input, onResult } = renderPanel();
    await pasteInto(user, input, `${POST_URL}`, { enter: true });
    await act(async () => push(sse('partial', { ...summaryAnswer('normal'), summary: '• one' })));
    await waitFor(() =>
      expect(onResult).toHaveBeenLastCalledWith(
        expect.objectContaining({ summary: '• one' }),
        'writing',
        { url: POST_URL },
      ),
    );
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await act(async () => {
      push(sse('done', summaryAnswer('normal')));
      end();
    });
    await waitFor(() =>
      expect(onResult).toHaveBeenLastCalledWith(
        expect.objectContaining(summaryAnswer('normal')),
        'done',
        { url: POST_URL },
      ),
    );
    expect(screen.getByRole('button', { name: 'Generate Summary' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Your card is ready below.');
  });

  it('keeps the lines of a cut stream, says it was cut, and offers to generate again', async () => {
    const user = userEvent.setup();
    const { push, end, fetchMock } = streamingFetch();
    const { input, onResult } = renderPanel();
    await pasteInto(user, input, `${POST_URL}`, { enter: true });
    await act(async () => {
      push(sse('partial', { ...summaryAnswer('normal'), summary: '• one' }));
      end();
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SUMMARY_CUT);
    expect(onResult).toHaveBeenLastCalledWith(
      expect.objectContaining({ summary: '• one' }),
      'cut',
      { url: POST_URL },
    );
    expect(input).toHaveValue(POST_URL);
    await user.click(within(alert).getByRole('button', { name: 'Generate again' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  });

  it('names the network of the typed link in its heading, X by default, and never X in its error', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', async () => json({ error: 'Post not found.' }, 404));
    const { input } = renderPanel();
    await pasteInto(user, input, 'https://bsky.app/profile/alice.bsky.social/post/3kabc2defgh2x');
    expect(
      screen.getByRole('heading', { name: 'Create Bluesky Post Summary', level: 2 }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Post not found.');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/\bX\b/);
    await user.clear(input);
    expect(screen.getByRole('heading', { name: 'Create X Post Summary', level: 2 })).toBeVisible();
  });

  it('lets the URL find its own direction', () => {
    const { input } = renderPanel();
    expect(input).toHaveAttribute('dir', 'auto');
  });
});
