/**
 * First paint: Lighthouse (mobile profile, default throttling) in Debian's Chromium against a running
 * server, several times, reported by Lighthouse's own median run (its advice for noisy machines).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args.ts';

/** Each run takes 10-20 s; five is what Lighthouse's variability guide suggests. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));

export interface FirstPaint {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** How many runs completed, and the lowest and highest performance score among them. */
  runs: number;
  performanceRange: [number, number];
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run in a fresh browser, as a user arriving for the first time. */
async function runOnce(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

export async function measureFirstPaint(url: string): Promise<FirstPaint> {
  const results: Result[] = [];
  const failures: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    try {
      results.push(await runOnce(url));
    } catch (error) {
      // A run the browser botched says nothing about the page; the others still do.
      const reason = error instanceof Error ? error.message : String(error);
      failures.push(reason);
      console.warn(`  Lighthouse run ${run + 1} of ${RUNS} failed: ${reason}`);
    }
  }
  if (results.length === 0) throw new Error(`every Lighthouse run failed: ${failures.join('; ')}`);
  const median = computeMedianRun(results);
  const value = (id: string) => median.audits[id]?.numericValue ?? Number.NaN;
  const scores = results.map((lhr) => score(lhr, 'performance'));
  return {
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    bestPractices: score(median, 'best-practices'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    runs: results.length,
    performanceRange: [Math.min(...scores), Math.max(...scores)],
  };
}
