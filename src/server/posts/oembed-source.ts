/**
 * X's oEmbed endpoint (`publish.twitter.com/oembed`): the last resort. It gives the text as HTML
 * and the author's handle, but no avatar, no entity offsets and no thread.
 */
import { z } from 'zod';
import { fetchUpstream, parseJsonAnswer, statusFailure } from './fetch-upstream.ts';
import {
  cleanLang,
  DEFAULT_AVATAR_URL,
  type NormalisedPost,
  type PostSource,
  SourceFailure,
} from './post-source.ts';
import { decodeHtmlEntities, tidyText } from './post-text.ts';

const oembedSchema = z.object({
  html: z.string().min(1),
  author_url: z.string(),
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

export function normaliseOembed(id: string, json: unknown): NormalisedPost {
  const parsed = oembedSchema.safeParse(json);
  if (!parsed.success) throw new SourceFailure('unexpected oEmbed shape');
  const username = handleFromAuthorUrl(parsed.data.author_url);
  if (!username) throw new SourceFailure('oEmbed author_url has no handle');
  return {
    id,
    username,
    profileImage: DEFAULT_AVATAR_URL,
    ...textFromOembedHtml(parsed.data.html),
  };
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
