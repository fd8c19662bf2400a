/**
 * True sentences about a post besides its words: what it links to, its photos and videos, whom it
 * quotes, answers or mentions, its hashtags, and the thread it belongs to. The embedded writer
 * uses them before any generic filler, in the post's language where we have the words for it.
 */
import type { PostFacts } from '#core/index.ts';

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
  /** The source gave only the opening of a long post (X's syndication cuts long posts short). */
  truncated: string;
  /** A link with its preview's title (Bluesky's and Mastodon's link cards); optional per language. */
  titledLink?(title: string, host: string): string;
  /** What a picture shows, in its author's alt text; optional per language. */
  pictureShows?(alt: string, many: boolean): string;
  /** A poll and its options; optional per language. */
  poll?(options: readonly string[]): string;
  /** The word between the last two items of a list, with its spaces (" and ", "と"). */
  and: string;
  /** Between the other items; ", " unless the language has its own mark. */
  comma?: string;
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
  titledLink: (title, host) => `Links to “${title}” on ${host}.`,
  pictureShows: (alt, many) => `${many ? 'One picture' : 'The picture'} shows ${alt}.`,
  poll: (options) => `Runs a poll: ${either(options, ' or ')}.`,
  truncated: 'A long post; only its opening could be read.',
  and: ' and ',
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
  titledLink: (title, host) => `Enlaza a «${title}» en ${host}.`,
  pictureShows: (alt, many) => `${many ? 'Una imagen' : 'La imagen'} muestra ${alt}.`,
  poll: (options) => `Hace una encuesta: ${either(options, ' o ')}.`,
  truncated: 'Una publicación larga; solo se pudo leer su comienzo.',
  and: ' y ',
};

/** Alternatives: "a, b or c". */
const either = (items: readonly string[], or: string): string =>
  `${items.slice(0, -1).join(', ')}${or}${items.at(-1)}`;

/** "a photo", "2 photos": the count and the singular or plural word. */
const count = (n: number, one: string, many: string, article: string): string =>
  n === 1 ? `${article} ${one}` : `${n} ${many}`;

/** Photos and videos joined by the language's "and"; empty parts left out. */
function mediaParts(
  photos: number,
  videos: number,
  photo: (n: number) => string,
  video: (n: number) => string,
  and: string,
): string {
  return [photos > 0 ? photo(photos) : '', videos > 0 ? video(videos) : '']
    .filter(Boolean)
    .join(and);
}

const french: FactWords = {
  link: (host, kind) =>
    `Renvoie vers ${{ article: 'un article', video: 'une vidéo', post: 'une publication', page: 'une page' }[kind]} sur ${host}.`,
  links: (hosts) => `Renvoie vers ${hosts}.`,
  media: (photos, videos) =>
    `Avec ${mediaParts(
      photos,
      videos,
      (n) => count(n, 'photo', 'photos', 'une'),
      (n) => count(n, 'vidéo', 'vidéos', 'une'),
      ' et ',
    )}.`,
  quotes: (handle) => `Cite une publication de @${handle}.`,
  replyTo: (handle) => `Répond à @${handle}.`,
  thread: (length) => `Fait partie d’un fil de ${length} publications.`,
  mentions: (handles) => `Mentionne ${handles}.`,
  hashtags: (tags) => `Avec les hashtags ${tags}.`,
  truncated: 'Une longue publication ; seul son début a pu être lu.',
  and: ' et ',
};

const german: FactWords = {
  link: (host, kind) =>
    `Verlinkt ${{ article: 'einen Artikel', video: 'ein Video', post: 'einen Beitrag', page: 'eine Seite' }[kind]} auf ${host}.`,
  links: (hosts) => `Verlinkt ${hosts}.`,
  media: (photos, videos) =>
    `Mit ${mediaParts(
      photos,
      videos,
      (n) => count(n, 'Foto', 'Fotos', 'einem'),
      (n) => count(n, 'Video', 'Videos', 'einem'),
      ' und ',
    )}.`,
  quotes: (handle) => `Zitiert einen Beitrag von @${handle}.`,
  replyTo: (handle) => `Eine Antwort an @${handle}.`,
  thread: (length) => `Teil eines Threads aus ${length} Beiträgen.`,
  mentions: (handles) => `Erwähnt ${handles}.`,
  hashtags: (tags) => `Mit den Hashtags ${tags}.`,
  truncated: 'Ein langer Beitrag; nur sein Anfang war lesbar.',
  and: ' und ',
};

