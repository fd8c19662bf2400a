import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadPng } from './download-png.ts';
import { CardNotFoundError } from './export-messages.ts';

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

let clicked: HTMLAnchorElement[];

beforeEach(() => {
  clicked = [];
  vi.useFakeTimers();
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/card');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('downloadPng', () => {
  it('downloads the PNG as summary-card.png through a temporary link, saying nothing', async () => {
    await expect(downloadPng(async () => png)).resolves.toBeNull();
    expect(URL.createObjectURL).toHaveBeenCalledWith(png);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('summary-card.png');
    expect(clicked[0]?.href).toBe('blob:http://localhost/card');
    // The link is gone from the page, and the object URL is freed a little later.
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/card');
  });

  it('asks the user to try again when the image cannot be made', async () => {
    await expect(downloadPng(() => Promise.reject(new Error('tainted')))).resolves.toEqual({
      tone: 'error',
      text: 'Error creating image. Please try again.',
    });
    expect(clicked).toHaveLength(0);
  });

  it('says the card was not found when it is missing from the page', async () => {
    await expect(downloadPng(() => Promise.reject(new CardNotFoundError()))).resolves.toEqual({
      tone: 'error',
      text: 'Card element not found.',
    });
  });
});
