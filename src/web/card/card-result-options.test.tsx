/** The card's newer options: Quote cards, the date, the export resolution, New take of pasted text. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SummaryResponse } from '#core/index.ts';
import { SERVER_PNG_WAIT_MS } from '#web/export/fetch-server-png.ts';

const domToBlob = vi.fn(
  async (_node: HTMLElement, _options?: { scale?: number }) =>
    new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
);
vi.mock('modern-screenshot', () => ({ domToBlob }));

// jsdom loads no pictures: the readers answer as a browser would for a CORS-enabled host.
vi.mock('./read-image.ts', () => ({
  readImageViaCanvas: async (src: string) => `data:image/png;base64,${btoa(src)}`,
  readImageViaFetch: async (src: string) => `data:image/gif;base64,${btoa(src)}`,
}));

const { CardResult } = await import('./card-result.tsx');

const dated: SummaryResponse = {
  mode: 'normal',
  network: 'bluesky',
  username: 'alice.bsky.social',
  displayName: 'Alice',
  createdAt: '2026-11-25T16:34:04.000Z',
  profileImage: 'https://cdn.bsky.app/img/avatar/alice.jpg',
  summary: '• One\n• Two\n• Three',
  id: 'abcDEF12345',
  url: 'https://sum.example.com/c/abcDEF12345',
  postUrl: 'https://bsky.app/profile/alice.bsky.social/post/3kabc2defgh2x',
};

/** Every request the card makes; the server's picture is refused, so exports are drawn here. */
/** A post's own picture, as the answer gives it. */
const pictured = {
  type: 'photo' as const,
  url: 'https://cdn.bsky.app/img/feed/a.jpg',
  alt: 'A chart',
};

