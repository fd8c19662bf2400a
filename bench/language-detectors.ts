/**
 * Language detectors compared (issue 45 item 5, docs/decisions/024): the hand-written guess the
 * product had, eld, franc and tinyld (each in the sizes it ships), and what core's detectLanguage
 * does now, on the same labelled texts: the recorded posts the eval reads (their networks' tags),
 * the guard cases' sources and lines (eval/guard-cases, labelled by their file's language), and
 * short lines in 25 languages written for this (test/language-lines.ts); then how often each says
 * nothing where nothing can be told, what the web would load (esbuild, minified, gzip level 9 as
 * bench/page-weight.ts counts), the load in a fresh process, and the time a call.
 * `npm run bench:languages` prints it all (a minute or two); `--json` adds the raw figures.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import {
  AMBIGUOUS_TEXTS,
  guardTexts,
  LANGUAGE_LINES,
  type LabelledText,
  taggedPosts,
} from '../test/language-lines.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A detector as the web would import it: one module exporting `detect(text)`. */
interface Candidate {
  name: string;
  /** The module's source (esbuild bundles it from the repository's root). */
  source: string;
}

const ELD = (size: string, reliable: boolean): Candidate => ({
  name: `eld/${size}${reliable ? ' (isReliable)' : ''}`,
  source: `import { eld } from 'eld/${size}';
export const detect = (text) => { const r = eld.detect(text); return ${reliable ? 'r.isReliable() && ' : ''}r.language || undefined; };`,
});

export const CANDIDATES: Candidate[] = [
  {
    name: 'hand-written (before)',
    source: `export { handWrittenLanguage as detect } from './bench/hand-written-language.ts';`,
  },
  {
    name: 'core detectLanguage (now)',
    source: `export { detectLanguage as detect } from './src/core/detect-language.ts';`,
  },
  ELD('extrasmall', false),
  ELD('extrasmall', true),
  ELD('small', true),
  ELD('medium', true),
  ELD('large', true),
  { name: 'franc-min', source: `export { franc as detect } from 'franc-min';` },
  { name: 'franc', source: `export { franc as detect } from 'franc';` },
  { name: 'tinyld/light', source: `export { detect } from 'tinyld/light';` },
  { name: 'tinyld', source: `export { detect } from 'tinyld';` },
  { name: 'tinyld/heavy', source: `export { detect } from 'tinyld/heavy';` },
];

/** A library's answer as a BCP 47 base tag (franc's ISO 639-3 through CLDR's aliases), or undefined. */
export function baseTag(code: string | undefined): string | undefined {
  if (!code || code === 'und') return undefined;
  try {
    return Intl.getCanonicalLocales(code)[0]?.split('-')[0];
  } catch {
    return code;
  }
}

const shortLines = (): LabelledText[] =>
  Object.entries(LANGUAGE_LINES).flatMap(([lang, lines]) => lines.map((text) => ({ lang, text })));

interface Score {
  right: number;
  wrong: number;
  unknown: number;
  total: number;
}

