/**
 * Issue 46 item 9: the answer's log line says how many tokens the model had written when the
 * first `partial` left (a word shows once it ends, and a noise word is often several tokens), so
 * the bench can set the wire beside the runtime's own time to as many tokens. Read over a socket
 * with the real routes, over an embedded model writing one token a piece
 * (test/fakes/piece-embedded-model.ts), and nothing of it in the answer itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pieceEmbeddedModel } from '#fakes/piece-embedded-model.ts';
import { loadConfig } from '#server/config/index.ts';
import { createServices } from '#server/create-services.ts';
import { createHttpServer } from '#server/lifecycle/http-server.ts';
import { createLogger } from '#server/logging/logger.ts';
import { postEventStream, type StreamEvent } from '#test/post-event-stream.ts';

const POST =
  'The old tram depot on Harbour Street becomes a public library with a reading room under the ' +
  'original roof. Work starts in spring and the brick hall stays.';

const dataDir = mkdtempSync(join(tmpdir(), 'summary-tokens-logged-'));
const model = pieceEmbeddedModel();
let server: Server;
let url = '';
let logs = '';

beforeAll(async () => {
  const config = loadConfig({
    LOG_LEVEL: 'info',
    STATIC_DIR: 'dist-missing',
    DATA_DIR: dataDir,
    CARD_REUSE_HOURS: '0',
    RATE_LIMIT_PER_MINUTE: '100000',
    LLM_PROTOCOL: 'embedded',
    PORT: '0',
  });
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    logs += chunk.toString();
  });
  const services = createServices(config, createLogger('info', stream));
  services.generator = model.generator;
  server = createHttpServer(services);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The `generated` lines logged so far, parsed. */
const generatedLines = () =>
  logs
    .split('\n')
    .filter((line) => line.includes('"generated"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.streamed === true);

describe("the answer's log line", () => {
  it('says the tokens the model had written when the first partial left: a capital shows once the next word begins', async () => {
    // "Brick" is three tokens and shows only once " hall" begins (a capital half written may be a
    // name's start): the model pauses after that piece (its fourth token) until the partial is
    // seen, so the partial left with four written, "hall" half written with it.
    const pieces = [
      '{"lines":["',
      'B',
      'ri',
      'ck',
      ' hall',
      ' stays',
      '.","Work starts in spring.","',
      'The depot becomes a library."]}',
    ];
    let seen: () => void = () => {};
    const partialSeen = new Promise<void>((resolve) => {
      seen = resolve;
    });
    model.script(
      () => pieces,
      (index) =>
        index < 4
          ? Promise.resolve()
          : Promise.race([partialSeen, new Promise<void>((resolve) => setTimeout(resolve, 5_000))]),
    );
    const before = generatedLines().length;
    const events: StreamEvent[] = [];
    await postEventStream(`${url}/api/summary`, { text: POST, mode: 'normal' }, (event) => {
      events.push(event);
      if (event.event === 'partial') seen();
      return event.event === 'done' || event.event === 'error';
    });
    const first = events.find((event) => event.event === 'partial');
    expect(String(first?.data.summary)).toMatch(/^\W*Brick hall$/);
    expect(String(first?.data.summary)).not.toMatch(/stays/);
    // Nothing of the count reaches the visitor.
    expect(JSON.stringify(events)).not.toMatch(/firstPartialTokens/);
    for (let wait = 0; wait < 50 && generatedLines().length === before; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const line = generatedLines().at(-1);
    expect(line).toMatchObject({ firstPartialTokens: 4 });
  });
});