const portuguese: FactWords = {
  link: (host, kind) =>
    `Leva a ${{ article: 'um artigo', video: 'um vídeo', post: 'uma publicação', page: 'uma página' }[kind]} em ${host}.`,
  links: (hosts) => `Leva a ${hosts}.`,
  media: (photos, videos) =>
    `Inclui ${mediaParts(
      photos,
      videos,
      (n) => count(n, 'foto', 'fotos', 'uma'),
      (n) => count(n, 'vídeo', 'vídeos', 'um'),
      ' e ',
    )}.`,
  quotes: (handle) => `Cita uma publicação de @${handle}.`,
  replyTo: (handle) => `Responde a @${handle}.`,
  thread: (length) => `Parte de um fio de ${length} publicações.`,
  mentions: (handles) => `Menciona ${handles}.`,
  hashtags: (tags) => `Com as hashtags ${tags}.`,
  truncated: 'Uma publicação longa; só foi possível ler o início.',
  and: ' e ',
};

const italian: FactWords = {
  link: (host, kind) =>
    `Rimanda a ${{ article: 'un articolo', video: 'un video', post: 'un post', page: 'una pagina' }[kind]} su ${host}.`,
  links: (hosts) => `Rimanda a ${hosts}.`,
  media: (photos, videos) =>
    `Con ${mediaParts(
      photos,
      videos,
      (n) => count(n, 'foto', 'foto', 'una'),
      (n) => count(n, 'video', 'video', 'un'),
      ' e ',
    )}.`,
  quotes: (handle) => `Cita un post di @${handle}.`,
  replyTo: (handle) => `Risponde a @${handle}.`,
  thread: (length) => `Parte di un thread di ${length} post.`,
  mentions: (handles) => `Menziona ${handles}.`,
  hashtags: (tags) => `Con gli hashtag ${tags}.`,
  truncated: 'Un post lungo; se ne è potuto leggere solo l’inizio.',
  and: ' e ',
};

const japanese: FactWords = {
  link: (host, kind) =>
    `${host}の${{ article: '記事', video: '動画', post: '投稿', page: 'ページ' }[kind]}へのリンクがあります。`,
  links: (hosts) => `${hosts}へのリンクがあります。`,
  media: (photos, videos) =>
    `${mediaParts(
      photos,
      videos,
      (n) => `写真${n}枚`,
      (n) => `動画${n}本`,
      'と',
    )}が付いています。`,
  quotes: (handle) => `@${handle}の投稿を引用しています。`,
  replyTo: (handle) => `@${handle}への返信です。`,
  thread: (length) => `${length}件のスレッドの一部です。`,
  mentions: (handles) => `${handles}に言及しています。`,
  hashtags: (tags) => `ハッシュタグ: ${tags}。`,
  truncated: '長い投稿のため、冒頭だけを読みました。',
  and: 'と',
  comma: '、',
};

const FACT_WORDS: Readonly<Record<string, FactWords>> = {
  en: english,
  es: spanish,
  fr: french,
  de: german,
  pt: portuguese,
  it: italian,
  ja: japanese,
};

const VIDEO_HOSTS = /(?:^|\.)(?:youtube\.com|youtu\.be|vimeo\.com|twitch\.tv|tiktok\.com)$/u;
const PAGE_HOSTS =
  /(?:^|\.)(?:github\.com|gitlab\.com|wikipedia\.org|apps\.apple\.com|play\.google\.com)$/u;

