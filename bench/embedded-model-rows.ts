/** Section 9's rows in words: each model's load, one card, and the bursts beside the rules writer. */
import type { BenchRow } from './bench-row.ts';
import type { EmbeddedModelFigures } from './embedded-model.ts';
import { CONCURRENT_CARDS, describeBurst } from './model-burst.ts';

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

export function describeEmbeddedModel(figures: EmbeddedModelFigures): BenchRow[] {
  const rows: BenchRow[] = [];
  const { rules } = figures;
  const rulesCard = `rules writer's card ${ms(rules.singleMedianMs)} (EMBEDDED_MODEL=off, same route, median of ${rules.runs})`;
  const rulesBurst = `rules writer, ${CONCURRENT_CARDS} at once: p50 ${ms(rules.burst.all.p50Ms)} / p99 ${ms(rules.burst.all.p99Ms)}`;
  const info = (figure: string, value: string, baseline: string) =>
    rows.push({ figure, value, baseline, goal: '—', met: undefined });
  info('machine', figures.machine, '-');
  for (const skipped of figures.skipped) info('skipped', skipped, '-');
  for (const model of figures.models) {
    const { load, generation: g } = model;
    const who = `${model.label}, ${model.threads} thread${model.threads === 1 ? '' : 's'}`;
    info(
      `${who}: load, start() → ready, a new model each time (median of ${load.samplesMs.length}); file size`,
      `${ms(load.medianMs)} (${load.samplesMs.map(ms).join(', ')}; the process's first ${ms(load.firstMs)}); ${(model.bytes / 1024 ** 2).toFixed(1)} MB`,
      `${rulesCard}; node-llama-cpp getLlama() alone ${ms(figures.runtimeStart.medianMs)}`,
    );
    info(
      `${who}: one Normal card, complete() → first onText (first piece of the answer's text), median of ${g.runs} after a warm-up`,
      `${ms(g.firstTextMs)} (the runtime's first token ${ms(g.firstTokenMs)}; warm-up run ${ms(g.coldFirstTextMs)})`,
      rulesCard,
    );
    info(
      `${who}: one Normal card, tokens/s from the first token to the end (node-llama-cpp's own token count, as the product's metric), median of ${g.runs}`,
      `${g.tokensPerSecond.toFixed(1)} tokens/s (onText pieces ${g.piecesPerSecond.toFixed(1)}/s; whole answer ${ms(g.answerMs)}, ${g.answerChars} characters of JSON)`,
      rulesCard,
    );
    for (const burst of model.bursts) {
      const setup = `${CONCURRENT_CARDS} Normal cards at once through POST /api/summary, ${burst.sequences} sequences + queue ${burst.queue}`;
      info(
        `${who}: ${setup}: latency of all / of the model's (nearest rank: p99 of ${CONCURRENT_CARDS} is the slowest)`,
        `all p50 ${ms(burst.all.p50Ms)} / p99 ${ms(burst.all.p99Ms)}; model's (${burst.byModel}) ${
          burst.model ? `p50 ${ms(burst.model.p50Ms)} / p99 ${ms(burst.model.p99Ms)}` : 'none'
        }; rules' (${burst.byRules}) ${
          burst.rules ? `p50 ${ms(burst.rules.p50Ms)} / p99 ${ms(burst.rules.p99Ms)}` : 'none'
        }`,
        rulesBurst,
      );
      rows.push({
        figure: `${who}: ${setup}: none lost (200 with a summary)`,
        value: describeBurst(burst),
        baseline: rulesBurst,
        goal: `${CONCURRENT_CARDS}/${CONCURRENT_CARDS} answered`,
        met: burst.answered === CONCURRENT_CARDS,
      });
    }
  }
  return rows;
}
