import { describe, expect, it } from 'vitest';
import { measurePageWeight, PAGE_BUDGETS, type PageWeight } from '../bench/page-weight.ts';
import { getTestBuild } from './test-build.ts';

const BUILD_TIMEOUT = 180_000;

let measured: Promise<PageWeight> | undefined;
/**
 * The build's weight, measured once for the file's budgets: only what the page loads before it
 * takes input, since compressing every file at the highest levels (the bench's section 1) costs a
 * worker 10-45 s of CPU on a busy 2-core machine.
 */
const pageWeight = () =>
  (measured ??= getTestBuild().then((build) =>
    measurePageWeight(build.dir, { beforeInput: true }),
  ));

describe('the production build', () => {
  it(
    'loads at most 90 KB of gzipped JavaScript before first render',
    async () => {
      const weight = await pageWeight();
      expect(weight.entryJsGzip).toBeGreaterThan(0);
      expect(weight.entryJsGzip).toBeLessThanOrEqual(PAGE_BUDGETS.entryJsGzip);
    },
    BUILD_TIMEOUT,
  );

  it(
    'loads at most 10 KB of gzipped CSS before first render',
    async () => {
      const weight = await pageWeight();
      expect(weight.entryCssGzip).toBeLessThanOrEqual(PAGE_BUDGETS.entryCssGzip);
    },
    BUILD_TIMEOUT,
  );

  it(
    'holds the same budgets for everything loaded before the page takes input',
    async () => {
      const weight = await pageWeight();
      // React itself is in there: a startup chunk this small would mean it went missing.
      expect(weight.interactiveJsGzip).toBeGreaterThan(40 * 1024);
      expect(weight.interactiveJsGzip).toBeLessThanOrEqual(PAGE_BUDGETS.entryJsGzip);
      expect(weight.interactiveCssGzip).toBeLessThanOrEqual(PAGE_BUDGETS.entryCssGzip);
    },
    BUILD_TIMEOUT,
  );

  it(
    'styles the whole first page before first render: the startup chunk brings no CSS',
    async () => {
      const build = await getTestBuild();
      expect(build.startupFiles.some((file) => file.path.endsWith('.js'))).toBe(true);
      expect(build.startupFiles.filter((file) => file.path.endsWith('.css'))).toEqual([]);
      const entryCss = build.entryFiles.filter((file) => file.path.endsWith('.css'));
      expect(
        entryCss.some((file) => file.content.toString('utf8').includes('.catalogue-link')),
      ).toBe(true);
    },
    BUILD_TIMEOUT,
  );

  it(
    'keeps the PNG export library out of the entry and startup chunks',
    async () => {
      const build = await getTestBuild();
      const startJs = [...build.entryFiles, ...build.startupFiles].filter((file) =>
        file.path.endsWith('.js'),
      );
      expect(startJs.length).toBeGreaterThan(1);
      for (const file of startJs)
        expect(file.content.toString('utf8')).not.toMatch(/modern-screenshot|domToBlob/);
    },
    BUILD_TIMEOUT,
  );

  it(
    'keeps the sentence splitter (sentencex and its abbreviations) out of the page: it splits none',
    async () => {
      const build = await getTestBuild();
      const js = build.files.filter((file) => file.path.endsWith('.js'));
      expect(js.length).toBeGreaterThan(1);
      // Its list of words an exclamation mark does not end ("Yahoo!") is in no chunk.
      for (const file of js) expect(file.content.toString('utf8')).not.toMatch(/Yahoo!|ǃKung/);
    },
    BUILD_TIMEOUT,
  );

  it(
    'keeps core’s language model (eld, 280 KB gzipped) out of the entry and startup chunks',
    async () => {
      const build = await getTestBuild();
      // eld's results answer isReliable(), a name minifying keeps.
      const holdsEld = (file: { content: Buffer }) =>
        file.content.toString('utf8').includes('isReliable');
      const startJs = [...build.entryFiles, ...build.startupFiles].filter((file) =>
        file.path.endsWith('.js'),
      );
      expect(startJs.filter(holdsEld)).toEqual([]);
      // It is there for the page to load when it marks a card's or a thread's language.
      expect(
        build.files.filter((file) => file.path.endsWith('.js') && holdsEld(file)),
      ).toHaveLength(1);
    },
    BUILD_TIMEOUT,
  );

  it(
    'writes the empty app into index.html, inert until the script takes over',
    async () => {
      const build = await getTestBuild();
      const html = build.files.find((file) => file.path === 'index.html')?.content.toString('utf8');
      expect(html).toMatch(/<div id="root" inert aria-disabled="true"><div class="app">/);
      for (const text of ['Generate Summary', 'Create X Thread from Text', 'ML task catalogue']) {
        expect(html).toContain(text);
      }
    },
    BUILD_TIMEOUT,
  );
});
