/**
 * A Bluesky self-thread written for the tests (not recorded; real AppView wire shapes, as the
 * lexicon `app.bsky.feed.defs#threadViewPost` defines them): twelve posts by ana.example.com, the
 * first of them replying to ben.example.com, each later one replying to the one before. Ben also
 * replies to post 3, and Ana replies to post 6 a second time, after post 7 (a side note that is
 * not the thread). Post 2 carries a link facet whose label the text shortens.
 */

export const ANA = {
  did: 'did:plc:anaexamplethreadauthorzz',
  handle: 'ana.example.com',
  displayName: 'Ana Example 🧵',
};
export const BEN = {
  did: 'did:plc:benexamplerepliesauthorz',
  handle: 'ben.example.com',
  displayName: 'Ben',
};

/** The link facet's whole URL, which post 2's text shows shortened. */
export const THREAD_LINK = 'https://library.example/tools/borrowing-rules-2026';

interface SamplePost {
  rkey: string;
  author: typeof ANA;
  text: string;
  createdAt: string;
  /** The rkey of the post it replies to. */
  parent?: string;
  facets?: unknown[];
}

const rkey = (n: number) => `3lanathrd${String(n).padStart(4, '0')}`;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 16, minute)).toISOString();

const ANA_TEXTS = Array.from({ length: 12 }, (_, index) =>
  index === 1
    ? `2/12 The rules are short: library.example/tools/borr... and a card is all you need.`
    : `${index + 1}/12 Our library's tool shelf, part ${index + 1}: what we learned this week.`,
);

/** Every post of the sample, by rkey. */
export const BLUESKY_THREAD_POSTS: ReadonlyMap<string, SamplePost> = (() => {
  const posts = new Map<string, SamplePost>();
  const add = (post: SamplePost) => posts.set(post.rkey, post);
  add({
    rkey: 'ben0root00001',
    author: BEN,
    text: 'What did your library add this year?',
    createdAt: at(0),
  });
  ANA_TEXTS.forEach((text, index) => {
    const post: SamplePost = {
      rkey: rkey(index + 1),
      author: ANA,
      text,
      createdAt: at(index + 1),
      parent: index === 0 ? 'ben0root00001' : rkey(index),
    };
    if (index === 1) {
      const label = 'library.example/tools/borr...';
      const byteStart = Buffer.byteLength(text.slice(0, text.indexOf(label)));
      post.facets = [
        {
          index: { byteStart, byteEnd: byteStart + Buffer.byteLength(label) },
          features: [{ $type: 'app.bsky.richtext.facet#link', uri: THREAD_LINK }],
        },
      ];
    }
    add(post);
  });
  add({
    rkey: 'ben0reply0003',
    author: BEN,
    text: 'Part 3 is my favourite.',
    createdAt: at(3),
    parent: rkey(3),
  });
  add({
    rkey: 'ana0aside0006',
    author: ANA,
    text: 'A side note on part 6, written after part 7.',
    createdAt: at(30),
    parent: rkey(6),
  });
  return posts;
})();

/** The sample's rkey of Ana's post number `n` (1 to 12). */
export const anaPost = (n: number): string => rkey(n);

/** The texts of Ana's thread as a card shows them: the link whole. */
export const ANA_THREAD_TEXTS = ANA_TEXTS.map((text) =>
  text.replace('library.example/tools/borr...', THREAD_LINK),
);

const uriOf = (post: SamplePost) => `at://${post.author.did}/app.bsky.feed.post/${post.rkey}`;
const cidOf = (post: SamplePost) => `bafyreisample${post.rkey}`;

function postView(post: SamplePost) {
  const parent = post.parent ? BLUESKY_THREAD_POSTS.get(post.parent) : undefined;
  let root = parent;
  while (root?.parent) root = BLUESKY_THREAD_POSTS.get(root.parent);
  return {
    uri: uriOf(post),
    cid: cidOf(post),
    author: {
      did: post.author.did,
      handle: post.author.handle,
      displayName: post.author.displayName,
      avatar: `https://cdn.bsky.app/img/avatar/plain/${post.author.did}/bafkreisampleavatar`,
      labels: [],
      createdAt: '2024-01-01T00:00:00.000Z',
    },
    record: {
      $type: 'app.bsky.feed.post',
      createdAt: post.createdAt,
      langs: ['en'],
      text: post.text,
      ...(post.facets && { facets: post.facets }),
      ...(parent &&
        root && {
          reply: {
            root: { uri: uriOf(root), cid: cidOf(root) },
            parent: { uri: uriOf(parent), cid: cidOf(parent) },
          },
        }),
    },
    replyCount: [...BLUESKY_THREAD_POSTS.values()].filter((item) => item.parent === post.rkey)
      .length,
    repostCount: 0,
    likeCount: 3,
    quoteCount: 0,
    indexedAt: post.createdAt,
    labels: [],
  };
}

/**
 * getPostThread's answer for a post of the sample: its parents up to `parentHeight`, its
 * replies down to `depth`, in the lexicon's shape. The lexicon promises no order of replies;
 * this fake lists the newest first, so a reader must choose among them by time.
 */
export function sampleThreadView(key: string, depth: number, parentHeight: number): unknown {
  const post = BLUESKY_THREAD_POSTS.get(key);
  if (!post) return undefined;
  const parentOf = (item: SamplePost, height: number): unknown => {
    const parent = item.parent ? BLUESKY_THREAD_POSTS.get(item.parent) : undefined;
    if (!parent || height <= 0) return undefined;
    const up = parentOf(parent, height - 1);
    return {
      $type: 'app.bsky.feed.defs#threadViewPost',
      post: postView(parent),
      ...(up !== undefined && { parent: up }),
    };
  };
  const below = (item: SamplePost, levels: number): unknown => ({
    $type: 'app.bsky.feed.defs#threadViewPost',
    post: postView(item),
    replies:
      levels > 0
        ? [...BLUESKY_THREAD_POSTS.values()]
            .filter((reply) => reply.parent === item.rkey)
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .map((reply) => below(reply, levels - 1))
        : [],
  });
  const parent = parentOf(post, parentHeight);
  return {
    thread: {
      ...(below(post, depth) as object),
      ...(parent !== undefined && { parent }),
    },
  };
}

/** The sample post a getPostThread `at://<handle or did>/app.bsky.feed.post/<rkey>` names. */
export function findSampleThreadPost(actor: string, key: string): SamplePost | undefined {
  const post = BLUESKY_THREAD_POSTS.get(key);
  return post && (post.author.did === actor || post.author.handle === actor) ? post : undefined;
}

/** Whether `actor` is one of the sample's authors (for resolving a handle or a repo). */
export const isSampleThreadActor = (actor: string): boolean =>
  [ANA, BEN].some((author) => author.did === actor || author.handle === actor);
