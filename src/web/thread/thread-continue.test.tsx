/**
 * Continue thread on the page (issue 46, item 3): "n sentences did not fit" under a thread the
 * answer says is not the whole text, a keyboard-reachable Continue thread that appends the next
 * posts numbered on, in the thread's own style and network; and a text over 20,000 characters
 * said before Generate and after it, nothing typed cut.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json } from '#test/json-response.ts';
import { sentencesLeftMessage, threadCutMessage } from './thread-continue.tsx';
import { ThreadPanel } from './thread-panel.tsx';

const SOURCE = 'A long text about the town. It has many sentences. More than five posts hold.';
const FIRST = ['One.', 'Two.', 'Three.', 'Four.', 'Five.'];
const NEXT = ['Six.', 'Seven.', 'Eight.', 'Nine.'];

function Harness({ initial = SOURCE }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return <ThreadPanel text={text} onTextChange={setText} />;
}

let fetchMock: ReturnType<typeof vi.fn>;
function answerWith(...responses: (() => Response)[]) {
  fetchMock = vi.fn(async (path: string) =>
    path === '/api/health'
      ? json({ error: 'Not here.' }, 404)
      : (responses.shift() ?? (() => json({ posts: FIRST })))(),
  );
  vi.stubGlobal('fetch', fetchMock);
}
const sentBodies = () =>
  fetchMock.mock.calls
    .filter(([path]) => path !== '/api/health')
    .map((call) => JSON.parse(String((call[1] as RequestInit).body)));

beforeEach(() => {
  localStorage.clear();
  answerWith();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Continue thread', () => {
  it('says how many sentences did not fit, and appends the next posts numbered on', async () => {
    const user = userEvent.setup();
    answerWith(
      () =>
        json({
          posts: FIRST,
          left: { sentences: 3, characters: 240 },
          next: { sentence: 11, post: 5 },
        }),
      () => json({ posts: NEXT }),
    );
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Bluesky' }));
    await user.click(screen.getByRole('button', { name: 'Detailed' }));
    await user.click(screen.getByRole('button', { name: 'Generate Detailed Thread' }));
    expect(await screen.findByText('3 sentences did not fit.')).toBeVisible();
    // The visitor picks another network meanwhile: the thread goes on as it was made.
    await user.click(screen.getByRole('radio', { name: 'Mastodon' }));
    const more = screen.getByRole('button', { name: 'Continue thread' });
    // Reached by keyboard: focused and pressed with Enter.
    more.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Post 6/9' })).toBeInTheDocument();
    expect(sentBodies()[1]).toEqual({
      text: SOURCE,
      style: 'detailed',
      network: 'bluesky',
      from: { sentence: 11, post: 5 },
    });
    for (const [index, post] of [...FIRST, ...NEXT].entries()) {
      expect(screen.getByLabelText(`Text of post ${index + 1}/9`)).toHaveValue(post);
    }
    expect(screen.getByRole('status')).toHaveTextContent('4 more posts: your thread has 9 posts.');
    // All said: no Continue any more, and focus is on the thread rather than lost.
    expect(screen.queryByRole('button', { name: 'Continue thread' })).not.toBeInTheDocument();
    expect(screen.queryByText(/did not fit/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Detailed thread' })).toHaveFocus();
  });

  it('offers nothing more under a thread that says the whole text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    expect(await screen.findByRole('heading', { name: 'Post 5/5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue thread' })).not.toBeInTheDocument();
  });

  it('keeps what is left across a reload, so the thread can still be continued', async () => {
    const user = userEvent.setup();
    answerWith(() =>
      json({
        posts: FIRST,
        left: { sentences: 1, characters: 40 },
        next: { sentence: 9, post: 5 },
      }),
    );
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    expect(await screen.findByText('1 sentence did not fit.')).toBeVisible();
    unmount();
    answerWith(() => json({ posts: ['Six.'] }));
    render(<Harness initial="" />);
    await user.click(screen.getByRole('button', { name: 'Continue thread' }));
    expect(await screen.findByRole('heading', { name: 'Post 6/6' })).toBeInTheDocument();
    expect(sentBodies()[0]).toEqual({
      text: SOURCE,
      style: 'standard',
      from: { sentence: 9, post: 5 },
    });
  });

  it('counts one sentence and many as a reader does', () => {
    expect(sentencesLeftMessage(1)).toBe('1 sentence did not fit.');
    expect(sentencesLeftMessage(1_234)).toBe('1,234 sentences did not fit.');
  });
});

describe('a text over 20,000 characters', () => {
  const sentence = 'The council met about the bike lanes again. ';
  const long = sentence.repeat(1_000).trim();

  it('keeps every character typed, says it before Generate, and says where it was cut', async () => {
    const user = userEvent.setup();
    // The server reads it up to its last sentence within 20,000 characters.
    const cut = long.length - (sentence.length * 454 - 1);
    answerWith(() => json({ posts: FIRST, cut: { characters: cut } }));
    render(<Harness initial="" />);
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: long } });
    expect(screen.getByLabelText('Your text')).toHaveValue(long);
    expect(
      screen.getByText(`${long.length.toLocaleString('en-US')} / 20,000 characters`),
    ).toBeVisible();
    const over = (long.length - 20_000).toLocaleString('en-US');
    expect(screen.getByLabelText('Your text')).toHaveAccessibleDescription(
      new RegExp(
        `a thread is made from at most 20,000, up to the last sentence within them\\. The last ${over} characters or more will not be in it; nothing you typed has been cut\\.`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    expect(
      await screen.findByText(
        `Your text was cut after “…met about the bike lanes again.”: its last ${cut.toLocaleString('en-US')} characters are not in this thread (a thread is made from at most 20,000).`,
      ),
    ).toBeVisible();
    // The whole text went: the server reads it up to its cut and says so.
    expect(sentBodies()[0].text).toHaveLength(long.length);
  });

  it('says where it was cut after the text’s last words', () => {
    expect(threadCutMessage('Short text here. And the rest.', 14)).toBe(
      'Your text was cut after “Short text here.”: its last 14 characters are not in this thread (a thread is made from at most 20,000).',
    );
  });
});
