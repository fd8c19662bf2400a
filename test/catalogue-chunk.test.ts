import { describe, expect, it } from 'vitest';
import { getTask } from '#catalogue/index.ts';
import { type BuiltFile, getTestBuild } from './test-build.ts';

const text = (file: BuiltFile) => file.content.toString('utf8');
const BUILD_TIMEOUT = 180_000;

/** Strings only the catalogue dialog's code carries. */
const DIALOG_MARKERS = ['Use in thread', 'Example language', 'Hidden in datasets'];

/** Sentences of the catalogue data itself, read from the package at test time. */
function catalogueSentences(): string[] {
  const fillMask = getTask('fill-mask')!.examples.find((e) => e.language === 'en')!.examples[0]!;
  return [
    getTask('image-classification')!.info!.summary.slice(0, 60),
    getTask('summarization')!.info!.summary.slice(0, 60),
    fillMask.kind === 'text' ? fillMask.text : '',
  ];
}

describe('the production build and the catalogue', () => {
  it(
    'keeps the catalogue dialog out of the entry and startup chunks',
    async () => {
      const build = await getTestBuild();
      const entryJs = [...build.entryFiles, ...build.startupFiles].filter((file) =>
        file.path.endsWith('.js'),
      );
      expect(entryJs.length).toBeGreaterThan(0);
      for (const file of entryJs) {
        for (const marker of DIALOG_MARKERS) {
          expect(text(file).includes(marker), `${file.path} holds "${marker}"`).toBe(false);
        }
        // The footer link itself is part of the first page.
      }
      expect(entryJs.some((file) => text(file).includes('ML task catalogue'))).toBe(true);
    },
    BUILD_TIMEOUT,
  );

  it(
    'puts the dialog into a lazy chunk',
    async () => {
      const build = await getTestBuild();
      const entryPaths = new Set(
        [...build.entryFiles, ...build.startupFiles].map((file) => file.path),
      );
      const lazy = build.files.filter(
        (file) => file.path.endsWith('.js') && !entryPaths.has(file.path),
      );
      expect(
        lazy.some((file) => DIALOG_MARKERS.every((marker) => text(file).includes(marker))),
      ).toBe(true);
    },
    BUILD_TIMEOUT,
  );

  it(
    'loads the catalogue styles with the dialog, not with the first page',
    async () => {
      const build = await getTestBuild();
      const entryCss = [...build.entryFiles, ...build.startupFiles].filter((file) =>
        file.path.endsWith('.css'),
      );
      for (const file of entryCss) {
        expect(text(file).includes('.catalogue-dialog'), file.path).toBe(false);
      }
      const css = build.files.filter((file) => file.path.endsWith('.css'));
      expect(css.some((file) => text(file).includes('.catalogue-dialog'))).toBe(true);
    },
    BUILD_TIMEOUT,
  );

  it(
    'bundles none of the catalogue data: the web app reads it from the API',
    async () => {
      const build = await getTestBuild();
      const sentences = catalogueSentences();
      for (const sentence of sentences) expect(sentence.length).toBeGreaterThan(10);
      for (const file of build.files.filter((f) => /\.(js|html)$/.test(f.path))) {
        for (const sentence of sentences) {
          expect(text(file).includes(sentence), `${file.path} holds "${sentence}"`).toBe(false);
        }
      }
    },
    BUILD_TIMEOUT,
  );
});
