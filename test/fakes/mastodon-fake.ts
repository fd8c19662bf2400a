/**
 * Fake Mastodon instance: `GET /api/v1/statuses/<id>` answers the real recordings of
 * test/fixtures/mastodon/ (provenance in its SOURCES.md) with `http://localhost:3000` replaced by
 * this server's own origin, as the recordings name the instance that served them; avatars (`/system/`, `/avatars/`)
 * are a real JPEG. Unknown ids get the recorded 404. Scenarios: `ok`; `login` (the
 * recorded 401); `redirect` (302 to another host); `big` (a 2 MB JSON answer); `hang`; `html`;
 * `rate-limited` (429 until a reset 30 s away); `last-call` (200 with `X-RateLimit-Remaining: 0`);
 * `other-site` (the status's `url` on another host); `wordy` (the recorded status with a longer
 * `content` of our own, not recorded, so the writer has sentences to make a card of); `slow` (the
 * recorded answers, each SLOW_ANSWER_MS late); and the TAMPERED answers below. What authors chose:
 * `emoji-name` (a display name with a custom emoji shortcode and a Unicode emoji), `noindex` (the
 * account asks search engines to stay away), `media` (a picture) and `sensitive-media` (the same
 * picture, marked sensitive). `GET /api/v1/statuses/<id>/context` answers the written self-thread
 * of mastodon-sample-thread.ts (its statuses are served by id too), `{ancestors: [],
 * descendants: []}` for a recorded status; `context-error` makes it answer 500. The long
 * self-thread of mastodon-long-thread.ts is served the same way. `load` counts the
 * requests being answered (several fakes may share one, as instances of one test).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { type FakeServer, hang, sendHtml, sendJson, startFakeServer } from './fake-server.ts';
import { AVATAR_JPEG } from './image-host-fake.ts';
import { LONG_THREAD_IDS, longThreadContext, longThreadStatus } from './mastodon-long-thread.ts';
import {
  MASTODON_THREAD,
  sampleThreadContext,
  sampleThreadStatus,
} from './mastodon-sample-thread.ts';

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

/** How late the `slow` scenario answers, unless the fake is started with another `slowMs`. */
export const SLOW_ANSWER_MS = 400;

/** Status requests: being answered now, the most at once, and when each came (ms since the epoch). */
export interface MastodonLoad {
  inFlight: number;
  maxInFlight: number;
  arrivals: number[];
}

export const newMastodonLoad = (): MastodonLoad => ({ inFlight: 0, maxInFlight: 0, arrivals: [] });

export interface MastodonFake extends FakeServer {
  /** Cleared by `reset()`. */
  readonly load: MastodonLoad;
}

interface StatusJson {
  id: string;
  account: Record<string, unknown>;
  quote?: { quoted_status?: StatusJson } | null;
  [field: string]: unknown;
}

const withAcct = (status: StatusJson, acct: string): StatusJson => ({
  ...status,
  account: { ...status.account, acct },
});
const nextId = (id: string) => String(BigInt(id) + 1n);

/**
 * Answers no honest instance gives, each refused by the source but `boost-of` (issue 30): an
 * author's `acct` with markup, a right-to-left override, a space, or a domain that is not a DNS
 * name; a mention's and the quoted author's `acct` with markup (the quote on the quoting status
 * 117020582925004921); a status id with a letter, another status's id, a boost of another status
 * (`boost-of-other`); `boost-of`, a boost of the asked status (its own id another, the asked
 * status inside), which an instance may answer.
 */
export const TAMPERED: Record<string, (status: StatusJson, origin: string) => StatusJson> = {
  'acct-markup': (status) => withAcct(status, '<img src=x onerror=alert(1)>'),
  'acct-rtl': (status) => withAcct(status, 'admin\u202Egpj.exe'),
  'acct-spaces': (status) => withAcct(status, 'ad min'),
  'acct-bad-domain': (status) => withAcct(status, 'admin@evil_host.example'),
  'mention-markup': (status, origin) => ({
    ...status,
    mentions: [{ id: '1', username: 'x', url: `${origin}/@x`, acct: '<b>x</b>@remote.example' }],
  }),
  'quote-markup': (status) =>
    status.quote?.quoted_status
      ? {
          ...status,
          quote: { ...status.quote, quoted_status: withAcct(status.quote.quoted_status, 'a"b') },
        }
      : status,
  'id-letters': (status) => ({ ...status, id: `${status.id}a` }),
  'boost-of-other': (status, origin) => ({
    ...withAcct(status, 'booster'),
    id: nextId(status.id),
    url: `${origin}/@booster/${nextId(status.id)}`,
    content: '',
    reblog: { ...status, id: nextId(nextId(status.id)) },
  }),
  'other-id': (status) => ({ ...status, id: nextId(status.id) }),
  'boost-of': (status, origin) => ({
    ...withAcct(status, 'booster'),
    id: nextId(status.id),
    url: `${origin}/@booster/${nextId(status.id)}`,
    content: '',
    reblog: status,
  }),
};

