import { describe, expect, it } from 'vitest';
import { formatSummary, shapeSummary } from '#core/index.ts';
import { writeLocally } from '#writer/write-locally.ts';
import type { GenerationRequest } from '../../services.ts';
import { createLocalWriter } from './local-writer.ts';

const NEWS =
  'The European Central Bank cut interest rates by 0.25 percentage points today, the third cut this year. Inflation in the euro area fell to 2.2% in August. Markets had widely expected the move. Several economists now see another cut in December.';
const summary = (mode: 'normal' | 'troll' | 'meme', sourceText: string): GenerationRequest => ({
  kind: 'summary',
  mode,
  prompt: 'unused by the local writer',
  sourceText,
  parameters: { max_new_tokens: 200, temperature: 0.7 },
});

describe('createLocalWriter', () => {
  it('is the "local" generator and resolves to the writer’s text', async () => {
    const writer = createLocalWriter();
    expect(writer.name).toBe('local');
    await expect(writer.generate(summary('normal', NEWS))).resolves.toBe(
      writeLocally(summary('normal', NEWS)),
    );
    expect(
      formatSummary(shapeSummary(await writer.generate(summary('normal', NEWS)), NEWS)),
    ).toMatch(/^• /);
  });

  it("answers at once while the model's start still holds its loading back", async () => {
    let asked = 0;
    // The embedded model's start never leaves the main thread in this test.
    const writer = createLocalWriter({
      loadAfter: () => {
        asked += 1;
        return new Promise<void>(() => {});
      },
    });
    await Promise.resolve();
    expect(asked).toBe(1);
    await expect(writer.generate(summary('normal', NEWS))).resolves.toBe(
      writeLocally(summary('normal', NEWS)),
    );
  });
});
