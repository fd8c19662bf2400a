/**
 * The public FxTwitter API v2 (`api.fxtwitter.com`): the full text of long posts (`is_note_tweet`)
 * and whole threads in one request. It needs a User-Agent: without one it answers 401 `{error}`,
 * which is our fault and says nothing about the post. A protected (private) account's post is
 * not a tombstone in v2: HTTP 401 with `{code: 401, status: null, thread: null, author: null}` and
 * no message (`PRIVATE_TWEET` exists only in v1); that answer is final. Not found is 404
 * `{code: 404, status: null, ...}`; deleted and suspended posts are 404 tombstones.
 */
import { z } from 'zod';
import type { PostMedia } from '#core/index.ts';
import { cleanDisplayName } from './display-name.ts';
import { fetchUpstream, parseJsonAnswer, statusFailure } from './fetch-upstream.ts';
import { classifyTombstoneText } from './gone-reason.ts';
import { buildFacts, isXHandle, X_HANDLE } from './post-facts.ts';
import {
  cleanLang,
  compareIds,
  type GoneReason,
  isoTime,
  MAX_POST_MEDIA,
  type NormalisedPost,
  type PostSource,
  SourceFailure,
  type SourceOutcome,
  snowflakeTime,
  toLargeAvatar,
} from './post-source.ts';
import { tidyText } from './post-text.ts';

const fxStatusSchema = z.object({
  type: z.literal('status').optional(),
  id: z.string().regex(/^\d{1,20}$/),
  text: z.string(),
  raw_text: z
    .object({
      text: z.string(),
      display_text_range: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
    })
    .nullish(),
  author: z.object({
    id: z.string().optional(),
    // X's rule for handles; anything else means this answer was not read right.
    screen_name: z.string().regex(X_HANDLE),
    avatar_url: z.string().nullish(),
    // The display name; an odd one costs the name, never the post.
    name: z.string().nullish().catch(null),
  }),
  lang: z.string().nullish(),
  // X's legacy date ("Tue Mar 21 20:50:14 +0000 2006") and the same as epoch seconds.
  created_at: z.string().nullish().catch(null),
  created_timestamp: z.number().nullish().catch(null),
  is_note_tweet: z.boolean().optional(),
  // The 2025-03 version said `post` where v2 now says `status`; the handle and, where given, the
  // id of the post replied to (a later post of a thread answers the one before it).
  replying_to: z
    .object({ screen_name: z.string().nullish(), status: z.string().nullish().catch(null) })
    .nullish()
    .catch(null),
  quote: z
    .object({
      author: z.object({ screen_name: z.string() }).nullish(),
      text: z.string().max(100_000).nullish(),
    })
    .nullish()
    .catch(null),
  media: z
    .object({
      photos: z.array(z.unknown()).nullish(),
      videos: z.array(z.unknown()).nullish(),
    })
    .nullish()
    .catch(null),
});

const fxTombstoneSchema = z.object({
  type: z.literal('tombstone'),
  reason: z.string(),
  message: z.string().optional(),
  id: z.string().optional(),
});

const fxAnswerSchema = z.object({
  code: z.number().int(),
  message: z.string().optional(),
  status: z.unknown().optional(),
  thread: z.array(z.unknown()).nullish(),
  error: z.unknown().optional(),
});

type FxStatus = z.infer<typeof fxStatusSchema>;
type FxTombstone = z.infer<typeof fxTombstoneSchema>;

function tombstoneReason(tombstone: FxTombstone): GoneReason {
  switch (tombstone.reason) {
    case 'deleted':
      return 'deleted';
    case 'suspended':
      return 'suspended';
    case 'private':
      return 'private';
    default:
      // "unavailable" also covers age-restricted posts; only the message tells them apart.
      return classifyTombstoneText(tombstone.message ?? '');
  }
}

