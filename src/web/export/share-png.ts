/** Share: the device share sheet with the card's PNG, or a download where files cannot be shared. */
import { EXPORT_FILE_NAME, SHARE_TITLE } from '#core/index.ts';
import { saveBlob } from './download-png.ts';
import {
  EXPORT_FAILED,
  type ExportOutcome,
  failureOutcome,
  type GetCardPng,
} from './export-messages.ts';

/** A user closing the share sheet is a choice, not an error (DOMException is not an Error everywhere). */
export function isShareCancel(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

/**
 * Shares the card. `getPng` should answer from the pre-rendered cache, so `share()` is still inside
 * the click's transient activation.
 */
export async function sharePng(getPng: GetCardPng): Promise<ExportOutcome> {
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
    if (shareable) await navigator.share({ files: [file], title: SHARE_TITLE });
    else saveBlob(blob);
    return null;
  } catch (error) {
    if (isShareCancel(error)) return null;
    return failureOutcome(error, EXPORT_FAILED);
  }
}
