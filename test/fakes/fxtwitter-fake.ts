/**
 * The FxTwitter API v2: `GET /2/status/{id}` → `{code, status, thread: null, author}` and
 * `GET /2/thread/{id}` → the same with `thread[]` (ancestors of any author, the post, and its
 * author's continuation, ordered by id). Text comes expanded and unescaped, long posts whole
 * (`is_note_tweet`), avatars as `_200x200`. Unavailable posts answer 404 with
 * `{type: "tombstone", reason, message}` in `status`, except a protected account's post: 401
 * `{code: 401, status: null, thread: null, author: null}`; unknown ids 404; no User-Agent 401
 * `{error}` (the shapes of test/fixtures/x-responses/fxtwitter/).
 *
 * Scenarios: `ok`; `slow` (answers after 3 s); `hang` (never answers); `5xx` (500 `API_FAIL`);
 * `429` (Retry-After: 30); `403` (Cloudflare-style HTML refusal); `html` (a 200 HTML page);
 * `malformed` (truncated JSON); `empty` (`{}`, which is not an FxTwitter answer);
 * `no-thread` (`/2/thread` answers `thread: null`, as when FxTwitter's proxy cannot walk it).
 */
import { type FakeServer, sendJson, startFakeServer } from './fake-server.ts';
import { answerFailureScenario, type FailureShapes } from './post-source-scenarios.ts';
import {
  allSamplePosts,
  findSamplePost,
  normalAvatarUrl,
  replyMention,
  type SampleAuthor,
  type SamplePost,
  TOMBSTONE_TEXTS,
} from './sample-posts.ts';

export interface FxTwitterFakeOptions {
  port?: number;
  imageBaseUrl: string;
}

/** X's legacy date format, which FxTwitter passes on in `created_at`. */
function twitterDate(iso: string): string {
  const date = new Date(iso);
  const [weekday, , day, month, year, time] = date.toUTCString().replace(',', '').split(' ');
  return `${weekday} ${month} ${day} ${time} +0000 ${year}`;
}

function apiUser(author: SampleAuthor, imageBaseUrl: string) {
  return {
    type: 'profile',
    id: author.id,
    name: author.name,
    screen_name: author.screenName,
    avatar_url:
      author.avatar === 'none'
        ? null
        : normalAvatarUrl(author, imageBaseUrl).replace('_normal.jpg', '_200x200.jpg'),
    banner_url: null,
    description: '',
    raw_description: { text: '', facets: [] },
    location: '',
    url: `https://x.com/${author.screenName}`,
    protected: false,
    followers: 1_200,
    following: 300,
    statuses: 4_000,
    media_count: 40,
    likes: 9_000,
    joined: 'Tue Mar 01 10:00:00 +0000 2016',
    website: null,
    profile_embed: true,
  };
}

function status(sample: SamplePost, imageBaseUrl: string): Record<string, unknown> {
  const mention = replyMention(sample);
  const raw = mention + sample.fullText;
  const mediaStart = sample.media[0] ? raw.indexOf(sample.media[0].tco) : -1;
  let text = raw;
  for (const link of sample.links) text = text.replace(link.tco, link.expanded);
  for (const media of sample.media) text = text.replace(media.tco, '');
  const facets = [
    ...sample.links.map((link) => ({
      type: 'url',
      indices: [raw.indexOf(link.tco), raw.indexOf(link.tco) + link.tco.length],
      original: link.tco,
      replacement: link.expanded,
      display: link.display,
    })),
    ...sample.media.map((media) => ({
      type: 'media',
      indices: [raw.indexOf(media.tco), raw.indexOf(media.tco) + media.tco.length],
      original: media.tco,
    })),
  ];
  const photos = sample.media.map((media) => ({
    type: 'photo',
    url: `${imageBaseUrl}/media/${media.key}.jpg`,
    width: 1200,
    height: 675,
  }));
  // FxTwitter sends a quoted post whole, as a status of its own.
  const quoted = sample.quotes && findSamplePost(sample.quotes.id);
  return {
    type: 'status',
    id: sample.id,
    url: `https://x.com/${sample.author.screenName}/status/${sample.id}`,
    text: text.trim(),
    created_at: twitterDate(sample.createdAt),
    created_timestamp: Math.floor(Date.parse(sample.createdAt) / 1000),
    likes: sample.likes,
    reposts: Math.round(sample.likes / 7),
    quotes: Math.round(sample.likes / 40),
    replies: sample.replies,
    views: sample.likes * 31,
    bookmarks: Math.round(sample.likes / 9),
    author: apiUser(sample.author, imageBaseUrl),
    media: photos.length > 0 ? { photos, all: photos } : {},
    raw_text: {
      text: raw,
      display_text_range: [mention.length, mediaStart >= 0 ? mediaStart - 1 : raw.length],
      facets,
    },
    lang: sample.lang,
    possibly_sensitive: false,
    replying_to: sample.replyTo
      ? { screen_name: sample.replyTo.author.screenName, status: sample.replyTo.id }
      : null,
    source: 'Twitter Web App',
    embed_card: 'tweet',
    provider: 'twitter',
    is_note_tweet: sample.long === true,
    ...(quoted && { quote: status(quoted, imageBaseUrl) }),
    community_note: null,
    reposted_by: null,
  };
}

