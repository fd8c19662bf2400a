/**
 * The long self-thread (long-thread-texts.ts) as a Mastodon instance answers it, built on the
 * recorded status 117020583223442465 (its account and shape), each status replying to the one
 * before. Its author's choices, one status each: status 3 sits behind a content warning
 * (`LONG_THREAD_WARNING`), status 5's picture is marked sensitive, status 6 has a picture with its
 * description (`LONG_THREAD_PICTURE_ALT`).
 */
import { LONG_THREAD_LENGTH, longThreadText } from './long-thread-texts.ts';

/** The id of status `n` (1-based). */
export const mastodonLongId = (n: number): string =>
  `1170206000000000${String(n).padStart(2, '0')}`;

/** Status 3's content warning. */
export const LONG_THREAD_WARNING = 'injury, blood';
export const LONG_THREAD_WARNED = 3;
/** Status 5: its picture marked sensitive. */
export const LONG_THREAD_SENSITIVE = 5;
/** Status 6: a picture with its description. */
export const LONG_THREAD_PICTURED_STATUS = 6;
export const LONG_THREAD_PICTURE_ALT = 'Volunteers lifting a tyre out of the river';

const numberOf = (id: string): number | undefined => {
  for (let n = 1; n <= LONG_THREAD_LENGTH; n += 1) if (mastodonLongId(n) === id) return n;
  return undefined;
};

/** Every status id of the long thread, in order. */
export const LONG_THREAD_IDS: readonly string[] = Array.from(
  { length: LONG_THREAD_LENGTH },
  (_, index) => mastodonLongId(index + 1),
);

function picture(origin: string, n: number, description: string) {
  return {
    id: `11702060000000${String(n).padStart(2, '0')}99`,
    type: 'image',
    url: `${origin}/system/media_attachments/files/117/020/600/original/river-${n}.jpg`,
    preview_url: `${origin}/system/media_attachments/files/117/020/600/small/river-${n}.jpg`,
    remote_url: null,
    description,
    blurhash: 'UFGbeN~q00M{9FM{%MRj00Rj?bt7%Mxuofj[',
  };
}

/** Status `id` of the long thread as the instance at `origin` answers it; undefined for others. */
export function longThreadStatus(
  id: string,
  origin: string,
  authorStatus: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const n = numberOf(id);
  if (n === undefined) return undefined;
  const account = authorStatus.account as { id: string; acct: string };
  const media =
    n === LONG_THREAD_SENSITIVE
      ? [picture(origin, n, 'A close-up of the cut on a volunteer’s hand')]
      : n === LONG_THREAD_PICTURED_STATUS
        ? [picture(origin, n, LONG_THREAD_PICTURE_ALT)]
        : [];
  return {
    ...authorStatus,
    id,
    created_at: new Date(Date.UTC(2026, 4, 1, 10, n)).toISOString(),
    in_reply_to_id: n > 1 ? mastodonLongId(n - 1) : null,
    in_reply_to_account_id: n > 1 ? account.id : null,
    sensitive: n === LONG_THREAD_SENSITIVE || n === LONG_THREAD_WARNED,
    spoiler_text: n === LONG_THREAD_WARNED ? LONG_THREAD_WARNING : '',
    url: `${origin}/@${account.acct}/${id}`,
    uri: `${origin}/users/${account.acct}/statuses/${id}`,
    content: `<p>${longThreadText(n).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
    mentions: [],
    media_attachments: media,
    card: null,
    poll: null,
    quote: null,
    reblog: null,
  };
}

/** `/api/v1/statuses/:id/context` of a long-thread status; undefined for other ids. */
export function longThreadContext(
  id: string,
  status: (id: string) => Record<string, unknown> | undefined,
): { ancestors: unknown[]; descendants: unknown[] } | undefined {
  const n = numberOf(id);
  if (n === undefined) return undefined;
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, index) =>
      status(mastodonLongId(from + index)),
    );
  return { ancestors: range(1, n - 1), descendants: range(n + 1, LONG_THREAD_LENGTH) };
}
