import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_PACKAGES } from '../vite.server.config.ts';
import { ensureServerBuild } from './server-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = (name: string) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
    type?: string;
    gypfile?: boolean;
    exports?: unknown;
  };

describe("the npm packages bundled into the server's build", () => {
  it.each(BUNDLED_PACKAGES)(
    '%s offers ES modules and no native addon (it runs the same from inside main.js)',
    (name) => {
      const own = manifest(name);
      const esm = own.type === 'module' || JSON.stringify(own.exports ?? {}).includes('"import"');
      expect(esm, `${name} offers no ES module`).toBe(true);
      expect(own.gypfile ?? false, `${name} builds a native addon`).toBe(false);
      expect(existsSync(join(root, 'node_modules', name, 'binding.gyp'))).toBe(false);
    },
  );

  it('holds none of the packages that load native code, start workers or read files beside them', () => {
    for (const external of ['libsql', '@takumi-rs/core', 'node-llama-cpp', 'pino', 'ioredis']) {
      expect(BUNDLED_PACKAGES).not.toContain(external);
    }
  });
});

describe("the built server's source maps", () => {
  beforeAll(async () => {
    await ensureServerBuild();
  }, 120_000);

  const mapOf = (file: string) =>
    JSON.parse(readFileSync(join(root, 'dist-server', `${file}.map`), 'utf8')) as SourceMapPayload;

  it("lead a stack trace's line of main.js back to the TypeScript source's line", () => {
    const code = readFileSync(join(root, 'dist-server/main.js'), 'utf8').split('\n');
    const line = code.findIndex((text) => text.includes('setSourceMapsEnabled(true)'));
    const column = code[line]?.indexOf('setSourceMapsEnabled') ?? -1;
    const entry = new SourceMap(mapOf('main.js')).findEntry(line, column) as {
      originalSource: string;
      originalLine: number;
    };
    expect(entry.originalSource).toMatch(/src\/server\/main\.ts$/);
    const source = readFileSync(join(root, 'src/server/main.ts'), 'utf8').split('\n');
    expect(source[entry.originalLine]).toContain('setSourceMapsEnabled(true)');
  });

  it('carry no copy of the sources: the server parses every map it loads at start', () => {
    const maps = readdirSync(join(root, 'dist-server/assets'))
      .filter((file) => file.endsWith('.js.map'))
      .map((file) => `assets/${file.replace(/\.map$/, '')}`);
    expect(maps.length).toBeGreaterThan(3);
    for (const file of ['main.js', ...maps]) {
      expect(mapOf(file).sourcesContent ?? [], file).toEqual([]);
    }
  });
});

describe("the built server's entry", () => {
  beforeAll(async () => {
    await ensureServerBuild();
  }, 120_000);

  /** The files `file` imports before it runs (its static imports, followed through the chunks). */
  function staticGraph(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const code = readFileSync(join(root, 'dist-server', file), 'utf8');
    for (const [, spec] of code.matchAll(/^import\s[^'"]*["'](\.[^'"]+)["'];?$/gm)) {
      staticGraph(join(file, '..', spec ?? '').replace(/^\.\//, ''), seen);
    }
    return seen;
  }

  it("begins the model's runtime before the app's modules load: they are imported after", () => {
    const graph = staticGraph('main.js');
    const bytes = [...graph].reduce(
      (sum, file) => sum + readFileSync(join(root, 'dist-server', file)).length,
      0,
    );
    // The configuration, the logger and the early start: not the guard's megabytes, nor the app.
    expect(bytes).toBeLessThan(400_000);
    const main = readFileSync(join(root, 'dist-server/main.js'), 'utf8');
    expect(main.indexOf('startRuntimeEarly(')).toBeGreaterThan(-1);
    expect(main.indexOf('startRuntimeEarly(')).toBeLessThan(main.indexOf('await import('));
  });
});
