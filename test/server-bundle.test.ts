import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUNDLED_PACKAGES } from '../vite.server.config.ts';

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
