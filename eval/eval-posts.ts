/**
 * What `npm run eval` reads: the recorded real posts the tests hold (X: test/fixtures/x-responses;
 * Bluesky and Mastodon: test/fixtures/bluesky and mastodon; provenance in each SOURCES.md), read
 * by the server's own readers, and a few pasted texts in the languages the writer knows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NetworkId, PostFacts } from '#core/index.ts';
import { normaliseBlueskyPost, postSchema } from '#server/posts/bluesky-post.ts';
import { readFxAnswer } from '#server/posts/fxtwitter-source.ts';
import { normaliseStatus } from '#server/posts/mastodon-status.ts';
import { normaliseOembed } from '#server/posts/oembed-source.ts';
import type { NormalisedPost } from '#server/posts/post-source.ts';
import {
  normaliseSyndicationTweet,
  readSyndicationAnswer,
} from '#server/posts/syndication-source.ts';
import type { FetchedPost } from '#server/services.ts';
import { writerText } from '#server/writing/written-thread.ts';

/** A post (or a pasted text) as the card's writer reads it. */
export interface EvalPost {
  /** `x:<id>`, `bluesky:<handle>/<key>`, `mastodon:<id>` or `pasted:<name>`. */
  id: string;
  network: NetworkId | 'pasted';
  /** The words the writer reads: the post, its content warning, the post it quotes. */
  text: string;
  lang?: string;
  facts?: PostFacts;
  displayName: string;
  username: string;
  quote?: { username: string; text: string };
}

const FIXTURES = fileURLToPath(new URL('../test/fixtures/', import.meta.url));

/** The server's summary route reads a post so: its words, content warning, quoted post, alt text. */
const readable = (post: FetchedPost): string => writerText({ ...post, text: post.tweetText });

function fromFetched(id: string, post: FetchedPost): EvalPost {
  return {
    id,
    network: post.network,
    text: readable(post),
    ...(post.lang && { lang: post.lang }),
    ...(post.facts && { facts: post.facts }),
    displayName: post.displayName,
    username: post.username,
    ...(post.quote && { quote: post.quote }),
  };
}

const files = (folder: string, pattern: RegExp) =>
  readdirSync(`${FIXTURES}${folder}`)
    .filter((name) => pattern.test(name))
    .sort();

function blueskyPosts(): EvalPost[] {
  return files('bluesky', /^getPostThread\..+\.json$/).map((name) => {
    const json = JSON.parse(readFileSync(`${FIXTURES}bluesky/${name}`, 'utf8'));
    const key = name.replace(/^getPostThread\.(.+)\.([^.]+)\.json$/, '$2');
    const post = normaliseBlueskyPost(postSchema.parse(json.thread.post), key);
    return fromFetched(`bluesky:${post.username}/${key}`, post);
  });
}

function mastodonPosts(): EvalPost[] {
  return files('mastodon', /^status\.\d+\.json$/).flatMap((name) => {
    const id = name.replace(/^status\.(\d+)\.json$/, '$1');
    const json = JSON.parse(readFileSync(`${FIXTURES}mastodon/${name}`, 'utf8'));
    try {
      return [
        fromFetched(
          `mastodon:${id}`,
          normaliseStatus(json, 'http://localhost:3000', 'localhost:3000', id),
        ),
      ];
    } catch {
      return []; // A recording the server itself refuses (a mismatched id) is no post to write.
    }
  });
}

/** A post as an X source reads it, as the post service hands it on (the handle for no name). */
function fromNormalised(post: NormalisedPost): FetchedPost {
  return {
    ...post,
    network: 'x',
    displayName: post.displayName ?? post.username,
    tweetText: post.text,
  };
}

/**
 * X's recorded answers (routes.json: syndication, then FxTwitter's other posts, then oEmbed's),
 * each read by the server's own reader of that source: the post's words, its author's names, the
 * post it quotes. Tombstones and answers the server refuses are no post to write.
 */
