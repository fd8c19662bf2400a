/**
 * "Thread language" in the thread maker (issue 45, item 2): remembered apart from the card's,
 * sent with the text, a thread on screen written again in a new language, and what the page says
 * of a thread's language under it.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ThreadResponse } from '#core/index.ts';
import { jsonResponse } from '#test/json-response.ts';
import { ThreadPanel } from '#web/thread/thread-panel.tsx';
import { forgetServedLanguages } from './served-languages.ts';

const TEXT = '先月、社内の会議を半分に減らしました。開発のリードタイムが30%短くなりました。';
const ENGLISH: ThreadResponse = {
  posts: ['1/2 We halved our meetings.', '2/2 Lead time fell 30%.'],
  lang: 'en',
  sourceLang: 'ja',
};

function Harness() {
  const [text, setText] = useState(TEXT);
  return <ThreadPanel text={text} onTextChange={setText} />;
}

let fetchMock: ReturnType<typeof vi.fn>;
let answers: ThreadResponse[];

beforeEach(() => {
  // Another file of this worker may have left a question to the server open.
  forgetServedLanguages();
  answers = [];
  fetchMock = vi.fn(async (path: string) =>
    path === '/api/thread'
      ? jsonResponse(answers.shift() ?? ENGLISH)
      : jsonResponse({ error: 'Not here.' }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});

afterEach(() => {
  vi.restoreAllMocks();
  forgetServedLanguages();
});

const threadBodies = () =>
  fetchMock.mock.calls
    .filter(([path]) => path === '/api/thread')
    .map((call) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>);
const choice = () => screen.getByRole('combobox', { name: 'Thread language' });
/** The choice once its menu came (it loads just after the first paint). */
async function menuReady() {
  await within(choice()).findByRole('option', { name: 'English' });
  return choice();
}

describe('Thread language', () => {
  it("starts at the text's own language, and is remembered apart from the card's", async () => {
    const user = userEvent.setup();
    const first = render(<Harness />);
    expect(choice()).toHaveDisplayValue("The text's language");
    await user.selectOptions(await menuReady(), 'en');
    expect(localStorage.getItem('thread:language')).toBe('"en"');
    expect(localStorage.getItem('summary:language')).toBeNull();
    // No thread on screen: nothing is asked yet.
    expect(threadBodies()).toEqual([]);
    first.unmount();

    render(<Harness />);
    expect(await menuReady()).toHaveDisplayValue('English');
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    await screen.findByText('We halved our meetings.', { exact: false });
    expect(threadBodies()).toEqual([{ text: TEXT, style: 'standard', language: 'en' }]);
  });

  it('writes the thread on screen again in the language just chosen, and says where it came from', async () => {
    const user = userEvent.setup();
    answers = [{ posts: ['1/2 会議を半分に。', '2/2 リードタイムは30%短縮。'], lang: 'ja' }];
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    await screen.findByText('会議を半分に。', { exact: false });
    expect(screen.queryByText(/Written in/)).not.toBeInTheDocument();

    await user.selectOptions(await menuReady(), 'en');
    await screen.findByText('We halved our meetings.', { exact: false });
    expect(threadBodies()).toEqual([
      { text: TEXT, style: 'standard' },
      { text: TEXT, style: 'standard', language: 'en' },
    ]);
    expect(screen.getByText('Written in English from a text in Japanese')).toBeVisible();
    expect(screen.getByRole('list')).toHaveAttribute('lang', 'en');
  });

  it('says a thread in the asked language needs the language model when the rules wrote it', async () => {
    const user = userEvent.setup();
    answers = [
      {
        posts: ['1/2 会議を半分に。', '2/2 リードタイム。'],
        lang: 'ja',
        sourceLang: 'ja',
        askedLang: 'es',
        writer: 'rules',
      },
    ];
    localStorage.setItem('thread:language', '"es"');
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Generate Thread' }));
    expect(await screen.findByText('A thread in Spanish needs the language model')).toHaveAttribute(
      'role',
      'note',
    );
    // Never labelled as the asked language: the posts are in the text's.
    expect(screen.getByRole('list')).toHaveAttribute('lang', 'ja');
    expect(screen.queryByText(/Written in/)).not.toBeInTheDocument();
  });
});
