/**
 * The guard part of `npm run eval` (issue 44 item 5): the labelled cases through the guard, no
 * model needed; printed, and written to eval/results/<date>-guard-cases.json. Runs before the
 * model part, so a machine with no model still measures the guard (`EVAL_GUARD_ONLY=1`: only this).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadGuardCases, loadHeldOutCases } from './guard-cases.ts';
import { guardReport, guardReportLines, judgeCases } from './guard-score.ts';
import { heldOutReport, heldOutReportLines } from './held-out-report.ts';

export interface GuardCasesOptions {
  resultsDir: string;
  print(line: string): void;
  /** The run's date, ISO 8601: the report's name. */
  date: string;
  /** The labelled lines' folder; eval/guard-cases/ when unset. */
  casesDir?: string;
  /** The held-out sets' folder; eval/held-out/ when unset. */
  heldOutDir?: string;
  /** List the held-out misjudged lines (EVAL_SHOW_HELD_OUT=1); hidden by default, for fixers. */
  showHeldOut?: boolean;
}

/**
 * Judges every case, prints the report, then the held-out sets' section (never read by a rule), and
 * writes both; returns the reports and the file.
 */
export function runGuardCases({
  resultsDir,
  print,
  date,
  casesDir,
  heldOutDir,
  showHeldOut = false,
}: GuardCasesOptions) {
  const report = guardReport(judgeCases(loadGuardCases(casesDir)));
  const heldOutJudged = judgeCases(loadHeldOutCases(heldOutDir));
  const heldOut = heldOutReport(heldOutJudged);
  const heldOutLines = heldOutReportLines(heldOut, heldOutJudged, showHeldOut);
  const lines = [...guardReportLines(report), ...heldOutLines];
  for (const line of lines) print(line);
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${date.replace(/[:.]/g, '-')}-guard-cases.json`);
  const misjudged = report.misjudged.map(
    ({ source, claims, lang, mode, label, kind, ...rest }) => ({
      source: source.id,
      lang,
      mode,
      label,
      kind,
      ...(rest.edit && { edit: rest.edit }),
      ...(rest.reword && { reword: rest.reword }),
      ...(rest.lineLang && { lineLang: rest.lineLang }),
      line: rest.line,
      claims,
    }),
  );
  // The held-out lines misjudged are written only when printed (see held-out-report.ts).
  const heldOutFigures = {
    ...heldOut,
    misjudged: showHeldOut
      ? heldOut.misjudged.map(({ source, line }) => ({ source: source.id, line }))
      : heldOut.misjudged.length,
  };
  writeFileSync(
    file,
    `${JSON.stringify({ date, ...report, misjudged, heldOut: heldOutFigures, printed: lines }, null, 2)}\n`,
  );
  print(`guard cases report: ${file}`);
  return { report, heldOut, file };
}

/** EVAL_GUARD_ONLY: 1, true or yes runs only the guard cases; unset, 0, false or no runs all. */
export function guardOnly(value: string | undefined): boolean | undefined {
  const text = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(text)) return false;
  if (['1', 'true', 'yes'].includes(text)) return true;
  return undefined;
}
