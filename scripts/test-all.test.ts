import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NPM_TEST_STEPS, runSteps } from './test-all.mjs';

let dir: string;
let printed: string;
const print = (text: string) => {
  printed += text;
};
/** A step's command: node running `code` in the temporary folder. */
const node = (code: string) => ['node', '-e', code];
/** Appends `name` to order.txt, so a test reads which steps ran and in which order. */
const mark = (name: string) =>
  `require('node:fs').appendFileSync('order.txt', ${JSON.stringify(`${name}\n`)})`;
const order = () =>
  existsSync(join(dir, 'order.txt'))
    ? readFileSync(join(dir, 'order.txt'), 'utf8').trim().split('\n')
    : [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'summary-test-all-'));
  printed = '';
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('runSteps', () => {
  it('starts a step only after every step it needs has passed, and prints each output whole', async () => {
    const ok = await runSteps(
      [
        { name: 'last', command: node(mark('last')), needs: ['slow', 'quick'] },
        {
          // Ends once 'quick' has marked (at most 10 s): they run side by side, whatever the
          // machine's load (a fixed 300 ms lost that race on a busy CI machine).
          name: 'slow',
          command: node(
            `const fs = require('node:fs'); const started = Date.now();
             const done = () => { ${mark('slow')}; console.log('slow said') };
             const wait = () => fs.existsSync('order.txt') && fs.readFileSync('order.txt', 'utf8').includes('quick') || Date.now() - started > 10000 ? done() : setTimeout(wait, 20);
             wait();`,
          ),
        },
        { name: 'quick', command: node(`${mark('quick')}; console.log('quick said')`) },
      ],
      { cwd: dir, print },
    );
    expect(ok).toBe(true);
    expect(order()).toEqual(['quick', 'slow', 'last']);
    expect(printed).toMatch(/── quick: passed in [\d.]+ s\nquick said\n/);
    expect(printed).toMatch(/── slow: passed in [\d.]+ s\nslow said\n/);
    expect(printed).toMatch(
      // Steps side by side are listed as they ended: the two ended close together.
      /npm test passed in [\d.]+ s \((quick [\d.]+ s, slow|slow [\d.]+ s, quick) [\d.]+ s, last [\d.]+ s\)/,
    );
  });

  it('on a failure names the step with its output, stops the steps beside it and starts no other', async () => {
    const ok = await runSteps(
      [
        {
          name: 'typecheck',
          command: node(`console.error('src/x.ts(1,1): error TS2322'); process.exit(2)`),
        },
        // Would mark itself long after the failure, unless it is stopped.
        { name: 'lint', command: node(`setTimeout(() => { ${mark('lint')} }, 1500)`) },
        { name: 'unit tests', command: node(mark('unit tests')), needs: ['typecheck'] },
      ],
      { cwd: dir, print },
    );
    expect(ok).toBe(false);
    expect(printed).toContain('── typecheck: FAILED (exit 2)');
    expect(printed).toContain('src/x.ts(1,1): error TS2322');
    expect(printed).toContain('Stopped: lint.');
    expect(printed).toMatch(/npm test failed at: typecheck\n$/);
    // The stopped step never finished, even given the time it needed.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(order()).toEqual([]);
  });

  it('fails an in-process step that throws, with its message', async () => {
    const ok = await runSteps(
      [
        {
          name: 'in-process step',
          run: () => {
            throw new Error('no dist/ to copy');
          },
        },
      ],
      { cwd: dir, print },
    );
    expect(ok).toBe(false);
    expect(printed).toContain('── in-process step: FAILED (no dist/ to copy)');
  });

  it('refuses a step that needs a step there is not', async () => {
    await expect(
      runSteps([{ name: 'unit tests', command: node(''), needs: ['tyepcheck'] }], {
        cwd: dir,
        print,
      }),
    ).rejects.toThrow('step "unit tests" needs unknown step "tyepcheck"');
  });
});

describe("npm test's steps", () => {
  const step = (name: string) => NPM_TEST_STEPS.find((candidate) => candidate.name === name);

  it('runs the unit tests beside the typecheck once the other checks and builds pass, then the browser tests', () => {
    const upstream = (name: string): string[] => {
      const needs = step(name)?.needs ?? [];
      return [...needs, ...needs.flatMap(upstream)];
    };
    expect(new Set(upstream('unit tests'))).toEqual(
      new Set(['system packages', 'lockfile', 'lint', 'format', 'server build', 'web build']),
    );
    expect(upstream('browser tests')).toContain('unit tests');
    expect(upstream('browser tests')).toContain('typecheck');
    // Nothing else waits: the checks, builds and system packages start at once, side by side.
    const atOnce = NPM_TEST_STEPS.filter((candidate) => !candidate.needs).map((s) => s.name);
    expect(atOnce).toEqual([
      'system packages',
      'lockfile',
      'typecheck',
      'lint',
      'format',
      'web build',
      'server build',
    ]);
  });
});
