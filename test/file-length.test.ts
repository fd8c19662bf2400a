/**
 * No product file over 400 lines: a file that long holds more than one idea, and the next change to
 * it is harder to review. Tests, fixtures and generated data are not product files; the bench's
 * files are held to the same length (its results folder aside).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAX_PRODUCT_FILE_LINES = 400;

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every .ts, .tsx and .mjs file under `folder`, tests left out. */
function productFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'results' ? [] : productFiles(path);
    if (!/\.(?:ts|tsx|mjs)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

function lineCount(path: string): number {
  const text = readFileSync(path, 'utf8');
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

describe('product files', () => {
  it(`have at most ${MAX_PRODUCT_FILE_LINES} lines each`, () => {
    const files = [
      ...productFiles(join(root, 'src')),
      ...productFiles(join(root, 'scripts')),
      ...productFiles(join(root, 'bench')),
    ];
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((path) => path.includes(`${join('bench', 'run.ts')}`))).toBe(true);
    const tooLong = files
      .map((path) => ({ path: relative(root, path), lines: lineCount(path) }))
      .filter(({ lines }) => lines > MAX_PRODUCT_FILE_LINES)
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(tooLong, 'split these into files of one idea each').toEqual([]);
  });
});
