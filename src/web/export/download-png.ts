/** Download: saves the card's PNG as summary-card.png. */
import { EXPORT_FILE_NAME } from '#core/index.ts';
import {
  EXPORT_FAILED,
  type ExportOutcome,
  failureOutcome,
  type GetCardPng,
} from './export-messages.ts';

/** How long the object URL lives after the click; Safari reads it after the click returns. */
const REVOKE_AFTER_MS = 10_000;

/** Hands `blob` to the browser as a file download through a temporary `<a download>`. */
export function saveBlob(blob: Blob, fileName: string = EXPORT_FILE_NAME): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/** Downloads the card; says nothing on success (the browser shows the download). */
export async function downloadPng(getPng: GetCardPng): Promise<ExportOutcome> {
  try {
    saveBlob(await getPng());
    return null;
  } catch (error) {
    return failureOutcome(error, EXPORT_FAILED);
  }
}