function tombstone(sample: SamplePost) {
  const reason =
    sample.gone === 'protected'
      ? 'private'
      : sample.gone === 'ageRestricted'
        ? 'unavailable'
        : sample.gone;
  return {
    type: 'tombstone',
    provider: 'twitter',
    reason,
    message: TOMBSTONE_TEXTS[sample.gone ?? 'deleted'].replace(/ Learn more$/, ''),
    id: sample.id,
  };
}

/** Ancestors (any author), the post, then its author's own replies below it, ordered by id. */
function threadOf(sample: SamplePost): SamplePost[] {
  const chain: SamplePost[] = [sample];
  for (let up = sample.replyTo && findSamplePost(sample.replyTo.id); up; ) {
    chain.unshift(up);
    up = up.replyTo && findSamplePost(up.replyTo.id);
  }
  let current = sample;
  for (;;) {
    const next = allSamplePosts().find(
      (candidate) =>
        candidate.replyTo?.id === current.id && candidate.author.id === sample.author.id,
    );
    if (!next) break;
    chain.push(next);
    current = next;
  }
  return chain.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

const FXTWITTER_FAILURES: FailureShapes = {
  serverError: (response) => sendJson(response, 500, { code: 500, message: 'API_FAIL' }),
  rateLimited: { body: { code: 429, message: 'RATE_LIMITED' }, retryAfterSeconds: 30 },
  forbiddenTitle: 'Attention Required! | Cloudflare',
  htmlTitle: 'FxTwitter',
  malformed: {
    contentType: 'application/json',
    body: '{"code":200,"status":{"type":"status","id":"1',
  },
};

export function startFxTwitterFake({
  port,
  imageBaseUrl,
}: FxTwitterFakeOptions): Promise<FakeServer> {
  return startFakeServer(
    'fxtwitter',
    async (request, response, scenario) => {
      const match = /^\/2\/(status|thread)\/(\d{1,20})$/.exec(request.path);
      if (!match) return sendJson(response, 404, { code: 404, message: 'NOT_FOUND' });
      if (await answerFailureScenario(response, scenario, FXTWITTER_FAILURES)) return;
      if (!request.headers['user-agent']) {
        // FxEmbed's User-Agent middleware: an `{error}` body, no `code` (recorded shape).
        return sendJson(response, 401, {
          error:
            'You must identify yourself with a User-Agent header in order to use the FxTwitter API.',
        });
      }
      const [, kind, id = ''] = match;
      const sample = findSamplePost(id);
      if (!sample)
        return sendJson(response, 404, { code: 404, status: null, thread: null, author: null });
      if (sample.gone === 'protected') {
        // v2 answers a protected post with a bare 401: no tombstone, no message.
        return sendJson(response, 401, { status: null, thread: null, author: null, code: 401 });
      }
      if (sample.gone) {
        return sendJson(response, 404, {
          code: 404,
          status: tombstone(sample),
          thread: null,
          author: null,
        });
      }
      const thread =
        kind === 'thread' && scenario !== 'no-thread'
          ? threadOf(sample).map((item) =>
              item.gone ? tombstone(item) : status(item, imageBaseUrl),
            )
          : null;
      return sendJson(response, 200, {
        code: 200,
        status: status(sample, imageBaseUrl),
        thread,
        author: apiUser(sample.author, imageBaseUrl),
      });
    },
    { port },
  );
}
