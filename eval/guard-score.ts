/**
 * The guard measured on its labelled cases (eval/guard-cases.ts), with no model: each line through
 * core's claimSource and unsupportedClaims exactly as the routes call them (answer-guard.ts: a
 * card's source is the text, the author's names, the post's facts and language tag; a thread's is
 * the text and the thread styles' own tags). Recall: invented lines stopped; precision, as issue 44
 * names it: faithful lines kept. Both overall, by kind, language and mode, with every misjudged line.
 */
import {
  type ClaimSourceInput,
  checkUnits,
  claimSource,
  type GuardMode,
  type UnsupportedClaim,
} from '#core/index.ts';
import { THREAD_STYLE_TAGS } from '#server/writing/answer-guard.ts';
import { CASE_KINDS, EDITS, type GuardCase, type GuardCaseSource, REWORDS } from './guard-cases.ts';
import { summaryReportLines, summaryScoresByFile } from './summary-score.ts';

/** What the routes give the guard as the source of a card or a thread (see answer-guard.ts). */
export function caseSourceInput(
  source: Omit<GuardCaseSource, 'lines'>,
  mode: GuardMode,
  lineLang?: string,
): ClaimSourceInput {
  // Both routes pass the language asked for as the lines' (answer-guard.ts).
  const asked = lineLang !== undefined && { lineLang };
  if (mode === 'thread') return { text: source.text, tags: THREAD_STYLE_TAGS, ...asked };
  return {
    text: source.text,
    // A pasted text given no name has none (its card has no handle either).
    names: [source.author?.name ?? '', source.author?.handle ?? '', source.quoteHandle ?? ''],
    ...(source.facts && { facts: source.facts }),
    ...(source.tag && { lang: source.tag }),
    ...asked,
  };
}

/** A case as the guard judged it. */
export interface JudgedCase extends GuardCase {
  claims: UnsupportedClaim[];
  /** The guard stopped the line. */
  stopped: boolean;
  /** The guard agreed with the label: an invented line stopped, a faithful one kept. */
  right: boolean;
}

/**
 * Each case's verdict, kept by what the case says (its line, label and whole source): the guard is
 * pure, and the cases' test asks for the same lines in many subsets (every round, every set before
 * one), and the eval's tests read the files afresh more than once in one worker; each line is
 * judged once a process.
 */
const judged = /* @__PURE__ */ new Map<string, JudgedCase>();

/** Every case judged by the guard; the source read once for all its lines of one mode. */
export function judgeCases(cases: readonly GuardCase[]): JudgedCase[] {
  const sources = new Map<string, ReturnType<typeof claimSource>>();
  return cases.map((entry) => {
    const said = JSON.stringify(entry);
    const kept = judged.get(said);
    if (kept) return kept;
    const key = `${entry.source.id}\u0000${entry.mode}\u0000${entry.lineLang ?? ''}`;
    let source = sources.get(key);
    if (!source) {
      source = claimSource(caseSourceInput(entry.source, entry.mode, entry.lineLang));
      sources.set(key, source);
    }
    const claims = checkUnits([entry.line], source, entry.mode)[0]?.claims ?? [];
    const stopped = claims.length > 0;
    const verdict = { ...entry, claims, stopped, right: stopped === (entry.label === 'invented') };
    judged.set(said, verdict);
    return verdict;
  });
}

/** Recall and precision over some cases, with the counts they come from. */
export interface GuardScore {
  invented: number;
  stopped: number;
  faithful: number;
  kept: number;
  /** Invented lines stopped, 0-1; undefined when there are none. */
  recall?: number;
  /** Faithful lines kept, 0-1; undefined when there are none. */
  precision?: number;
}

export function scoreOf(judged: readonly JudgedCase[]): GuardScore {
  const invented = judged.filter((entry) => entry.label === 'invented');
  const faithful = judged.filter((entry) => entry.label === 'faithful');
  const stopped = invented.filter((entry) => entry.stopped).length;
  const kept = faithful.filter((entry) => !entry.stopped).length;
  return {
    invented: invented.length,
    stopped,
    faithful: faithful.length,
    kept,
    ...(invented.length > 0 && { recall: stopped / invented.length }),
    ...(faithful.length > 0 && { precision: kept / faithful.length }),
  };
}

/** The scores of each group, in the order `groups` names them (groups with no case left out). */
function scoresBy(
  judged: readonly JudgedCase[],
  groups: readonly string[],
  groupOf: (entry: JudgedCase) => string,
): Array<[string, GuardScore]> {
  return groups
    .map((group) => [group, scoreOf(judged.filter((entry) => groupOf(entry) === group))] as const)
    .filter(([, score]) => score.invented + score.faithful > 0)
    .map(([group, score]) => [group, score]);
}

/**
 * The blind round a line was written in ("round 10" of an `-r10-` source), or '' for the lines
 * written with the rules: each round is read on its own, as its blind check and after its rules.
 */
