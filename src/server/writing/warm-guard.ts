/**
 * The guard reads figures, dates and names in every language it knows, and builds what it reads
 * them with (number words of 70 languages, CLDR's months and weekdays through Intl, the language
 * guesser) on first use: 0.3 s on an idle core, over 1.5 s on a busy one. Paid by the first card a
 * model streams, that held its first line on screen that long (issue 46: the first line at the
 * floor for every visitor). The serving process pays it once, just after it starts listening: in
 * the guard's worker thread (guard-client.ts), where every line is checked; the main thread warms
 * only its own share of a streamed partial, the card shaped from it.
 */
import { modelLinesOf, shapeSummary, shapeTroll } from '#core/index.ts';
import { runInTurns, type WarmStep } from '../lifecycle/run-in-turns.ts';
import type { Services } from '../services.ts';
import { rulesAnswer } from './generate-text.ts';
import { warmGuardWorker } from './guard-client.ts';
import { WARM_READINGS, type WarmReading, warmCuts } from './guard-warm-readings.ts';

/** The card shaped from each cut of a streamed line: the main thread's share of a partial. */
function shapeOnce({ text, line }: WarmReading): void {
  for (const shown of warmCuts(line)) {
    const options = { unfinished: true };
    modelLinesOf(shapeSummary(shown, text, options), shapeSummary('', text, options));
    shapeTroll(shown, () => 0.5, { sourceText: text, ...options });
  }
}

/**
 * The sentence of the post that takes a stopped line's place comes from the rules writer's ranking,
 * which loads the writer's lexicon (compromise) on first use: seconds on a busy core, paid by the
 * first streamed card with a stopped line, its replacement held that long. Ranked once here.
 */
export async function warmReplacements(): Promise<void> {
  const { bestUnusedSentences } = await import('#writer/best-unused-sentences.ts');
  bestUnusedSentences(WARM_READINGS[0]?.text ?? '', [], { count: 1, lang: 'en', maxChars: 280 });
}

/**
 * The guard's warm-up after the server listens, one reading per turn of the event loop, so the
 * server answers meanwhile. Only where a model writes: the rules writer's lines are the post's
 * own and never checked, so a rules-only server (EMBEDDED_MODEL=off) would build all this for
 * nothing (0.5-0.7 s of CPU at every start). It begins once the model's start leaves the main
 * thread (the weights loading in the runtime's threads): before that, the runtime's start (its
 * import, the check of its binary, the file's header) runs on the main thread, and a warm-up step
 * taken between two of its turns held it back by the step's length each time, seconds in all on
 * a busy machine, all of them before the first card (issue 46 item 9: the first card after start).
 * Resolves once it is done: 'warmed', or 'not needed' where rules write, or 'stopped' when a
 * shutdown came first.
 */
export async function warmGuardSoon(
  services: Pick<Services, 'generator'> & { readiness?: Pick<Services['readiness'], 'draining'> },
): Promise<'warmed' | 'not needed' | 'stopped'> {
  if (rulesAnswer(services)) return 'not needed';
  await services.generator.whenMainThreadFree?.();
  // The guard itself runs in its worker (guard-client.ts): started and warmed there, while the
  // main thread warms its own share of a partial (the card shaped from the line) in turns.
  const inWorker = warmGuardWorker();
  const steps: WarmStep[] = WARM_READINGS.map((reading) => () => shapeOnce(reading));
  // A shutdown under way stops the warm-up between two steps.
  const stopped = () => services.readiness?.draining === true;
  await runInTurns([...steps, warmReplacements], stopped);
  await inWorker;
  return stopped() ? 'stopped' : 'warmed';
}
