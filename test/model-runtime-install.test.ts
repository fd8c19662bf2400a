/**
 * What `npm install` brings for the embedded model: node-llama-cpp pinned, its CPU build, and none
 * of the CUDA and Vulkan builds (619 MB the server never loads with gpu: false), nor its install
 * script (which would build llama.cpp from source or download a binary).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

function bytesUnder(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + bytesUnder(join(path, name)), 0);
}

describe('the embedded model runtime as installed', () => {
  it('is node-llama-cpp 3.21.1 exactly, with its install script denied', () => {
    const pkg = readJson('package.json');
    expect(pkg.dependencies['node-llama-cpp']).toBe('3.21.1');
    expect(readJson('node_modules/node-llama-cpp/package.json').version).toBe('3.21.1');
    expect(pkg.allowScripts['node-llama-cpp']).toBe(false);
  });

  it('keeps the CPU build and replaces every GPU build with an empty package', () => {
    const gpuBuilds = ['linux-x64-cuda', 'linux-x64-cuda-ext', 'linux-x64-vulkan'];
    for (const build of gpuBuilds) {
      const installed = readJson(`node_modules/@node-llama-cpp/${build}/package.json`);
      expect(installed.name, build).toBe('empty-npm-package');
    }
    if (process.platform === 'linux' && process.arch === 'x64') {
      const bins = join(root, 'node_modules/@node-llama-cpp/linux-x64/bins/linux-x64');
      expect(statSync(join(bins, 'llama-addon.node')).isFile()).toBe(true);
      // The addon with llama.cpp's own libraries beside it.
      expect(bytesUnder(bins)).toBeGreaterThan(10 * 1024 * 1024);
    }
    // Every build npm puts here for Linux: about 61 MB with the ARM builds a user on ARM needs.
    const all = bytesUnder(join(root, 'node_modules/@node-llama-cpp'));
    expect(all).toBeLessThan(100 * 1024 * 1024);
  });
});
