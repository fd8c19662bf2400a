/**
 * The recorded X answers of test/fixtures/x-responses (provenance: its SOURCES.md) read into what
 * the embedded writer is given: the post's text, language and facts. A small reader for tests and
 * the writer's sample page, not the post sources themselves: it reads the same fields they do.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PostFacts } from '#server/services.ts';

export interface RecordedPost {
  /** The fixture file, relative to test/fixtures/x-responses. */
  file: string;
  /** The post's id at x.com. */
  id: string;
  text: string;
  lang?: string;
  facts: PostFacts;
}

const ROOT = fileURLToPath(new URL('./fixtures/x-responses/', import.meta.url));

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`${ROOT}${file}`, 'utf8')) as Record<string, unknown>;

/** `&amp;` and friends, as X sends them in text. */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&mdash;/g, '—')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

const hostOf = (url: string): string | undefined => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
};

/** Only the facts that are there: an empty list or a zero says nothing. */
function compact(facts: PostFacts): PostFacts {
  return Object.fromEntries(
    Object.entries(facts).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined && value !== 0,
    ),
  ) as PostFacts;
}

interface SyndicationEntity {
  url?: string;
  expanded_url?: string;
  screen_name?: string;
  text?: string;
  indices?: [number, number];
}

/** X's syndication answer (`/tweet-result`). */
function fromSyndication(file: string, id: string): RecordedPost | undefined {
  const body = readJson(file) as {
    text?: string;
    lang?: string;
    display_text_range?: [number, number];
    entities?: Record<string, SyndicationEntity[] | undefined>;
    photos?: unknown[];
    video?: unknown;
    mediaDetails?: { type?: string }[];
    quoted_tweet?: { user?: { screen_name?: string } };
    in_reply_to_screen_name?: string;
    parent?: { user?: { screen_name?: string } };
    /** A long post: `text` is its opening only. */
    note_tweet?: unknown;
  };
  if (typeof body.text !== 'string') return undefined;
  const list = (key: string): SyndicationEntity[] =>
    Array.isArray(body.entities?.[key]) ? (body.entities?.[key] ?? []) : [];
  let text = body.text;
  const links: string[] = [];
  for (const url of list('urls')) {
    if (!url.url || !url.expanded_url) continue;
    text = text.replace(url.url, url.expanded_url);
    links.push(url.expanded_url);
  }
  // What is left of t.co links are the media's own links: the photos say it.
  const start = body.display_text_range?.[0] ?? 0;
  text = decodeEntities(text.replace(/\s*https?:\/\/t\.co\/\w+/g, '')).trim();
  // A reply's leading @handles are outside its display range: not part of what it says.
  if (start > 0) text = text.replace(/^(?:@\w{1,15}\s*)+/u, '');
  const replyTo = body.in_reply_to_screen_name ?? body.parent?.user?.screen_name;
  const types = (body.mediaDetails ?? []).map((media) => media.type);
  return {
    file,
    id,
    text,
    ...(body.lang && { lang: body.lang }),
    facts: compact({
      linkHosts: links.map(hostOf).filter((host): host is string => !!host),
      photos: types.filter((type) => type === 'photo').length || (body.photos?.length ?? 0),
      videos: types.filter((type) => type === 'video' || type === 'animated_gif').length,
      mentions: list('user_mentions')
        .filter((mention) => (mention.indices?.[0] ?? start) >= start)
        .map((mention) => mention.screen_name ?? '')
        .filter(Boolean),
      hashtags: list('hashtags').map((tag) => tag.text ?? ''),
      quotes: body.quoted_tweet?.user?.screen_name,
      replyTo,
      truncated: body.note_tweet ? true : undefined,
    }),
  };
}

interface FxStatus {
  id?: string;
  text?: string;
  lang?: string;
  media?: { photos?: unknown[]; videos?: unknown[] };
  quote?: { author?: { screen_name?: string } } | null;
  replying_to?: { screen_name?: string } | null;
  raw_text?: { facets?: { type?: string; replacement?: string; original?: string }[] };
}

/** FxTwitter's v2 answer (`/2/status/{id}` or `/2/thread/{id}`). */
function fromFxTwitter(file: string): RecordedPost | undefined {
  const body = readJson(file) as { status?: FxStatus | null; thread?: FxStatus[] | null };
  const status = body.status;
  if (!status || typeof status.text !== 'string') return undefined;
  const links = (status.raw_text?.facets ?? [])
    .filter((facet) => facet.type === 'url')
    .map((facet) => facet.replacement ?? facet.original ?? '');
  const thread = body.thread ?? [];
  return {
    file,
    id: status.id ?? '',
    text: status.text,
    ...(status.lang && { lang: status.lang }),
    facts: compact({
      linkHosts: links.map(hostOf).filter((host): host is string => !!host),
      photos: status.media?.photos?.length ?? 0,
      videos: status.media?.videos?.length ?? 0,
      quotes: status.quote?.author?.screen_name,
      threadLength: thread.length > 1 ? thread.length : undefined,
    }),
  };
}

