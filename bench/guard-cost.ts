/**
 * The guard's cost per card (issue 37): reading the source and checking the model's lines, what
 * every model's answer pays before it is shown (the second request, when a line fails, is the
 * model's time, not the guard's). Beside it, the shaping the same answer goes through anyway.
 * Goal: ≤ 1 ms a card. And the worst texts for its reading of figures (issue 44): digits and number
 * words alternating, 20,000, 40,000 and 80,000 characters, beside prose as long. Goal: ≤ 20 ms at
 * 20,000. `node --import tsx bench/guard-cost.ts` prints the figures alone; with `--only=repeated`
 * only the worst texts whose name holds that word ("1 one " repeated alone, in a fresh process).
 *
 * The worst texts' rows run one after another in one process. Whether a row's figure depends on
 * the rows before it was measured (h158, README section 12): "1 one " at 20,000 characters alone
 * in a fresh process and after the alternating text's rows (80,000 characters included), taking
 * turns, 9 times each: the same garbage collections (52-53 and 53-54 of them over its 40 runs) and
 * the same CPU time (median 31.0 and 30.1 ms a card). The order is kept: what moves the wall-time
 * median is the machine's load, which the CPU time printed beside it does not count.
 */
import { pathToFileURL } from 'node:url';
import { toCardinal } from 'n2words/en-US';
import {
  answerUnits,
  checkUnits,
  claimSource,
  type GuardMode,
  guardShape,
  shapeSummary,
  shapeThread,
  shownUnits,
} from '#core/index.ts';
import { benchText } from './local-writer.ts';

export interface GuardCostRow {
  name: string;
  /** Median and 95th percentile of one card's guard, in ms. */
  medianMs: number;
  p95Ms: number;
  /**
   * CPU time of one card's guard (user + system, over all runs): on a shared machine the wall
   * time also counts the waits for a core, this does not.
   */
  cpuMs: number;
  /** The shaping of the same answer, median ms. */
  shapingMs: number;
  /** Whether the goal (≤ 1 ms a card) applies to this row. */
  card: boolean;
}

const POST =
  'Our database went down for 47 minutes yesterday. Root cause: a migration added an index on a 900M-row table without CONCURRENTLY, locking writes. The fix took 2 minutes; finding it took 45, because the dashboards showed healthy replicas the whole time. Lesson: every migration gets a lock-timeout and a dry run on a prod-sized copy. We also page on lock waits over 30 seconds now, and the runbook names who may approve a schema change on a Friday.';
const GOOD_ANSWER = [
  'The database was down for 47 minutes after a migration locked writes on a 900M-row table.',
  'The fix took 2 minutes, but finding the cause took 45.',
  'Every migration now gets a lock-timeout and a dry run on a prod-sized copy.',
].join('\n');
const INVENTED_ANSWER = [
  'The outage hit 450 customers and cost $25,000 in credits, says @dba_jane.',
  'Engineers called it "the longest hour of the year" at https://status.example/incident.',
  'Every migration now gets a lock-timeout and a dry run on a prod-sized copy.',
].join('\n');

function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const value =
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
  return Math.round(value * 1000) / 1000;
}

function timed(
  task: () => unknown,
  runs: number,
  warmUps = 50,
): { samples: number[]; cpuMs: number } {
  for (let i = 0; i < warmUps; i++) task();
  const samples: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    task();
    samples.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  return { samples, cpuMs: Math.round(((used.user + used.system) / 1000 / runs) * 1000) / 1000 };
}

/** The guard of one answer, from the source read to the units the card would show checked. */
function guard(text: string, raw: string, mode: GuardMode): number {
  const source = claimSource({ text, names: ['Maya Builds', 'mayabuilds'], lang: 'en' });
  const checked = checkUnits(answerUnits(raw, guardShape(mode)), source, mode);
  return shownUnits(checked, mode);
}