/** What each author's-choice scenario does to the status answered. */
const AUTHOR_CHOICES: Record<string, (status: StatusJson, origin: string) => StatusJson> = {
  'emoji-name': (status, origin) => ({
    ...status,
    account: {
      ...status.account,
      display_name: 'John :blobcat: Lennon 🎸',
      emojis: [
        {
          shortcode: 'blobcat',
          url: `${origin}/system/custom_emojis/images/000/000/001/original/blobcat.png`,
          static_url: `${origin}/system/custom_emojis/images/000/000/001/static/blobcat.png`,
          visible_in_picker: true,
        },
      ],
    },
  }),
  noindex: (status) => ({ ...status, account: { ...status.account, noindex: true } }),
  media: (status, origin) => ({
    ...status,
    sensitive: false,
    media_attachments: [picture(origin)],
  }),
  'sensitive-media': (status, origin) => ({
    ...status,
    sensitive: true,
    media_attachments: [picture(origin)],
  }),
  /** Behind its author's content warning (`WARNED_STATUS_*`), the guard's route tests read it. */
  warned: (status) => ({
    ...status,
    sensitive: true,
    spoiler_text: WARNED_STATUS_WARNING,
    content: `<p>${WARNED_STATUS_TEXT}</p>`,
  }),
};

/** The `warned` scenario's content warning and words. */
export const WARNED_STATUS_WARNING = 'US politics';
export const WARNED_STATUS_TEXT = 'Polls open at 7am and close at 8pm at the town hall.';

/** A picture attachment as Mastodon sends one, served by this fake under `/system/`. */
function picture(origin: string) {
  return {
    id: '117020583300000001',
    type: 'image',
    url: `${origin}/system/media_attachments/files/117/020/583/original/tools.jpg`,
    preview_url: `${origin}/system/media_attachments/files/117/020/583/small/tools.jpg`,
    remote_url: null,
    description: 'A shelf of drills and ladders',
    blurhash: 'UFGbeN~q00M{9FM{%MRj00Rj?bt7%Mxuofj[',
  };
}

/** The status recordings by id, as an instance at `origin` would answer them. */
export function readMastodonStatuses(origin: string): Map<string, string> {
  const statuses = new Map<string, string>();
  for (const file of MASTODON_FIXTURE_FILES.filter((name) => name.startsWith('status.'))) {
    const id = file.slice('status.'.length, -'.json'.length);
    statuses.set(id, read(file).replaceAll(RECORDED_ORIGIN, origin));
  }
  const sample = JSON.parse(statuses.get('117020583223442465') as string);
  const recorded = {
    authorStatus: sample,
    adminStatus: JSON.parse(statuses.get('117020583258292382') as string),
  };
  for (const { id } of MASTODON_THREAD) {
    statuses.set(id, JSON.stringify(sampleThreadStatus(id, origin, recorded)));
  }
  for (const id of LONG_THREAD_IDS) {
    statuses.set(id, JSON.stringify(longThreadStatus(id, origin, sample)));
  }
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

export async function startMastodonFake({
  port = 0,
  load = newMastodonLoad(),
  slowMs = SLOW_ANSWER_MS,
}: {
  port?: number;
  load?: MastodonLoad;
  /** How late the `slow` scenario answers. */
  slowMs?: number;
} = {}): Promise<MastodonFake> {
  let statuses: Map<string, string> | undefined;
  let fake: FakeServer;
  const resetAt = () => new Date(Date.now() + 30_000).toISOString();
  const server = await startFakeServer(
    'mastodon',
    async (request, response, scenario) => {
      statuses ??= readMastodonStatuses(fake.url);
      if (request.path.startsWith('/system/') || request.path.startsWith('/avatars/')) {
        response.writeHead(200, {
          'content-type': 'image/jpeg',
          'content-length': String(AVATAR_JPEG.length),
        });
        response.end(AVATAR_JPEG);
        return;
      }
      const match = /^\/api\/v1\/statuses\/(\d+)(\/context)?$/.exec(request.path);
      if (!match) return sendJson(response, 404, JSON.parse(read('error.404.json')));
      load.arrivals.push(Date.now());
      load.inFlight += 1;
      load.maxInFlight = Math.max(load.maxInFlight, load.inFlight);
      response.once('close', () => {
        load.inFlight -= 1;
      });
      if (scenario === 'slow') await delay(slowMs);
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
      if (match[2]) {
        if (scenario === 'context-error') return sendJson(response, 500, { error: 'Oops' }, limits);
        const known = statuses;
        const statusOf = (id: string) => {
          const text = known.get(id);
          return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
        };
        const context =
          sampleThreadContext(match[1] as string, statusOf) ??
          longThreadContext(match[1] as string, statusOf);
        return sendJson(response, 200, context ?? { ancestors: [], descendants: [] }, limits);
      }
      const chosen = AUTHOR_CHOICES[scenario];
      const status = chosen
        ? chosen(JSON.parse(body) as StatusJson, fake.url)
        : (JSON.parse(body) as StatusJson);
      if (scenario === 'other-site') status.url = `https://mastodon.example/@someone/${status.id}`;
      if (scenario === 'wordy') status.content = WORDY_CONTENT;
      const headers =
        scenario === 'last-call' ? { ...limits, 'x-ratelimit-remaining': '0' } : limits;
      const tamper = TAMPERED[scenario];
      return sendJson(response, 200, tamper ? tamper(status, fake.url) : status, headers);
    },
    { port },
  );
  fake = server;
  const reset = server.reset.bind(server);
  return Object.assign(server, {
    load,
    reset() {
      reset();
      // Requests still open (a `hang`) keep counting until they close.
      load.arrivals = [];
      load.maxInFlight = load.inFlight;
    },
  });
}
