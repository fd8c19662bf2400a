/** Fixed ports of the fakes when they run in their own process (browser tests and `npm run demo`). */
export const FAKE_PORTS = {
  fxtwitter: 4301,
  syndication: 4302,
  oembed: 4303,
  openai: 4304,
  giphy: 4305,
  imageHost: 4306,
  tgi: 4307,
} as const;

export type FakeName = keyof typeof FAKE_PORTS;
