/** Security headers on every answer: a strict CSP, no framing, no referrer leaks, no powerful features. */
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { imageHostSources } from '../image-proxy/allowed-hosts.ts';

/** The Content-Security-Policy of the app's pages and answers. */
export function contentSecurityPolicy(config: Config): string {
  const imageHosts = imageHostSources(config.imageProxy.hosts);
  return [
    "default-src 'self'",
    "script-src 'self'",
    // The card is laid out with inline styles.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageHosts].join(' '),
    // The export library fetches the card's images to inline them.
    ["connect-src 'self'", ...imageHosts].join(' '),
    "font-src 'self' data:",
    "object-src 'none'",
    // 'self', not 'none': while inlining the card's web fonts, the export library resolves each
    // font's relative URL against its stylesheet by putting a <base href="/assets/….css"> into a
    // detached document, which 'none' refuses (a CSP violation per card). 'self' still refuses any
    // base that would point scripts or links elsewhere.
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** The headers every answer carries, in the order they are sent. */
export function securityHeaderList(config: Config): ReadonlyArray<readonly [string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(config)],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['Origin-Agent-Cluster', '?1'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
  ];
}

/**
 * Sets the headers BEFORE the route runs: Hono keeps them as prepared headers and every answer made
 * through the context (JSON, static files, redirects, errors) starts with them, while a route may
 * still override one (the image proxy's own CSP). Setting them after the route would copy the whole
 * Response once per header, which cost most of a cache hit's time.
 */
export function securityHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const headers = securityHeaderList(config);
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
  };
}
