/** The summary panel's paste box: Threads links, the author's name, the length of the text. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#test/json-response.ts';
import { pasteInto } from '#test/paste-into.ts';
import { PASTE_TEXT_INSTEAD, SummaryPanel } from './summary-panel.tsx';

const THREADS_LINK = 'https://www.threads.net/@someone/post/C1a2b3';
const TEXT = 'We open a second shop in Lyon next month.';

/** Answers every summary request with a pasted-text card and keeps the bodies sent. */
function serve() {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return jsonResponse({ mode: 'normal', username: '', profileImage: '', summary: '• a' });
  });
  return bodies;
}

async function openPasteBox(user: ReturnType<typeof userEvent.setup>) {
  vi.stubGlobal('fetch', async () => jsonResponse({ error: 'This post is private.' }, 404));
  await pasteInto(user, screen.getByLabelText('Post URL'), 'https://x.com/a/status/1', {
    enter: true,
  });
  await user.click(await screen.findByRole('button', { name: PASTE_TEXT_INSTEAD }));
  return screen.getByRole('textbox', { name: "The post's text" });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SummaryPanel: a Threads link', () => {
  it('says why, opens the paste box with focus in it and keeps the link, asking nothing', async () => {
    const user = userEvent.setup();
    const bodies = serve();
    render(<SummaryPanel onResult={vi.fn()} />);
    const input = screen.getByLabelText('Post URL');
    await pasteInto(user, input, `${THREADS_LINK}`, { enter: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Threads posts can't be read here: Threads offers no public way to read them. Paste the post's text instead.",
    );
    expect(screen.getByRole('textbox', { name: "The post's text" })).toHaveFocus();
    expect(input).toHaveValue(THREADS_LINK);
    expect(bodies).toEqual([]);
    // The box is open already: no second offer to open it.
    expect(screen.queryByRole('button', { name: PASTE_TEXT_INSTEAD })).toBeNull();
    await pasteInto(user, screen.getByRole('textbox', { name: "The post's text" }), TEXT);
    await user.click(screen.getByRole('button', { name: 'Generate Summary from text' }));
    await waitFor(() => expect(bodies).toEqual([{ text: TEXT, mode: 'normal' }]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes focus back to the text box each time, even when it is open already', async () => {
    const user = userEvent.setup();
    serve();
    render(<SummaryPanel onResult={vi.fn()} />);
    const input = screen.getByLabelText('Post URL');
    await pasteInto(user, input, `${THREADS_LINK}`, { enter: true });
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: "The post's text" })).toHaveFocus();
  });
});

describe('SummaryPanel: the paste box', () => {
  it("sends the author's name with the text, and remembers it", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<SummaryPanel onResult={vi.fn()} />);
    const text = await openPasteBox(user);
    const bodies = serve();
    await pasteInto(user, text, TEXT);
    await user.type(screen.getByRole('textbox', { name: 'Author name (optional)' }), ' Ada L. ');
    await user.click(screen.getByRole('button', { name: 'Generate Summary from text' }));
    await waitFor(() => expect(bodies).toEqual([{ text: TEXT, author: 'Ada L.', mode: 'normal' }]));
    unmount();
    render(<SummaryPanel onResult={vi.fn()} />);
    await openPasteBox(user);
    expect(screen.getByRole('textbox', { name: 'Author name (optional)' })).toHaveValue(' Ada L. ');
  });

  it('says plainly when the name is over 80 characters, keeps all of it, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<SummaryPanel onResult={vi.fn()} />);
    const text = await openPasteBox(user);
    await pasteInto(user, text, TEXT);
    const author = screen.getByRole('textbox', { name: 'Author name (optional)' });
    await user.click(author);
    await user.paste('A'.repeat(85));
    expect(author).toHaveValue('A'.repeat(85));
    expect(author).toHaveAccessibleDescription(
      expect.stringContaining('This name is 85 characters long: at most 80 fit on the card.'),
    );
    expect(author).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Generate Summary from text' })).toBeDisabled();
    await user.keyboard('{Backspace>5/}');
    expect(screen.queryByText(/at most 80 fit/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate Summary from text' })).toBeEnabled();
  });

  it('counts the characters, and over 20,000 says by how much without cutting or sending', async () => {
    const user = userEvent.setup();
    render(<SummaryPanel onResult={vi.fn()} />);
    const text = await openPasteBox(user);
    const bodies = serve();
    await user.type(text, 'Hello');
    expect(screen.getByText('5 / 20,000 characters')).toBeVisible();
    await user.clear(text);
    await user.click(text);
    await user.paste('a'.repeat(20_250));
    expect(text).toHaveValue('a'.repeat(20_250));
    expect(screen.getByText('20,250 / 20,000 characters')).toBeVisible();
    expect(text).toHaveAccessibleDescription(
      expect.stringContaining(
        'This text is 20,250 characters long: a card can be made from at most 20,000. Please shorten it by 250 characters; nothing has been cut.',
      ),
    );
    const generate = screen.getByRole('button', { name: 'Generate Summary from text' });
    expect(generate).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(bodies).toEqual([]);
  });
});
