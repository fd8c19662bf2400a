/**
 * The guard part of `npm run eval` (issue 44 item 5): the labelled cases through the guard, no
 * model needed; printed, and written to eval/results/<date>-guard-cases.json. Runs before the
 * model part, so a machine with no model still measures the guard (`EVAL_GUARD_ONLY=1`: only this).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadGuardCases } from './guard-cases.ts';
import { guardReport, guardReportLines, judgeCases } from './guard-score.ts';

export interface GuardCasesOptions {
  resultsDir: string;
  print(line: string): void;
  /** The run's date, ISO 8601: the report's name. */
  date: string;
  /** The labelled lines' folder; eval/guard-cases/ when unset. */
  casesDir?: string;
}

/** Judges every case, prints the report and writes it; returns the report and its file. */
export function runGuardCases({ resultsDir, print, date, casesDir }: GuardCasesOptions) {
  const report = guardReport(judgeCases(loadGuardCases(casesDir)));
  const lines = guardReportLines(report);
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
  writeFileSync(
    file,
    `${JSON.stringify({ date, ...report, misjudged, printed: lines }, null, 2)}\n`,
  );
  print(`guard cases report: ${file}`);
  return { report, file };
}

/** EVAL_GUARD_ONLY: 1, true or yes runs only the guard cases; unset, 0, false or no runs all. */
export function guardOnly(value: string | undefined): boolean | undefined {
  const text = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(text)) return false;
  if (['1', 'true', 'yes'].includes(text)) return true;
  return undefined;
}