/**
 * X's oEmbed answer: the post is the `<p>` of its HTML. Its pic.twitter.com link may be a photo or
 * a video, and its t.co links name no target, so only hashtags are facts here, and whether the
 * post was cut short (as the oEmbed source reads it).
 */
function fromOEmbed(file: string, id: string): RecordedPost | undefined {
  const body = readJson(file) as { html?: string };
  const paragraph = body.html?.match(/<p([^>]*)>([\s\S]*?)<\/p>/);
  if (!paragraph) return undefined;
  const lang = paragraph[1]?.match(/lang="([^"]+)"/)?.[1];
  const html = paragraph[2] ?? '';
  const hashtags = [...html.matchAll(/>#([\p{L}\p{N}_]+)</gu)].map((match) => match[1] ?? '');
  const text = decodeEntities(
    html
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/\s*<a [^>]*>pic\.[^<]*<\/a>/g, '')
      .replace(/<[^>]+>/g, ''),
  ).trim();
  // A long post comes back cut, ending in "…" (the oEmbed source marks it truncated).
  const truncated = text.endsWith('…') || undefined;
  return { file, id, text, ...(lang && { lang }), facts: compact({ hashtags, truncated }) };
}

/** Every recorded post that has text, in the order routes.json lists them. */
export function recordedPosts(): RecordedPost[] {
  const routes = readJson('routes.json') as Record<string, Record<string, { file?: string }>>;
  const posts: RecordedPost[] = [];
  for (const [id, route] of Object.entries(routes.syndication ?? {})) {
    const post = route.file ? fromSyndication(route.file, id) : undefined;
    if (post) posts.push(post);
  }
  for (const route of Object.values(routes.fxtwitter ?? {})) {
    const post = route.file ? fromFxTwitter(route.file) : undefined;
    // FxTwitter's post 20 is syndication's post 20 again.
    if (post && !posts.some((known) => known.id === post.id)) posts.push(post);
  }
  for (const [id, route] of Object.entries(routes.oembed ?? {})) {
    const post = route.file?.endsWith('.json') ? fromOEmbed(route.file, id) : undefined;
    if (post) posts.push(post);
  }
  return posts;
}

/** A 300-character link, as long as X lets a pasted link be. */
export const LONG_LINK =
  `https://example.org/community/2026/11/neighbourhood-meeting-notes?${'section=transport-and-parking&'.repeat(8)}ref=newsletter-november-edition-for-members-only&lang=en`.slice(
    0,
    300,
  );

/**
 * A 3,900-character text with the long link in its middle (issue 14, item 9): the thread must
 * carry the link whole and never break the sentence around or after it.
 */
export function longTextWithLink(): string {
  const paragraphs = [
    'Our neighbourhood association met on Tuesday to talk about the new bus route, the parking rules and the summer festival.',
    'More than eighty people came, which is twice as many as last year, and the hall ran out of chairs before the first speaker began.',
    'The city presented two versions of the bus route and asked for comments before the end of the month.',
    'Most people preferred the version that stops near the school, because children could walk less than five minutes to a stop.',
    'Shop owners worried that the new parking rules would keep customers away from the high street during the day.',
    'The council promised to count visitors for three months and to change the rules again if the numbers fall.',
    `The full minutes, with every comment and the maps of both routes, are online. Read it at ${LONG_LINK} before the next meeting.`,
    'We changed the meeting day from Tuesday to Thursday, so that people who work late shifts can come as well.',
    'The summer festival will take place in the park again, with music, food stands and a market for local makers.',
    'Volunteers are needed for setting up the stands, selling tickets and cleaning the park after the festival ends.',
    'The treasurer reported that the association has enough money for the festival, but not yet for new benches.',
    'A group of students offered to build the benches themselves if the association pays for the wood and paint.',
    'Several members asked for better lighting on the path between the station and the library.',
    'The city said that new lamps are planned for next spring, and that the path will be repaired at the same time.',
  ];
  let text = '';
  for (let round = 0; text.length < 3_900; round++) {
    for (const paragraph of paragraphs) {
      if (round > 0 && paragraph.includes(LONG_LINK)) continue;
      const next = `${text}${text ? '\n\n' : ''}${paragraph}`;
      if (next.length > 3_900) return text;
      text = next;
    }
  }
  return text;
}
