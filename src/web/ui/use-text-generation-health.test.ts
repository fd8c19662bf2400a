import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TextGenerationHealth } from '#core/index.ts';
import { jsonResponse } from '#test/json-response.ts';
import { HEALTH_POLL_MS, useTextGenerationHealth } from './use-text-generation-health.ts';

/** A health endpoint answering `states` in turn (the last one from then on). */
function serveHealth(...states: (TextGenerationHealth | 'down')[]) {
  const fetchMock = vi.fn(async () => {
    const next = states.length > 1 ? states.shift() : states[0];
    if (next === 'down') throw new TypeError('Failed to fetch');
    return jsonResponse({ ok: true, providers: {}, textGeneration: next });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const downloading = (progress: number): TextGenerationHealth => ({
  provider: 'embedded',
  state: 'downloading',
  progress,
});
const ready: TextGenerationHealth = { provider: 'embedded', model: 'Qwen', state: 'ready' };

/** Lets the pending answer arrive, then waits `ms` on the fake clock. */
const pass = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useTextGenerationHealth', () => {
  it('asks once for a shown result and not again while the model is ready', async () => {
    const fetchMock = serveHealth(ready);
    const { result } = renderHook(() => useTextGenerationHealth('card 1'));
    expect(result.current.settled).toBe(false);
    await pass();
    expect(result.current).toEqual({ settled: true, health: ready, readyAfterWait: false });
    await pass(HEALTH_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a stored result', async () => {
    const fetchMock = serveHealth(ready);
    const { result } = renderHook(() => useTextGenerationHealth(undefined));
    await pass(HEALTH_POLL_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.settled).toBe(false);
  });

  it('asks every few seconds while the model downloads and loads, and stops once it is ready', async () => {
    const fetchMock = serveHealth(
      downloading(10),
      downloading(60),
      'down',
      { provider: 'embedded', state: 'loading' },
      ready,
    );
    const { result } = renderHook(() => useTextGenerationHealth('card 1'));
    await pass();
    expect(result.current.health).toEqual(downloading(10));
    await pass(HEALTH_POLL_MS);
    expect(result.current.health).toEqual(downloading(60));
    // One missed answer keeps the last state and asks again.
    await pass(HEALTH_POLL_MS);
    expect(result.current.health).toEqual(downloading(60));
    await pass(HEALTH_POLL_MS);
    expect(result.current.health).toEqual({ provider: 'embedded', state: 'loading' });
    expect(result.current.readyAfterWait).toBe(false);
    await pass(HEALTH_POLL_MS);
    expect(result.current).toEqual({ settled: true, health: ready, readyAfterWait: true });
    expect(fetchMock).toHaveBeenCalledTimes(5);
    await pass(HEALTH_POLL_MS * 5);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('stops asking when the model failed', async () => {
    const fetchMock = serveHealth(downloading(90), {
      provider: 'embedded',
      state: 'failed',
      reason: 'Bad file',
    });
    const { result } = renderHook(() => useTextGenerationHealth('card 1'));
    await pass(HEALTH_POLL_MS);
    expect(result.current.health?.state).toBe('failed');
    await pass(HEALTH_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops asking on unmount', async () => {
    const fetchMock = serveHealth(downloading(10));
    const { unmount } = renderHook(() => useTextGenerationHealth('card 1'));
    await pass(HEALTH_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    unmount();
    await pass(HEALTH_POLL_MS * 5);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts again for a new result, without the last one’s state', async () => {
    const fetchMock = serveHealth(downloading(10), ready);
    const { result, rerender } = renderHook(({ shown }) => useTextGenerationHealth(shown), {
      initialProps: { shown: 'card 1' },
    });
    await pass();
    expect(result.current.health).toEqual(downloading(10));
    rerender({ shown: 'card 2' });
    // The new card's state is not known yet: the old card's download is not shown under it.
    expect(result.current.settled).toBe(false);
    await pass();
    expect(result.current).toEqual({ settled: true, health: ready, readyAfterWait: false });
    await pass(HEALTH_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says it cannot tell when the server does not answer', async () => {
    const fetchMock = serveHealth('down');
    const { result } = renderHook(() => useTextGenerationHealth('card 1'));
    await pass();
    expect(result.current).toEqual({ settled: true, health: undefined, readyAfterWait: false });
    await pass(HEALTH_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
