import { describe, expect, it, vi } from 'vitest';
import { createCardPngCache, RenderTimeoutError } from './card-png-cache.ts';
import { CardNotFoundError } from './export-messages.ts';

const node = () => document.createElement('div');

describe('createCardPngCache', () => {
  it('answers repeated requests from one render until the card changes', async () => {
    const render = vi.fn(async () => new Blob(['png']));
    const cache = createCardPngCache(render);
    const card = node();
    const first = cache.get(card);
    expect(cache.get(card)).toBe(first);
    await first;
    expect(render).toHaveBeenCalledOnce();
    cache.invalidate();
    const second = cache.get(card);
    expect(second).not.toBe(first);
    await second;
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('starts a render only once the one before it has finished', async () => {
    const finishes: Array<() => void> = [];
    let running = 0;
    let most = 0;
    const render = vi.fn(
      () =>
        new Promise<Blob>((resolve) => {
          running += 1;
          most = Math.max(most, running);
          finishes.push(() => {
            running -= 1;
            resolve(new Blob(['png']));
          });
        }),
    );
    const cache = createCardPngCache(render);
    const card = node();
    const first = cache.get(card);
    cache.invalidate(); // the card changed while the first render runs
    const second = cache.get(card);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(render).toHaveBeenCalledOnce();
    finishes[0]?.();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(render).toHaveBeenCalledTimes(2);
    finishes[1]?.();
    await expect(second).resolves.toBeInstanceOf(Blob);
    expect(most).toBe(1);
  });

  it('renders again after a failed render instead of keeping the failure', async () => {
    const render = vi
      .fn<(node: HTMLElement) => Promise<Blob>>()
      .mockRejectedValueOnce(new Error('flaky'))
      .mockResolvedValue(new Blob(['png']));
    const cache = createCardPngCache(render);
    const card = node();
    await expect(cache.get(card)).rejects.toThrow('flaky');
    await expect(cache.get(card)).resolves.toBeInstanceOf(Blob);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('gives up a render that never settles with an error, and the next click renders afresh', async () => {
    vi.useFakeTimers();
    try {
      const render = vi
        .fn<(node: HTMLElement) => Promise<Blob>>()
        .mockReturnValueOnce(new Promise<Blob>(() => {}))
        .mockResolvedValue(new Blob(['png']));
      const cache = createCardPngCache(render, 1_000);
      const card = node();
      const stuck = cache.get(card);
      const outcome = expect(stuck).rejects.toBeInstanceOf(RenderTimeoutError);
      await vi.advanceTimersByTimeAsync(1_000);
      await outcome;
      await expect(cache.get(card)).resolves.toBeInstanceOf(Blob);
      expect(render).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects with CardNotFoundError when there is no card node', async () => {
    const render = vi.fn(async () => new Blob(['png']));
    await expect(createCardPngCache(render).get(null)).rejects.toBeInstanceOf(CardNotFoundError);
    expect(render).not.toHaveBeenCalled();
  });
});
