/**
 * The guard on long documents' summaries, as an outside benchmark of edited summaries reads it
 * (issue 44 items 4-5): each summary's sentences are a card's lines, and a summary counts as stopped
 * when any of its lines is (the card is asked again). A faithful summary asked again is what a
 * reader of a faithful model feels (goal: at most 1 in 20); an edited summary, one sentence carrying
 * one atomic edit, should be stopped. Lines name their summaries (eval/guard-cases.ts' `summaries`).
 */
import type { JudgedCase } from './guard-score.ts';

/** One summary of one document, as the guard judged its lines. */
export interface JudgedSummary {
  source: string;
  /** The document's domain (its source's `about`: news, transcript, bill...). */
  about: string;
  /** The summary's name in its source (f, e1...). */
  name: string;
  /** Edited: one of its lines is invented. */
  edited: boolean;
  /** Any of its lines stopped. */
  stopped: boolean;
  /** Its edited line stopped (an edited summary stopped for its edit, not a faithful line's stop). */
  editStopped: boolean;
  /** Its lines the guard stopped, with what it said. */
  stops: JudgedCase[];
}

/** Every summary the judged lines name, in the order they first appear. */
export function judgeSummaries(judged: readonly JudgedCase[]): JudgedSummary[] {
  const summaries = new Map<string, JudgedSummary>();
  for (const entry of judged) {
    for (const name of entry.summaries ?? []) {
      const key = `${entry.source.id}\u0000${name}`;
      const summary = summaries.get(key) ?? {
        source: entry.source.id,
        about: entry.source.about,
        name,
        edited: false,
        stopped: false,
        editStopped: false,
        stops: [],
      };
      summary.edited ||= entry.label === 'invented';
      summary.editStopped ||= entry.label === 'invented' && entry.stopped;
      if (entry.stopped) {
        summary.stopped = true;
        summary.stops.push(entry);
      }
      summaries.set(key, summary);
    }
  }
  return [...summaries.values()];
}

/** Faithful summaries asked again and edited ones stopped, with the counts they come from. */
export interface SummaryScore {
  faithful: number;
  askedAgain: number;
  edited: number;
  stopped: number;
  /** Edited summaries whose edited line is stopped. */
  editStopped: number;
}

export function summaryScoreOf(summaries: readonly JudgedSummary[]): SummaryScore {
  const faithful = summaries.filter((summary) => !summary.edited);
  const edited = summaries.filter((summary) => summary.edited);
  return {
    faithful: faithful.length,
    askedAgain: faithful.filter((summary) => summary.stopped).length,
    edited: edited.length,
    stopped: edited.filter((summary) => summary.stopped).length,
    editStopped: edited.filter((summary) => summary.editStopped).length,
  };
}

const share = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((part / whole) * 100).toFixed(1)}% (${part}/${whole})`;

/** "faithful asked again 4.2% (1/24), edited stopped 80.6% (58/72; for the edit 55)". */
export function summaryScoreLine(score: SummaryScore): string {
  const edited = `${share(score.stopped, score.edited).replace(/\)$/, '')}; for the edit ${score.editStopped})`;
  return `faithful asked again ${share(score.askedAgain, score.faithful)}, edited stopped ${score.edited === 0 ? '-' : edited}`;
}

/**
 * The per-summary figures as printed, one block a file of documents (each set is read on its own:
 * en-documents.yaml was tuned on, en-documents-2.yaml held out): overall, by domain, then each
 * faithful summary asked again and each edited one let through. Nothing when no line names a summary.
 */
export function summaryReportLines(judged: readonly JudgedCase[]): string[] {
  const files = [...new Set(judged.filter((entry) => entry.summaries).map((entry) => entry.file))];
  return files.flatMap((file) =>
    fileReportLines(
      file,
      judged.filter((entry) => entry.file === file),
    ),
  );
}

/** Each file's summaries scored on their own, by file name. */
export function summaryScoresByFile(judged: readonly JudgedCase[]): Record<string, SummaryScore> {
  const files = [...new Set(judged.filter((entry) => entry.summaries).map((entry) => entry.file))];
  return Object.fromEntries(
    files.map((file) => [
      file,
      summaryScoreOf(judgeSummaries(judged.filter((entry) => entry.file === file))),
    ]),
  );
}

function fileReportLines(file: string, judged: readonly JudgedCase[]): string[] {
  const summaries = judgeSummaries(judged);
  const domains = [...new Set(summaries.map((summary) => summary.about))];
  const wrong = summaries.filter((summary) => summary.stopped !== summary.edited);
  return [
    `  summaries of long documents, ${file} (${new Set(summaries.map((s) => s.source)).size} documents, a summary stopped when any line is): ${summaryScoreLine(summaryScoreOf(summaries))}`,
    ...domains.map(
      (about) =>
        `    ${about.padEnd(14)} ${summaryScoreLine(summaryScoreOf(summaries.filter((s) => s.about === about)))}`,
    ),
    ...wrong.map((summary) =>
      summary.edited
        ? `      ${summary.source} ${summary.name} edited, let through`
        : `      ${summary.source} ${summary.name} faithful, asked again for ${summary.stops.map((line) => line.claims.map((claim) => `${claim.kind} ${claim.text}`).join(', ')).join('; ')}`,
    ),
  ];
}
