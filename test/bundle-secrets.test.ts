/**
 * Builds the web app with secret-looking values in every secret variable and checks that none of
 * them, and nothing shaped like a provider key, reaches a file a browser could download.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (length: number) =>
  [...randomBytes(length)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

/** Fresh every run, so a match can only come from this build. */
const SECRETS = {
  HF_TOKEN: `hf_${randomText(34)}`,
  LLM_API_KEY: `sk-${randomText(48)}`,
  GIPHY_API_KEY: randomText(32),
};

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

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'summary-bundle-'));
    await run(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { env: { ...process.env, ...SECRETS, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
    );
    files = listFiles(outDir);
  }, 240_000);
  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('is a real build with a page and scripts', () => {
    const names = files.map((file) => relative(outDir, file));
    expect(names).toContain('index.html');
    expect(names.some((name) => name.endsWith('.js'))).toBe(true);
  });

  it('contains no value of any secret variable, in any file', () => {
    const leaks: string[] = [];
    for (const file of files) {
      const content = readFileSync(file).toString('latin1');
      for (const [name, value] of Object.entries(SECRETS)) {
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
