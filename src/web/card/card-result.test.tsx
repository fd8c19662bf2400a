import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SummaryResponse, TextGenerationHealth } from '#core/index.ts';
import { jsonResponse } from '#test/json-response.ts';
import { HEALTH_POLL_MS } from '#web/ui/use-text-generation-health.ts';

const domToBlob = vi.fn(
  async (_node: HTMLElement) =>
    new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
);
vi.mock('modern-screenshot', () => ({ domToBlob }));

// jsdom loads no pictures: the readers answer as a browser would for a CORS-enabled host.
const readImageViaCanvas = vi.fn(async (src: string) => `data:image/png;base64,${btoa(src)}`);
const readImageViaFetch = vi.fn(async (src: string) => `data:image/gif;base64,${btoa(src)}`);
vi.mock('./read-image.ts', () => ({ readImageViaCanvas, readImageViaFetch }));

const { CardResult } = await import('./card-result.tsx');

/** /api/health answers `states` in turn (the last from then on); any other request answers 404. */
function serveHealth(...states: TextGenerationHealth[]) {
  const fetchMock = vi.fn(async (path: string) =>
    path === '/api/health'
      ? jsonResponse({
          ok: true,
          textGeneration: states.length > 1 ? states.shift() : states[0],
        })
      : new Response('', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const normal: SummaryResponse = {
  mode: 'normal',
  username: 'mayabuilds',
  profileImage: 'https://pbs.twimg.com/profile_images/1/maya_normal.jpg',
  summary: '• One\n• Two\n• Three',
};
const troll: SummaryResponse = { ...normal, mode: 'troll', summary: '• Lol\n• Ok' };
const meme: SummaryResponse = {
  mode: 'meme',
  username: 'mayabuilds',
  profileImage: normal.profileImage,
  meme: {
    caption: 'Me, shipping on Friday',
    gifUrl: 'https://media.giphy.com/a.gif',
    fromGiphy: true,
  },
};

class FakeClipboardItem {
  constructor(readonly items: Record<string, Blob | Promise<Blob>>) {}
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

beforeEach(() => {
  // jsdom never loads pictures; in a browser they would be complete by the time a user clicks.
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/card');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  readImageViaCanvas.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('CardResult', () => {
  it('shows the card with the profile picture read into a data: URL and the summary lines', async () => {
    render(<CardResult response={normal} />);
    const card = screen.getByTestId('summary-card');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One', 'Two', 'Three']);
    expect(card).toHaveTextContent(`Made by ${window.location.host}`);
    await waitFor(() =>
      expect(within(card).getByTestId('card-profile-image').getAttribute('src')).toMatch(
        /^data:image\/png/,
      ),
    );
  });

  it('shows the default profile picture when neither the original nor the proxy can be read', async () => {
    readImageViaCanvas
      .mockRejectedValueOnce(new Error('CORS'))
      .mockRejectedValueOnce(new Error('404'));
    render(<CardResult response={normal} />);
    await waitFor(() => expect(readImageViaCanvas).toHaveBeenCalledTimes(2));
    expect(readImageViaCanvas.mock.calls[1]?.[0]).toBe(
      `/api/proxy-image?url=${encodeURIComponent(normal.profileImage)}`,
    );
    expect(screen.getByTestId('card-profile-image')).toHaveAttribute('src', '/default-profile.png');
  });

  it('keeps Copy, Download, Share and the themes disabled while the card is being written', async () => {
    Object.defineProperty(navigator, 'share', { value: vi.fn(), configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    const { rerender } = render(
      <CardResult response={{ ...normal, summary: '• One' }} complete={false} />,
    );
    expect(within(screen.getByTestId('summary-card')).getByText('One')).toBeInTheDocument();
    expect(screen.getByText('@mayabuilds')).toBeInTheDocument();
    for (const name of ['Copy (Desktop)', 'Download', 'Share', 'Gradient Dark', 'Solid Light']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    // The finished card takes the place of the partial one: same card, now with every line.
    const card = screen.getByTestId('summary-card');
    rerender(<CardResult response={normal} complete />);
    expect(screen.getByTestId('summary-card')).toBe(card);
    expect(within(card).getByText('Three')).toBeInTheDocument();
    for (const name of ['Copy (Desktop)', 'Download', 'Share', 'Solid Light']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
  });

  it('says under a card the embedded writer made that rules wrote it, and links the way to a model', async () => {
    serveHealth({ provider: 'local' });
    const { rerender } = render(<CardResult response={{ ...normal, writer: 'rules' }} />);
    expect(
      await screen.findByText(/Written offline by rules, not by a language model\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to connect a model' })).toHaveAttribute(
      'href',
      '/docs/model.md#:~:text=Connecting%20a%20language%20model',
    );
    rerender(<CardResult response={normal} />);
    expect(screen.queryByText(/Written offline by rules/)).not.toBeInTheDocument();
  });

  it('says under the card, not on it, why rules wrote its key lines while the local model downloads', async () => {
    serveHealth({ provider: 'embedded', state: 'downloading', progress: 43.2 });
    render(
      <CardResult
        response={{
          ...normal,
          writer: 'rules',
          rulesReason: { kind: 'downloading', progress: 30 },
        }}
      />,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Key lines by rules: the local model is downloading (43%)');
    expect(screen.getByTestId('summary-card')).not.toContainElement(note);
  });

  it('names the local model under a card it wrote', async () => {
    serveHealth({ provider: 'embedded', model: 'Qwen2.5 1.5B Instruct', state: 'ready' });
    render(<CardResult response={normal} />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Written by the local model (Qwen2.5 1.5B Instruct)',
    );
  });

  it('says nobody wrote a Quote card and offers no New take of it: it is the post itself (issue 46)', async () => {
    const postUrl = 'https://x.com/mayabuilds/status/1790012345678901234';
    const quote: SummaryResponse = {
      mode: 'quote',
      username: 'mayabuilds',
      profileImage: normal.profileImage,
      posts: ['The post as its author wrote it.'],
      postUrl,
    };
    for (const health of [
      { provider: 'embedded', state: 'ready' },
      { provider: 'openai', model: "the demo's fake model", state: 'ready' },
      { provider: 'local' },
    ] as const) {
      serveHealth(health);
      // The same card as a Normal one is said to be written, and offered again: the check can fail.
      const { rerender, unmount } = render(
        <CardResult
          response={{ ...normal, postUrl, ...(health.provider === 'local' && { writer: 'rules' }) }}
          onNewCard={() => {}}
        />,
      );
      expect(await screen.findByRole('note'), health.provider).toHaveTextContent(/Written/);
      expect(screen.getByRole('button', { name: 'New take' })).toBeVisible();
      for (const response of [quote, { ...quote, writer: 'rules' as const }]) {
        rerender(<CardResult response={response} onNewCard={() => {}} />);
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
        expect(screen.queryByRole('note'), health.provider).not.toBeInTheDocument();
        expect(screen.queryByText(/Written|by rules/)).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'New take' })).not.toBeInTheDocument();
        // The link to the post it quotes stays.
        expect(screen.getByRole('link', { name: 'The original post on X' })).toBeVisible();
      }
      unmount();
    }
  });

  it('says the model is ready, where New take is offered, once the card made without it can be made with it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    serveHealth(
      { provider: 'embedded', state: 'loading' },
      { provider: 'embedded', model: 'Qwen', state: 'ready' },
    );
    const postUrl = 'https://x.com/mayabuilds/status/1790012345678901234';
    render(
      <CardResult
        response={{ ...normal, writer: 'rules', rulesReason: { kind: 'loading' }, postUrl }}
        onNewCard={() => {}}
      />,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('note')).toHaveTextContent(
      'Key lines by rules: the local model is loading',
    );
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_POLL_MS));
    expect(screen.getByRole('note')).toHaveTextContent(
      'The local model is ready: New take writes this card with it.',
    );
    // Said once to a screen reader, through the card's own live region.
    expect(
      screen.getByText('The local model is ready: New take writes this card with it.', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
  });

  it("shows a card link's stored card with the reason stored with it, and no live state", async () => {
    const fetchMock = serveHealth({ provider: 'embedded', model: 'Qwen', state: 'ready' });
    render(
      <CardResult
        response={{ ...normal, writer: 'rules', rulesReason: { kind: 'busy' } }}
        stored
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Key lines by rules: the local model is busy',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/health')).toHaveLength(0);
  });

  it("shows a card link's stored card with its own word only: no live model state, no request", async () => {
    const fetchMock = serveHealth({ provider: 'embedded', state: 'downloading', progress: 43 });
    const { rerender } = render(<CardResult response={{ ...normal, writer: 'rules' }} stored />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Written offline by rules, not by a language model.',
    );
    rerender(<CardResult response={normal} stored />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/health')).toHaveLength(0);
  });

  it('says who wrote the card only once it is whole', async () => {
    serveHealth({ provider: 'embedded', state: 'loading' });
    const byRules = {
      ...normal,
      writer: 'rules' as const,
      rulesReason: { kind: 'loading' as const },
    };
    const { rerender } = render(<CardResult response={byRules} complete={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    rerender(<CardResult response={byRules} complete />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Key lines by rules: the local model is loading',
    );
  });

  it('says why a post about loss or harm got the plain card instead of jokes', () => {
    const { rerender } = render(<CardResult response={{ ...normal, serious: true }} />);
    expect(
      screen.getByText(
        'This post is about loss or harm, so it gets a plain summary instead of jokes.',
      ),
    ).toBeInTheDocument();
    rerender(<CardResult response={normal} />);
    expect(screen.queryByText(/loss or harm/)).not.toBeInTheDocument();
  });

  it('says why Troll Mode or Meme got the plain card in a language the rules have no jokes in', () => {
    const { rerender } = render(<CardResult response={{ ...normal, noJokesInLanguage: true }} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Jokes in this language need the local model, so this card is the plain summary for now.',
    );
    rerender(<CardResult response={normal} />);
    expect(screen.queryByText(/Jokes in this language/)).not.toBeInTheDocument();
  });

  it('offers four named theme swatches, the first one pressed, and switches the card theme', async () => {
    const user = userEvent.setup();
    render(<CardResult response={normal} />);
    const swatches = within(screen.getByRole('group', { name: 'Card theme' })).getAllByRole(
      'button',
    );
    expect(swatches.map((swatch) => swatch.getAttribute('aria-label'))).toEqual([
      'Gradient Dark',
      'Gradient Light',
      'Solid Dark',
      'Solid Light',
    ]);
    expect(pressed('Gradient Dark')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Solid Light' }));
    expect(pressed('Solid Light')).toBe('true');
    expect(pressed('Gradient Dark')).toBe('false');
    expect(screen.getByTestId('summary-card')).toHaveAttribute('data-theme', 'solid-light');
  });

  it('keeps the chosen theme when a card of another mode arrives, and remembers it', async () => {
    const user = userEvent.setup();
    const { rerender, unmount } = render(<CardResult response={normal} />);
    await user.click(screen.getByRole('button', { name: 'Solid Dark' }));
    rerender(<CardResult response={troll} />);
    expect(pressed('Solid Dark')).toBe('true');
    expect(screen.getByTestId('summary-card')).toHaveAttribute('data-theme', 'solid-dark');
    expect(screen.getByTestId('summary-card')).toHaveTextContent('🧌');
    unmount();
    render(<CardResult response={meme} />);
    expect(screen.getByTestId('summary-card')).toHaveAttribute('data-theme', 'solid-dark');
  });

  it('shows a card link’s theme until the visitor picks one', async () => {
    const user = userEvent.setup();
    render(<CardResult response={normal} initialTheme="gradient-light" />);
    expect(pressed('Gradient Light')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Solid Light' }));
    expect(pressed('Solid Light')).toBe('true');
  });

  it('shows "Powered By GIPHY" under a meme card whose picture came from GIPHY, outside the card', () => {
    const { rerender } = render(<CardResult response={meme} />);
    const credit = screen.getByText('Powered By GIPHY');
    expect(screen.getByTestId('summary-card')).not.toContainElement(credit);
    rerender(
      <CardResult
        response={{
          ...meme,
          meme: { ...(meme.meme as NonNullable<SummaryResponse['meme']>), fromGiphy: false },
        }}
      />,
    );
    expect(screen.queryByText('Powered By GIPHY')).toBeNull();
  });

  it('swaps a meme picture that fails to display for the fixed GIF, without the GIPHY credit', async () => {
    render(<CardResult response={meme} />);
    const picture = await screen.findByTestId('card-meme-image');
    await waitFor(() => expect(picture.getAttribute('src')).toMatch(/^data:image\/gif/));
    picture.dispatchEvent(new Event('error'));
    await waitFor(() =>
      expect(screen.getByTestId('card-meme-image')).toHaveAttribute('src', '/fixed-meme.gif'),
    );
    // The fixed GIF is ours, so GIPHY is no longer credited.
    expect(screen.queryByText('Powered By GIPHY')).toBeNull();
  });

  it('copies the card and says so in a status message', async () => {
    const user = userEvent.setup();
    const write = vi.fn(async (items: FakeClipboardItem[]) => {
      await items[0]?.items['image/png'];
    });
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
    render(<CardResult response={normal} />);
    await user.click(screen.getByRole('button', { name: 'Copy (Desktop)' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '✅ Image copied! Now paste it into X.',
    );
    expect(write).toHaveBeenCalledOnce();
  });

  it('drops the copied note and puts the card out of reach once it is the previous card (issue 40)', async () => {
    const user = userEvent.setup();
    const write = vi.fn(async (items: FakeClipboardItem[]) => {
      await items[0]?.items['image/png'];
    });
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
    const { container, rerender } = render(<CardResult response={normal} />);
    await user.click(screen.getByRole('button', { name: 'Copy (Desktop)' }));
    const note = () => container.querySelector('.card-result__status');
    await waitFor(() => expect(note()).toHaveTextContent('✅ Image copied! Now paste it into X.'));
    rerender(<CardResult response={normal} previous />);
    expect(note()).toHaveTextContent('');
    expect(screen.queryByText(/Image copied/)).toBeNull();
    const body = container.querySelector('.card-result');
    expect(body).toHaveAttribute('inert');
    expect(body).toHaveClass('card-result--previous');
  });

  it('says clipboard copy is not supported in an alert where the browser cannot copy images', async () => {
    const user = userEvent.setup();
    render(<CardResult response={normal} />);
    await user.click(screen.getByRole('button', { name: 'Copy (Desktop)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Clipboard copy not supported on your device. Please download the image instead.',
    );
  });

  it('downloads on Download and shows "Error creating image. Please try again." when rendering fails', async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<CardResult response={normal} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();

    // Every render fails from here, the one made ahead of the click included (a slow machine
    // may start it before Download is clicked).
    const drawn = domToBlob.getMockImplementation();
    domToBlob.mockRejectedValue(new Error('tainted'));
    try {
      await user.click(screen.getByRole('button', { name: 'Solid Dark' }));
      await user.click(screen.getByRole('button', { name: 'Download' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Error creating image. Please try again.',
      );
    } finally {
      if (drawn) domToBlob.mockImplementation(drawn);
    }
  });

  it('a Download clicked while the avatar still resolves waits and draws the avatar, not the placeholder', async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const slowAvatar = 'https://pbs.twimg.com/profile_images/9/slow_normal.jpg';
    let answer: (src: string) => void = () => {};
    const original = readImageViaCanvas.getMockImplementation();
    readImageViaCanvas.mockImplementation((src: string) =>
      src === slowAvatar
        ? new Promise<string>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(`data:image/png;base64,${btoa(src)}`),
    );
    const drawn: string[] = [];
    const callsBefore = domToBlob.mock.calls.length;
    domToBlob.mockImplementation(async (node: HTMLElement) => {
      drawn.push(node.querySelector('img')?.getAttribute('src') ?? '');
      return new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    });
    render(<CardResult response={{ ...normal, profileImage: slowAvatar }} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(domToBlob.mock.calls.length).toBe(callsBefore);
    answer('data:image/png;base64,QVZBVEFS');
    if (original) readImageViaCanvas.mockImplementation(original);
    await waitFor(() => expect(drawn).toEqual(['data:image/png;base64,QVZBVEFS']));
  });

  it('offers Share in every browser: without a share sheet it downloads the picture and says so', async () => {
    const user = userEvent.setup();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    render(<CardResult response={normal} />);
    const actions = screen
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((name) => ['Copy (Desktop)', 'Download', 'Share'].includes(name ?? ''));
    // No sheet: Copy and Download first.
    expect(actions).toEqual(['Copy (Desktop)', 'Download', 'Share']);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(downloads).toEqual(['summary-card.png']));
    expect(screen.getByRole('status')).toHaveTextContent(
      'This browser has no share sheet, so the picture was downloaded as summary-card.png instead.',
    );
  });

  it('puts Share first where the device has a share sheet', () => {
    Object.defineProperty(navigator, 'share', { value: vi.fn(), configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    try {
      render(<CardResult response={normal} />);
      const actions = screen
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((name) => ['Copy (Desktop)', 'Download', 'Share'].includes(name ?? ''));
      expect(actions).toEqual(['Share', 'Copy (Desktop)', 'Download']);
    } finally {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
    }
  });

  it('says it downloaded the picture when Share finds no sheet after all', async () => {
    const user = userEvent.setup();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    let canShare = true;
    Object.defineProperty(navigator, 'share', { value: vi.fn(), configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => canShare, configurable: true });
    try {
      render(<CardResult response={normal} />);
      canShare = false;
      await user.click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(downloads).toEqual(['summary-card.png']));
      // Shown under the buttons and spoken by the live region.
      await waitFor(() =>
        expect(screen.getAllByText(/picture was downloaded as summary-card\.png/)).toHaveLength(2),
      );
      expect(screen.getByRole('status')).toHaveTextContent(
        'This browser has no share sheet, so the picture was downloaded as summary-card.png instead.',
      );
    } finally {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
    }
  });

  it('announces Copy and Download in a polite live region that is there before they happen', async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<CardResult response={normal} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(region).toHaveTextContent('Downloaded summary-card.png.'));
  });

  it('marks the card lines with the post language and lets each line find its direction', () => {
    render(
      <CardResult
        response={{ ...normal, lang: 'ar', summary: '• قاعدة البيانات توقفت\n• السبب فهرس' }}
      />,
    );
    const card = screen.getByTestId('summary-card');
    const list = within(card).getByRole('list');
    expect(list).toHaveAttribute('lang', 'ar');
    for (const item of within(list).getAllByRole('listitem')) {
      expect(item).toHaveAttribute('dir', 'auto');
    }
  });

  it('tells the language from the lines when the answer does not carry it', async () => {
    render(
      <CardResult
        response={{
          ...normal,
          summary:
            '• El 38 % de los retrasos se concentra en solo 4 estaciones\n• Ampliar andenes ahorraría más tiempo que una línea nueva',
        }}
      />,
    );
    // Core's language detection loads apart from the first page (use-text-language.ts).
    await waitFor(
      () =>
        expect(within(screen.getByTestId('summary-card')).getByRole('list')).toHaveAttribute(
          'lang',
          'es',
        ),
      { timeout: 10_000 },
    );
  });

  it('gives the meme caption its own direction and the language it is written in', () => {
    render(
      <CardResult
        response={{
          ...meme,
          lang: 'he',
          meme: {
            caption: 'כשהקוד עובד בפעם הראשונה',
            gifUrl: 'https://media.giphy.com/a.gif',
            fromGiphy: true,
          },
        }}
      />,
    );
    const caption = within(screen.getByTestId('summary-card')).getByText(
      'כשהקוד עובד בפעם הראשונה',
    );
    expect(caption).toHaveAttribute('dir', 'auto');
    expect(caption).toHaveAttribute('lang', 'he');
  });

  it('copies the card’s link with the chosen theme, and offers it only for stored cards', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { unmount } = render(<CardResult response={normal} />);
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    unmount();
    const stored = { ...normal, id: 'abcDEF12345', url: 'https://sum.example.com/c/abcDEF12345' };
    render(<CardResult response={stored} initialTheme="solid-dark" />);
    expect(pressed('Solid Dark')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(
      'https://sum.example.com/c/abcDEF12345?theme=solid-dark',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Gradient Dark' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith('https://sum.example.com/c/abcDEF12345');
  });

  it('links the original post and makes a new take of it with regenerate: true', async () => {
    const postUrl = 'https://x.com/mayabuilds/status/1790012345678901234';
    const fresh = {
      ...normal,
      summary: '• Four\n• Five\n• Six',
      id: 'newTake1234',
      url: 'https://s/c/newTake1234',
      postUrl,
    };
    const fetchMock = vi.fn(
      async (_path: string) => new Response(JSON.stringify(fresh), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onNewCard = vi.fn();
    render(
      <CardResult
        response={{ ...normal, postUrl, url: 'https://s/c/old', id: 'old' }}
        onNewCard={onNewCard}
      />,
    );
    expect(screen.getByRole('link', { name: 'The original post on X' }).getAttribute('href')).toBe(
      postUrl,
    );
    await userEvent.click(screen.getByRole('button', { name: 'New take' }));
    await waitFor(() => expect(onNewCard).toHaveBeenCalledWith(fresh));
    const summaryCalls = fetchMock.mock.calls.filter(([path]) => path === '/api/summary');
    expect(summaryCalls).toHaveLength(1);
    const [, init] = summaryCalls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      url: postUrl,
      mode: 'normal',
      regenerate: true,
      take: 1,
    });
  });

  it('counts its New takes of the post, and shows what the answer says with the card', async () => {
    const postUrl = 'https://x.com/mayabuilds/status/1790012345678901234';
    const last = {
      ...normal,
      summary: '• Four\n• Five\n• Six',
      id: 'newTake5678',
      postUrl,
      notice: 'No other take without a language model.',
    };
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        if (path === '/api/summary') bodies.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify(last), { status: 200 });
      }),
    );
    const onNewCard = vi.fn();
    const first = { ...normal, postUrl, url: 'https://s/c/old', id: 'old' };
    const { rerender } = render(<CardResult response={first} onNewCard={onNewCard} />);
    expect(screen.queryByRole('status', { name: /No other take/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New take' }));
    await waitFor(() => expect(onNewCard).toHaveBeenCalledTimes(1));
    rerender(<CardResult response={last} onNewCard={onNewCard} />);
    expect(screen.getByText('No other take without a language model.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New take' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'New take' }));
    await waitFor(() => expect(onNewCard).toHaveBeenCalledTimes(2));
    expect(bodies.map((body) => (body as { take?: number }).take)).toEqual([1, 2]);
  });
});
