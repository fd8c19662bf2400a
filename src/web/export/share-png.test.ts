import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardNotFoundError } from './export-messages.ts';
import { canShareFiles, SHARE_DOWNLOADED, sharePng } from './share-png.ts';

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

let downloads: string[];

function installShare(share: ((data: ShareData) => Promise<void>) | undefined, canShare = true) {
  const shareSpy = share && vi.fn(share);
  Object.defineProperty(navigator, 'share', { value: shareSpy, configurable: true });
  Object.defineProperty(navigator, 'canShare', {
    value: share ? vi.fn(() => canShare) : undefined,
    configurable: true,
  });
  return shareSpy;
}

beforeEach(() => {
  downloads = [];
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/card');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  installShare(undefined);
});

describe('sharePng', () => {
  it('opens the share sheet with the PNG file and the title "X Post Summary"', async () => {
    const share = installShare(async () => {});
    await expect(sharePng(async () => png)).resolves.toBeNull();
    const data = share?.mock.calls[0]?.[0];
    expect(data?.title).toBe('X Post Summary');
    expect(data?.files).toHaveLength(1);
    expect(data?.files?.[0]?.name).toBe('summary-card.png');
    expect(data?.files?.[0]?.type).toBe('image/png');
    expect(downloads).toEqual([]);
  });

  it("titles the share sheet after the post's network: never X's for a Bluesky or Mastodon post", async () => {
    const share = installShare(async () => {});
    await sharePng(async () => png, 'bluesky');
    await sharePng(async () => png, 'mastodon');
    expect(share?.mock.calls.map(([data]) => data.title)).toEqual([
      'Bluesky Post Summary',
      'Mastodon Post Summary',
    ]);
  });

  it('stays silent when the user closes the share sheet (AbortError)', async () => {
    installShare(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    await expect(sharePng(async () => png)).resolves.toBeNull();
    expect(downloads).toEqual([]);
  });

  it('asks the user to try again when sharing fails otherwise', async () => {
    installShare(async () => {
      throw new DOMException('no activation', 'NotAllowedError');
    });
    await expect(sharePng(async () => png)).resolves.toEqual({
      tone: 'error',
      text: 'Error creating image. Please try again.',
    });
  });

  it('downloads summary-card.png where the browser has no share sheet', async () => {
    installShare(undefined);
    await expect(sharePng(async () => png)).resolves.toEqual({
      tone: 'success',
      text: SHARE_DOWNLOADED,
    });
    expect(downloads).toEqual(['summary-card.png']);
  });

  it('downloads summary-card.png where files cannot be shared', async () => {
    const share = installShare(async () => {}, false);
    await expect(sharePng(async () => png)).resolves.toEqual({
      tone: 'success',
      text: SHARE_DOWNLOADED,
    });
    expect(share).not.toHaveBeenCalled();
    expect(downloads).toEqual(['summary-card.png']);
  });

  it('asks the user to try again when the image cannot be made', async () => {
    const share = installShare(async () => {});
    await expect(sharePng(() => Promise.reject(new Error('too big')))).resolves.toEqual({
      tone: 'error',
      text: 'Error creating image. Please try again.',
    });
    expect(share).not.toHaveBeenCalled();
  });

  it('says the card was not found when it is missing from the page', async () => {
    installShare(async () => {});
    await expect(sharePng(() => Promise.reject(new CardNotFoundError()))).resolves.toEqual({
      tone: 'error',
      text: 'Card element not found.',
    });
  });

  it('tells ahead whether files can be shared, so Share is offered only where a sheet exists', () => {
    installShare(undefined);
    expect(canShareFiles()).toBe(false);
    installShare(async () => {}, false);
    expect(canShareFiles()).toBe(false);
    installShare(async () => {}, true);
    expect(canShareFiles()).toBe(true);
  });
});
