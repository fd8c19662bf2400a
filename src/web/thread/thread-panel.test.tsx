import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#test/json-response.ts';
import { pasteInto } from '#test/paste-into.ts';
import { THREAD_CUT, ThreadPanel } from './thread-panel.tsx';

const json = jsonResponse;

const POSTS = [
  'First post of the thread.',
  'Second post, with a detail.',
  'Third post, one more point.',
  'Last post. #Thread',
];
const SOURCE = 'Some text worth a thread about the things that matter.';

/** The panel with the text state the app would hold. */
function Harness({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return <ThreadPanel text={text} onTextChange={setText} />;
}

let fetchMock: ReturnType<typeof vi.fn>;
/** What /api/health answers: by default it cannot tell (the standing rules note). */
let healthAnswer: () => Response;

/** Each thread request gets the next answer; /api/health gets `healthAnswer`. */
function answerWith(...responses: (() => Response)[]) {
  healthAnswer = () => json({ error: 'Not here.' }, 404);
  fetchMock = vi.fn(async (path: string) =>
    path === '/api/health'
      ? healthAnswer()
      : (responses.shift() ?? (() => json({ posts: POSTS })))(),
  );
  vi.stubGlobal('fetch', fetchMock);
}

const threadCalls = () => fetchMock.mock.calls.filter(([path]) => path !== '/api/health');
const healthCalls = () => fetchMock.mock.calls.filter(([path]) => path === '/api/health');
const sentBodies = () =>
  threadCalls().map((call) => JSON.parse(String((call[1] as RequestInit).body)));

function stubClipboard() {
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

beforeEach(() => {
  answerWith();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('ThreadPanel', () => {
  it('shows the title, the six styles, and a labelled textarea with the placeholder', () => {
    render(<Harness />);
    expect(
      screen.getByRole('heading', { name: 'Create X Thread from Text', level: 2 }),
    ).toBeVisible();
    const group = screen.getByRole('group', { name: 'Thread style' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Standard', 'Exciting', 'Detailed', 'Journalist', 'Troll', 'Crypto Bro']);
    // Generate makes a Standard thread until another style is picked: Standard shows as chosen.
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-pressed')),
    ).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
    expect(screen.getByRole('button', { name: 'Generate Thread' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your text')).toHaveAttribute(
      'placeholder',
      'Enter your text to be converted into a thread...',
    );
  });

  it('counts the characters of the input against 20,000', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('0 / 20,000 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your text'), 'Hello');
    expect(screen.getByText('5 / 20,000 characters')).toBeInTheDocument();
    // No maxlength: a browser would cut a longer paste without a word (thread-continue.test.tsx).
    expect(screen.getByLabelText('Your text')).not.toHaveAttribute('maxlength');
  });

  it('disables Generate while the text is blank after trimming', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Generate Thread' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Your text'), '  \n ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Your text'), 'a');
    expect(button).toBeEnabled();
  });

  it('alerts when run anyway with blank text (Ctrl+Enter) and sends nothing', async () => {
    const user = userEvent.setup();
    render(<Harness initial="   " />);
    await user.click(screen.getByLabelText('Your text'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter some text to generate a thread.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the Generate button after the chosen style', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SOURCE} />);
    expect(screen.getByRole('button', { name: 'Generate Thread' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Crypto Bro' }));
    expect(screen.getByRole('button', { name: 'Crypto Bro' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Generate Crypto Bro Thread' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Journalist' }));
    expect(screen.getByRole('button', { name: 'Generate Journalist Thread' })).toBeEnabled();
  });

  it('generates in the standard style when none was chosen, and shows each post', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SOURCE} />);
    expect(screen.queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    expect(await screen.findByRole('heading', { name: 'Post 1/4' })).toBeInTheDocument();
    expect(sentBodies()).toEqual([{ text: SOURCE, style: 'standard' }]);
    for (const [index, post] of POSTS.entries()) {
      expect(screen.getByRole('heading', { name: `Post ${index + 1}/4` })).toBeInTheDocument();
      expect(screen.getByLabelText(`Text of post ${index + 1}/4`)).toHaveValue(post);
    }
    expect(screen.getByText(/copy each post and paste it into X's composer/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your thread of 4 posts is ready.');
  });

  it('says, under a thread the embedded writer made, that rules wrote it and how to connect a model', async () => {
    const user = userEvent.setup();
    answerWith(
      () => json({ posts: POSTS, writer: 'rules' }),
      () => json({ posts: POSTS }),
    );
    healthAnswer = () => json({ ok: true, textGeneration: { provider: 'local' } });
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    expect(await screen.findByRole('note')).toHaveTextContent(
      /Written offline by rules, not by a language model\./,
    );
    expect(screen.getByRole('link', { name: 'How to connect a model' })).toHaveAttribute(
      'href',
      '/docs/model.md#:~:text=Connecting%20a%20language%20model',
    );
    // A model's thread carries no such note.
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await vi.waitFor(() =>
      expect(screen.queryByText(/Written offline by rules/)).not.toBeInTheDocument(),
    );
  });

  it('says under the thread why rules wrote it while the local model downloads, and who wrote the next', async () => {
    const user = userEvent.setup();
    answerWith(
      () =>
        json({ posts: POSTS, writer: 'rules', rulesReason: { kind: 'downloading', progress: 20 } }),
      () => json({ posts: POSTS }),
    );
    healthAnswer = () =>
      json({
        ok: true,
        textGeneration: { provider: 'embedded', state: 'downloading', progress: 43 },
      });
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    // The answer's own reason (20%) shows at once; the model's state now follows once asked.
    await vi.waitFor(() =>
      expect(screen.getByRole('note')).toHaveTextContent(
        'Posts by rules: the local model is downloading (43%)',
      ),
    );
    healthAnswer = () =>
      json({
        ok: true,
        textGeneration: { provider: 'embedded', model: 'Qwen2.5 1.5B Instruct', state: 'ready' },
      });
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('note')).toHaveTextContent(
        'Written by the local model (Qwen2.5 1.5B Instruct)',
      ),
    );
  });

  it('keeps the reason a restored thread was written by rules, asking no live state', async () => {
    localStorage.setItem(
      'thread:result',
      JSON.stringify({
        style: 'standard',
        posts: POSTS,
        writer: 'rules',
        rulesReason: { kind: 'failed', failure: 'no-memory' },
      }),
    );
    render(<Harness initial={SOURCE} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Posts by rules: not enough memory for the local model',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(healthCalls()).toHaveLength(0);
  });

  it('shows a thread restored on reload with its own word only, asking no live state', async () => {
    localStorage.setItem(
      'thread:result',
      JSON.stringify({ style: 'standard', posts: POSTS, writer: 'rules' }),
    );
    healthAnswer = () =>
      json({
        ok: true,
        textGeneration: { provider: 'embedded', state: 'downloading', progress: 5 },
      });
    render(<Harness initial={SOURCE} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Written offline by rules, not by a language model.',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(healthCalls()).toHaveLength(0);
  });

  it('shows Generating... with a spinner while the request is in flight', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    const busy = screen.getByRole('button', { name: 'Generating...' });
    expect(busy).toBeDisabled();
    expect(within(busy).getByTestId('spinner')).toBeInTheDocument();
    await act(async () => release(json({ posts: POSTS })));
    expect(screen.getByRole('button', { name: 'Generate New Thread' })).toBeEnabled();
  });

  it('offers Generate New Thread and a Regenerate that sends regenerate: true', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Troll' }));
    await user.click(screen.getByRole('button', { name: 'Generate Troll Thread' }));
    await screen.findByRole('heading', { name: 'Post 1/4' });
    expect(screen.getByRole('button', { name: 'Generate New Thread' })).toBeEnabled();
    const regenerate = screen.getByRole('button', { name: 'Regenerate' });
    expect(regenerate).toHaveClass('button--success');
    await user.click(regenerate);
    await screen.findByRole('button', { name: 'Regenerate' });
    expect(sentBodies()).toEqual([
      { text: SOURCE, style: 'troll' },
      { text: SOURCE, style: 'troll', regenerate: true, take: 1 },
    ]);
  });

  it('counts its Regenerates of the text and shows what the answer says under the thread (issue 40)', async () => {
    const notice = 'No other take without a language model.';
    answerWith(
      () => json({ posts: POSTS, writer: 'rules' }),
      () => json({ posts: POSTS, writer: 'rules' }),
      () => json({ posts: POSTS, writer: 'rules', notice }),
      () => json({ posts: POSTS, writer: 'rules' }),
    );
    const user = userEvent.setup();
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    await screen.findByRole('heading', { name: 'Post 1/4' });
    for (let take = 1; take <= 2; take++) {
      await user.click(screen.getByRole('button', { name: 'Regenerate' }));
      await screen.findByRole('button', { name: 'Regenerate' });
    }
    expect(await screen.findByText(notice)).toBeVisible();
    expect(sentBodies().map((body) => body.take)).toEqual([undefined, 1, 2]);
    // Another text starts counting again, and its answer has nothing to say.
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: `${SOURCE} More.` } });
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await screen.findByRole('button', { name: 'Regenerate' });
    expect(sentBodies().at(-1)?.take).toBe(1);
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('clears the posts and warns when the style changes after a result', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Exciting' }));
    await user.click(screen.getByRole('button', { name: 'Generate Exciting Thread' }));
    await screen.findByRole('heading', { name: 'Post 1/4' });
    await user.click(screen.getByRole('button', { name: 'Detailed' }));
    expect(screen.queryByRole('heading', { name: 'Post 1/4' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You switched to the Detailed style. Generate again to get a thread in this style.',
    );
    expect(screen.queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Detailed Thread' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Generate Detailed Thread' }));
    await screen.findByRole('heading', { name: 'Post 1/4' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops a thread still being written when the style changes, so it does not come back', async () => {
    const user = userEvent.setup();
    const stream = streamingAnswer();
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Exciting' }));
    await user.click(screen.getByRole('button', { name: 'Generate Exciting Thread' }));
    await act(async () => stream.push(sse('partial', { posts: POSTS.slice(0, 1) })));
    expect(await screen.findByRole('heading', { name: 'Post 1/…' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Detailed' }));
    expect(screen.queryByRole('heading', { name: 'Post 1/…' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You switched to the Detailed style. Generate again to get a thread in this style.',
    );
    // The old style's answer ends after the change: none of it shows.
    await act(async () => {
      stream.push(sse('done', { posts: POSTS }));
      stream.end();
    });
    expect(screen.queryByRole('heading', { name: 'Post 1/4' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Detailed Thread' })).toBeEnabled();
  });

  it('keeps the result when the chosen style is the one it was made in', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    await screen.findByRole('heading', { name: 'Post 1/4' });
    await user.click(screen.getByRole('button', { name: 'Standard' }));
    expect(screen.getByRole('heading', { name: 'Post 1/4' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the generic failure alert and keeps the text', async () => {
    const user = userEvent.setup();
    answerWith(() => json({ error: 'upstream down' }, 502));
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error generating thread. Please try again.',
    );
    expect(screen.getByLabelText('Your text')).toHaveValue(SOURCE);
    expect(screen.getByRole('button', { name: 'Generate Thread' })).toBeEnabled();
  });

  it("shows the server's message for a 400", async () => {
    const user = userEvent.setup();
    answerWith(() => json({ error: 'The text must be at most 20,000 characters.' }, 400));
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The text must be at most 20,000 characters.',
    );
  });

  it('says when to try again after too many requests', async () => {
    const user = userEvent.setup();
    answerWith(() => json({ error: 'Too many requests.' }, 429, { 'Retry-After': '12' }));
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 12 seconds.',
    );
  });

  it('colours the counter as a warning above 250 and as an error over 280', async () => {
    const user = userEvent.setup();
    answerWith(() => json({ posts: ['a'.repeat(250), 'b'.repeat(251), 'c'.repeat(281), 'd'] }));
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    await screen.findByRole('heading', { name: 'Post 1/4' });
    expect(screen.getByText('250/280 characters')).toHaveClass('post__counter--ok');
    expect(screen.getByText('251/280 characters')).toHaveClass('post__counter--warning');
    expect(screen.getByText('281/280 characters')).toHaveClass('post__counter--error');
    expect(screen.getByText('1/280 characters')).not.toHaveClass('post__counter--warning');
  });

  it("counts with X's weights and follows edits in place", async () => {
    const user = userEvent.setup();
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    const post = await screen.findByLabelText('Text of post 4/4');
    fireEvent.change(post, { target: { value: 'Hi 🎉' } });
    // An emoji weighs 2 on X, so "Hi 🎉" counts 5, not 4 or 3.
    expect(within(post.closest('article') as HTMLElement).getByText('5/280 characters'));
    const link = within(post.closest('article') as HTMLElement).getByRole('link', {
      name: /Post to X/,
    });
    expect(link).toHaveAttribute('href', 'https://x.com/intent/post?text=Hi%20%F0%9F%8E%89');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('turns Copy into Copied! for 2 seconds after copying a post', async () => {
    const user = userEvent.setup();
    const writeText = stubClipboard();
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    await screen.findByRole('heading', { name: 'Post 1/4' });

    vi.useFakeTimers();
    const article = screen.getByRole('article', { name: 'Post 2/4' });
    await act(async () => {
      fireEvent.click(within(article).getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(POSTS[1]);
    expect(within(article).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_999));
    expect(within(article).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(article).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('copies the whole thread with n/N numbering', async () => {
    const user = userEvent.setup();
    const writeText = stubClipboard();
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    await user.click(await screen.findByRole('button', { name: 'Copy all' }));
    expect(writeText).toHaveBeenCalledWith(
      POSTS.map((post, index) => `${index + 1}/4 ${post}`).join('\n\n'),
    );
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('explains when the clipboard is not available', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    await screen.findByRole('heading', { name: 'Post 1/4' });
    // user-event installs its own clipboard; take it away to act like an insecure page.
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const article = screen.getByRole('article', { name: 'Post 1/4' });
    await user.click(within(article).getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Copying is not supported in this browser.',
    );
    expect(within(article).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('restores the chosen style and the last thread after a reload', async () => {
    const user = userEvent.setup();
    const first = render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Crypto Bro' }));
    await user.click(screen.getByRole('button', { name: 'Generate Crypto Bro Thread' }));
    await screen.findByRole('heading', { name: 'Post 1/4' });
    first.unmount();

    render(<Harness initial={SOURCE} />);
    expect(screen.getByRole('button', { name: 'Crypto Bro' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Post 1/4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate New Thread' })).toBeEnabled();
  });

  it('moves focus to the new thread heading and says in which language the posts are', async () => {
    const user = userEvent.setup();
    answerWith(() => json({ posts: ['Uno dos tres.', 'Cuatro.', 'Cinco.', 'Seis.'] }));
    render(
      <Harness initial="Analicé los datos de la red de metro: el tiempo se pierde en los transbordos y no en las líneas." />,
    );
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    const heading = await screen.findByRole('heading', { name: 'Your Standard thread' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('list')).toHaveAttribute('lang', 'es');
    for (const box of screen.getAllByRole('textbox')) expect(box).toHaveAttribute('dir', 'auto');
  });

  it('moves focus to the alert when the thread fails', async () => {
    const user = userEvent.setup();
    answerWith(() => json({ error: 'broken' }, 500));
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
  });

  it('announces Copied! of a post and Copy all in the polite live region', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    await screen.findByRole('heading', { name: 'Post 1/4' });
    stubClipboard();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getAllByRole('button', { name: 'Copy' })[1] as HTMLElement);
    expect(region).toHaveTextContent('Copied post 2/4.');
    await user.click(screen.getByRole('button', { name: 'Copy all' }));
    expect(region).toHaveTextContent('Copied all 4 posts.');
  });

  it('shows Post 1/… while later posts are written, with copying held until the thread is done', async () => {
    const user = userEvent.setup();
    const stream = streamingAnswer();
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    await act(async () => stream.push(sse('partial', { posts: POSTS.slice(0, 1) })));
    expect(await screen.findByRole('heading', { name: 'Post 1/…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(screen.getByLabelText('Text of post 1/…')).toHaveAttribute('readonly');
    expect(screen.getByRole('status')).toHaveTextContent('');
    const firstBox = screen.getByLabelText('Text of post 1/…');
    await act(async () => stream.push(sse('partial', { posts: POSTS.slice(0, 2) })));
    expect(screen.getByRole('heading', { name: 'Post 2/…' })).toBeInTheDocument();
    await act(async () => {
      stream.push(sse('done', { posts: POSTS }));
      stream.end();
    });
    expect(await screen.findByRole('heading', { name: 'Post 4/4' })).toBeInTheDocument();
    // The finished thread takes the place of the partial one in the same boxes: no flash.
    expect(screen.getByLabelText('Text of post 1/4')).toBe(firstBox);
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: 'Copy' })[0]).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Your thread of 4 posts is ready.');
  });

  it('keeps the posts of a cut stream, says so, offers to generate again and keeps the text', async () => {
    const user = userEvent.setup();
    const stream = streamingAnswer();
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    await act(async () => {
      stream.push(sse('partial', { posts: POSTS.slice(0, 2) }));
      stream.end();
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(THREAD_CUT);
    expect(screen.getByLabelText('Text of post 2/…')).toHaveValue(POSTS[1]);
    expect(screen.getByLabelText('Your text')).toHaveValue(SOURCE);
    answerWith(() => json({ posts: POSTS }));
    await user.click(within(alert).getByRole('button', { name: 'Generate again' }));
    expect(await screen.findByRole('heading', { name: 'Post 4/4' })).toBeInTheDocument();
    expect(sentBodies()[0]).toEqual({ text: SOURCE, style: 'standard' });
  });
});

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The next request answers an event stream the test writes to. */
function streamingAnswer() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  answerWith(
    () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(c) {
            controller = c;
          },
        }),
        { headers: { 'Content-Type': 'text/event-stream' } },
      ),
  );
  return {
    push: (text: string) => controller?.enqueue(encoder.encode(text)),
    end: () => controller?.close(),
  };
}

describe('ThreadPanel for each network', () => {
  afterEach(() => window.localStorage.clear());

  it('offers X, Bluesky and Mastodon as radio buttons, X first, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    const group = screen.getByRole('group', { name: 'Post to' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['X', 'Bluesky', 'Mastodon']);
    expect(screen.getByRole('radio', { name: 'X' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Bluesky' }));
    unmount();
    render(<Harness />);
    expect(screen.getByRole('radio', { name: 'Bluesky' })).toBeChecked();
  });

  it('names the chosen network in its heading, never X for a Bluesky or Mastodon thread', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Mastodon' }));
    expect(
      screen.getByRole('heading', { name: 'Create Mastodon Thread from Text', level: 2 }),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Bluesky' }));
    expect(
      screen.getByRole('heading', { name: 'Create Bluesky Thread from Text', level: 2 }),
    ).toBeVisible();
  });

  it('asks for a Bluesky thread and gives Post to Bluesky links and /300 counters', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('radio', { name: 'Bluesky' }));
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    const links = await screen.findAllByRole('link', { name: /^Post to Bluesky/ });
    expect(links).toHaveLength(POSTS.length);
    expect(links[0]).toHaveAttribute(
      'href',
      `https://bsky.app/intent/compose?text=${encodeURIComponent(POSTS[0] as string)}`,
    );
    expect(screen.getByText(`${POSTS[0]?.length}/300 characters`)).toBeInTheDocument();
    expect(sentBodies().at(-1)).toMatchObject({ network: 'bluesky' });
  });

  it('asks once for the Mastodon instance, then links to its share page', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SOURCE} />);
    await user.click(screen.getByRole('radio', { name: 'Mastodon' }));
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    const [first] = await screen.findAllByRole('button', { name: 'Post to Mastodon' });
    const instance = screen.getByRole('textbox', { name: 'Your Mastodon instance' });
    await user.click(first as HTMLElement);
    expect(instance).toHaveFocus();
    await pasteInto(user, instance, 'https://hachyderm.io/@me');
    const links = screen.getAllByRole('link', { name: /^Post to Mastodon/ });
    expect(links[0]).toHaveAttribute(
      'href',
      `https://hachyderm.io/share?text=${encodeURIComponent(POSTS[0] as string)}`,
    );
    expect(screen.getByText(`${POSTS[0]?.length}/500 characters`)).toBeInTheDocument();
    expect(window.localStorage.getItem('thread:mastodon-instance')).toBe(
      '"https://hachyderm.io/@me"',
    );
  });
});
