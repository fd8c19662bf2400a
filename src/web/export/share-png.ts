/** Shares the card's PNG through the device share sheet, or downloads it where files cannot be shared. */
import { EXPORT_FILE_NAME, SHARE_TITLE } from '#core/index.ts';
import { downloadPng } from './download-png.ts';

export type ShareOutcome = 'shared' | 'cancelled' | 'downloaded' | 'failed';

/** The parts of the browser sharing needs; passed in so tests can stand in for them. */
export interface ShareEnv {
  canShare?: (data: ShareData) => boolean;
  share?: (data: ShareData) => Promise<void>;
  download: (blob: Blob) => void;
}

function browserShare(): ShareEnv {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    canShare: nav?.canShare?.bind(nav),
    share: nav?.share?.bind(nav),
    download: downloadPng,
  };
}

/**
 * Give it the pre-rendered PNG so `share` runs while the click's user activation still holds.
 * A user who closes the share sheet (AbortError) has not met an error.
 */
export async function sharePng(
  png: Promise<Blob>,
  env: ShareEnv = browserShare(),
): Promise<ShareOutcome> {
  let blob: Blob;
  try {
    blob = await png;
  } catch {
    return 'failed';
  }
  const files = [new File([blob], EXPORT_FILE_NAME, { type: 'image/png' })];
  let canShareFiles = false;
  try {
    canShareFiles = Boolean(env.share && env.canShare?.({ files }));
  } catch {
    canShareFiles = false;
  }
  try {
    if (canShareFiles && env.share) {
      await env.share({ files, title: SHARE_TITLE });
      return 'shared';
    }
    env.download(blob);
    return 'downloaded';
  } catch (error) {
    if (isAbortError(error)) return 'cancelled';
    return 'failed';
  }
}

/** DOMExceptions are not Errors everywhere, so the name alone decides. */
function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}
