/**
 * Fixed ports of the fakes when they run in their own process (browser tests and `npm run demo`).
 * `E2E_PORT_OFFSET` shifts them (and the browser tests' app port) so two checkouts on one machine can
 * run their browser tests side by side. The browser tests run two stacks at once, the second
 * E2E_LANE_STEP above the first (playwright.config.ts): each sets E2E_PORT_OFFSET for its own server.
 */

/** The browser tests' app port before any offset. */
export const E2E_APP_PORT = 4173;

/** How far apart the browser tests' two stacks (app and fakes) sit. */
export const E2E_LANE_STEP = 100;

/** The offset of this process, from `E2E_PORT_OFFSET` (0 when unset or not a number). */
export const envPortOffset = (env: NodeJS.ProcessEnv = process.env) =>
  Number(env.E2E_PORT_OFFSET ?? 0) || 0;

/** The fakes' fixed ports shifted by `offset`. */
export function fakePortsAt(offset: number) {
  return {
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
}

export const FAKE_PORTS = fakePortsAt(envPortOffset());

export type FakeName = keyof typeof FAKE_PORTS;
