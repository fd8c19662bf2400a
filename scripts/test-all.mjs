#!/usr/bin/env node
// `npm test`: every check CI runs, ordered for a 2-core machine. The system packages (apt: network and
// disk, not CPU) install in the background from the start; the typecheck (one core), lint, format,
// the lockfile check and the production builds run side by side; then the unit tests (beside the
// end of the typecheck), then the browser tests, using both cores alone. The web app is built once: the browser tests serve
// dist/, and the unit tests' bundle checks read the same build (test/test-build.ts).
// The first failing step stops every other and is named, with its whole output.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string[]} [command] run from the project root; its output is held and printed whole when
 *   it ends, so steps side by side never interleave
 * @property {() => void} [run] in-process work instead of a command
 * @property {boolean} [stream] the output goes straight to the terminal (a long step running alone)
 * @property {string[]} [needs] steps that must pass before this one starts
 */

/** @type {Step[]} */
export const NPM_TEST_STEPS = [
  {
    name: 'system packages',
    command: ['node', 'scripts/ensure-system-deps.mjs', '--for', 'unit,e2e'],
  },
  { name: 'lockfile', command: ['npm', 'run', '--silent', 'lockfile:check'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'format', command: ['npm', 'run', '--silent', 'format'] },
  // With secret-looking values in its environment, kept beside it: the unit tests' secret check
  // reads this build rather than making one of its own (test/build-secrets.mjs).
  { name: 'web build', command: ['node', 'test/build-secrets.mjs', '--logLevel', 'warn'] },
  {
    name: 'server build',
    command: ['npx', 'vite', 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'],
  },
  {
    name: 'unit tests',
    command: ['npx', 'vitest', 'run'],
    stream: true,
    // Not after the typecheck: it keeps one core busy for a minute, alone once the builds are done;
    // the unit tests fill the other (and a type error still stops them: the first failure ends all).
    needs: [
      'system packages',
      'lockfile',
      'lint',
      'format',
      'server build',
      // The unit tests' bundle checks read this dist/ while it is fresh (test/test-build.ts); only
      // the secret check makes a build of its own, with secret-looking values in its environment.
      'web build',
    ],
  },
  {
    name: 'browser tests',
    command: ['npx', 'playwright', 'test'],
    stream: true,
    needs: ['unit tests', 'typecheck', 'web build'],
  },
];

const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

/** Ends a step's command and everything it started (its own process group). */
function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/**
 * Starts one step; resolves with its output when it passes, rejects with it when it fails.
 * @returns {{ done: Promise<string>, cancel: () => void }}
 */
function start(step, cwd) {
  if (step.run) {
    const done = new Promise((resolve) => resolve(step.run?.())).then(() => '');
    return { done, cancel: () => {} };
  }
  const [command, ...args] = step.command ?? [];
  const child = spawn(command, args, {
    cwd,
    // Its own process group, so that stopping it stops what it started (npx, workers, browsers).
    detached: true,
    stdio: step.stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const done = new Promise((resolve, reject) => {
    child.on('error', (error) => reject(Object.assign(error, { output })));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(output);
      else
        reject(
          Object.assign(new Error(signal ? `killed by ${signal}` : `exit ${code}`), { output }),
        );
    });
  });
  return { done, cancel: () => stop(child) };
}

/**
 * Runs `steps`, each as soon as every step it needs has passed. The first failure stops the steps
 * still running and starts no other. Resolves true when every step passed.
 * @param {Step[]} steps
 * @param {{ cwd?: string, print?: (text: string) => void }} [options]
 */
export async function runSteps(
  steps,
  { cwd = root, print = (text) => process.stdout.write(text) } = {},
) {
  const names = new Set(steps.map((step) => step.name));
  for (const step of steps) {
    for (const need of step.needs ?? []) {
      if (!names.has(need)) throw new Error(`step "${step.name}" needs unknown step "${need}"`);
    }
  }
  const passed = new Set();
  /** @type {Map<string, { cancel: () => void }>} */
  const running = new Map();
  const began = performance.now();
  const times = [];
  let failed = false;

  const stopSignals = () => {
    for (const step of running.values()) step.cancel();
    process.exit(130);
  };
  process.once('SIGINT', stopSignals);
  process.once('SIGTERM', stopSignals);

  await new Promise((finish) => {
    const launchReady = () => {
      if (failed) return;
      const ready = steps.filter(
        (step) =>
          !passed.has(step.name) &&
          !running.has(step.name) &&
          (step.needs ?? []).every((need) => passed.has(need)),
      );
      if (ready.length === 0 && running.size === 0) finish();
      for (const step of ready) {
        const from = performance.now();
        if (step.stream) print(`\n── ${step.name} ──\n`);
        const started = start(step, cwd);
        running.set(step.name, started);
        started.done.then(
          (output) => {
            running.delete(step.name);
            passed.add(step.name);
            times.push(`${step.name} ${seconds(from)} s`);
            if (step.stream) print(`── ${step.name}: passed in ${seconds(from)} s\n`);
            else print(`── ${step.name}: passed in ${seconds(from)} s\n${output}`);
            launchReady();
          },
          (error) => {
            running.delete(step.name);
            if (failed) return;
            failed = true;
            const others = [...running.keys()];
            for (const other of running.values()) other.cancel();
            print(
              `── ${step.name}: FAILED (${error.message}) after ${seconds(from)} s\n` +
                `${error.output ?? ''}\n` +
                (others.length > 0 ? `Stopped: ${others.join(', ')}.\n` : '') +
                `npm test failed at: ${step.name}\n`,
            );
            finish();
          },
        );
      }
    };
    launchReady();
  });
  process.off('SIGINT', stopSignals);
  process.off('SIGTERM', stopSignals);
  const stuck = steps.filter((step) => !passed.has(step.name)).map((step) => step.name);
  if (!failed && stuck.length > 0) {
    // Only a circle of needs leaves a step neither run nor failed.
    print(`npm test failed: ${stuck.join(', ')} never started (their needs form a circle)\n`);
    return false;
  }
  if (!failed) print(`\nnpm test passed in ${seconds(began)} s (${times.join(', ')})\n`);
  return !failed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = (await runSteps(NPM_TEST_STEPS)) ? 0 : 1;
}