/** An FxTwitter status as plain text. FxTwitter already expands links and unescapes entities. */
export function normaliseFxStatus(status: FxStatus): NormalisedPost {
  let text = status.text;
  // In a reply, X hides the leading auto-mentions; FxTwitter's text still starts with them.
  // Its `raw_text.display_text_range` counts code points for ordinary posts but UTF-16 units for
  // note posts; the hidden prefix is ASCII handles, where both agree, so a plain slice is right.
  const hiddenPrefixLength = status.raw_text?.display_text_range?.[0] ?? 0;
  if (hiddenPrefixLength > 0 && status.raw_text) {
    const prefix = status.raw_text.text.slice(0, hiddenPrefixLength);
    if (text.startsWith(prefix)) text = text.slice(prefix.length);
  }
  const plain = tidyText(text);
  const post: NormalisedPost = {
    id: status.id,
    username: status.author.screen_name,
    // FxTwitter sends `_200x200`; the card shows the `_400x400` X also serves.
    profileImage: toLargeAvatar(status.author.avatar_url),
    text: plain,
  };
  const displayName = cleanDisplayName(status.author.name);
  if (displayName) post.displayName = displayName;
  const createdAt =
    isoTime(status.created_timestamp) ?? isoTime(status.created_at) ?? snowflakeTime(status.id);
  if (createdAt) post.createdAt = createdAt;
  const facts = buildFacts(plain, {
    photos: status.media?.photos?.length,
    // FxTwitter lists animated GIFs among the videos.
    videos: status.media?.videos?.length,
    quotes: status.quote?.author?.screen_name,
    replyTo: status.replying_to?.screen_name,
  });
  if (Object.keys(facts).length > 0) post.facts = facts;
  // FxTwitter's `text` has its links expanded already, the quote's too.
  const quotedBy = status.quote?.author?.screen_name;
  const quotedText = status.quote?.text ? tidyText(status.quote.text) : '';
  if (quotedBy && isXHandle(quotedBy) && quotedText) {
    post.quote = { username: quotedBy, text: quotedText };
  }
  const media = fxMedia(status.media);
  if (media.length > 0) post.media = media;
  const lang = cleanLang(status.lang);
  if (lang) post.lang = lang;
  return post;
}

