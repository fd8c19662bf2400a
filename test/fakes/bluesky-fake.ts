/**
 * Fake Bluesky AppView: `GET /xrpc/app.bsky.feed.getPostThread?uri=at://<handle or did>/app.bsky.feed.post/<rkey>`
 * answers the real recordings of test/fixtures/bluesky/ (provenance in its SOURCES.md), by handle
 * or DID, and the written self-thread of bluesky-sample-thread.ts (as deep and as high as `depth`
 * and `parentHeight` ask); the AppView's own error answers for anything else (its source:
 * getPostThread.ts). `GET /xrpc/com.atproto.repo.getRecord?repo=&collection=&rkey=` answers as the
 * AppView does for a post without a postgate: 400 `InvalidRequest` "Could not locate record".
 * Scenarios: `ok`; `error` (500); `hang`; `html` (an HTML page with 200); `logged-in-only` (the
 * author carries `!no-unauthenticated`); `not-found-post` / `blocked-post` (the thread's $type);
 * `quoting-off` (a postgate with `app.bsky.feed.postgate#disableRule`); `postgate-detached` (a
 * postgate that only detaches one quote, quoting allowed); `postgate-error` (getRecord answers
 * 500; `postgate-error:<rkey>` for that post's alone); `label-porn` (Bluesky's moderation labels the post `porn`); `author-graphic-media` (the
 * author is labelled `graphic-media`); `self-label-nudity` (the author's own `nudity` label on
 * the record); `label-negated` (a `porn` label taken back with `neg`). The long self-thread of
 * bluesky-long-thread.ts (built on a recording) is served too, with its one gated post's postgate.
 * With `imageBaseUrl`, cdn.bsky.app pictures are served by the image-host fake instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { isLongThreadPost, longThreadGated, longThreadView } from './bluesky-long-thread.ts';
import {
  findSampleThreadPost,
  isSampleThreadActor,
  sampleThreadView,
} from './bluesky-sample-thread.ts';
import {
  type FakeRequest,
  type FakeServer,
  hang,
  sendHtml,
  sendJson,
  startFakeServer,
} from './fake-server.ts';

const FIXTURES = new URL('../fixtures/bluesky/', import.meta.url);

interface Recording {
  handle: string;
  did: string;
  rkey: string;
  /** The file's JSON as text, pictures rewritten when asked. */
  body: string;
}

/** Every getPostThread recording, keyed by `<handle or did>/<rkey>`. */
export function readBlueskyRecordings(imageBaseUrl?: string): Map<string, Recording> {
  const recordings = new Map<string, Recording>();
  for (const file of readdirSync(FIXTURES).filter((name) => name.startsWith('getPostThread.'))) {
    let body = readFileSync(new URL(file, FIXTURES), 'utf8');
    if (imageBaseUrl)
      body = body.replaceAll('https://cdn.bsky.app/', `${imageBaseUrl}/profile_images/bsky/`);
    const post = JSON.parse(body).thread.post as {
      uri: string;
      author: { handle: string; did: string };
    };
    const rkey = post.uri.split('/').pop() as string;
    const recording = { handle: post.author.handle, did: post.author.did, rkey, body };
    recordings.set(`${post.author.handle}/${rkey}`, recording);
    recordings.set(`${post.author.did}/${rkey}`, recording);
  }
  return recordings;
}

/** The fixture files of this network, for tests that replay each. */
export const BLUESKY_FIXTURE_FILES = readdirSync(FIXTURES).filter((name) => name.endsWith('.json'));

const AT_URI = /^at:\/\/([^/]+)\/app\.bsky\.feed\.post\/([^/]+)$/;

/** Bluesky's own moderation service, the `src` of the labels it sets. */
const MODERATION_DID = 'did:plc:ar7c4by46qjdydhdevvrndac';

const label = (src: string, uri: string, val: string, neg = false) => ({
  ver: 1,
  src,
  uri,
  cid: 'bafyreilabel',
  val,
  ...(neg && { neg: true }),
  cts: '2026-01-01T00:00:00.000Z',
});

/** The scenario's labels put on a getPostThread answer's post (and its author). */
function applyLabels(scenario: string, post: Record<string, unknown>): void {
  const author = post.author as Record<string, unknown>;
  const record = post.record as Record<string, unknown>;
  const uri = String(post.uri);
  if (scenario === 'label-porn') post.labels = [label(MODERATION_DID, uri, 'porn')];
  if (scenario === 'label-negated') {
    post.labels = [label(MODERATION_DID, uri, 'porn'), label(MODERATION_DID, uri, 'porn', true)];
  }
  if (scenario === 'author-graphic-media') {
    author.labels = [label(MODERATION_DID, String(author.did), 'graphic-media')];
  }
  if (scenario === 'self-label-nudity') {
    record.labels = { $type: 'com.atproto.label.defs#selfLabels', values: [{ val: 'nudity' }] };
    post.labels = [label(String(author.did), uri, 'nudity')];
  }
}

/**
 * `com.atproto.repo.getRecord` for a postgate: the AppView's "Could not locate record" unless the
 * scenario gives the post one.
 */
