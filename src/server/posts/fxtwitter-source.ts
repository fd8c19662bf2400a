/**
 * The public FxTwitter API v2 (`api.fxtwitter.com`): the full text of long posts and whole threads
 * in one request; it needs a User-Agent.
 */
import { z } from 'zod';
import { fetchUpstream, parseJsonAnswer, statusFailure } from './fetch-upstream.ts';
import { classifyTombstoneText } from './gone-reason.ts';
import {
  cleanLang,
  compareIds,
  type GoneReason,
  type NormalisedPost,
  type PostSource,
  SourceFailure,
  type SourceOutcome,
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
    screen_name: z.string().min(1),
    avatar_url: z.string().nullish(),
  }),
  lang: z.string().nullish(),
  is_note_tweet: z.boolean().optional(),
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
  const hiddenPrefixLength = status.raw_text?.display_text_range?.[0] ?? 0;
  if (hiddenPrefixLength > 0 && status.raw_text) {
    const prefix = status.raw_text.text.slice(0, hiddenPrefixLength);
    if (text.startsWith(prefix)) text = text.slice(prefix.length);
  }
  const post: NormalisedPost = {
    id: status.id,
    username: status.author.screen_name,
    profileImage: toLargeAvatar(status.author.avatar_url),
    text: tidyText(text),
  };
  const lang = cleanLang(status.lang);
  if (lang) post.lang = lang;
  return post;
}

function isSameAuthor(a: FxStatus, b: FxStatus): boolean {
  if (a.author.id && b.author.id) return a.author.id === b.author.id;
  return a.author.screen_name.toLowerCase() === b.author.screen_name.toLowerCase();
}

/**
 * The author's run of posts ending at `focal`, oldest first: FxTwitter's thread holds ancestors
 * and the author's later posts; keep what comes before, and stop at another author or a gap.
 */
export function selectOwnThread(focal: FxStatus, items: unknown[]): FxStatus[] {
  const entries: Array<{ id: string; status?: FxStatus }> = [];
  for (const item of items) {
    const status = fxStatusSchema.safeParse(item);
    if (status.success) entries.push({ id: status.data.id, status: status.data });
    else {
      const tombstone = fxTombstoneSchema.safeParse(item);
      if (tombstone.success && tombstone.data.id && /^\d{1,20}$/.test(tombstone.data.id)) {
        entries.push({ id: tombstone.data.id });
      }
    }
  }
  if (!entries.some((entry) => entry.id === focal.id))
    entries.push({ id: focal.id, status: focal });
  entries.sort((a, b) => compareIds(a.id, b.id));
  const run: FxStatus[] = [];
  for (let index = entries.findIndex((entry) => entry.id === focal.id); index >= 0; index -= 1) {
    const status = entries[index]?.status;
    if (!status || !isSameAuthor(status, focal)) break;
    run.unshift(status);
  }
  return run;
}

/** Reads an FxTwitter v2 answer of any HTTP status; throws SourceFailure when it cannot tell. */
export function readFxAnswer(
  httpStatus: number,
  json: unknown,
  includeThread: boolean,
): SourceOutcome {
  const answer = fxAnswerSchema.safeParse(json);
  if (!answer.success) throw new SourceFailure('unexpected answer shape');
  const tombstone = fxTombstoneSchema.safeParse(answer.data.status);
  if (tombstone.success) return { kind: 'gone', reason: tombstoneReason(tombstone.data) };
  if (answer.data.message === 'PRIVATE_TWEET') return { kind: 'gone', reason: 'private' };
  if (httpStatus === 404 && answer.data.code === 404) return { kind: 'gone', reason: 'notFound' };
  if (httpStatus !== 200) throw new SourceFailure(`answered HTTP ${httpStatus}`);
  const status = fxStatusSchema.safeParse(answer.data.status);
  if (!status.success) {
    throw new SourceFailure(`unexpected status shape: ${status.error.issues[0]?.message ?? ''}`);
  }
  const post = normaliseFxStatus(status.data);
  const thread = includeThread
    ? selectOwnThread(status.data, answer.data.thread ?? []).map(normaliseFxStatus)
    : [post];
  return { kind: 'found', post, thread };
}

export function createFxTwitterSource(baseUrl: string): PostSource {
  return {
    name: 'fxtwitter',
    async fetchPost(id, { includeThread }, { timeoutMs }) {
      const path = includeThread ? `/2/thread/${id}` : `/2/status/${id}`;
      const answer = await fetchUpstream(`${baseUrl}${path}`, { timeoutMs });
      // Refusals and outages say nothing about the post; only its own answers are final.
      if (answer.status === 403 || answer.status === 429 || answer.status >= 500) {
        throw statusFailure(answer);
      }
      return readFxAnswer(answer.status, parseJsonAnswer(answer), includeThread);
    },
  };
}
