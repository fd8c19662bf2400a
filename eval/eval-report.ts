/** The eval's report: one line an answer, then the totals (e.g. "unsupported claims: 3 / 42 lines"). */
import { CLAIM_KINDS, type ClaimKind, type GuardMode } from '#core/index.ts';

export interface EvalAnswer {
  /** The post's id (`x:…`, `bluesky:…`, `mastodon:…`, `pasted:…`). */
  post: string;
  mode: GuardMode;
  /** The language the prompt asks the answer in, and the one the answer is in (as core reads it). */
  askedLanguage: string;
  answeredLanguage: string;
  /** From the request to the first piece of text, and to the whole answer. */
  firstTextMs?: number;
  wholeMs?: number;
  /** The guard's own time on the answer, the second request included when there was one. */
  guardMs: number;
  /** The model's lines (or posts) the card would show, checked. */
  lines: number;
  /** What the guard stopped in them, each claim with its line. */
  stopped: Array<{ kind: ClaimKind; text: string; line: string }>;
  /** The model was asked once more; lines its second answer still failed; the post's sentences used. */
  askedAgain: boolean;
  stoppedAgain: number;
  replacedBySentence: number;
  /** Lines longer than the card takes, and lines the answer says twice. */
  overLength: number;
  repeated: number;
  /** The card (or thread) after the guard, as the routes would draw it. */
  card: string[];
  /** Why no answer came. */
  error?: string;
}

const seconds = (ms: number | undefined) =>
  ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`;

/** Counts of the kinds stopped: "figure 2, handle 1", or "nothing". */
function kindsOf(stopped: EvalAnswer['stopped']): string {
  const counts = CLAIM_KINDS.map(
    (kind) => [kind, stopped.filter((claim) => claim.kind === kind).length] as const,
  )
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${kind} ${count}`);
  return counts.length > 0 ? counts.join(', ') : 'nothing';
}

/** One answer in one line. */
export function summarise(answer: EvalAnswer): string {
  const head = `${answer.post} ${answer.mode}`;
  if (answer.error) return `${head}: no answer (${answer.error})`;
  const parts = [
    `first text ${seconds(answer.firstTextMs)}, whole ${seconds(answer.wholeMs)}`,
    `asked ${answer.askedLanguage}, answered ${answer.answeredLanguage}`,
    `stopped ${kindsOf(answer.stopped)}${answer.askedAgain ? ` (asked again: ${answer.stoppedAgain} still stopped, ${answer.replacedBySentence} replaced by the post's sentences)` : ''}`,
    `over length ${answer.overLength}, repeated ${answer.repeated}`,
  ];
  return `${head}: ${parts.join(' | ')}`;
}

function median(values: number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The totals: claims stopped over lines, by kind and mode, language, length, repeats, times. */
export function totalsLines(answers: readonly EvalAnswer[]): string[] {
  const answered = answers.filter((answer) => !answer.error);
  const lines = answered.reduce((sum, answer) => sum + answer.lines, 0);
  const stopped = answered.flatMap((answer) => answer.stopped);
  const stoppedLines = answered.reduce(
    (sum, answer) => sum + new Set(answer.stopped.map((claim) => claim.line)).size,
    0,
  );
  const byMode = (['normal', 'troll', 'meme', 'thread'] as const).map((mode) => {
    const of = answered.filter((answer) => answer.mode === mode);
    const claims = of.reduce((sum, answer) => sum + answer.stopped.length, 0);
    return `${mode} ${claims} / ${of.reduce((sum, answer) => sum + answer.lines, 0)}`;
  });
  const wrongLanguage = answered.filter(
    (answer) =>
      answer.answeredLanguage !== 'unknown' && answer.answeredLanguage !== answer.askedLanguage,
  ).length;
  return [
    `answers: ${answered.length} of ${answers.length}${answers.length > answered.length ? ` (${answers.length - answered.length} failed)` : ''}`,
    `unsupported claims: ${stopped.length} / ${lines} lines (${stoppedLines} lines stopped)`,
    `  by kind: ${kindsOf(stopped)}`,
    `  by mode: ${byMode.join(', ')}`,
    `asked again: ${answered.filter((answer) => answer.askedAgain).length}, lines still stopped: ${answered.reduce((sum, answer) => sum + answer.stoppedAgain, 0)}, replaced by the post's sentences: ${answered.reduce((sum, answer) => sum + answer.replacedBySentence, 0)}`,
    `answered in another language than asked: ${wrongLanguage} / ${answered.length}`,
    `lines over length: ${answered.reduce((sum, answer) => sum + answer.overLength, 0)}, repeated: ${answered.reduce((sum, answer) => sum + answer.repeated, 0)}`,
    `first text: median ${seconds(median(answered.flatMap((answer) => answer.firstTextMs ?? [])))}; whole answer: median ${seconds(median(answered.flatMap((answer) => answer.wholeMs ?? [])))}; guard: median ${seconds(median(answered.map((answer) => answer.guardMs)))}`,
  ];
}