/** Social networks: a link there that is not a post (a profile, a live page) is a page. */
const SOCIAL_HOSTS = /(?:^|\.)(?:x\.com|twitter\.com|bsky\.app|threads\.net|mastodon\.social)$/u;

/** A link is called a post only when its source said so (its path is a post's). */
function linkKind(
  host: string,
  postHosts: ReadonlySet<string>,
): 'article' | 'video' | 'post' | 'page' {
  if (postHosts.has(host)) return 'post';
  if (VIDEO_HOSTS.test(host)) return 'video';
  if (SOCIAL_HOSTS.test(host) || PAGE_HOSTS.test(host)) return 'page';
  return 'article';
}

/** "a, b and c" in the language's words. */
function list(items: readonly string[], words: FactWords): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(words.comma ?? ', ')}${words.and}${items.at(-1)}`;
}

const unique = (items: readonly string[] | undefined): string[] => [
  ...new Set((items ?? []).map((item) => item.trim()).filter(Boolean)),
];

/**
 * The facts as sentences, most telling first: links, media, quote, reply, thread, mentions,
 * hashtags. Empty for a language we have no words for (the card then says only what the post says).
 */
/** At most `max` characters of one line of a source's field, cut at a word, without end marks. */
function clip(text: string, max: number): string {
  const line = text
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[.!?。…]+$/u, '');
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/u, '')}…`;
}

/** "A cat on a keyboard" → "a cat on a keyboard", but not "NASA", "iPhone" or "I". */
const lowerFirst = (text: string): string =>
  /^(?!I\b)\p{Lu}(?:\p{Ll}|\s)/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

export function factLines(facts: PostFacts | undefined, language: string): string[] {
  const words = FACT_WORDS[language];
  if (!facts || !words) return [];
  const lines: string[] = [];
  const bare = (host: string) => host.toLowerCase().replace(/^www\./u, '');
  const hosts = unique(facts.linkHosts?.map(bare));
  const postHosts = new Set(facts.postLinkHosts?.map(bare));
  const title = facts.linkCard?.title ? clip(facts.linkCard.title, 100) : '';
  const cardHost = facts.linkCard?.host ? bare(facts.linkCard.host) : undefined;
  if (hosts.length === 1 && title && words.titledLink && cardHost === hosts[0]) {
    lines.push(words.titledLink(title, hosts[0]!));
  } else if (hosts.length === 1) lines.push(words.link(hosts[0]!, linkKind(hosts[0]!, postHosts)));
  else if (hosts.length > 1) lines.push(words.links(list(hosts.slice(0, 3), words)));
  const photos = Math.max(0, Math.floor(facts.photos ?? 0));
  const videos = Math.max(0, Math.floor(facts.videos ?? 0));
  if (photos + videos > 0) lines.push(words.media(photos, videos));
  const alt = facts.photoAlts?.[0] ? clip(facts.photoAlts[0], 120) : '';
  if (alt && words.pictureShows) {
    lines.push(words.pictureShows(lowerFirst(alt), (facts.photos ?? 1) > 1));
  }
  const options = (facts.pollOptions ?? []).slice(0, 4).map((option) => clip(option, 40));
  if (options.length >= 2 && words.poll) lines.push(words.poll(options));
  if (facts.quotes) lines.push(words.quotes(facts.quotes.replace(/^@/u, '')));
  if (facts.replyTo) lines.push(words.replyTo(facts.replyTo.replace(/^@/u, '')));
  if ((facts.threadLength ?? 0) >= 2) lines.push(words.thread(Math.floor(facts.threadLength ?? 0)));
  const mentions = unique(facts.mentions).map((handle) => `@${handle.replace(/^@/u, '')}`);
  if (mentions.length > 0) lines.push(words.mentions(list(mentions.slice(0, 3), words)));
  const tags = unique(facts.hashtags).map((tag) => `#${tag.replace(/^#/u, '')}`);
  if (tags.length > 0) lines.push(words.hashtags(list(tags.slice(0, 3), words)));
  if (facts.truncated) lines.push(words.truncated);
  return lines;
}