function xPosts(): EvalPost[] {
  const root = `${FIXTURES}x-responses/`;
  const routes = JSON.parse(readFileSync(`${root}routes.json`, 'utf8')) as Record<
    string,
    Record<string, { file?: string }>
  >;
  const json = (file: string): unknown => JSON.parse(readFileSync(`${root}${file}`, 'utf8'));
  const read = (reader: () => NormalisedPost | undefined): NormalisedPost[] => {
    try {
      const post = reader();
      return post ? [post] : [];
    } catch {
      return [];
    }
  };
  const posts: NormalisedPost[] = [];
  for (const [, route] of Object.entries(routes.syndication ?? {})) {
    const file = route.file;
    if (!file) continue;
    posts.push(
      ...read(() => {
        const answer = readSyndicationAnswer(json(file));
        return answer.kind === 'tweet' ? normaliseSyndicationTweet(answer.tweet) : undefined;
      }),
    );
  }
  for (const route of Object.values(routes.fxtwitter ?? {})) {
    const file = route.file;
    if (!file) continue;
    for (const post of read(() => {
      const outcome = readFxAnswer(200, json(file), false);
      return outcome.kind === 'found' ? outcome.post : undefined;
    })) {
      // FxTwitter's post 20 is syndication's post 20 again.
      if (!posts.some((known) => known.id === post.id)) posts.push(post);
    }
  }
  for (const [id, route] of Object.entries(routes.oembed ?? {})) {
    const file = route.file;
    if (file?.endsWith('.json')) posts.push(...read(() => normaliseOembed(id, json(file))));
  }
  return posts.map((post) => fromFetched(`x:${post.id}`, fromNormalised(post)));
}

/** Pasted texts: news with figures and names, in English and the languages the writer knows. */
export const PASTED_TEXTS: ReadonlyArray<{ name: string; lang: string; text: string }> = [
  {
    name: 'pub-quiz-en',
    lang: 'en',
    text: 'Our pub quiz night was packed! The kitchen ran out of fish and chips by eight, so the mushy peas were the star of the evening. The winning team, The Quizzly Bears, took home the trophy for the third time this year. Next quiz is on the first Friday of March.',
  },
  {
    name: 'library-ja',
    lang: 'ja',
    text: '市内に新しい図書館が三つ来月オープンします。どの図書館にも工作スペースと無料の自習室があり、平日は夜10時まで開館します。',
  },
  {
    name: 'transit-es',
    lang: 'es',
    text: 'El ayuntamiento aprobó ayer el nuevo plan de transporte. Habrá cuarenta autobuses eléctricos más antes de 2027 y el billete sencillo bajará a un euro. La primera línea nueva unirá el hospital con la estación.',
  },
  {
    name: 'festival-de',
    lang: 'de',
    text: 'Das Stadtfest war ein voller Erfolg: Rund zwölftausend Menschen kamen am Wochenende in die Altstadt. Die Feuerwehr meldete keine größeren Einsätze. Im nächsten Jahr soll das Fest einen Tag länger dauern.',
  },
  {
    name: 'museum-fr',
    lang: 'fr',
    text: 'Le musée de la ville rouvre ses portes après deux ans de travaux. La nouvelle aile présente des cartes anciennes du port. L’entrée reste gratuite pour les enfants de moins de douze ans.',
  },
];

function pastedPosts(): EvalPost[] {
  return PASTED_TEXTS.map(({ name, lang, text }) => ({
    id: `pasted:${name}`,
    network: 'pasted',
    text,
    lang,
    displayName: '',
    username: '',
  }));
}

/** Every post the eval reads, the networks taking turns so that a short EVAL_LIMIT reads them all. */
export function evalPosts(): EvalPost[] {
  const lists = [xPosts(), blueskyPosts(), mastodonPosts(), pastedPosts()].map((list) =>
    list.filter((post) => post.text.trim() !== ''),
  );
  const longest = Math.max(...lists.map((list) => list.length));
  const posts: EvalPost[] = [];
  for (let index = 0; index < longest; index++) {
    for (const list of lists) {
      const post = list[index];
      if (post) posts.push(post);
    }
  }
  return posts;
}
