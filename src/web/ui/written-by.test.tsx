import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TextGenerationHealth } from '#core/index.ts';
import { jsonResponse } from '#test/json-response.ts';
import { HEALTH_POLL_MS } from './use-text-generation-health.ts';
import { WrittenBy } from './written-by.tsx';

/** A health endpoint answering `states` in turn (the last one from then on). */
function serveHealth(...states: TextGenerationHealth[]) {
  const fetchMock = vi.fn(async () =>
    jsonResponse({
      ok: true,
      providers: {},
      textGeneration: states.length > 1 ? states.shift() : states[0],
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WrittenBy', () => {
  it('keeps the standing rules note, with the way to connect a model, when no model is configured', async () => {
    serveHealth({ provider: 'local' });
    render(<WrittenBy writer="rules" subject="card" fresh="card" />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Written offline by rules, not by a language model.');
    expect(screen.getByRole('link', { name: 'How to connect a model' })).toHaveAttribute(
      'href',
      '/docs/model.md#:~:text=Connecting%20a%20language%20model',
    );
  });

  it('names the local model under what it wrote', async () => {
    serveHealth({ provider: 'embedded', model: 'Qwen2.5 1.5B Instruct', state: 'ready' });
    render(<WrittenBy writer={undefined} subject="thread" fresh={1} />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      /^Written by the local model \(Qwen2\.5 1\.5B Instruct\)$/,
    );
  });

  it('follows the download until the model is ready, telling a screen reader only the changes', async () => {
    vi.useFakeTimers();
    serveHealth(
      { provider: 'embedded', state: 'downloading', progress: 43.4 },
      { provider: 'embedded', state: 'downloading', progress: 80 },
      { provider: 'embedded', state: 'loading' },
      { provider: 'embedded', model: 'Qwen', state: 'ready' },
    );
    const announce = vi.fn();
    render(
      <WrittenBy
        writer="rules"
        rulesReason={{ kind: 'downloading', progress: 40 }}
        subject="card"
        fresh="card"
        newTake
        announce={announce}
      />,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('note')).toHaveTextContent(
      'Key lines by rules: the local model is downloading (43%)',
    );
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_POLL_MS));
    expect(screen.getByRole('note')).toHaveTextContent(
      'Key lines by rules: the local model is downloading (80%)',
    );
    expect(announce).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_POLL_MS));
    expect(screen.getByRole('note')).toHaveTextContent(
      'Key lines by rules: the local model is loading',
    );
    expect(announce).toHaveBeenLastCalledWith('Key lines by rules: the local model is loading');
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_POLL_MS));
    expect(screen.getByRole('note')).toHaveTextContent(
      'The local model is ready: New take writes this card with it.',
    );
    expect(announce).toHaveBeenLastCalledWith(
      'The local model is ready: New take writes this card with it.',
    );
    expect(announce).toHaveBeenCalledTimes(2);
  });

  it('says the reason its answer carries, never busy when the model was not running', async () => {
    serveHealth({ provider: 'embedded', model: 'Qwen', state: 'ready' });
    render(
      <WrittenBy
        writer="rules"
        rulesReason={{ kind: 'failed', failure: 'download-failed' }}
        subject="card"
        fresh="card"
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Key lines by rules: the local model is not installed on this server (the download failed)',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('note')).not.toHaveTextContent(/busy/);
  });

  it('shows a stored card’s reason as it was stored, without asking the server', async () => {
    const fetchMock = serveHealth({ provider: 'embedded', state: 'ready' });
    render(<WrittenBy writer="rules" rulesReason={{ kind: 'loading' }} subject="card" />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Key lines by rules: the local model is loading',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a stored answer’s own word only, without asking the server', async () => {
    const fetchMock = serveHealth({ provider: 'embedded', state: 'downloading', progress: 43 });
    const { rerender } = render(<WrittenBy writer="rules" subject="card" />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Written offline by rules, not by a language model.',
    );
    rerender(<WrittenBy writer={undefined} subject="card" />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
