/**
 * Issue 46 item 9 beside issue 44 item 6, on the wire: an embedded model's half-written word shows
 * at once when it can start no claim, so a line's first word of several tokens is on screen with
 * the first; a half word that may grow into a figure, a name or a handle never shows, and a figure
 * the guard stops never shows whole or in part. Through the real routes over an embedded model
 * writing its JSON a piece at a time (test/fakes/piece-embedded-model.ts), a piece every 60 ms (a
 * partial goes at most every 50 ms, so each piece can show on its own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pieceEmbeddedModel } from '#fakes/piece-embedded-model.ts';
import { postEventStream, type StreamEvent } from '#test/post-event-stream.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

/** A pasted text with no figure or handle. */
const POST =
  'Quiz night at the Anchor was packed. The band played until late and everyone stayed for the ' +
  'last song. The kitchen ran out of mushy peas. Thanks to all who came, see you next month.';

let app: TestApp;
const model = pieceEmbeddedModel();

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000', LLM_PROTOCOL: 'embedded' });
  app.services.generator = model.generator;
});
afterAll(async () => {
  await app?.close();
});

/**
 * The first lines of each partial of a Normal card whose first line is written as `pieces`, the
 * model pausing after the pieces at `pauses` (0-based, of `pieces`) until a partial showing the
 * line so far is seen (or 5 s): so a slow partial cannot fold two pieces into one.
 */
async function partialsOf(pieces: readonly string[], pauses: readonly number[] = []) {
  const rest = '","The band played until late.","The kitchen ran out of mushy peas."]}';
  const partials: string[] = [];
  let onPartial: () => void = () => {};
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  model.script(
    () => ['{"lines":["', ...pieces, rest],
    async (index) => {
      if (!pauses.includes(index - 1)) return sleep(60);
      const soFar = pieces.slice(0, index).join('').toLowerCase();
      const shown = () => partials.some((line) => line.toLowerCase().endsWith(soFar));
      await Promise.race([
        new Promise<void>((resolve) => {
          onPartial = () => shown() && resolve();
          onPartial();
        }),
        sleep(5_000),
      ]);
    },
  );
  const events = await postEventStream(
    `${app.url}/api/summary`,
    { text: POST, mode: 'normal' },
    (event: StreamEvent) => {
      if (event.event === 'partial') {
        partials.push(String(event.data.summary ?? '').split('\n')[0] ?? '');
        onPartial();
      }
      return event.event === 'done' || event.event === 'error';
    },
  );
  expect(events.at(-1)?.event).toBe('done');
  return partials;
}

describe('half-written words on the wire', () => {
  it('shows a first word of three pieces with its first piece, and each half word after it', async () => {
    const partials = await partialsOf(
      ['pac', 'ked', ' pla', 'ce', ' at', ' the', ' An', 'chor'],
      [0, 2],
    );
    expect(partials[0]).toMatch(/^\W*pac$/i);
    expect(partials.some((line) => /\bpacked pla$/i.test(line))).toBe(true);
  });

  it('never shows the start of a figure or a name the post lacks, whole or in part', async () => {
    const partials = await partialsOf(
      ['the', ' band', ' played', ' twen', 'ty', ' songs', ' for', ' Mar', 'co'],
      [2],
    );
    expect(partials.length).toBeGreaterThan(0);
    for (const line of partials) {
      expect(line).not.toMatch(/twen|Mar\b|Marco/);
    }
    // The words before the figure were on screen while it was written.
    expect(partials.some((line) => /band played$/.test(line))).toBe(true);
  });

  it('never shows a half-written handle or link', async () => {
    const partials = await partialsOf(
      ['the', ' band', ' @', 'anc', 'hor', 'pub', ' played', ' late'],
      [1],
    );
    for (const line of partials) expect(line).not.toMatch(/@|anc/);
  });
});
