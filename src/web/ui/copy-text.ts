/** Copies plain text to the clipboard, telling "not supported" apart from "failed". */

export type CopyOutcome = 'copied' | 'unsupported' | 'failed';

/** Message for an outcome other than 'copied'. */
export const COPY_FAILURE_MESSAGES: Record<Exclude<CopyOutcome, 'copied'>, string> = {
  unsupported:
    'Copying is not supported in this browser. Select the text and copy it with your keyboard.',
  failed: 'Could not copy to the clipboard. Select the text and copy it with your keyboard.',
};

/** Writes `text` with the async Clipboard API; it only exists in secure contexts. */
export async function copyText(text: string): Promise<CopyOutcome> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') return 'unsupported';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
