/** docs/embedded-writer-cards.md is exactly what scripts/render-writer-samples.ts writes today. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderWriterSamples, SAMPLES_PAGE } from './render-writer-samples.ts';

describe('the embedded writer’s sample page', () => {
  it('is up to date with the writer (else run `npm run docs:writer-samples`)', () => {
    const page = readFileSync(SAMPLES_PAGE, 'utf8');
    expect(page, 'docs/embedded-writer-cards.md is stale: run `npm run docs:writer-samples`').toBe(
      renderWriterSamples(),
    );
  });

  it('shows every recorded post with a normal, troll and meme card and a thread', () => {
    const page = renderWriterSamples();
    const sections = page.split('\n## ').slice(1);
    expect(sections.length).toBeGreaterThanOrEqual(20);
    for (const section of sections) {
      for (const part of [
        '**Normal**',
        '**Troll**',
        '**Meme caption:**',
        '**Thread (standard)**',
      ]) {
        expect(section).toContain(part);
      }
    }
  });
});
