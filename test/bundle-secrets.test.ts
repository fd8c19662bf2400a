/**
 * The web app built with secret-looking values in every secret variable (the tests' own build,
 * test/test-build.ts: fresh values for each build): none of them, and nothing shaped like a
 * provider key, reaches a file a browser could download.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuildSecrets, getTestBuild, SECRET_VARIABLES } from './test-build.ts';

const KEY_PATTERNS: Array<[string, RegExp]> = [
  ['Hugging Face token', /hf_[A-Za-z0-9]{20,}/],
  ['OpenAI-style key', /sk-[A-Za-z0-9]{20,}/],
  ['Anthropic-style key', /sk-ant-[A-Za-z0-9_-]{20,}/],
  ['Google API key', /AIza[0-9A-Za-z_-]{35}/],
  ['GIPHY key next to api_key', /api_key["'`]?\s*[:=,]?\s*["'`]?[A-Za-z0-9]{32}(?![A-Za-z0-9])/i],
];

const TEXT_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.map',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
]);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the built web bundle', () => {
  let outDir: string;
  let files: string[];
  let secrets: BuildSecrets;

  beforeAll(async () => {
    const build = await getTestBuild({ own: true });
    outDir = build.dir;
    files = listFiles(outDir);
    secrets = build.secrets as BuildSecrets;
  }, 240_000);

  it('is a real build with a page and scripts', () => {
    const names = files.map((file) => relative(outDir, file));
    expect(names).toContain('index.html');
    expect(names.some((name) => name.endsWith('.js'))).toBe(true);
  });

  it('contains no value of any secret variable, in any file', () => {
    // Every secret variable was set for the build, each to a value of its own.
    expect(Object.keys(secrets).sort()).toEqual([...SECRET_VARIABLES].sort());
    expect(new Set(Object.values(secrets)).size).toBe(SECRET_VARIABLES.length);
    const leaks: string[] = [];
    for (const file of files) {
      const content = readFileSync(file).toString('latin1');
      for (const [name, value] of Object.entries(secrets)) {
        // Only the variable's name and the file go in the report, never the value.
        if (content.includes(value)) leaks.push(`${name} in ${relative(outDir, file)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('contains nothing shaped like a provider key', () => {
    const matches: string[] = [];
    for (const file of files.filter((name) => TEXT_EXTENSIONS.has(extname(name)))) {
      const content = readFileSync(file, 'utf8');
      for (const [kind, pattern] of KEY_PATTERNS) {
        if (pattern.test(content)) matches.push(`${kind} in ${relative(outDir, file)}`);
      }
    }
    expect(matches).toEqual([]);
  });

  it('ships no source maps', () => {
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('is built from sources that name no secret as a VITE_ variable', () => {
    const sources = listFiles('src/web').filter((file) => /\.(ts|tsx)$/.test(file));
    const named = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/VITE_[A-Z0-9_]*(KEY|SECRET|TOKEN)[A-Z0-9_]*/g)].map(
        (match) => `${match[0]} in ${file}`,
      ),
    );
    expect(named).toEqual([]);
  });
});
