/** Share: the device share sheet with the card's PNG, or a download where files cannot be shared. */
import { EXPORT_FILE_NAME, type NetworkId } from '#core/index.ts';
import { shareTitle } from '#web/ui/network-words.ts';
import { saveBlob } from './download-png.ts';
import {
  EXPORT_FAILED,
  type ExportOutcome,
  failureOutcome,
  type GetCardPng,
} from './export-messages.ts';

/** Said when Share had to save the file instead: the visitor pressed Share and saw no sheet. */
export const SHARE_DOWNLOADED =
  'This browser has no share sheet, so the picture was downloaded as summary-card.png instead.';

/**
 * True when this browser can hand a PNG to the device share sheet. Asked once when the card shows,
 * so browsers without one offer only Download instead of a Share button that would download.
 */
export function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  try {
    const probe = new File([new Uint8Array(1)], EXPORT_FILE_NAME, { type: 'image/png' });
    return !!navigator.canShare?.({ files: [probe] });
  } catch {
    return false;
  }
}

/** A user closing the share sheet is a choice, not an error (DOMException is not an Error everywhere). */
export function isShareCancel(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

/**
 * Shares the card. `getPng` should answer from the pre-rendered cache, so `share()` is still inside
 * the click's transient activation. The sheet's title names the post's network (X's is the spec's).
 */
export async function sharePng(getPng: GetCardPng, network?: NetworkId): Promise<ExportOutcome> {
  let blob: Blob;
  try {
    blob = await getPng();
  } catch (error) {
    return failureOutcome(error, EXPORT_FAILED);
  }
  const file = new File([blob], EXPORT_FILE_NAME, { type: 'image/png' });
  let shareable = false;
  try {
    shareable = typeof navigator.share === 'function' && !!navigator.canShare?.({ files: [file] });
  } catch {
    shareable = false;
  }
  try {
    if (shareable) {
      await navigator.share({ files: [file], title: shareTitle(network) });
      return null;
    }
    saveBlob(blob);
    return { tone: 'success', text: SHARE_DOWNLOADED };
  } catch (error) {
    if (isShareCancel(error)) return null;
    return failureOutcome(error, EXPORT_FAILED);
  }
}
