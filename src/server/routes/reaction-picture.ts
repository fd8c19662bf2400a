/**
 * GET /reactions/<name>.webp: the bundled reaction pictures (core's REACTION_PICTURES) from our own
 * origin, so the card and its PNG export load them like any of our files. Only the names in that
 * list are served (no path is ever built from the request), each kept by browsers for a year: a
 * name always draws the same emoji.
 */
import { Hono } from 'hono';
import { REACTION_PICTURE_PREFIX, reactionPictureOfPath } from '#core/index.ts';
import {
  REACTION_PICTURE_CONTENT_TYPE,
  REACTION_PICTURE_PACKAGE,
  readReactionPicture,
} from '../gifs/reaction-picture-files.ts';
import type { AppEnv } from '../http/app-env.ts';

export function reactionPictureRoute(): Hono<AppEnv> {
  return new Hono<AppEnv>().get(`${REACTION_PICTURE_PREFIX}:file`, (c) => {
    const path = c.req.path;
    const bytes = readReactionPicture(path);
    if (!bytes) {
      if (reactionPictureOfPath(path)) {
        // A picture of the list that cannot be read: the package is missing from node_modules.
        c.get('log')?.error(
          { path },
          `reaction picture unreadable: is ${REACTION_PICTURE_PACKAGE} installed?`,
        );
      }
      return c.text('There is no such picture.', 404, { 'Cache-Control': 'no-store' });
    }
    return c.body(bytes, 200, {
      'Content-Type': REACTION_PICTURE_CONTENT_TYPE,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
