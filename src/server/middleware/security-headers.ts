/** Security headers on every answer: a strict CSP, no framing, no referrer leaks, no powerful features. */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env.ts';
import type { Config } from '../config.ts';
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
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Sets the headers after the route ran; a route's own CSP (the image proxy's) is kept. */
export function securityHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    overwrite: false,
  });
  const csp = contentSecurityPolicy(config);
  return async (c, next) => {
    await headers(c, next);
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', csp);
    if (!c.res.headers.has('Permissions-Policy'))
      c.header('Permissions-Policy', PERMISSIONS_POLICY);
  };
}
