import { describe, expect, it, vi } from 'vitest';
import { createCardPngCache } from './card-png-cache.ts';
import { CardNotFoundError } from './export-messages.ts';

const node = () => document.createElement('div');

describe('createCardPngCache', () => {
  it('answers repeated requests from one render until the card changes', async () => {
    const render = vi.fn(async () => new Blob(['png']));
    const cache = createCardPngCache(render);
    const card = node();
    const first = cache.get(card);
    expect(cache.get(card)).toBe(first);
    expect(render).toHaveBeenCalledOnce();
    cache.invalidate();
    expect(cache.get(card)).not.toBe(first);
    expect(render).toHaveBeenCalledTimes(2);
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

  it('rejects with CardNotFoundError when there is no card node', async () => {
    const render = vi.fn(async () => new Blob(['png']));
    await expect(createCardPngCache(render).get(null)).rejects.toBeInstanceOf(CardNotFoundError);
    expect(render).not.toHaveBeenCalled();
  });
});
