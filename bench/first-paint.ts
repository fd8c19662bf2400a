/** First paint: Lighthouse (mobile profile, default throttling) in Debian's Chromium against a running server. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args.ts';

export interface FirstPaint {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export async function measureFirstPaint(url: string): Promise<FirstPaint> {
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
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}