/** FxTwitter's photos (`url`, `altText`) and videos' posters (`thumbnail_url`), read loosely. */
function fxMedia(media: FxStatus['media']): PostMedia[] {
  const field = (item: unknown, key: string) => {
    const value =
      typeof item === 'object' && item !== null
        ? (item as Record<string, unknown>)[key]
        : undefined;
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const photos = (media?.photos ?? []).flatMap((item): PostMedia[] => {
    const url = field(item, 'url');
    const alt = field(item, 'altText');
    return url ? [{ type: 'photo', url, ...(alt && { alt }) }] : [];
  });
  const videos = (media?.videos ?? []).flatMap((item): PostMedia[] => {
    const url = field(item, 'thumbnail_url');
    return url ? [{ type: 'video', url }] : [];
  });
  return [...photos, ...videos].slice(0, MAX_POST_MEDIA);
}

function isSameAuthor(a: FxStatus, b: FxStatus): boolean {
  if (a.author.id && b.author.id) return a.author.id === b.author.id;
  return a.author.screen_name.toLowerCase() === b.author.screen_name.toLowerCase();
}

/**
 * The author's run of posts ending at `focal`, oldest first: FxTwitter's thread holds ancestors
 * and the author's later posts; keep what comes before, and stop at another author or a gap.
 * `later` is the author's own posts after `focal`, each replying to the one before it (where
 * FxTwitter says which post it replies to); `length` counts both, so a thread's first post knows
 * the thread's size.
 */
export function selectOwnThread(
  focal: FxStatus,
  items: unknown[],
): { run: FxStatus[]; later: FxStatus[]; length: number } {
  const entries: Array<{ id: string; status?: FxStatus }> = [];
  for (const item of items) {
    const status = fxStatusSchema.safeParse(item);
    if (status.success) entries.push({ id: status.data.id, status: status.data });
    else {
      // A tombstone, or a post we cannot read: a gap the author's run cannot cross.
      const id = z.object({ id: z.string().regex(/^\d{1,20}$/) }).safeParse(item);
      if (id.success) entries.push({ id: id.data.id });
    }
  }
  const own = entries.find((entry) => entry.id === focal.id);
  if (own) own.status = focal;
  else entries.push({ id: focal.id, status: focal });
  entries.sort((a, b) => compareIds(a.id, b.id));
  const run: FxStatus[] = [];
  const focalIndex = entries.findIndex((entry) => entry.id === focal.id);
  for (let index = focalIndex; index >= 0; index -= 1) {
    const status = entries[index]?.status;
    if (!status || !isSameAuthor(status, focal)) break;
    run.unshift(status);
  }
  const later: FxStatus[] = [];
  let previous = focal.id;
  for (let index = focalIndex + 1; index < entries.length; index += 1) {
    const status = entries[index]?.status;
    if (!status || !isSameAuthor(status, focal)) break;
    const repliesTo = status.replying_to?.status;
    if (repliesTo && repliesTo !== previous) break;
    later.push(status);
    previous = status.id;
  }
  return { run, later, length: run.length + later.length };
}

/** Reads an FxTwitter v2 answer of any HTTP status; throws SourceFailure when it cannot tell. */
export function readFxAnswer(
  httpStatus: number,
  json: unknown,
  includeThread: boolean,
  includeLaterPosts = false,
): SourceOutcome {
  // A 401 `{error: "You must identify yourself with a User-Agent ..."}` is a refusal of us.
  if (json && typeof json === 'object' && 'error' in json && !('code' in json)) {
    throw new SourceFailure(`answered HTTP ${httpStatus} with an error, not a post`);
  }
  const answer = fxAnswerSchema.safeParse(json);
  if (!answer.success) throw new SourceFailure('unexpected answer shape');
  const tombstone = fxTombstoneSchema.safeParse(answer.data.status);
  if (tombstone.success) return { kind: 'gone', reason: tombstoneReason(tombstone.data) };
  if (answer.data.message === 'PRIVATE_TWEET') return { kind: 'gone', reason: 'private' };
  const empty = answer.data.status == null && answer.data.error === undefined;
  // v2's private post: 401 with `code: 401` and nothing else (see the header comment).
  if (
    httpStatus === 401 &&
    answer.data.code === 401 &&
    empty &&
    answer.data.message === undefined
  ) {
    return { kind: 'gone', reason: 'private' };
  }
  if (httpStatus === 404 && answer.data.code === 404) return { kind: 'gone', reason: 'notFound' };
  if (httpStatus !== 200) throw new SourceFailure(`answered HTTP ${httpStatus}`);
  const status = fxStatusSchema.safeParse(answer.data.status);
  if (!status.success) {
    throw new SourceFailure(`unexpected status shape: ${status.error.issues[0]?.message ?? ''}`);
  }
  const post = normaliseFxStatus(status.data);
  if (!includeThread && !includeLaterPosts) return { kind: 'found', post, thread: [post] };
  const { run, later, length } = selectOwnThread(status.data, answer.data.thread ?? []);
  if (length > 1) post.facts = { ...post.facts, threadLength: length };
  const thread = run.map(normaliseFxStatus);
  return includeLaterPosts
    ? { kind: 'found', post, thread, laterPosts: later.map(normaliseFxStatus) }
    : { kind: 'found', post, thread };
}

export function createFxTwitterSource(baseUrl: string): PostSource {
  return {
    name: 'fxtwitter',
    async fetchPost(id, { includeThread, includeLaterPosts = false }, { timeoutMs }) {
      // One request gives the whole thread: the author's posts before the asked one and after.
      const path = includeThread || includeLaterPosts ? `/2/thread/${id}` : `/2/status/${id}`;
      const answer = await fetchUpstream(`${baseUrl}${path}`, { timeoutMs });
      // Refusals and outages say nothing about the post; only its own answers are final.
      if (answer.status === 403 || answer.status === 429 || answer.status >= 500) {
        throw statusFailure(answer);
      }
      return readFxAnswer(answer.status, parseJsonAnswer(answer), includeThread, includeLaterPosts);
    },
  };
}
