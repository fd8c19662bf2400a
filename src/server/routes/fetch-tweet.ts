/** GET /api/fetch-tweet?url=&includeThread=: the post behind an X, Bluesky or Mastodon URL, as plain text. */
import { Hono } from 'hono';
import { type FetchTweetResponse, readPostUrl, unreadablePostUrlMessage } from '#core/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/errors.ts';
import { canonicalPostUrl } from '../posts/canonical-post-url.ts';
import type { Services } from '../services.ts';

/** Longer than any real post URL with tracking noise; longer input is not worth parsing. */
const MAX_URL_LENGTH = 2_048;

function readIncludeThread(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new HttpError(400, 'includeThread must be true or false.');
}

export function fetchTweetRoute({ posts, answers }: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/api/fetch-tweet', async (c) => {
    const url = c.req.query('url')?.trim();
    if (!url) throw new HttpError(400, 'Please paste the URL of an X, Bluesky or Mastodon post.');
    const ref = url.length <= MAX_URL_LENGTH ? readPostUrl(url) : null;
    if (!ref) throw new HttpError(400, unreadablePostUrlMessage(url.slice(0, MAX_URL_LENGTH)));
    const includeThread = readIncludeThread(c.req.query('includeThread'));
    // With its thread, the post is read with its author's whole thread, whose length is told.
    const post = await posts.getPost(ref, { includeThread, includeLaterPosts: includeThread });
    const body: FetchTweetResponse = {
      network: post.network,
      tweetText: post.tweetText,
      profileImage: post.profileImage,
      username: post.username,
      displayName: post.displayName,
      id: post.id,
      postUrl: canonicalPostUrl(post),
    };
    if (post.createdAt) body.createdAt = post.createdAt;
    if (post.quote) body.quote = post.quote;
    if (post.contentWarning) body.contentWarning = post.contentWarning;
    if (post.lang) body.lang = post.lang;
    if (post.thread) body.thread = post.thread;
    if (post.authorThread && post.authorThread.length > 1) {
      body.threadPosts = post.authorThread.length;
    }
    if (post.truncated) body.truncated = true;
    const json = JSON.stringify(body);
    // The same URL gets the same answer for a while: the Node server answers it from memory.
    const pathAndQuery = c.env?.incoming?.url;
    if (pathAndQuery) answers.remember(pathAndQuery, json);
    return c.body(json, 200, { 'Content-Type': 'application/json' });
  });
}