function answerGetRecord(
  request: FakeRequest,
  response: ServerResponse,
  scenario: string,
  known: (actor: string) => boolean,
) {
  const repo = request.query.get('repo') ?? '';
  const collection = request.query.get('collection') ?? '';
  const rkey = request.query.get('rkey') ?? '';
  // `postgate-error:<rkey>`: only that post's postgate cannot be read (a later post of a thread).
  if (scenario === 'postgate-error' || scenario === `postgate-error:${rkey}`) {
    return sendJson(response, 500, {
      error: 'InternalServerError',
      message: 'Internal Server Error',
    });
  }
  if (!known(repo)) {
    return sendJson(response, 400, {
      error: 'InvalidRequest',
      message: `Could not find repo: ${repo}`,
    });
  }
  const uri = `at://${repo}/${collection}/${rkey}`;
  // The long thread's one post whose author turned quoting off has its postgate in every scenario.
  const chosen =
    collection === 'app.bsky.feed.postgate' && longThreadGated(repo, rkey)
      ? 'quoting-off'
      : scenario;
  const gated = chosen === 'quoting-off' || chosen === 'postgate-detached';
  if (collection !== 'app.bsky.feed.postgate' || !gated) {
    return sendJson(response, 400, {
      error: 'InvalidRequest',
      message: `Could not locate record: ${uri}`,
    });
  }
  return sendJson(response, 200, {
    uri,
    cid: 'bafyreipostgate',
    value: {
      $type: 'app.bsky.feed.postgate',
      createdAt: '2026-01-01T00:00:00.000Z',
      post: `at://${repo}/app.bsky.feed.post/${rkey}`,
      ...(chosen === 'quoting-off'
        ? {
            embeddingRules: [{ $type: 'app.bsky.feed.postgate#disableRule' }],
            detachedEmbeddingUris: [],
          }
        : { detachedEmbeddingUris: [`at://${repo}/app.bsky.feed.post/3lsomequote22`] }),
    },
  });
}

export function startBlueskyFake({
  port = 0,
  imageBaseUrl,
}: {
  port?: number;
  imageBaseUrl?: string;
} = {}): Promise<FakeServer> {
  const recordings = readBlueskyRecordings(imageBaseUrl);
  const known = (actor: string) =>
    actor.startsWith('did:') ||
    isSampleThreadActor(actor) ||
    [...recordings.values()].some((r) => r.handle === actor);
  /** The sample thread's answer as the recordings are: cdn.bsky.app served by the image host. */
  const withImages = (body: unknown) =>
    JSON.parse(
      imageBaseUrl
        ? JSON.stringify(body).replaceAll(
            'https://cdn.bsky.app/',
            `${imageBaseUrl}/profile_images/bsky/`,
          )
        : JSON.stringify(body),
    ) as { thread: { post: Record<string, unknown> } };
  return startFakeServer(
    'bluesky',
    (request, response, scenario) => {
      if (scenario === 'hang') return hang(response);
      if (scenario === 'error') return sendJson(response, 500, { error: 'InternalServerError' });
      if (scenario === 'html') return sendHtml(response, 200, 'Bluesky');
      if (request.path === '/xrpc/com.atproto.identity.resolveHandle') {
        return sendJson(
          response,
          200,
          JSON.parse(readFileSync(new URL('resolveHandle.bsky.app.json', FIXTURES), 'utf8')),
        );
      }
      if (request.path === '/xrpc/com.atproto.repo.getRecord') {
        return answerGetRecord(request, response, scenario, known);
      }
      if (request.path !== '/xrpc/app.bsky.feed.getPostThread') {
        return sendJson(response, 404, {
          error: 'MethodNotImplemented',
          message: 'Method Not Implemented',
        });
      }
      const uri = request.query.get('uri') ?? '';
      const match = AT_URI.exec(uri);
      if (!match)
        return sendJson(response, 400, {
          error: 'InvalidRequest',
          message: 'Error: uri must be a valid at-uri',
        });
      const [, actor = '', rkey = ''] = match;
      if (!known(actor)) {
        return sendJson(response, 400, {
          error: 'InvalidRequest',
          message: 'Unable to resolve handle',
        });
      }
      const recording = recordings.get(`${actor}/${rkey}`);
      const sample = findSampleThreadPost(actor, rkey);
      const long = isLongThreadPost(actor, rkey);
      if (!recording && !sample && !long)
        return sendJson(response, 400, { error: 'NotFound', message: `Post not found: ${uri}` });
      if (scenario === 'not-found-post' || scenario === 'blocked-post') {
        const kind = scenario === 'not-found-post' ? 'notFoundPost' : 'blockedPost';
        return sendJson(response, 200, {
          thread: {
            $type: `app.bsky.feed.defs#${kind}`,
            uri,
            notFound: kind === 'notFoundPost' ? true : undefined,
            blocked: kind === 'blockedPost' ? true : undefined,
          },
        });
      }
      // The AppView's defaults: six levels of replies, eighty of parents.
      const depth = Number(request.query.get('depth') ?? 6);
      const parentHeight = Number(request.query.get('parentHeight') ?? 80);
      const body = recording
        ? (JSON.parse(recording.body) as { thread: { post: Record<string, unknown> } })
        : withImages(
            long
              ? longThreadView(rkey, depth, parentHeight)
              : sampleThreadView(rkey, depth, parentHeight),
          );
      const post = body.thread.post;
      if (scenario === 'logged-in-only') {
        const did = String((post.author as { did: string }).did);
        (post.author as Record<string, unknown>).labels = [
          {
            src: did,
            uri: `at://${did}/app.bsky.actor.profile/self`,
            cid: 'bafyrei',
            val: '!no-unauthenticated',
            cts: '2024-01-01T00:00:00.000Z',
          },
        ];
      }
      applyLabels(scenario, post);
      return sendJson(response, 200, body);
    },
    { port },
  );
}