export function measureGuardCost(runs = 1_000): GuardCostRow[] {
  const thread = benchText();
  const threadAnswer = thread
    .split(/(?<=[.!?]) /)
    .slice(0, 5)
    .map((sentence, index) => `${index + 1}/5 ${sentence}`)
    .join('\n\n');
  const cases = [
    {
      name: 'a Normal card, 3 lines that pass (a 480-character post)',
      text: POST,
      raw: GOOD_ANSWER,
      mode: 'normal' as const,
      card: true,
    },
    {
      name: 'a Normal card, 2 lines with invented claims',
      text: POST,
      raw: INVENTED_ANSWER,
      mode: 'normal' as const,
      card: true,
    },
    {
      name: 'a Troll card, 3 lines',
      text: POST,
      raw: INVENTED_ANSWER,
      mode: 'troll' as const,
      card: true,
    },
    {
      name: 'a thread of 5 posts of a 20,000-character text',
      text: thread,
      raw: threadAnswer,
      mode: 'thread' as const,
      card: false,
    },
  ];
  return cases.map(({ name, text, raw, mode, card }) => {
    const { samples, cpuMs } = timed(() => guard(text, raw, mode), runs);
    const { samples: shaping } = timed(
      () =>
        mode === 'thread' ? shapeThread(raw, text, 'standard', () => 0.5) : shapeSummary(raw, text),
      runs,
    );
    return {
      name,
      medianMs: percentile(samples, 0.5),
      p95Ms: percentile(samples, 0.95),
      cpuMs,
      shapingMs: percentile(shaping, 0.5),
      card,
    };
  });
}

export interface GuardWorstRow {
  name: string;
  chars: number;
  /** Median and 95th percentile of one card's guard on that source, in ms; mean CPU time. */
  medianMs: number;
  p95Ms: number;
  cpuMs: number;
  /** The same on prose of the same length, median ms. */
  proseMs: number;
}

/** `length` characters of `unit(1)`, `unit(2)`… one after another. */
function repeated(unit: (index: number) => string, length: number): string {
  let text = '';
  for (let index = 1; text.length < length; index++) text += unit(index);
  return text.slice(0, length);
}

const WORST_TEXTS: Array<[string, (index: number) => string]> = [
  ['digits and number words alternating ("1 one 2 two …")', (i) => `${i} ${toCardinal(i)} `],
  ['"1 one " repeated', () => '1 one '],
];
const PROSE =
  'The council met on Monday to talk about the new library, the budget of the city and its parks. ';

/**
 * The guard of a Normal card on the worst sources for its reading of figures, and on prose; with
 * `only`, on the worst texts whose name holds it.
 */
export function measureGuardWorstCases(runs = 40, only?: string): GuardWorstRow[] {
  const rows: GuardWorstRow[] = [];
  for (const [name, unit] of WORST_TEXTS) {
    if (only !== undefined && !name.includes(only)) continue;
    for (const chars of [20_000, 40_000, 80_000]) {
      const text = repeated(unit, chars);
      const prose = repeated(() => PROSE, chars);
      // Fewer runs for the longer texts: the figure is a median all the same.
      const times = Math.max(5, Math.round((runs * 20_000) / chars));
      const { samples, cpuMs } = timed(() => guard(text, GOOD_ANSWER, 'normal'), times, 3);
      const { samples: proseSamples } = timed(() => guard(prose, GOOD_ANSWER, 'normal'), times, 3);
      rows.push({
        name,
        chars,
        medianMs: percentile(samples, 0.5),
        p95Ms: percentile(samples, 0.95),
        cpuMs,
        proseMs: percentile(proseSamples, 0.5),
      });
    }
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  for (const row of only === undefined ? measureGuardCost() : []) {
    console.log(
      `${row.name}: median ${row.medianMs} ms, p95 ${row.p95Ms} ms, CPU ${row.cpuMs} ms (shaping ${row.shapingMs} ms)`,
    );
  }
  for (const row of measureGuardWorstCases(40, only)) {
    console.log(
      `${row.name}, ${row.chars} characters: median ${row.medianMs} ms, p95 ${row.p95Ms} ms, CPU ${row.cpuMs} ms (prose ${row.proseMs} ms)`,
    );
  }
}
