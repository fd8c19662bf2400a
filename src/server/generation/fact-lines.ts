/**
 * True sentences about a post besides its words: what it links to, its photos and videos, whom it
 * quotes, answers or mentions, its hashtags, and the thread it belongs to. The embedded writer
 * uses them before any generic filler, in the post's language where we have the words for it.
 */
import type { PostFacts } from '../services.ts';

/** How a language says each fact; `n` is a count above one. */
interface FactWords {
  link(host: string, kind: 'article' | 'video' | 'post' | 'page'): string;
  links(hosts: string): string;
  media(photos: number, videos: number): string;
  quotes(handle: string): string;
  replyTo(handle: string): string;
  thread(length: number): string;
  mentions(handles: string): string;
  hashtags(tags: string): string;
  and: string;
}

const english: FactWords = {
  link: (host, kind) =>
    kind === 'post'
      ? `Links to a post on ${host}.`
      : `Links to ${kind === 'article' ? 'an article' : `a ${kind}`} on ${host}.`,
  links: (hosts) => `Links to ${hosts}.`,
  media: (photos, videos) => {
    const parts = [
      photos === 1 ? 'a photo' : photos > 1 ? `${photos} photos` : '',
      videos === 1 ? 'a video' : videos > 1 ? `${videos} videos` : '',
    ].filter(Boolean);
    return `Comes with ${parts.join(' and ')}.`;
  },
  quotes: (handle) => `Quotes a post by @${handle}.`,
  replyTo: (handle) => `A reply to @${handle}.`,
  thread: (length) => `Part of a ${length}-post thread.`,
  mentions: (handles) => `Mentions ${handles}.`,
  hashtags: (tags) => `Tagged ${tags}.`,
  and: 'and',
};

const spanish: FactWords = {
  link: (host, kind) =>
    `Enlaza a ${{ article: 'un artículo', video: 'un vídeo', post: 'una publicación', page: 'una página' }[kind]} de ${host}.`,
  links: (hosts) => `Enlaza a ${hosts}.`,
  media: (photos, videos) => {
    const parts = [
      photos === 1 ? 'una foto' : photos > 1 ? `${photos} fotos` : '',
      videos === 1 ? 'un vídeo' : videos > 1 ? `${videos} vídeos` : '',
    ].filter(Boolean);
    return `Incluye ${parts.join(' y ')}.`;
  },
  quotes: (handle) => `Cita una publicación de @${handle}.`,
  replyTo: (handle) => `Responde a @${handle}.`,
  thread: (length) => `Forma parte de un hilo de ${length} publicaciones.`,
  mentions: (handles) => `Menciona a ${handles}.`,
  hashtags: (tags) => `Con las etiquetas ${tags}.`,
  and: 'y',
};

const FACT_WORDS: Readonly<Record<string, FactWords>> = { en: english, es: spanish };

const VIDEO_HOSTS = /(?:^|\.)(?:youtube\.com|youtu\.be|vimeo\.com|twitch\.tv|tiktok\.com)$/u;
const POST_HOSTS = /(?:^|\.)(?:x\.com|twitter\.com|bsky\.app|threads\.net|mastodon\.social)$/u;
const PAGE_HOSTS =
  /(?:^|\.)(?:github\.com|gitlab\.com|wikipedia\.org|apps\.apple\.com|play\.google\.com)$/u;

function linkKind(host: string): 'article' | 'video' | 'post' | 'page' {
  if (VIDEO_HOSTS.test(host)) return 'video';
  if (POST_HOSTS.test(host)) return 'post';
  if (PAGE_HOSTS.test(host)) return 'page';
  return 'article';
}

/** "a, b and c" in the language's words. */
function list(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

const unique = (items: readonly string[] | undefined): string[] => [
  ...new Set((items ?? []).map((item) => item.trim()).filter(Boolean)),
];

/**
 * The facts as sentences, most telling first: links, media, quote, reply, thread, mentions,
 * hashtags. Empty for a language we have no words for (the card then says only what the post says).
 */
export function factLines(facts: PostFacts | undefined, language: string): string[] {
  const words = FACT_WORDS[language];
  if (!facts || !words) return [];
  const lines: string[] = [];
  const hosts = unique(facts.linkHosts?.map((host) => host.toLowerCase().replace(/^www\./u, '')));
  if (hosts.length === 1) lines.push(words.link(hosts[0]!, linkKind(hosts[0]!)));
  else if (hosts.length > 1) lines.push(words.links(list(hosts.slice(0, 3), words.and)));
  const photos = Math.max(0, Math.floor(facts.photos ?? 0));
  const videos = Math.max(0, Math.floor(facts.videos ?? 0));
  if (photos + videos > 0) lines.push(words.media(photos, videos));
  if (facts.quotes) lines.push(words.quotes(facts.quotes.replace(/^@/u, '')));
  if (facts.replyTo) lines.push(words.replyTo(facts.replyTo.replace(/^@/u, '')));
  if ((facts.threadLength ?? 0) >= 2) lines.push(words.thread(Math.floor(facts.threadLength ?? 0)));
  const mentions = unique(facts.mentions).map((handle) => `@${handle.replace(/^@/u, '')}`);
  if (mentions.length > 0) lines.push(words.mentions(list(mentions.slice(0, 3), words.and)));
  const tags = unique(facts.hashtags).map((tag) => `#${tag.replace(/^#/u, '')}`);
  if (tags.length > 0) lines.push(words.hashtags(list(tags.slice(0, 3), words.and)));
  return lines;
}
