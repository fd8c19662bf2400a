/**
 * Local writer: each card mode and a thread of a 20,000-character text, through core shaping,
 * against a plain sentence split of it. Goal: under 20 ms each (issue 17). Run alone with
 * `node --import tsx bench/local-writer.ts` to print the figures.
 */
import { pathToFileURL } from 'node:url';
import {
  buildSummaryPrompt,
  buildThreadPrompt,
  shapeMemeCaption,
  shapeSummary,
  shapeThread,
  shapeTroll,
  summaryParameters,
  threadParameters,
} from '#core/index.ts';
import { writeLocally } from '#server/generation/local-writer.ts';

export interface LocalWriterRow {
  name: string;
  medianMs: number;
  baselineMedianMs: number;
}

const PARAGRAPH =
  'City councils across the region voted this week to expand protected bike lanes, citing a 30% drop in ' +
  'collisions where lanes already exist. Shop owners worried about parking, but early counts show foot ' +
  'traffic up on redesigned streets. Transit agencies plan to sync bus priority signals with the new ' +
  'corridors next spring! Critics ask whether winter maintenance budgets will keep up? ';

/** A deterministic 20,000-character text of varied sentences. */
export function benchText(length = 20_000): string {
  let text = '';
  for (let i = 0; text.length < length; i++) text += PARAGRAPH.replace('30%', `${20 + (i % 17)}%`);
  return text.slice(0, length);
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? Number.NaN) * 1000) / 1000;
}

function time(task: () => unknown, runs: number): number {
  for (let i = 0; i < 5; i++) task();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    task();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

export function measureLocalWriter(runs = 51): LocalWriterRow[] {
  const text = benchText();
  const sentenceSplit = () => text.split(/(?<=[.!?])\s+/);
  const baselineMedianMs = time(sentenceSplit, runs);
  const random = () => 0.5;
  const write = (mode: 'normal' | 'troll' | 'meme') =>
    writeLocally({
      kind: 'summary',
      mode,
      prompt: buildSummaryPrompt(mode, text, 'bench'),
      sourceText: text,
      facts: { linkHosts: ['example.org'], photos: 1 },
      parameters: summaryParameters(mode, text),
    });
  const summary = () => shapeSummary(write('normal'), text);
  const troll = () => shapeTroll(write('troll'), random, { sourceText: text });
  const meme = () => shapeMemeCaption(write('meme'), { sourceText: text });
  const thread = () =>
    shapeThread(
      writeLocally({
        kind: 'thread',
        style: 'standard',
        prompt: buildThreadPrompt('standard', text, 'bench'),
        sourceText: text,
        parameters: threadParameters('standard', false),
      }),
      text,
      'standard',
      random,
    );
  return [
    { name: 'summary of 20,000 characters', medianMs: time(summary, runs), baselineMedianMs },
    { name: 'troll card of 20,000 characters', medianMs: time(troll, runs), baselineMedianMs },
    { name: 'meme caption of 20,000 characters', medianMs: time(meme, runs), baselineMedianMs },
    { name: 'thread of 20,000 characters', medianMs: time(thread, runs), baselineMedianMs },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of measureLocalWriter()) {
    console.log(`${row.name}: ${row.medianMs} ms (sentence split ${row.baselineMedianMs} ms)`);
  }
}
