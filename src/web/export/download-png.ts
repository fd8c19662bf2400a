/** Saves a PNG blob as summary-card.png through a temporary download link. */
import { EXPORT_FILE_NAME } from '#core/index.ts';

/** How long the object URL lives after the click; the browser has started the download by then. */
const REVOKE_AFTER_MS = 10_000;

export function downloadPng(blob: Blob, fileName: string = EXPORT_FILE_NAME): void {
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
