/** Starts one fake of every outside service and returns the environment that points the app at them. */

import { FAKE_PORTS, type FakeName } from './fake-ports.ts';
import type { FakeServer } from './fake-server.ts';
import { startFxTwitterFake } from './fxtwitter-fake.ts';
import { startGiphyFake } from './giphy-fake.ts';
import { startImageHostFake } from './image-host-fake.ts';
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

/** `fixedPorts` uses FAKE_PORTS so another process can reach the fakes; otherwise free ports. */
export async function startAllFakes({ fixedPorts = false } = {}): Promise<AllFakes> {
  const port = (name: FakeName) => (fixedPorts ? FAKE_PORTS[name] : 0);
  const imageHost = await startImageHostFake({ port: port('imageHost') });
  const fakes: Record<FakeName, FakeServer> = {
    imageHost,
    fxtwitter: await startFxTwitterFake({ port: port('fxtwitter'), imageBaseUrl: imageHost.url }),
    syndication: await startSyndicationFake({
      port: port('syndication'),
      imageBaseUrl: imageHost.url,
    }),
    oembed: await startOembedFake({ port: port('oembed') }),
    openai: await startOpenAiFake({ port: port('openai') }),
    tgi: await startTgiFake({ port: port('tgi') }),
    giphy: await startGiphyFake({ port: port('giphy'), mediaBaseUrl: imageHost.url }),
  };
  const env = {
    FXTWITTER_BASE_URL: fakes.fxtwitter.url,
    SYNDICATION_BASE_URL: fakes.syndication.url,
    OEMBED_BASE_URL: fakes.oembed.url,
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
