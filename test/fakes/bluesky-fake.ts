/**
 * Fake Bluesky AppView: `GET /xrpc/app.bsky.feed.getPostThread?uri=at://<handle or did>/app.bsky.feed.post/<rkey>`
 * answers the real recordings of test/fixtures/bluesky/ (provenance in its SOURCES.md), by handle
 * or DID, and the AppView's own error answers for anything else (its source: getPostThread.ts).
 * Scenarios: `ok`; `error` (500); `hang`; `html` (an HTML page with 200); `logged-in-only` (the
 * author carries `!no-unauthenticated`); `not-found-post` / `blocked-post` (the thread's $type).
 * With `imageBaseUrl`, cdn.bsky.app pictures are served by the image-host fake instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { type FakeServer, hang, sendHtml, sendJson, startFakeServer } from './fake-server.ts';

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

export function startBlueskyFake({
  port = 0,
  imageBaseUrl,
}: {
  port?: number;
  imageBaseUrl?: string;
} = {}): Promise<FakeServer> {
  const recordings = readBlueskyRecordings(imageBaseUrl);
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
      if (
        !actor.startsWith('did:') &&
        !recordings.has(`${actor}/${rkey}`) &&
        ![...recordings.values()].some((r) => r.handle === actor)
      ) {
        return sendJson(response, 400, {
          error: 'InvalidRequest',
          message: 'Unable to resolve handle',
        });
      }
      const recording = recordings.get(`${actor}/${rkey}`);
      if (!recording)
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
      const body = JSON.parse(recording.body);
      if (scenario === 'logged-in-only') {
        body.thread.post.author.labels = [
          {
            src: recording.did,
            uri: `at://${recording.did}/app.bsky.actor.profile/self`,
            cid: 'bafyrei',
            val: '!no-unauthenticated',
            cts: '2024-01-01T00:00:00.000Z',
          },
        ];
      }
      return sendJson(response, 200, body);
    },
    { port },
  );
}
