/**
 * X's syndication CDN: `GET /tweet-result?id=&lang=&features=&token=` in the real wire format
 * (`__typename` "Tweet" with HTML-escaped `text`, code-point entity indices, `display_text_range`,
 * `note_tweet` on long posts, `parent` and `in_reply_to_*_str` on replies; "TweetTombstone" with
 * its English sentence; `{}` when the token is wrong; 404 for an unknown id).
 *
 * Scenarios: `ok`; `slow` (answers after 3 s); `hang` (never answers); `5xx` (503 HTML page);
 * `429` (Retry-After: 60); `403` (HTML refusal, as X answers cloud IPs); `html` (a 200 HTML page);
 * `malformed` (truncated JSON); `empty` (`{}` for every id, X's "not found"); `parents-5xx` (posts
 * that others reply to answer 503, so a thread walk breaks after the first post).
 */
import { type FakeServer, sendHtml, sendJson, startFakeServer } from './fake-server.ts';
import { answerFailureScenario, type FailureShapes } from './post-source-scenarios.ts';
import {
  allSamplePosts,
  escapeXText,
  findSamplePost,
  legacyText,
  normalAvatarUrl,
  replyMention,
  type SampleAuthor,
  type SamplePost,
  TOMBSTONE_TEXTS,
} from './sample-posts.ts';

export interface SyndicationFakeOptions {
  port?: number;
  imageBaseUrl: string;
}

/** The same lossy arithmetic as X's embed script (see the syndication source). */
const expectedToken = (id: string) =>
  ((Number(id) / 1e15) * Math.PI).toString(36).replace(/(0+|\.)/g, '');

const codePointLength = (text: string) => Array.from(text).length;

/** Code-point [start, end) of `needle` in `text`, as X's entity indices count. */
function indicesOf(text: string, needle: string): [number, number] {
  const at = text.indexOf(needle);
  const start = codePointLength(text.slice(0, at));
  return [start, start + codePointLength(needle)];
}

function user(author: SampleAuthor, imageBaseUrl: string) {
  return {
    id_str: author.id,
    name: author.name,
    screen_name: author.screenName,
    profile_image_url_https: normalAvatarUrl(author, imageBaseUrl),
    profile_image_shape: 'Circle',
    verified: false,
    is_blue_verified: author.avatar === 'normal',
  };
}

/** The text, entities and range X sends for a post (mention, links, photo t.co). */
function textFields(sample: SamplePost) {
  const mention = replyMention(sample);
  const text = escapeXText(mention + legacyText(sample));
  const mediaStart = sample.media[0] ? indicesOf(text, sample.media[0].tco)[0] : undefined;
  // X counts display_text_range in UTF-16 units (entity indices in code points), as recorded answers
  // show: after an astral emoji the two differ.
  const utf16 = (codePoints: number) => Array.from(text).slice(0, codePoints).join('').length;
  const end = mediaStart !== undefined ? utf16(mediaStart - 1) : text.length;
  const entities: Record<string, unknown> = {};
  // X omits empty entity arrays since 2026, so only the non-empty ones are sent.
  if (sample.links.length > 0) {
    entities.urls = sample.links.map((link) => ({
      display_url: link.display,
      expanded_url: link.expanded,
      indices: indicesOf(text, link.tco),
      url: link.tco,
    }));
  }
  if (mention && sample.replyTo) {
    entities.user_mentions = [
      {
        id_str: sample.replyTo.author.id,
        indices: indicesOf(text, `@${sample.replyTo.author.screenName}`),
        name: sample.replyTo.author.name,
        screen_name: sample.replyTo.author.screenName,
      },
    ];
  }
  if (sample.media.length > 0) {
    entities.media = sample.media.map((media, index) => ({
      display_url: `pic.x.com/${media.tco.slice(-10)}`,
      expanded_url: `https://x.com/${sample.author.screenName}/status/${sample.id}/photo/${index + 1}`,
      indices: indicesOf(text, media.tco),
      url: media.tco,
    }));
  }
  return { text, display_text_range: [mention.length, end], entities };
}

function tweetBase(sample: SamplePost, imageBaseUrl: string) {
  return {
    id_str: sample.id,
    lang: sample.lang,
    created_at: sample.createdAt,
    ...textFields(sample),
    user: user(sample.author, imageBaseUrl),
    edit_control: {
      edit_tweet_ids: [sample.id],
      editable_until_msecs: String(Date.parse(sample.createdAt) + 3_600_000),
      is_edit_eligible: true,
      edits_remaining: '5',
    },
  };
}

