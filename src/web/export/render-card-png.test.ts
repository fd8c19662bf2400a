import { afterEach, describe, expect, it, vi } from 'vitest';

const domToBlob = vi.fn();
vi.mock('modern-screenshot', () => ({ domToBlob }));

const { exportScale, renderCardPng, waitForImages } = await import('./render-card-png.ts');

function cardNode(width: number, height: number): HTMLElement {
  const node = document.createElement('div');
  Object.defineProperty(node, 'offsetWidth', { value: width });
  Object.defineProperty(node, 'offsetHeight', { value: height });
  return node;
}

afterEach(() => domToBlob.mockReset());

describe('exportScale', () => {
  it('exports at pixel ratio 2 for a normal card', () => {
    expect(exportScale(600, 400)).toBe(2);
  });

  it('lowers the ratio so the longest canvas side stays within 16384 px', () => {
    expect(exportScale(600, 10_000) * 10_000).toBe(16_384);
  });
});

describe('renderCardPng', () => {
  it('renders at 2x, the node layout size, capped, with no background colour', async () => {
    const png = new Blob(['png'], { type: 'image/png' });
    domToBlob.mockResolvedValue(png);
    const node = cardNode(600, 420);
    await expect(renderCardPng(node)).resolves.toBe(png);
    const [target, options] = domToBlob.mock.calls[0] ?? [];
    expect(target).toBe(node);
    expect(options).toMatchObject({
      width: 600,
      height: 420,
      scale: 2,
      maximumCanvasSize: 16_384,
      quality: 0.95,
      type: 'image/png',
    });
    expect(options).not.toHaveProperty('backgroundColor');
  });

  it('waits for the pictures inside the card before rendering', async () => {
    domToBlob.mockResolvedValue(new Blob(['png']));
    const node = cardNode(600, 400);
    const image = document.createElement('img');
    Object.defineProperty(image, 'complete', { value: false });
    node.append(image);
    const rendering = renderCardPng(node);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(domToBlob).not.toHaveBeenCalled();
    image.dispatchEvent(new Event('error'));
    await rendering;
    expect(domToBlob).toHaveBeenCalledOnce();
  });

  it('fails when the browser gives no PNG (canvas too big)', async () => {
    domToBlob.mockResolvedValue(null);
    await expect(renderCardPng(cardNode(600, 400))).rejects.toThrow();
  });
});

describe('waitForImages', () => {
  it('waits for a picture that is still loading, until it loads', async () => {
    const node = document.createElement('div');
    const image = document.createElement('img');
    Object.defineProperty(image, 'complete', { value: false });
    node.append(image);
    let done = false;
    const waiting = waitForImages(node, 10_000).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    image.dispatchEvent(new Event('load'));
    await waiting;
    expect(done).toBe(true);
  });

  it('draws the card anyway when a picture never says it loaded or failed', async () => {
    vi.useFakeTimers();
    try {
      const node = document.createElement('div');
      const image = document.createElement('img');
      Object.defineProperty(image, 'complete', { value: false });
      node.append(image);
      const waiting = waitForImages(node, 3_000);
      await vi.advanceTimersByTimeAsync(3_000);
      await expect(waiting).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