function serve(answer?: SummaryResponse) {
  const fetchMock = vi.fn(async (path: string, _init?: RequestInit) =>
    path === '/api/summary' && answer
      ? new Response(JSON.stringify(answer), { status: 200 })
      : new Response('', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const pictureRequests = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([path]) => path).filter((path) => path.startsWith('/c/'));

beforeEach(() => {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/card');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  domToBlob.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('CardResult: Quote cards', () => {
  it('shows the posts of a Quote card, in order, with Show picture for its post picture', async () => {
    const user = userEvent.setup();
    serve();
    render(
      <CardResult
        response={{
          mode: 'quote',
          network: 'x',
          username: 'mayabuilds',
          profileImage: '',
          posts: ['We shipped the new search today.', 'It is three times faster.'],
          media: [{ type: 'photo', url: 'https://pbs.twimg.com/media/a.jpg', alt: 'A chart' }],
        }}
      />,
    );
    const card = screen.getByTestId('summary-card');
    expect(card).toHaveTextContent('We shipped the new search today.');
    expect(card.textContent?.indexOf('three times faster')).toBeGreaterThan(
      card.textContent?.indexOf('shipped the new search') ?? Number.MAX_SAFE_INTEGER,
    );
    await user.click(screen.getByRole('switch', { name: 'Show picture' }));
    expect(within(card).getByAltText('A chart')).toBeInTheDocument();
  });

  it('copies a link that shows the post picture while Show picture is on, and one that does not after', async () => {
    const user = userEvent.setup();
    serve();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CardResult response={{ ...dated, media: [pictured] }} />);
    await user.click(screen.getByRole('switch', { name: 'Show picture' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith('https://sum.example.com/c/abcDEF12345?media=1');
    await user.click(screen.getByRole('switch', { name: 'Show picture' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith('https://sum.example.com/c/abcDEF12345');
  });

  it("shows a card link's media=1 picture, whatever this visitor chose before, until turned off", async () => {
    const user = userEvent.setup();
    serve();
    localStorage.setItem('card:show-picture', 'false');
    render(<CardResult response={{ ...dated, media: [pictured] }} initialShowPicture />);
    const toggle = screen.getByRole('switch', { name: 'Show picture' });
    expect(toggle).toBeChecked();
    expect(within(screen.getByTestId('summary-card')).getByAltText('A chart')).toBeInTheDocument();
    await user.click(toggle);
    expect(within(screen.getByTestId('summary-card')).queryByAltText('A chart')).toBeNull();
  });
});

describe('CardResult: the date', () => {
  it('writes the date once, in the post’s language, while the lines stream in (issue 40)', () => {
    serve();
    // A Mastodon post tagged Spanish whose card is written in English: its first line alone does
    // not tell a language, the finished card reads as English.
    const streaming: SummaryResponse = {
      ...dated,
      network: 'mastodon',
      username: 'ana@mastodon.social',
      lang: 'es',
      createdAt: '2026-08-01T10:00:00.000Z',
      summary: '• Ok',
      id: undefined,
      url: undefined,
    };
    const seen = new Set<string>();
    const dateShown = () => {
      const text = within(screen.getByTestId('summary-card')).getByTestId('card-date').textContent;
      seen.add(text ?? '');
    };
    const { rerender } = render(<CardResult response={streaming} complete={false} />);
    dateShown();
    const english =
      '• The city council approved the new cycling plan for the whole centre last night\n' +
      '• Twelve streets will get protected lanes before the end of the spring\n' +
      '• The work is paid for by a national grant and starts in March';
    rerender(<CardResult response={{ ...streaming, summary: english }} complete={false} />);
    dateShown();
    rerender(<CardResult response={{ ...streaming, summary: english, id: 'done1234567' }} />);
    dateShown();
    expect([...seen]).toEqual([
      new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        Date.parse('2026-08-01T10:00:00.000Z'),
      ),
    ]);
  });

  it('offers Show date only for a card whose post says when it was written', () => {
    serve();
    const { unmount } = render(<CardResult response={{ ...dated, createdAt: undefined }} />);
    expect(screen.queryByRole('switch', { name: 'Show date' })).toBeNull();
    unmount();
    render(<CardResult response={dated} />);
    expect(screen.getByRole('switch', { name: 'Show date' })).toBeChecked();
  });

  it('leaves the date off the copied link and the picture when turned off, and remembers it', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { unmount } = render(<CardResult response={dated} />);
    await user.click(screen.getByRole('switch', { name: 'Show date' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith('https://sum.example.com/c/abcDEF12345?date=off');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(pictureRequests(fetchMock).at(-1)).toBe(
        '/c/abcDEF12345.png?theme=gradient-dark&size=card&date=off',
      ),
    );
    unmount();
    render(<CardResult response={dated} />);
    expect(screen.getByRole('switch', { name: 'Show date' })).not.toBeChecked();
  });

  it("keeps a card link's date=off until the visitor turns the date on", async () => {
    const user = userEvent.setup();
    serve();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CardResult response={dated} initialHideDate />);
    const toggle = screen.getByRole('switch', { name: 'Show date' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith('https://sum.example.com/c/abcDEF12345');
  });
});

describe('CardResult: the resolution of Download', () => {
  it('offers 1x, 2x and 3x for the Card size, 2x chosen, and none for a feed shape', async () => {
    const user = userEvent.setup();
    serve();
    render(<CardResult response={{ ...dated, id: undefined, url: undefined }} />);
    const select = screen.getByRole('combobox', { name: 'Resolution' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1x (600 px)', '2x (1,200 px)', '3x (1,800 px)']);
    expect(select).toHaveValue('2');
    await user.click(screen.getByRole('radio', { name: 'Square' }));
    expect(screen.queryByRole('combobox', { name: 'Resolution' })).toBeNull();
  });

  it('draws the download at the chosen pixel ratio, and asks the server for it', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    const { unmount } = render(<CardResult response={{ ...dated, id: undefined }} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Resolution' }), '3');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(domToBlob.mock.calls.at(-1)?.[1]?.scale).toBe(3));
    unmount();
    // A stored card's picture comes from the server, at the same resolution (remembered).
    render(<CardResult response={dated} />);
    expect(screen.getByRole('combobox', { name: 'Resolution' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(pictureRequests(fetchMock).at(-1)).toBe(
        '/c/abcDEF12345.png?theme=gradient-dark&size=card&scale=3',
      ),
    );
  });
});

describe("CardResult: Download from the server's picture, or drawn here", () => {
  /** The server's picture answers with `answer`, or never (the request ends only when aborted). */
  function servePicture(answer?: () => Response) {
    const signals: AbortSignal[] = [];
    const fetchMock = vi.fn((path: string, init?: RequestInit) => {
      if (!path.startsWith('/c/')) return Promise.resolve(new Response('', { status: 404 }));
      if (init?.signal) signals.push(init.signal);
      if (answer) return Promise.resolve(answer());
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    return signals;
  }
  const saved = () =>
    vi.mocked(URL.createObjectURL).mock.calls.map(([blob]) => (blob as Blob).size);

  it('downloads the server’s picture when the server answers', async () => {
    const user = userEvent.setup();
    const served = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0]);
    servePicture(
      () => new Response(served, { status: 200, headers: { 'Content-Type': 'image/png' } }),
    );
    render(<CardResult response={dated} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved()).toEqual([served.length]));
    expect(domToBlob).not.toHaveBeenCalled();
  });

  it('draws the card here when the server never answers, and gives its request up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const signals = servePicture();
      render(<CardResult response={dated} />);
      fireEvent.click(screen.getByRole('button', { name: 'Download' }));
      // The server is asked once the card's own pictures are on it.
      await vi.waitFor(() => expect(signals).toHaveLength(1));
      await act(() => vi.advanceTimersByTimeAsync(SERVER_PNG_WAIT_MS - 100));
      expect(saved()).toEqual([]);
      expect(signals[0]?.aborted).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(100));
      // The browser's drawing (domToBlob's 4 bytes) is saved, and the stalled request is aborted.
      await vi.waitFor(() => expect(saved()).toEqual([4]));
      expect(domToBlob).toHaveBeenCalledOnce();
      expect(signals.length).toBeGreaterThan(0);
      expect(signals.every((signal) => signal.aborted)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('CardResult: words that name the network', () => {
  it('tells the visitor to paste a Bluesky card into Bluesky', async () => {
    const user = userEvent.setup();
    serve();
    class FakeClipboardItem {
      constructor(readonly items: Record<string, Blob | Promise<Blob>>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const write = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
    render(<CardResult response={dated} />);
    await user.click(screen.getByRole('button', { name: 'Copy (Desktop)' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '✅ Image copied! Now paste it into Bluesky.',
    );
    expect(screen.getByRole('link', { name: 'The original post on Bluesky' })).toBeVisible();
  });
});

describe('CardResult: New take of pasted text', () => {
  it('makes a new card of the same text and author name, with regenerate', async () => {
    const user = userEvent.setup();
    const pasted: SummaryResponse = {
      mode: 'troll',
      username: '',
      displayName: 'Ada',
      profileImage: '',
      summary: '• a\n• b\n• c',
      id: 'pasted12345',
      url: 'https://sum.example.com/c/pasted12345',
    };
    const fresh = { ...pasted, summary: '• d\n• e\n• f', id: 'pasted67890' };
    const fetchMock = serve(fresh);
    const onNewCard = vi.fn();
    render(
      <CardResult
        response={pasted}
        source={{ text: 'We open a second shop in Lyon.', author: 'Ada' }}
        onNewCard={onNewCard}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'New take' }));
    await waitFor(() => expect(onNewCard).toHaveBeenCalledWith(fresh));
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/summary') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      text: 'We open a second shop in Lyon.',
      author: 'Ada',
      mode: 'troll',
      regenerate: true,
      take: 1,
    });
  });

  it('offers no New take for a card it cannot make again (no post link, no text)', () => {
    serve();
    render(
      <CardResult
        response={{ mode: 'normal', username: '', profileImage: '', summary: '• a' }}
        onNewCard={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'New take' })).toBeNull();
  });
});
