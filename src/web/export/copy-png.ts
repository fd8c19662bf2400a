/** Copies the card's PNG to the clipboard in a way Safari, Firefox and Chromium all accept. */
import { EXPORT_MESSAGES } from './export-messages.ts';

export type CopyOutcome = 'copied' | 'unsupported' | 'failed';

/** The parts of the browser the copy needs; passed in so tests can stand in for them. */
export interface ClipboardEnv {
  clipboard?: Pick<Clipboard, 'write'>;
  ClipboardItem?: typeof ClipboardItem;
}

function browserClipboard(): ClipboardEnv {
  return {
    clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    ClipboardItem: globalThis.ClipboardItem,
  };
}

/**
 * Call straight from the click handler, without awaiting first: the ClipboardItem is built and
 * `write` called synchronously with a Promise of the PNG, which Safari requires (WebKit 222262).
 * Browsers that refuse a Promise get a second write with the finished blob.
 */
export function copyPng(
  png: Promise<Blob>,
  { clipboard, ClipboardItem: Item }: ClipboardEnv = browserClipboard(),
): Promise<CopyOutcome> {
  if (typeof clipboard?.write !== 'function' || typeof Item !== 'function') {
    return Promise.resolve('unsupported');
  }
  // An unwatched rejection of the render would be reported twice; the outcome below covers it.
  png.catch(() => undefined);
  let firstWrite: Promise<void>;
  try {
    firstWrite = clipboard.write([new Item({ 'image/png': png })]);
  } catch (error) {
    firstWrite = Promise.reject(error);
  }
  return firstWrite
    .catch(async () => {
      const blob = await png;
      await clipboard.write([new Item({ 'image/png': blob })]);
    })
    .then(
      (): CopyOutcome => 'copied',
      (): CopyOutcome => 'failed',
    );
}

/** The message a copy outcome shows. */
export function copyMessage(outcome: CopyOutcome): string {
  if (outcome === 'copied') return EXPORT_MESSAGES.copied;
  if (outcome === 'unsupported') return EXPORT_MESSAGES.copyUnsupported;
  return EXPORT_MESSAGES.copyFailed;
}
