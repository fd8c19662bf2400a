/**
 * The held-out sets in `npm run eval` (eval/held-out/README.md): lines written blind that no rule's
 * author reads, measured after the labelled set so a change's effect on posts the rules never saw is
 * seen by every run. Their misjudged lines (and summaries) are printed only when asked
 * (EVAL_SHOW_HELD_OUT=1): a fixer who reads them would tune the rules to them, and the sets would
 * stop being an honest measure.
 */
import {
  type GuardScore,
  guardReport,
  type JudgedCase,
  misjudgedLine,
  scoreLine,
} from './guard-score.ts';
import { type SummaryScore, summaryReportLines, summaryScoresByFile } from './summary-score.ts';

/** The held-out figures: the posts' lines (documents' summaries apart) and each document set's. */
export interface HeldOutReport {
  lines: number;
  languages: number;
  /** The short posts' lines: every line that names no summary. */
  posts: GuardScore;
  byMode: Array<[string, GuardScore]>;
  /** Each blind round's posts (`-rN-` ids) on their own: a round's figure is its blind measure. */
  byRound: Array<[string, GuardScore]>;
  byLanguage: Array<[string, GuardScore]>;
  /** Each file of long documents' summaries: faithful ones asked again, edited ones stopped. */
  summaries: Record<string, SummaryScore>;
  /** The posts' lines misjudged (kept out of what is printed or written unless asked for). */
  misjudged: JudgedCase[];
}

export function heldOutReport(judged: readonly JudgedCase[]): HeldOutReport {
  const posts = guardReport(judged.filter((entry) => !entry.summaries));
  return {
    lines: judged.length,
    languages: new Set(judged.map((entry) => entry.lang)).size,
    posts: posts.overall,
    byMode: posts.byMode,
    byRound: posts.byRound,
    byLanguage: posts.byLanguage,
    summaries: summaryScoresByFile(judged),
    misjudged: posts.misjudged,
  };
}

/** The held-out section as printed; `show` lists the misjudged lines and summaries. */
export function heldOutReportLines(
  report: HeldOutReport,
  judged: readonly JudgedCase[],
  show: boolean,
): string[] {
  const rows = (title: string, scores: Array<[string, GuardScore]>) => [
    `  by ${title}:`,
    ...scores.map(([group, score]) => `    ${group.padEnd(14)} ${scoreLine(score)}`),
  ];
  // summaryReportLines lists each summary misjudged on a line of six spaces, under its file's.
  const summaries = summaryReportLines(judged).filter((line) => show || !line.startsWith('      '));
  const hidden = report.misjudged.length > 0 && !show ? ' (EVAL_SHOW_HELD_OUT=1 lists them)' : '';
  return [
    `held out (never read by a rule): ${report.lines} lines in ${report.languages} languages, eval/held-out/`,
    `  posts: ${scoreLine(report.posts)}`,
    ...rows('mode', report.byMode),
    ...rows('round', report.byRound),
    ...rows('language', report.byLanguage),
    ...summaries,
    `  misjudged posts' lines: ${report.misjudged.length}${hidden}`,
    ...(show ? report.misjudged.map(misjudgedLine) : []),
  ];
}

/** EVAL_SHOW_HELD_OUT: 1, true or yes prints the held-out misjudged lines; anything else hides them. */
export function showHeldOut(value: string | undefined): boolean {
  return ['1', 'true', 'yes'].includes((value ?? '').trim().toLowerCase());
}