function score(detect: (text: string) => string | undefined, texts: LabelledText[]): Score {
  const result: Score = { right: 0, wrong: 0, unknown: 0, total: texts.length };
  for (const { lang, text } of texts) {
    const found = baseTag(detect(text));
    if (found === undefined) result.unknown++;
    else if (found === lang) result.right++;
    else result.wrong++;
  }
  return result;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`;

/** Minified and gzipped, as the web would load the module (browser conditions). */
async function webSize(candidate: Candidate): Promise<{ min: number; gzip: number }> {
  const out = await build({
    stdin: { contents: candidate.source, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const bytes = out.outputFiles[0]?.contents ?? new Uint8Array();
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The module bundled for Node into `dir`, so that a fresh process loads it as one file. */
async function nodeBundle(candidate: Candidate, dir: string, index: number): Promise<string> {
  const file = join(dir, `candidate-${index}.mjs`);
  await build({
    stdin: { contents: candidate.source, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: file,
    logLevel: 'silent',
  });
  return file;
}

/**
 * Import and first answer in a fresh Node process, median of `runs`: CPU time (what a shared
 * machine's waits for a core do not count) and the heap it keeps after a collection.
 */
function load(file: string, runs = 3): { loadMs: number; heapMb: number } {
  const code = `globalThis.gc();
const heap = process.memoryUsage().heapUsed;
const cpu = process.cpuUsage();
const { detect } = await import(${JSON.stringify(pathToFileURL(file).href)});
detect('The first call may build what the import left for later.');
const used = process.cpuUsage(cpu);
globalThis.gc();
process.stdout.write(JSON.stringify([(used.user + used.system) / 1000, (process.memoryUsage().heapUsed - heap) / 1048576]));`;
  const samples = Array.from(
    { length: runs },
    () =>
      JSON.parse(
        execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', code], {
          encoding: 'utf8',
        }),
      ) as [number, number],
  );
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  return {
    loadMs: median(samples.map(([ms]) => ms)),
    heapMb: median(samples.map(([, mb]) => mb)),
  };
}

/** Mean CPU µs a call over every text, after a warm-up pass. */
function callUs(detect: (text: string) => unknown, texts: string[], passes = 5): number {
  for (const text of texts) detect(text);
  const start = process.cpuUsage();
  for (let pass = 0; pass < passes; pass++) for (const text of texts) detect(text);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / (passes * texts.length);
}

export interface CandidateReport {
  name: string;
  posts: Score;
  guardSources: Score;
  shortLines: Score;
  guardLines: Score;
  byLanguage: Record<string, Score>;
  /** Texts of no language the detector rightly left unknown, of how many. */
  silent: { unknown: number; total: number };
  webMin: number;
  webGzip: number;
  /** CPU time of the import and first call in a fresh process, and the heap it keeps. */
  loadMs: number;
  heapMb: number;
  callUs: number;
}

export async function compareLanguageDetectors(): Promise<CandidateReport[]> {
  const { tagged, wordless } = taggedPosts();
  const guard = guardTexts();
  const lines = shortLines();
  const nothing = [...AMBIGUOUS_TEXTS, ...wordless];
  const timed = [...lines, ...guard.lines].map((entry) => entry.text);
  const dir = mkdtempSync(join(tmpdir(), 'language-detectors-'));
  const reports: CandidateReport[] = [];
  try {
    for (const [index, candidate] of CANDIDATES.entries()) {
      const file = await nodeBundle(candidate, dir, index);
      const { detect } = (await import(pathToFileURL(file).href)) as {
        detect: (text: string) => string | undefined;
      };
      const byLanguage: Record<string, Score> = {};
      for (const lang of Object.keys(LANGUAGE_LINES))
        byLanguage[lang] = score(
          detect,
          lines.filter((line) => line.lang === lang),
        );
      const size = await webSize(candidate);
      reports.push({
        name: candidate.name,
        posts: score(detect, tagged),
        guardSources: score(detect, guard.sources),
        shortLines: score(detect, lines),
        guardLines: score(detect, guard.lines),
        byLanguage,
        silent: {
          unknown: nothing.filter((text) => baseTag(detect(text)) === undefined).length,
          total: nothing.length,
        },
        webMin: size.min,
        webGzip: size.gzip,
        ...load(file),
        callUs: callUs(detect, timed),
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return reports;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const cell = (s: Score) => `${percent(s.right, s.total)} (${s.wrong} wrong, ${s.unknown} unknown)`;

export function formatReports(reports: CandidateReport[]): string {
  const first = reports[0];
  if (!first) return '';
  const out = [
    `| detector | recorded posts (${first.posts.total}) | guard sources (${first.guardSources.total}) | short lines (${first.shortLines.total}) | guard lines (${first.guardLines.total}) | nothing to tell (${first.silent.total}): unknown | web, min + gzip | load (CPU) | heap | a call (CPU) |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...reports.map(
      (r) =>
        `| ${r.name} | ${cell(r.posts)} | ${cell(r.guardSources)} | ${cell(r.shortLines)} | ${cell(r.guardLines)} | ${r.silent.unknown} | ${kb(r.webGzip)} (${kb(r.webMin)} min) | ${r.loadMs.toFixed(0)} ms | ${r.heapMb.toFixed(1)} MB | ${r.callUs.toFixed(1)} µs |`,
    ),
    '',
    'Short lines right, by language (of 12 each):',
    '',
    `| language | ${reports.map((r) => r.name).join(' | ')} |`,
    `| --- | ${reports.map(() => '---').join(' | ')} |`,
    ...Object.keys(first.byLanguage).map(
      (lang) =>
        `| ${lang} | ${reports
          .map((r) => {
            const s = r.byLanguage[lang];
            return s ? `${s.right}${s.wrong ? ` (${s.wrong}✗)` : ''}` : '—';
          })
          .join(' | ')} |`,
    ),
  ];
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reports = await compareLanguageDetectors();
  console.log(formatReports(reports));
  if (process.argv.includes('--json')) console.log(JSON.stringify(reports, null, 2));
}
