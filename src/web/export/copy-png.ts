/** Copy (Desktop): puts the card's PNG on the clipboard. */
import type { NetworkId } from '#core/index.ts';
import { copiedMessage } from '#web/ui/network-words.ts';
import {
  COPY_FAILED,
  COPY_UNSUPPORTED,
  type ExportOutcome,
  failureOutcome,
  type GetCardPng,
} from './export-messages.ts';

/** True when this browser can put an image on the clipboard. */
export function canCopyImages(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.clipboard?.write === 'function' &&
    typeof window.ClipboardItem === 'function'
  );
}

/**
 * MUST be called synchronously from the click handler: the ClipboardItem is built, with a Promise of
 * the PNG, before anything is awaited, because Safari only lets a write started inside the gesture
 * through (WebKit bug 222262). If that write fails (browsers that refuse a Promise), the blob is
 * awaited and written again.
 */
export function copyPng(getPng: GetCardPng, network?: NetworkId): Promise<ExportOutcome> {
  if (!canCopyImages()) return Promise.resolve({ tone: 'error', text: COPY_UNSUPPORTED });
  // The card goes back to the network its post came from (X for pasted text, as the spec says).
  const copied = copiedMessage(network);
  const png = getPng();
  // The retry below reports a rejected PNG; keep it from being flagged as unhandled meanwhile.
  png.catch(() => {});
  let firstWrite: Promise<void>;
  try {
    firstWrite = navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
  } catch (error) {
    firstWrite = Promise.reject(error);
  }
  return firstWrite.then(
    (): ExportOutcome => ({ tone: 'success', text: copied }),
    async (): Promise<ExportOutcome> => {
      try {
        const blob = await png;
        await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
        return { tone: 'success', text: copied };
      } catch (error) {
        return failureOutcome(error, COPY_FAILED);
      }
    },
  );
}
