/**
 * A Mastodon self-thread written for the tests (not recorded; the `Status` shape of the recorded
 * status 117020583223442465, whose author it reuses): twelve statuses by mastodonpy_test, the
 * first replying to admin's, each later one replying to the one before. admin replies to status
 * 3, and mastodonpy_test replies to status 6 a second time, after status 7 (a side note that is
 * not the thread). Status 2's content holds a shortened link and an HTML entity, as Mastodon
 * writes them.
 */

/** Ids of the sample: status `n` (1 to 12) is `MASTODON_THREAD_ID(n)`. */
export const mastodonThreadId = (n: number): string =>
  `1170205900000000${String(n).padStart(2, '0')}`;
const ADMIN_ROOT_ID = '117020590000000050';
const ADMIN_REPLY_ID = '117020590000000053';
const ASIDE_ID = '117020590000000066';

/** The link status 2 holds, shown shortened in its HTML. */
export const MASTODON_THREAD_LINK = 'https://library.example/tools/borrowing-rules-2026';

const html = (n: number) =>
  n === 2
    ? `<p>2/12 Tools &amp; rules: <a href="${MASTODON_THREAD_LINK}" rel="nofollow noopener" target="_blank"><span class="invisible">https://</span><span class="ellipsis">library.example/tools/borr</span><span class="invisible">owing-rules-2026</span></a></p>`
    : `<p>${n}/12 Our library&#39;s tool shelf, part ${n}.</p>`;

/** The texts of the thread as a card shows them: the link whole, entities decoded. */
export const MASTODON_THREAD_TEXTS = Array.from({ length: 12 }, (_, index) =>
  index === 1
    ? `2/12 Tools & rules: ${MASTODON_THREAD_LINK}`
    : `${index + 1}/12 Our library's tool shelf, part ${index + 1}.`,
);

interface SampleStatus {
  id: string;
  /** `author` is the recorded status's account, `admin` the recorded reply's. */
  by: 'author' | 'admin';
  content: string;
  inReplyTo: string | null;
  minute: number;
}

/** Every status of the sample, in the order they were written. */
export const MASTODON_THREAD: readonly SampleStatus[] = [
  {
    id: ADMIN_ROOT_ID,
    by: 'admin',
    content: '<p>What did your library add?</p>',
    inReplyTo: null,
    minute: 0,
  },
  ...Array.from({ length: 12 }, (_, index) => ({
    id: mastodonThreadId(index + 1),
    by: 'author' as const,
    content: html(index + 1),
    inReplyTo: index === 0 ? ADMIN_ROOT_ID : mastodonThreadId(index),
    minute: index + 1,
  })),
  {
    id: ADMIN_REPLY_ID,
    by: 'admin',
    content: '<p>Part 3 is my favourite.</p>',
    inReplyTo: mastodonThreadId(3),
    minute: 3,
  },
  {
    id: ASIDE_ID,
    by: 'author',
    content: '<p>A side note on part 6.</p>',
    inReplyTo: mastodonThreadId(6),
    minute: 30,
  },
];

const byId = new Map(MASTODON_THREAD.map((status) => [status.id, status]));

/**
 * The status JSON of sample status `id`, built on the recorded statuses (`authorStatus` for
 * mastodonpy_test's, `adminStatus` for admin's) as an instance at `origin` answers it.
 */
export function sampleThreadStatus(
  id: string,
  origin: string,
  recorded: { authorStatus: Record<string, unknown>; adminStatus: Record<string, unknown> },
): Record<string, unknown> | undefined {
  const sample = byId.get(id);
  if (!sample) return undefined;
  const base = sample.by === 'author' ? recorded.authorStatus : recorded.adminStatus;
  const account = base.account as { id: string; acct: string };
  const parent = sample.inReplyTo ? byId.get(sample.inReplyTo) : undefined;
  const parentBase = parent?.by === 'author' ? recorded.authorStatus : recorded.adminStatus;
  return {
    ...base,
    id,
    created_at: new Date(Date.UTC(2026, 10, 25, 16, sample.minute)).toISOString(),
    in_reply_to_id: sample.inReplyTo,
    in_reply_to_account_id: parent ? (parentBase.account as { id: string }).id : null,
    sensitive: false,
    spoiler_text: '',
    url: `${origin}/@${account.acct}/${id}`,
    uri: `${origin}/users/${account.acct}/statuses/${id}`,
    content: sample.content,
    mentions: [],
    media_attachments: [],
    card: null,
    poll: null,
    quote: null,
    reblog: null,
  };
}

/**
 * `/api/v1/statuses/:id/context` for a sample status: its ancestors oldest first, its
 * descendants depth-first in the order they were written; undefined for other ids.
 */
export function sampleThreadContext(
  id: string,
  status: (id: string) => Record<string, unknown> | undefined,
): { ancestors: unknown[]; descendants: unknown[] } | undefined {
  const sample = byId.get(id);
  if (!sample) return undefined;
  const ancestors: unknown[] = [];
  for (let up = sample.inReplyTo; up; up = byId.get(up)?.inReplyTo ?? null) {
    ancestors.unshift(status(up));
  }
  const descendants: unknown[] = [];
  const walk = (parentId: string) => {
    for (const child of MASTODON_THREAD.filter((item) => item.inReplyTo === parentId)) {
      descendants.push(status(child.id));
      walk(child.id);
    }
  };
  walk(id);
  return { ancestors, descendants };
}
