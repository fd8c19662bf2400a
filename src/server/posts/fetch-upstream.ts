/** The one way post sources call out: a timeout, a User-Agent, a size cap and JSON checks. */
import { BodyTooLargeError, readCappedBody } from '../http/read-capped-body.ts';
import { SourceFailure } from './post-source.ts';

/** Identifies us honestly; FxTwitter refuses requests without a User-Agent. */
export const USER_AGENT = 'Mozilla/5.0 (compatible; SummaryCard/1.0; +https://github.com/)';
/** X's syndication CDN is known to refuse non-browser clients from some networks. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
/** A post's JSON is a few KB; a thread a few dozen. Anything far bigger is not what we asked for. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** X moves its endpoints between twitter.com and x.com hosts; nothing else is followed. */
const MAX_REDIRECTS = 3;
const X_FAMILY_HOST = /(^|\.)(x|twitter|twimg|fxtwitter)\.com$/i;

/** A redirect target we follow: the same origin, or https on one of X's own hosts. */
function mayFollow(from: URL, to: URL): boolean {
  if (to.username || to.password) return false;
  if (to.origin === from.origin) return true;
  return to.protocol === 'https:' && to.port === '' && X_FAMILY_HOST.test(to.hostname);
}

export interface UpstreamAnswer {
  status: number;
  contentType: string;
  retryAfter: string | null;
  text: string;
}

/** GETs `url`; throws SourceFailure (timedOut when the deadline hit) instead of any other error. */
export async function fetchUpstream(
  url: string,
  { timeoutMs, headers = {} }: { timeoutMs: number; headers?: Record<string, string> },
): Promise<UpstreamAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    let current = new URL(url);
    let response: Response;
    for (let redirects = 0; ; redirects += 1) {
      response = await fetch(current, {
        headers: { 'user-agent': USER_AGENT, accept: 'application/json', ...headers },
        redirect: 'manual',
        signal,
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      await response.body?.cancel();
      const next = new URL(location, current);
      if (redirects >= MAX_REDIRECTS || !mayFollow(current, next)) {
        throw new SourceFailure(`redirected to ${next.host}, which is not followed`);
      }
      current = next;
    }
    const text = await readCapped(response);
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      retryAfter: response.headers.get('retry-after'),
      text,
    };
  } catch (error) {
    if (error instanceof SourceFailure) throw error;
    if (signal.aborted) throw new SourceFailure(`no answer within ${timeoutMs} ms`, true);
    throw new SourceFailure(`request failed: ${(error as Error).message}`);
  }
}

async function readCapped(response: Response): Promise<string> {
  const declared = response.headers.get('content-length');
  try {
    const body = await readCappedBody(
      response.body as unknown as AsyncIterable<Uint8Array> | null,
      {
        maxBytes: MAX_BODY_BYTES,
        ...(declared !== null && { declaredBytes: Number(declared) }),
        stop: () => void response.body?.cancel().catch(() => undefined),
      },
    );
    return body.toString('utf8');
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    throw new SourceFailure(
      error.declaredBytes === undefined
        ? 'answer too large'
        : `answer too large (${error.declaredBytes} bytes)`,
    );
  }
}

/** The answer's JSON, or a SourceFailure when it is HTML or broken (as X's CDN sometimes sends). */
export function parseJsonAnswer(answer: UpstreamAnswer): unknown {
  if (!/[/+]json\b/i.test(answer.contentType)) {
    throw new SourceFailure(
      `answered ${answer.status} with ${answer.contentType || 'no content type'}, not JSON`,
    );
  }
  try {
    return JSON.parse(answer.text);
  } catch {
    throw new SourceFailure(`answered ${answer.status} with malformed JSON`);
  }
}

/** A SourceFailure describing a refusal or error status, with Retry-After when given. */
export function statusFailure(answer: UpstreamAnswer): SourceFailure {
  const wait = answer.retryAfter ? ` (Retry-After ${answer.retryAfter})` : '';
  return new SourceFailure(`answered HTTP ${answer.status}${wait}`);
}
