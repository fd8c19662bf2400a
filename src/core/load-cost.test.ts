/**
 * Core is in the page's startup chunk: what it does when loaded, a phone does before the page
 * answers a tap. A segmenter made at load cost most of that chunk's evaluation (measured on the
 * built page at 4x CPU slowdown: 165-213 ms with one, 26-32 ms without), so core makes them on
 * first need.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const Segmenter = Intl.Segmenter;
/** Intl's members are read-only to TypeScript, not to the runtime. */
const setSegmenter = (value: typeof Segmenter) =>
  Object.defineProperty(Intl, 'Segmenter', { value, writable: true, configurable: true });
afterEach(() => {
  setSegmenter(Segmenter);
});

describe('loading core', () => {
  it('makes no Intl.Segmenter until a text needs one', async () => {
    let made = 0;
    setSegmenter(
      class extends Segmenter {
        constructor(...args: ConstructorParameters<typeof Segmenter>) {
          super(...args);
          made += 1;
        }
      },
    );
    vi.resetModules();
    const core = await import('./index.ts');
    expect(made).toBe(0);
    // And one is made when a text needs it: the count above would have seen it.
    expect(core.graphemeCount('👩‍👩‍👧 café')).toBe(6);
    expect(made).toBeGreaterThan(0);
  });
});
