import { afterEach, describe, expect, it, vi } from 'vitest';

const domToBlob = vi.fn();
vi.mock('modern-screenshot', () => ({ domToBlob }));

const { exportScale, PictureNotReadyError, renderCardPng, waitForPictures } = await import(
  './render-card-png.ts'
);

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
    const image = loadingImage();
    node.append(image);
    const rendering = renderCardPng(node);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(domToBlob).not.toHaveBeenCalled();
    image.dispatchEvent(new Event('load'));
    await rendering;
    expect(domToBlob).toHaveBeenCalledOnce();
  });

  it('draws no card without its picture: a picture that failed fails the export', async () => {
    const node = cardNode(600, 400);
    const image = loadingImage();
    node.append(image);
    const rendering = renderCardPng(node);
    image.dispatchEvent(new Event('error'));
    await expect(rendering).rejects.toBeInstanceOf(PictureNotReadyError);
    expect(domToBlob).not.toHaveBeenCalled();
  });

  it('fails when the browser gives no PNG (canvas too big)', async () => {
    domToBlob.mockResolvedValue(null);
    await expect(renderCardPng(cardNode(600, 400))).rejects.toThrow();
  });
});

/** An <img> still loading, as the browser reports it (jsdom has no decode(), like older engines). */
function loadingImage(src = 'data:image/png;base64,AAAA'): HTMLImageElement {
  const image = document.createElement('img');
  image.src = src;
  Object.defineProperty(image, 'complete', { value: false });
  return image;
}

describe('waitForPictures', () => {
  it('waits for a picture that is still loading, however long it takes, until it loads', async () => {
    const node = document.createElement('div');
    const image = loadingImage();
    node.append(image);
    let done = false;
    const waiting = waitForPictures(node, 10_000).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    image.dispatchEvent(new Event('load'));
    await waiting;
    expect(done).toBe(true);
  });

  it('uses decode() where the browser has it, so the pixels are ready, not only the bytes', async () => {
    const node = document.createElement('div');
    const image = loadingImage();
    const decode = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(image, 'decode', { value: decode });
    node.append(image);
    await waitForPictures(node);
    expect(decode).toHaveBeenCalledOnce();
  });

  it('fails, rather than draw the card without it, when a picture never answers', async () => {
    vi.useFakeTimers();
    try {
      const node = document.createElement('div');
      node.append(loadingImage());
      const waiting = waitForPictures(node, 3_000);
      const outcome = expect(waiting).rejects.toBeInstanceOf(PictureNotReadyError);
      await vi.advanceTimersByTimeAsync(3_000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits again for a picture swapped while it loaded (the fixed GIF for a broken one)', async () => {
    document.body.innerHTML = '';
    const node = document.createElement('div');
    document.body.append(node);
    const broken = loadingImage('data:image/gif;base64,BROKEN');
    node.append(broken);
    let done = false;
    const waiting = waitForPictures(node, 10_000).then(() => {
      done = true;
    });
    const fixed = loadingImage('/fixed-meme.gif');
    broken.replaceWith(fixed);
    broken.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    fixed.dispatchEvent(new Event('load'));
    await waiting;
    expect(done).toBe(true);
  });
});