/** A full "Tweet" answer as X sends it. */
export function syndicationTweet(sample: SamplePost, imageBaseUrl: string) {
  const body: Record<string, unknown> = {
    __typename: 'Tweet',
    ...tweetBase(sample, imageBaseUrl),
    favorite_count: sample.likes,
    conversation_count: sample.replies,
    news_action_type: 'conversation',
    possibly_sensitive: false,
    isEdited: false,
    isStaleEdit: false,
  };
  if (sample.media.length > 0) {
    const photos = sample.media.map((media) => ({
      url: `${imageBaseUrl}/media/${media.key}.jpg`,
      width: 1200,
      height: 675,
    }));
    body.mediaDetails = sample.media.map((media, index) => ({
      display_url: `pic.x.com/${media.tco.slice(-10)}`,
      expanded_url: `https://x.com/${sample.author.screenName}/status/${sample.id}/photo/${index + 1}`,
      media_url_https: photos[index]?.url,
      type: 'photo',
      url: media.tco,
      original_info: { width: 1200, height: 675 },
    }));
    body.photos = photos;
  }
  if (sample.replyTo) {
    const parent = findSamplePost(sample.replyTo.id);
    body.in_reply_to_screen_name = sample.replyTo.author.screenName;
    body.in_reply_to_status_id_str = sample.replyTo.id;
    body.in_reply_to_user_id_str = sample.replyTo.author.id;
    if (parent) {
      body.parent = {
        ...tweetBase(parent, imageBaseUrl),
        reply_count: parent.replies,
        retweet_count: 3,
        favorite_count: parent.likes,
      };
    }
  }
  if (sample.long)
    body.note_tweet = { id: Buffer.from(`NoteTweetResults:${sample.id}`).toString('base64') };
  // X's embed carries a quoted post as a TweetBase of its own, with its counts.
  const quoted = sample.quotes && findSamplePost(sample.quotes.id);
  if (quoted) {
    body.quoted_tweet = {
      ...tweetBase(quoted, imageBaseUrl),
      reply_count: quoted.replies,
      retweet_count: 3,
      favorite_count: quoted.likes,
      self_thread: { id_str: quoted.id },
    };
  }
  return body;
}

/** The tombstone X sends for an unavailable post. */
export function syndicationTombstone(sample: SamplePost) {
  const text = TOMBSTONE_TEXTS[sample.gone ?? 'deleted'];
  return {
    __typename: 'TweetTombstone',
    tombstone: {
      text: {
        text,
        entities: [
          {
            from_index: text.length - 10,
            to_index: text.length,
            ref: {
              __typename: 'TimelineUrl',
              url: 'https://help.x.com/rules-and-policies/notices-on-x',
              url_type: 'ExternalUrl',
            },
          },
        ],
        rtl: false,
      },
    },
  };
}

const isRepliedTo = (id: string) => allSamplePosts().some((sample) => sample.replyTo?.id === id);

const SYNDICATION_FAILURES: FailureShapes = {
  serverError: (response) => sendHtml(response, 503, 'Service Unavailable'),
  rateLimited: {
    body: { errors: [{ code: 88, message: 'Rate limit exceeded' }] },
    retryAfterSeconds: 60,
  },
  forbiddenTitle: 'Forbidden',
  htmlTitle: 'X',
  malformed: {
    contentType: 'application/json;charset=utf-8',
    body: '{"__typename":"Tweet","id_str":"17',
  },
};

export function startSyndicationFake({
  port,
  imageBaseUrl,
}: SyndicationFakeOptions): Promise<FakeServer> {
  return startFakeServer(
    'syndication',
    async (request, response, scenario) => {
      if (request.path !== '/tweet-result') return sendHtml(response, 404, 'Not Found');
      const id = request.query.get('id') ?? '';
      if (await answerFailureScenario(response, scenario, SYNDICATION_FAILURES)) return;
      if (scenario === 'parents-5xx' && isRepliedTo(id)) {
        return sendHtml(response, 503, 'Service Unavailable');
      }
      if (!/^\d{1,40}$/.test(id)) return sendJson(response, 400, { error: 'Invalid tweet id' });
      // Without the right token X answers an empty object, as react-tweet found in 2023.
      if (request.query.get('token') !== expectedToken(id)) return sendJson(response, 200, {});
      const sample = findSamplePost(id);
      if (!sample) {
        response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        return void response.end('');
      }
      if (sample.gone) return sendJson(response, 200, syndicationTombstone(sample));
      return sendJson(response, 200, syndicationTweet(sample, imageBaseUrl));
    },
    { port },
  );
}
