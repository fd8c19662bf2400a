import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyPng } from './copy-png.ts';
import { CardNotFoundError } from './export-messages.ts';

/** A ClipboardItem stand-in that records what it was built with. */
class FakeClipboardItem {
  static made: FakeClipboardItem[] = [];
  constructor(readonly items: Record<string, Blob | Promise<Blob>>) {
    FakeClipboardItem.made.push(this);
  }
}

function installClipboard(write: (items: FakeClipboardItem[]) => Promise<void>) {
  const spy = vi.fn(write);
  vi.stubGlobal('ClipboardItem', FakeClipboardItem);
  Object.defineProperty(navigator, 'clipboard', { value: { write: spy }, configurable: true });
  return spy;
}

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

afterEach(() => {
  FakeClipboardItem.made = [];
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('copyPng', () => {
  it('builds the ClipboardItem with a Promise of the PNG before anything is awaited (Safari)', () => {
    const write = installClipboard(async () => {});
    let resolvePng: (blob: Blob) => void = () => {};
    const pending = new Promise<Blob>((resolve) => {
      resolvePng = resolve;
    });
    void copyPng(() => pending);
    // Still inside the synchronous click handler: the item and the write exist already.
    expect(FakeClipboardItem.made).toHaveLength(1);
    expect(FakeClipboardItem.made[0]?.items['image/png']).toBe(pending);
    expect(write).toHaveBeenCalledOnce();
    resolvePng(png);
  });

  it('says the image was copied when the write succeeds', async () => {
    installClipboard(async () => {});
    await expect(copyPng(async () => png)).resolves.toEqual({
      tone: 'success',
      text: '✅ Image copied! Now paste it into X.',
    });
  });

  it("names the post's network in the success message, X's words kept for X", async () => {
    installClipboard(async () => {});
    await expect(copyPng(async () => png, 'bluesky')).resolves.toEqual({
      tone: 'success',
      text: '✅ Image copied! Now paste it into Bluesky.',
    });
    await expect(copyPng(async () => png, 'mastodon')).resolves.toEqual({
      tone: 'success',
      text: '✅ Image copied! Now paste it into Mastodon.',
    });
    await expect(copyPng(async () => png, 'x')).resolves.toEqual({
      tone: 'success',
      text: '✅ Image copied! Now paste it into X.',
    });
  });

  it('retries with the finished blob when the browser refuses a Promise in the item', async () => {
    const write = installClipboard(async ([item]) => {
      if (item?.items['image/png'] instanceof Promise) throw new TypeError('no promises here');
    });
    const outcome = await copyPng(async () => png);
    expect(write).toHaveBeenCalledTimes(2);
    expect(FakeClipboardItem.made[1]?.items['image/png']).toBe(png);
    expect(outcome).toEqual({ tone: 'success', text: '✅ Image copied! Now paste it into X.' });
  });

  it('tells the user to download instead when both writes fail', async () => {
    const write = installClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    await expect(copyPng(async () => png)).resolves.toEqual({
      tone: 'error',
      text: 'Error creating image. Try downloading instead.',
    });
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('tells the user to download instead when the image cannot be made', async () => {
    installClipboard(async ([item]) => {
      await item?.items['image/png'];
    });
    await expect(copyPng(() => Promise.reject(new Error('canvas too big')))).resolves.toEqual({
      tone: 'error',
      text: 'Error creating image. Try downloading instead.',
    });
  });

  it('says the card was not found when it is missing from the page', async () => {
    installClipboard(async ([item]) => {
      await item?.items['image/png'];
    });
    await expect(copyPng(() => Promise.reject(new CardNotFoundError()))).resolves.toEqual({
      tone: 'error',
      text: 'Card element not found.',
    });
  });

  it('says the clipboard is not supported when ClipboardItem is missing', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { write: vi.fn() },
      configurable: true,
    });
    vi.stubGlobal('ClipboardItem', undefined);
    const getPng = vi.fn(async () => png);
    await expect(copyPng(getPng)).resolves.toEqual({
      tone: 'error',
      text: 'Clipboard copy not supported on your device. Please download the image instead.',
    });
    expect(getPng).not.toHaveBeenCalled();
  });

  it('says the clipboard is not supported when navigator.clipboard.write is missing', async () => {
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    Object.defineProperty(navigator, 'clipboard', { value: {}, configurable: true });
    await expect(copyPng(async () => png)).resolves.toEqual({
      tone: 'error',
      text: 'Clipboard copy not supported on your device. Please download the image instead.',
    });
  });
});
