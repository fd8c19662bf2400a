import { describe, expect, it } from 'vitest';
import { measurePageWeight, PAGE_BUDGETS } from '../bench/page-weight.ts';
import { getTestBuild } from './test-build.ts';

describe('the production build', () => {
  it('loads at most 90 KB of gzipped JavaScript before first render', async () => {
    const weight = measurePageWeight((await getTestBuild()).dir);
    expect(weight.entryJsGzip).toBeGreaterThan(0);
    expect(weight.entryJsGzip).toBeLessThanOrEqual(PAGE_BUDGETS.entryJsGzip);
  }, 180_000);

  it('loads at most 10 KB of gzipped CSS before first render', async () => {
    const weight = measurePageWeight((await getTestBuild()).dir);
    expect(weight.entryCssGzip).toBeLessThanOrEqual(PAGE_BUDGETS.entryCssGzip);
  }, 180_000);

  it('keeps the PNG export library out of the entry chunk', async () => {
    const build = await getTestBuild();
    const entryJs = build.entryFiles.filter((file) => file.path.endsWith('.js'));
    expect(entryJs.length).toBeGreaterThan(0);
    for (const file of entryJs)
      expect(file.content.toString('utf8')).not.toMatch(/modern-screenshot|domToBlob/);
  }, 180_000);
});
