/**
 * Fixed ports of the fakes when they run in their own process (browser tests and `npm run demo`).
 * `E2E_PORT_OFFSET` shifts them (and the browser tests' app port) so two checkouts on one machine can
 * run their browser tests side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

export const FAKE_PORTS = {
  fxtwitter: 4301 + offset,
  syndication: 4302 + offset,
  oembed: 4303 + offset,
  openai: 4304 + offset,
  giphy: 4305 + offset,
  imageHost: 4306 + offset,
  tgi: 4307 + offset,
  bluesky: 4308 + offset,
  mastodon: 4309 + offset,
} as const;

export type FakeName = keyof typeof FAKE_PORTS;
