/**
 * "Card language" beside the modes (issue 45, item 2), as the summary panel mounts it: what it
 * offers and in which order, what it remembers and sends, the card on screen asked again in a new
 * language, and Quote, which keeps the post's own words.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguagesResponse, SummaryResponse } from '#core/index.ts';
import { jsonResponse } from '#test/json-response.ts';
import { pasteInto } from '#test/paste-into.ts';
import { SummaryPanel } from '#web/summary/summary-panel.tsx';
import { QUOTE_KEEPS_LANGUAGE } from './language-choice.tsx';
import { forgetServedLanguages } from './served-languages.ts';

const POST_URL = 'https://x.com/haruto_codes/status/1797000000000000303';

const card = (mode: SummaryResponse['mode'] = 'normal'): SummaryResponse => ({
  mode,
  username: 'haruto_codes',
  profileImage: '',
  summary: '• 会議を半分に減らした',
  lang: 'ja',
  postUrl: POST_URL,
});

let fetchMock: ReturnType<typeof vi.fn>;
let languagesAnswer: () => Response;

/** /api/languages answers `languagesAnswer`; /api/summary an English card. */
function stubFetch() {
  languagesAnswer = () => jsonResponse({ error: 'Not here.' }, 404);
  fetchMock = vi.fn(async (path: string) =>
    path === '/api/languages'
      ? languagesAnswer()
      : jsonResponse({
          ...card(),
          summary: '• Meetings were halved',
          lang: 'en',
          sourceLang: 'ja',
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

const summaryBodies = () =>
  fetchMock.mock.calls
    .filter(([path]) => path === '/api/summary')
    .map((call) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>);

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

const choice = () => screen.getByRole('combobox', { name: 'Card language' });
/** The choice once its menu came (it loads just after the first paint). */
async function menuReady() {
  await within(choice()).findAllByRole('group');
  return choice();
}
const optionTexts = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => {
  // Another file of this worker may have left a question to the server open.
  forgetServedLanguages();
  stubFetch();
  browserLanguages(['en-US', 'en']);
});

afterEach(() => {
  vi.restoreAllMocks();
  forgetServedLanguages();
});

describe('Card language', () => {
  it("starts at the post's own language and sends none", async () => {
    const user = userEvent.setup();
    render(<SummaryPanel onResult={vi.fn()} />);
    expect(choice()).toHaveValue('');
    expect(choice()).toHaveDisplayValue("The post's language");
    await pasteInto(user, screen.getByLabelText('Post URL'), `${POST_URL}`, { enter: true });
    await waitFor(() => expect(summaryBodies()).toEqual([{ url: POST_URL, mode: 'normal' }]));
  });

  it("offers the browser's languages first, in its order, then every other one the writer writes", async () => {
    browserLanguages(['fr-CA', 'ja', 'sw', 'fr', 'en-GB']);
    render(<SummaryPanel onResult={vi.fn()} />);
    const groups = within(await menuReady()).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Your languages',
      'Other languages',
    ]);
    // Swahili is not one the writer writes: it is not offered. French is offered once.
    expect(optionTexts(groups[0] as HTMLElement)).toEqual([
      'French (français)',
      'Japanese (日本語)',
      'English',
    ]);
    const others = optionTexts(groups[1] as HTMLElement);
    expect(others).toContain('Arabic (العربية)');
    expect(others).not.toContain('English');
    expect(others).not.toContain('Japanese (日本語)');
    expect([...others].sort((a, b) => String(a).localeCompare(String(b), 'en'))).toEqual(others);
  });

  it('is remembered across a reload and sent with the next card', async () => {
    const user = userEvent.setup();
    const first = render(<SummaryPanel onResult={vi.fn()} />);
    await user.selectOptions(await menuReady(), 'English');
    expect(localStorage.getItem('summary:language')).toBe('"en"');
    first.unmount();

    render(<SummaryPanel onResult={vi.fn()} />);
    expect(await menuReady()).toHaveDisplayValue('English');
    // Its own key: the thread maker's language is another choice.
    expect(localStorage.getItem('thread:language')).toBeNull();
    await pasteInto(user, screen.getByLabelText('Post URL'), `${POST_URL}`, { enter: true });
    await waitFor(() =>
      expect(summaryBodies()).toEqual([{ url: POST_URL, mode: 'normal', language: 'en' }]),
    );
  });

  it('is a labelled native select the keyboard reaches right after the modes', async () => {
    const user = userEvent.setup();
    render(<SummaryPanel onResult={vi.fn()} />);
    expect(choice().tagName).toBe('SELECT');
    screen.getByRole('button', { name: 'Quote' }).focus();
    await user.tab();
    expect(choice()).toHaveFocus();
    // A native select: the keyboard picks an option as in any other form.
    await user.selectOptions(await menuReady(), 'ja');
    expect(choice()).toHaveDisplayValue('Japanese (日本語)');
  });

  it('asks for the card on screen again, in the language just chosen', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    render(<SummaryPanel onResult={onResult} card={{ response: card() }} />);
    await user.selectOptions(await menuReady(), 'en');
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith(
        expect.objectContaining({ lang: 'en', summary: '• Meetings were halved' }),
        'done',
        { url: POST_URL },
      ),
    );
    expect(summaryBodies()).toEqual([{ url: POST_URL, mode: 'normal', language: 'en' }]);
    // Back to the post's language: asked again without one.
    await user.selectOptions(await menuReady(), '');
    await waitFor(() => expect(summaryBodies()).toHaveLength(2));
    expect(summaryBodies()[1]).toEqual({ url: POST_URL, mode: 'normal' });
  });

  it('asks a pasted text’s card again from its text, in its own mode', async () => {
    const user = userEvent.setup();
    const pasted = { ...card('troll'), postUrl: undefined, username: '' };
    const source = { text: '先月、社内の会議を半分に減らしました。', author: 'Haruto' };
    render(<SummaryPanel onResult={vi.fn()} card={{ response: pasted, source }} />);
    await user.selectOptions(await menuReady(), 'en');
    await waitFor(() =>
      expect(summaryBodies()).toEqual([{ ...source, mode: 'troll', language: 'en' }]),
    );
  });

  it('asks nothing when no card is on screen', async () => {
    const user = userEvent.setup();
    render(<SummaryPanel onResult={vi.fn()} />);
    await user.selectOptions(await menuReady(), 'en');
    await act(async () => {});
    expect(summaryBodies()).toEqual([]);
    expect(choice()).toHaveDisplayValue('English');
  });

  it('is off in Quote mode, saying why, and sends no language with a Quote card', async () => {
    const user = userEvent.setup();
    render(<SummaryPanel onResult={vi.fn()} />);
    await user.selectOptions(await menuReady(), 'en');
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    expect(choice()).toBeDisabled();
    expect(choice()).toHaveDisplayValue("The post's language");
    expect(choice()).toHaveAccessibleDescription(QUOTE_KEEPS_LANGUAGE);
    await pasteInto(user, screen.getByLabelText('Post URL'), `${POST_URL}`, { enter: true });
    await waitFor(() => expect(summaryBodies()).toEqual([{ url: POST_URL, mode: 'quote' }]));
    // The choice is kept for the other modes.
    await user.click(screen.getByRole('button', { name: 'Normal' }));
    expect(choice()).toBeEnabled();
    expect(choice()).toHaveDisplayValue('English');
  });

  it('does not ask a Quote card on screen again: its words are the post’s own', async () => {
    const user = userEvent.setup();
    render(<SummaryPanel onResult={vi.fn()} card={{ response: card('quote') }} />);
    await user.selectOptions(await menuReady(), 'en');
    await act(async () => {});
    expect(summaryBodies()).toEqual([]);
  });

  it("follows the server's list once asked, and says when only the model could write the choice", async () => {
    const user = userEvent.setup();
    const served: LanguagesResponse = {
      languages: [
        { tag: 'en', name: 'English' },
        { tag: 'es', name: 'Spanish' },
      ],
      translates: false,
    };
    languagesAnswer = () => jsonResponse(served);
    localStorage.setItem('summary:language', '"ja"');
    render(<SummaryPanel onResult={vi.fn()} />);
    expect(await menuReady()).toHaveDisplayValue('Japanese (日本語)');
    // Nothing is asked of the server until the visitor reaches for the choice.
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(choice());
    await waitFor(() =>
      expect(optionTexts(choice())).toEqual([
        "The post's language",
        'English',
        'Spanish (español)',
      ]),
    );
    // Japanese is not offered by this server: the post's language, never a tag it would refuse.
    expect(choice()).toHaveValue('');
    expect(localStorage.getItem('summary:language')).toBe('""');
    await user.selectOptions(await menuReady(), 'es');
    expect(choice()).toHaveAccessibleDescription('A card in Spanish needs the language model');
  });
});
