/**
 * Keeps other sites from spending our budget through their visitors' browsers (issue 12): a
 * generating POST must carry a JSON body, which no HTML form can send and which a cross-site script
 * can send only after a CORS preflight we never grant, and must not come from another site.
 * Requests with neither Origin nor Sec-Fetch-Site (curl, server-to-server) are not a browser's and
 * stay allowed.
 */
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config/index.ts';
import type { AppEnv } from '../http/app-env.ts';

export const CROSS_SITE_MESSAGE =
  'Requests from other sites are not accepted. Please use Summary on its own page.';
export const JSON_ONLY_MESSAGE =
  'The request body must be JSON, sent with Content-Type: application/json.';

/** The media type of a Content-Type header, lower case, without its parameters. */
function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/** The `host[:port]` of an origin, or undefined for `null` and anything that is not an origin. */
function hostOf(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Is `origin` ours: the origin of PUBLIC_URL, or the host this request was sent to (which a browser
 * sets itself and a page cannot change).
 */
export function isOwnOrigin(
  origin: string,
  host: string | undefined,
  publicUrl: string | undefined,
): boolean {
  if (publicUrl !== undefined && origin.toLowerCase() === new URL(publicUrl).origin) return true;
  const originHost = hostOf(origin);
  return originHost !== undefined && host !== undefined && originHost === host.toLowerCase();
}

/** 403 for a cross-site request, then 415 for a body that is not application/json. */
export function sameOriginJson(config: Pick<Config, 'publicUrl'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fetchSite = c.req.header('sec-fetch-site')?.trim().toLowerCase();
    const origin = c.req.header('origin');
    const crossSite =
      fetchSite === 'cross-site' ||
      (origin !== undefined && !isOwnOrigin(origin.trim(), c.req.header('host'), config.publicUrl));
    if (crossSite) {
      c.get('log')?.info({ origin, fetchSite, path: c.req.path }, 'cross-site request refused');
      return c.json({ error: CROSS_SITE_MESSAGE }, 403);
    }
    if (mediaType(c.req.header('content-type')) !== 'application/json') {
      return c.json({ error: JSON_ONLY_MESSAGE }, 415);
    }
    await next();
  };
}
