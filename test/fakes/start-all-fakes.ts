/** Starts one fake of every outside service and returns the environment that points the app at them. */

import { startBlueskyFake } from './bluesky-fake.ts';
import { FAKE_PORTS, type FakeName } from './fake-ports.ts';
import type { FakeServer } from './fake-server.ts';
import { startFxTwitterFake } from './fxtwitter-fake.ts';
import { startGiphyFake } from './giphy-fake.ts';
import { startImageHostFake } from './image-host-fake.ts';
import { startMastodonFake } from './mastodon-fake.ts';
import { startOembedFake } from './oembed-fake.ts';
import { startOpenAiFake } from './openai-fake.ts';
import { startSyndicationFake } from './syndication-fake.ts';
import { startTgiFake } from './tgi-fake.ts';

export interface AllFakes {
  fakes: Record<FakeName, FakeServer>;
  /** Environment variables that make the app use the fakes (OpenAI-compatible model, GIPHY). */
  env: Record<string, string>;
  /** Every fake back to `ok`, with no recorded calls. */
  reset(): void;
  close(): Promise<void>;
}

/** A fixed port of a fake is taken (another demo, another browser-test run, anything else). */
export class FakePortInUseError extends Error {
  override name = 'FakePortInUseError';
  constructor(
    readonly fake: FakeName,
    readonly port: number,
  ) {
    super(
      `Port ${port} (the ${fake} fake) is already in use on 127.0.0.1, probably by another ` +
        '`npm run demo` or browser-test run. Stop that process, or free the fixed ports 4301-4309 ' +
        'and 4401-4409 (the browser tests run two stacks: FAKE_PORTS in test/fakes/fake-ports.ts, ' +
        'shifted by E2E_PORT_OFFSET); `npm run demo` itself needs no fixed port: ' +
        'it starts its fakes on free ones.',
    );
  }
}

/**
 * `fixedPorts` uses FAKE_PORTS so another process can reach the fakes (the browser tests);
 * otherwise free ports, so any number of demos and test runs can share a machine.
 */
export async function startAllFakes({
  fixedPorts = false,
  ports = FAKE_PORTS,
  lineDelayMs = 0,
}: {
  fixedPorts?: boolean;
  /** The fixed ports; FAKE_PORTS unless a test asks for others. */
  ports?: Readonly<Record<FakeName, number>>;
  /** How slowly the model fakes stream an answer, one line every `lineDelayMs` (the demo's pace). */
  lineDelayMs?: number;
} = {}): Promise<AllFakes> {
  const started: FakeServer[] = [];
  const start = async (name: FakeName, launch: (port: number) => Promise<FakeServer>) => {
    const port = fixedPorts ? ports[name] : 0;
    try {
      const fake = await launch(port);
      started.push(fake);
      return fake;
    } catch (error) {
      // The fakes already up would keep their ports (and the process) alive.
      await Promise.all(started.map((fake) => fake.close()));
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new FakePortInUseError(name, port);
      }
      throw error;
    }
  };
  const imageHost = await start('imageHost', (port) => startImageHostFake({ port }));
  const imageBaseUrl = imageHost.url;
  const fakes: Record<FakeName, FakeServer> = {
    imageHost,
    fxtwitter: await start('fxtwitter', (port) => startFxTwitterFake({ port, imageBaseUrl })),
    syndication: await start('syndication', (port) => startSyndicationFake({ port, imageBaseUrl })),
    oembed: await start('oembed', (port) => startOembedFake({ port })),
    openai: await start('openai', (port) => startOpenAiFake({ port, lineDelayMs })),
    tgi: await start('tgi', (port) => startTgiFake({ port, lineDelayMs })),
    giphy: await start('giphy', (port) => startGiphyFake({ port, mediaBaseUrl: imageHost.url })),
    bluesky: await start('bluesky', (port) => startBlueskyFake({ port, imageBaseUrl })),
    mastodon: await start('mastodon', (port) => startMastodonFake({ port })),
  };
  const env = {
    FXTWITTER_BASE_URL: fakes.fxtwitter.url,
    SYNDICATION_BASE_URL: fakes.syndication.url,
    OEMBED_BASE_URL: fakes.oembed.url,
    BLUESKY_BASE_URL: fakes.bluesky.url,
    // The fake instance is on this machine: named as a private instance, as an operator would.
    MASTODON_PRIVATE_HOSTS: `127.0.0.1:${fakes.mastodon.port}`,
    LLM_PROTOCOL: 'openai',
    LLM_BASE_URL: `${fakes.openai.url}/v1`,
    LLM_API_KEY: 'fake-llm-key-for-tests',
    LLM_TIMEOUT_MS: '5000',
    GIPHY_API_KEY: 'fake-giphy-key-for-tests',
    GIPHY_BASE_URL: fakes.giphy.url,
    IMAGE_PROXY_HOSTS: `127.0.0.1:${imageHost.port}`,
  };
  return {
    fakes,
    env,
    reset() {
      for (const fake of Object.values(fakes)) fake.reset();
    },
    async close() {
      await Promise.all(Object.values(fakes).map((fake) => fake.close()));
    },
  };
}
