/**
 * Fake Mastodon instance: `GET /api/v1/statuses/<id>` answers the real recordings of
 * test/fixtures/mastodon/ (provenance in its SOURCES.md) with `http://localhost:3000` replaced by
 * this server's own origin, as the recordings name the instance that served them; avatars (`/system/`, `/avatars/`)
 * are a real JPEG. Unknown ids get the recorded 404. Scenarios: `ok`; `login` (the
 * recorded 401); `redirect` (302 to another host); `big` (a 2 MB JSON answer); `hang`; `html`;
 * `rate-limited` (429 until a reset 30 s away); `last-call` (200 with `X-RateLimit-Remaining: 0`);
 * `other-site` (the status's `url` on another host); `wordy` (the recorded status with a longer
 * `content` of our own, not recorded, so the writer has sentences to make a card of).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { type FakeServer, hang, sendHtml, sendJson, startFakeServer } from './fake-server.ts';
import { AVATAR_JPEG } from './image-host-fake.ts';

const FIXTURES = new URL('../fixtures/mastodon/', import.meta.url);
const RECORDED_ORIGIN = 'http://localhost:3000';
/** Written for the `wordy` scenario (and the demo's sample), in the HTML Mastodon writes. */
export const WORDY_CONTENT =
  '<p>Our city library now lends tools as well as books. You can borrow a drill, a ladder or a sewing machine for a week with the same card.</p>' +
  '<p>The tool shelf opened on Monday and forty items went out on the first day. Details: <a href="https://library.example/tools" rel="nofollow noopener" target="_blank"><span class="invisible">https://</span><span class="">library.example/tools</span><span class="invisible"></span></a></p>';

/**
 * The demo's and the browser tests' Mastodon sample: the recorded status 117020583223442465 with
 * WORDY_CONTENT under an id of its own (not recorded: the recordings' texts are one word long).
 */
export const DEMO_STATUS_ID = '117020583223449999';
export const DEMO_STATUS_USER = 'mastodonpy_test';

/** The fixture files of this network, for tests that replay each. */
export const MASTODON_FIXTURE_FILES = readdirSync(FIXTURES).filter((name) =>
  name.endsWith('.json'),
);

const read = (file: string) => readFileSync(new URL(file, FIXTURES), 'utf8');

/** The status recordings by id, as an instance at `origin` would answer them. */
export function readMastodonStatuses(origin: string): Map<string, string> {
  const statuses = new Map<string, string>();
  for (const file of MASTODON_FIXTURE_FILES.filter((name) => name.startsWith('status.'))) {
    const id = file.slice('status.'.length, -'.json'.length);
    statuses.set(id, read(file).replaceAll(RECORDED_ORIGIN, origin));
  }
  const sample = JSON.parse(statuses.get('117020583223442465') as string);
  statuses.set(
    DEMO_STATUS_ID,
    JSON.stringify({
      ...sample,
      id: DEMO_STATUS_ID,
      url: `${origin}/@${DEMO_STATUS_USER}/${DEMO_STATUS_ID}`,
      content: WORDY_CONTENT,
    }),
  );
  return statuses;
}

export function startMastodonFake({ port = 0 }: { port?: number } = {}): Promise<FakeServer> {
  let statuses: Map<string, string> | undefined;
  let fake: FakeServer;
  const resetAt = () => new Date(Date.now() + 30_000).toISOString();
  return startFakeServer(
    'mastodon',
    (request, response, scenario) => {
      statuses ??= readMastodonStatuses(fake.url);
      if (request.path.startsWith('/system/') || request.path.startsWith('/avatars/')) {
        response.writeHead(200, {
          'content-type': 'image/jpeg',
          'content-length': String(AVATAR_JPEG.length),
        });
        response.end(AVATAR_JPEG);
        return;
      }
      const match = /^\/api\/v1\/statuses\/(\d+)$/.exec(request.path);
      if (!match) return sendJson(response, 404, JSON.parse(read('error.404.json')));
      const limits = {
        'x-ratelimit-limit': '300',
        'x-ratelimit-remaining': '299',
        'x-ratelimit-reset': resetAt(),
      };
      switch (scenario) {
        case 'hang':
          return hang(response);
        case 'html':
          return sendHtml(response, 200, 'Mastodon');
        case 'login':
          return sendJson(response, 401, JSON.parse(read('error.401.json')), limits);
        case 'redirect':
          response.writeHead(302, { location: `http://127.0.0.2:${fake.port}${request.path}` });
          response.end();
          return;
        case 'big': {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ filler: 'x'.repeat(2 * 1024 * 1024) }));
          return;
        }
        case 'rate-limited':
          return sendJson(
            response,
            429,
            { error: 'Too many requests' },
            { ...limits, 'x-ratelimit-remaining': '0' },
          );
      }
      const body = statuses.get(match[1] as string);
      if (!body) return sendJson(response, 404, JSON.parse(read('error.404.json')), limits);
      const status = JSON.parse(body);
      if (scenario === 'other-site') status.url = `https://mastodon.example/@someone/${status.id}`;
      if (scenario === 'wordy') status.content = WORDY_CONTENT;
      const headers =
        scenario === 'last-call' ? { ...limits, 'x-ratelimit-remaining': '0' } : limits;
      return sendJson(response, 200, status, headers);
    },
    { port },
  ).then((server) => {
    fake = server;
    return server;
  });
}
