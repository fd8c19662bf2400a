/**
 * Replays answers that FxTwitter v2, X's syndication endpoint and oEmbed really sent
 * (`test/fixtures/x-responses/`, provenance in its SOURCES.md), byte for byte, with the status and
 * content type `routes.json` gives each one. Three real HTTP servers on 127.0.0.1, one per service,
 * so each source's base URL points at its own.
 *
 * FxTwitter: by path; the HTTP status is the body's `code`, as FxEmbed sends it; a request without a
 * User-Agent gets the recorded 401 `{error}` (the scenario `no-user-agent` answers every request so).
 * Syndication: by the `id` query parameter of `/tweet-result`. oEmbed: by the post id inside the
 * `url` query parameter of `/oembed`. Anything else gets the `default` route of that service.
 */
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { type FakeRequest, type FakeServer, startFakeServer } from './fake-server.ts';

/** Where the recordings live; tests read the files too, to compare against the bytes served. */
export const X_RESPONSES_DIR = new URL('../fixtures/x-responses/', import.meta.url);

interface ReplayRoute {
  file?: string;
  status?: number;
  type?: string;
  body?: string;
}

type ServiceRoutes = Record<string, ReplayRoute>;

export interface XReplayRoutes {
  fxtwitter: ServiceRoutes;
  syndication: ServiceRoutes;
  oembed: ServiceRoutes;
}

export function readReplayRoutes(): XReplayRoutes {
  const raw = JSON.parse(readFileSync(new URL('routes.json', X_RESPONSES_DIR), 'utf8')) as Record<
    string,
    unknown
  >;
  return raw as unknown as XReplayRoutes;
}

/** The bytes of one recording, exactly as stored. */
export function readRecording(file: string): Buffer {
  return readFileSync(new URL(file, X_RESPONSES_DIR));
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends one route's answer: the recorded bytes, its status (or the JSON body's `code`), its type. */
function replay(response: ServerResponse, route: ReplayRoute, statusFromCode: boolean): void {
  const body = route.file !== undefined ? readRecording(route.file) : Buffer.from(route.body ?? '');
  let status = route.status;
  if (status === undefined && statusFromCode && route.file?.endsWith('.json')) {
    const code = (JSON.parse(body.toString('utf8')) as { code?: unknown }).code;
    if (typeof code === 'number') status = code;
  }
  const headers: Record<string, string> = { 'content-length': String(body.byteLength) };
  const type = route.type ?? (route.file?.endsWith('.json') ? JSON_TYPE : undefined);
  if (type) headers['content-type'] = type;
  response.writeHead(status ?? 200, headers);
  response.end(body);
}

function pick(routes: ServiceRoutes, key: string | undefined): ReplayRoute {
  const route =
    (key !== undefined && key !== 'default' ? routes[key] : undefined) ?? routes.default;
  if (!route) throw new Error('routes.json has no default route');
  return route;
}

function fxTwitterRoute(routes: ServiceRoutes, request: FakeRequest, scenario: string) {
  if (scenario === 'no-user-agent' || !request.headers['user-agent']) {
    return pick(routes, 'noUserAgent');
  }
  return pick(routes, request.path.startsWith('/2/') ? request.path : undefined);
}

function syndicationRoute(routes: ServiceRoutes, request: FakeRequest) {
  return pick(
    routes,
    request.path === '/tweet-result' ? (request.query.get('id') ?? undefined) : undefined,
  );
}

function oembedRoute(routes: ServiceRoutes, request: FakeRequest) {
  const postUrl = request.path === '/oembed' ? (request.query.get('url') ?? '') : '';
  return pick(routes, /\/status(?:es)?\/(\d{1,20})/.exec(postUrl)?.[1]);
}

export interface XReplayFakes {
  fxtwitter: FakeServer;
  syndication: FakeServer;
  oembed: FakeServer;
  /** Points the app's three post sources at the replay servers. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the three replay servers on free ports (or the given ones). */
export async function startXReplayFakes(
  ports: { fxtwitter?: number; syndication?: number; oembed?: number } = {},
): Promise<XReplayFakes> {
  const routes = readReplayRoutes();
  const fxtwitter = await startFakeServer(
    'fxtwitter-replay',
    (request, response, scenario) =>
      replay(response, fxTwitterRoute(routes.fxtwitter, request, scenario), true),
    { port: ports.fxtwitter },
  );
  const syndication = await startFakeServer(
    'syndication-replay',
    (request, response) => replay(response, syndicationRoute(routes.syndication, request), false),
    { port: ports.syndication },
  );
  const oembed = await startFakeServer(
    'oembed-replay',
    (request, response) => replay(response, oembedRoute(routes.oembed, request), false),
    { port: ports.oembed },
  );
  return {
    fxtwitter,
    syndication,
    oembed,
    env: {
      FXTWITTER_BASE_URL: fxtwitter.url,
      SYNDICATION_BASE_URL: syndication.url,
      OEMBED_BASE_URL: oembed.url,
    },
    async close() {
      await Promise.all([fxtwitter.close(), syndication.close(), oembed.close()]);
    },
  };
}
