/**
 * The bytes of the bundled reaction pictures (core's REACTION_PICTURES), read from the
 * `@lobehub/fluent-emoji-3d` package in node_modules: for the route that serves them and for the
 * server's card picture, which draws them without a request.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type ReactionPicture, reactionPictureOfPath } from '#core/index.ts';

export const REACTION_PICTURE_PACKAGE = '@lobehub/fluent-emoji-3d';
/** The package ships WebP: a sixth of the bytes the same pictures take as PNG. */
export const REACTION_PICTURE_CONTENT_TYPE = 'image/webp';

let assetsDir: string | null | undefined;
/**
 * The package's `assets/` folder, resolved as Node resolves an import from this module (from the
 * built server too: its build points import.meta.url back at this source file), else from the
 * working directory; null when the package is not installed.
 */
export function reactionAssetsDir(): string | null {
  if (assetsDir !== undefined) return assetsDir;
  assetsDir = null;
  for (const from of [import.meta.url, join(process.cwd(), 'package.json')]) {
    try {
      const manifest = createRequire(from).resolve(`${REACTION_PICTURE_PACKAGE}/package.json`);
      assetsDir = join(dirname(manifest), 'assets');
      break;
    } catch {
      // not found from there: try the next place
    }
  }
  return assetsDir;
}

/** The package names a file by the emoji's code points in hex, hyphen-joined: 1f600.webp. */
export function reactionPictureFileName(picture: ReactionPicture): string {
  const points = [...picture.emoji].map((char) => char.codePointAt(0)?.toString(16) ?? '');
  return `${points.join('-')}.webp`;
}

/** True when the package's pictures are installed, to be served. */
export function hasReactionPictures(): boolean {
  const dir = reactionAssetsDir();
  return dir !== null && existsSync(dir);
}

const read = new Map<string, Uint8Array<ArrayBuffer>>();
/**
 * The picture a path like `/reactions/grinning-face.webp` names, read once and kept (41 small
 * files); undefined for a path that names no bundled picture, or when the package is missing.
 */
export function readReactionPicture(path: string): Uint8Array<ArrayBuffer> | undefined {
  const picture = reactionPictureOfPath(path);
  if (!picture) return undefined;
  const cached = read.get(picture.path);
  if (cached) return cached;
  const dir = reactionAssetsDir();
  if (dir === null) return undefined;
  try {
    const bytes = new Uint8Array(readFileSync(join(dir, reactionPictureFileName(picture))));
    read.set(picture.path, bytes);
    return bytes;
  } catch {
    return undefined;
  }
}
