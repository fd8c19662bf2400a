/**
 * X's oEmbed endpoint (`publish.twitter.com/oembed`, which now answers 301 to `publish.x.com`):
 * the last resort. It gives the text as HTML, the author's name and handle (from `author_url`),
 * and the post's time only through its snowflake id, but no avatar, no entity offsets, no
 * expanded links (t.co only) and no thread. A deleted post is 404
 * (`text/html`); a protected one is "Sorry, you are not authorized to see this status.". A long
 * (note) post comes back cut, ending in "…" just before the media link: it is reported truncated.
 */
import { z } from 'zod';
import { cleanDisplayName } from './display-name.ts';
import { fetchUpstream, parseJsonAnswer, statusFailure } from './fetch-upstream.ts';
import { buildFacts, linkHost } from './post-facts.ts';
import {
  cleanLang,
  DEFAULT_AVATAR_URL,
  type NormalisedPost,
  type PostSource,
  SourceFailure,
  snowflakeTime,
} from './post-source.ts';
import { decodeHtmlEntities, tidyText } from './post-text.ts';

const oembedSchema = z.object({
  html: z.string().min(1),
  author_url: z.string(),
  // The display name; an odd one costs the name, never the post.
  author_name: z.string().nullish().catch(null),
});

/** What X says (as JSON) for a protected account's post. */
const NOT_AUTHORIZED = /not authorized to see this status/i;

/** The handle out of `https://twitter.com/<handle>` (or x.com). */
function handleFromAuthorUrl(authorUrl: string): string | undefined {
  const match = /^https?:\/\/(?:www\.|mobile\.)?(?:twitter|x)\.com\/([A-Za-z0-9_]{1,15})\/?$/i.exec(
    authorUrl,
  );
  return match?.[1];
}

/**
 * The post's plain text out of the embed HTML: the first `<p>` of the blockquote, with line
 * breaks kept, photo links (`pic.twitter.com/...`) dropped, tags removed and entities decoded once.
 */
export function textFromOembedHtml(html: string): { text: string; lang?: string } {
  const paragraph = /<p\b([^>]*)>([\s\S]*?)<\/p>/i.exec(html);
  if (!paragraph) throw new SourceFailure('embed HTML has no paragraph');
  const attributes = paragraph[1] ?? '';
  const inner = (paragraph[2] ?? '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<a\b[^>]*>\s*(?:https?:\/\/)?pic\.(?:twitter|x)\.com\/[^<]*<\/a>/gi, '')
    .replace(/<[^>]+>/g, '');
  const lang = cleanLang(/\blang="([^"]*)"/i.exec(attributes)?.[1]);
  const text = tidyText(decodeHtmlEntities(inner));
  return lang ? { text, lang } : { text };
}

/**
 * Hosts of the links in the embed HTML. Every href is a t.co stand-in, so only a link whose
 * words show its target (`example.com/path…`) tells where it leads.
 */
function linkHostsFromOembedHtml(html: string): string[] {
  const hosts: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*>([^<]*)<\/a>/gi)) {
    const words = decodeHtmlEntities(match[1] ?? '').trim();
    if (!/^(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#]|…|$)/i.test(words)) continue;
    const host = linkHost(/^https?:/i.test(words) ? words : `https://${words}`);
    if (host && !/^pic\.(?:twitter|x)\.com$/.test(host) && !hosts.includes(host)) hosts.push(host);
  }
  return hosts;
}

export function normaliseOembed(id: string, json: unknown): NormalisedPost {
  const parsed = oembedSchema.safeParse(json);
  if (!parsed.success) throw new SourceFailure('unexpected oEmbed shape');
  const username = handleFromAuthorUrl(parsed.data.author_url);
  if (!username) throw new SourceFailure('oEmbed author_url has no handle');
  const { text, lang } = textFromOembedHtml(parsed.data.html);
  const post: NormalisedPost = { id, username, profileImage: DEFAULT_AVATAR_URL, text };
  const displayName = cleanDisplayName(parsed.data.author_name);
  if (displayName) post.displayName = displayName;
  // The embed shows only the day; the id itself holds the time to the millisecond.
  const createdAt = snowflakeTime(id);
  if (createdAt) post.createdAt = createdAt;
  if (lang) post.lang = lang;
  // X cuts a long post and ends it with "…" (recorded: oembed/2102808325742322002.json).
  if (text.endsWith('…')) post.truncated = true;
  const facts = buildFacts(text);
  const hosts = [...(facts.linkHosts ?? []), ...linkHostsFromOembedHtml(parsed.data.html)];
  if (hosts.length > 0) facts.linkHosts = [...new Set(hosts)];
  if (Object.keys(facts).length > 0) post.facts = facts;
  return post;
}

export function createOembedSource(baseUrl: string): PostSource {
  return {
    name: 'oembed',
    async fetchPost(id, _options, { timeoutMs }) {
      // Any handle works in the post URL; X resolves the post by its id.
      const postUrl = `https://twitter.com/i/status/${id}`;
      const query = new URLSearchParams({ url: postUrl, omit_script: '1', dnt: 'true' });
      const answer = await fetchUpstream(`${baseUrl}/oembed?${query}`, { timeoutMs });
      if (answer.status === 404) return { kind: 'gone', reason: 'notFound' };
      if (answer.status === 403 && NOT_AUTHORIZED.test(answer.text)) {
        return { kind: 'gone', reason: 'private' };
      }
      if (answer.status !== 200) throw statusFailure(answer);
      const post = normaliseOembed(id, parseJsonAnswer(answer));
      return { kind: 'found', post, thread: [post] };
    },
  };
}