export const roundOf = (entry: GuardCase) => {
  const round = /-r([0-9]+)-/.exec(entry.source.id)?.[1];
  return round ? `round ${round}` : '';
};

/** A translated line's pair ("ja→en"), or '' for a line in its source's language. */
const pairOf = (entry: GuardCase) => (entry.lineLang ? `${entry.lang}→${entry.lineLang}` : '');

/**
 * The whole report: overall, by kind, language and mode, translated lines (all, then by pair), and
 * the lines the guard misjudged.
 */
export function guardReport(judged: readonly JudgedCase[]) {
  const langs = [...new Set(judged.map((entry) => entry.lang))].sort();
  const pairs = [...new Set(judged.map(pairOf))].filter((pair) => pair !== '').sort();
  const rounds = [...new Set(judged.map(roundOf))]
    .filter((round) => round !== '')
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)));
  return {
    lines: judged.length,
    languages: langs.length,
    overall: scoreOf(judged),
    byKind: scoresBy(judged, CASE_KINDS, (entry) => entry.kind),
    byLanguage: scoresBy(judged, langs, (entry) => entry.lang),
    byMode: scoresBy(judged, ['normal', 'troll', 'meme', 'thread'], (entry) => entry.mode),
    /** Each blind round's lines (`-rN-` sources) on their own. */
    byRound: scoresBy(judged, rounds, roundOf),
    /** Lines in another language than their source's: "translated", then each pair. */
    byTranslation: [
      ...scoresBy(judged, ['translated'], (entry) => (entry.lineLang ? 'translated' : '')),
      ...scoresBy(judged, pairs, pairOf),
    ],
    /** Invented lines by how they were edited; faithful ones by how they reword the source. */
    byEdit: scoresBy(judged, EDITS, (entry) => entry.edit ?? ''),
    byReword: scoresBy(judged, REWORDS, (entry) => entry.reword ?? ''),
    misjudged: judged.filter((entry) => !entry.right),
    /** Long documents' summaries, each file's on its own: faithful ones asked again, edited stopped. */
    summaries: summaryScoresByFile(judged),
    /** The same, as printed (kept beside the report so the JSON says what was read out). */
    summaryLines: summaryReportLines(judged),
  };
}
export type GuardCasesReport = ReturnType<typeof guardReport>;

const percent = (value: number | undefined) =>
  value === undefined ? '-' : `${(value * 100).toFixed(1)}%`;

/** "recall 97.2% (140/144), precision 98.0% (196/200)". */
export function scoreLine({ recall, precision, ...counts }: GuardScore): string {
  return `recall ${percent(recall)} (${counts.stopped}/${counts.invented}), precision ${percent(precision)} (${counts.kept}/${counts.faithful})`;
}

/** A misjudged case in one line: where it is, what it is, and what the guard said. */
export function misjudgedLine(entry: JudgedCase): string {
  const how = entry.edit ?? entry.reword ?? 'verbatim';
  const said =
    entry.claims.length > 0
      ? `stopped ${entry.claims.map((claim) => `${claim.kind} ${claim.text}`).join(', ')}`
      : 'kept';
  const mode = entry.lineLang ? `${entry.mode} in ${entry.lineLang}` : entry.mode;
  return `      ${entry.source.id} ${mode} ${entry.label} ${how}: ${said}: ${entry.line}`;
}

/** The report as printed: totals, the breakdowns, then the misjudged lines by kind. */
export function guardReportLines(report: GuardCasesReport): string[] {
  const rows = (title: string, scores: Array<[string, GuardScore]>, show = scoreLine) => [
    `  by ${title}:`,
    ...scores.map(([group, score]) => `    ${group.padEnd(14)} ${show(score)}`),
  ];
  const recallOnly = (score: GuardScore) =>
    `recall ${percent(score.recall)} (${score.stopped}/${score.invented})`;
  const precisionOnly = (score: GuardScore) =>
    `precision ${percent(score.precision)} (${score.kept}/${score.faithful})`;
  const byKind = CASE_KINDS.flatMap((kind) => {
    const wrong = report.misjudged.filter((entry) => entry.kind === kind);
    return wrong.length > 0 ? [`    ${kind}: ${wrong.length}`, ...wrong.map(misjudgedLine)] : [];
  });
  return [
    `guard cases: ${report.lines} lines in ${report.languages} languages, no model`,
    `  overall: ${scoreLine(report.overall)}`,
    ...report.summaryLines,
    ...rows('kind', report.byKind),
    ...rows('language', report.byLanguage),
    ...rows('mode', report.byMode),
    ...rows('round (lines written blind, -rN- sources)', report.byRound),
    ...rows('translation (source→line)', report.byTranslation),
    ...rows('edit (invented lines)', report.byEdit, recallOnly),
    ...rows('rewording (faithful lines)', report.byReword, precisionOnly),
    `  misjudged: ${report.misjudged.length}`,
    ...byKind,
  ];
}
