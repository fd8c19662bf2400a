/**
 * The guard between every model and the card (issue 37, docs/decisions/012): each line of a
 * model's answer (embedded, Ollama, OpenAI-compatible, TGI) is checked by core's unsupportedClaims
 * before anything is stored, drawn or sent as `done`. A line that fails is asked for once more, the
 * claims named; if the second answer fails too, the post's best unused sentence (the rules
 * writer's pick) takes its place: a sentence of its author's words (core's authorWords: never the
 * notes the server adds for the writer, its content warning, quoted post or thread marks) that
 * says nothing a line kept already says. The rules writer's lines are the post's own: not checked.
 */
import {
  answerFromUnits,
  answerUnits,
  authorWords,
  type CheckedUnit,
  type ClaimSourceInput,
  claimTexts,
  GUARD_UNITS,
  type GuardMode,
  guardShape,
  shownUnits,
  THREAD_MIN_POSTS,
  THREAD_STYLES,
  threadPostMaxChars,
  type UnsupportedClaim,
} from '#core/index.ts';
import type { Logger } from '../logging/logger.ts';
import type { FetchedPost, GenerationRequest, Services } from '../services.ts';
import { consumeBudget, rulesAnswer, withGenerationSlot } from './generate-text.ts';
import { guardReader } from './guard-client.ts';
import { finishedUnits, passes } from './guard-work.ts';

/** A unit the guard stopped: its text, what it claimed, and whether it came from the second answer. */
export interface StoppedUnit {
  text: string;
  claims: UnsupportedClaim[];
  askedAgain: boolean;
}

/** What the guard did to one answer: for the logs and the eval's report. */
export interface GuardReport {
  stopped: StoppedUnit[];
  /** The model was asked once more, naming the claims. */
  askedAgain: boolean;
  /** Units the post's own sentences took the place of. */
  replacedBySentence: number;
}

export interface AnswerGuard {
  /**
   * The text so far as the shapers may show it: the units the model has finished checked, a failed
   * one replaced by the post's best unused sentence; the one being written as it is.
   */
  partial(textSoFar: string): Promise<string>;
  /** The whole answer checked, asked for once more and replaced where it fails. */
  final(raw: string | undefined): Promise<string | undefined>;
  /**
   * What a stream may show of the text so far (stream-answer.ts): `partial`'s text with the line
   * being written cut before a claim (core's safeSoFar), or replaced at once when a stopped claim
   * opens it; read in the guard's worker, one message a partial while the lines pass.
   */
  soFar(textSoFar: string): Promise<string>;
  /** The answer ended (sent, or its visitor gone): the worker drops the request's source. */
  end(): void;
  readonly report: GuardReport;
}

export interface AnswerGuardOptions {
  mode: GuardMode;
  /** The request's source text, the quoted post, the author's names, what is true of the post. */
  source: ClaimSourceInput;
  /** The same request once more, naming what its first answer may not state. */
  askAgain(claims: readonly string[]): GenerationRequest;
  /** Room for a sentence of the post that takes a line's place (a card line, a thread's post). */
  maxChars: number;
  log: Logger;
  /** The visitor's request: its going away ends the second request too. */
  signal?: AbortSignal | undefined;
}

/** The rules writer's sentence ranking, imported on first need (it loads the writer's lexicon). */
const sentenceWriter = () => import('#writer/best-unused-sentences.ts');

/** The post's best sentences none of `used` says: of its author's words only, never our notes. */
async function bestUnusedSentences(
  source: ClaimSourceInput,
  used: readonly string[],
  count: number,
  maxChars: number,
): Promise<string[]> {
  const writer = await sentenceWriter();
  return writer.bestUnusedSentences(authorWords(source.text), used, {
    count,
    maxChars,
    ...(source.lang !== undefined && { lang: source.lang }),
  });
}

/** A guard that lets everything through: the rules writer's answers are the post's own words. */
const OPEN_GUARD: AnswerGuard = {
  partial: async (text) => text,
  final: async (raw) => raw,
  soFar: async (text) => text,
  end: () => {},
  report: { stopped: [], askedAgain: false, replacedBySentence: 0 },
};

/** What the guard uses: who answers (see withAnswerer), the budget and slots, the counters. */
export type GuardServices = Pick<Services, 'generator' | 'limits' | 'metrics'>;

/** The guard of one request answered by `services.generator` (see withAnswerer). */
export function createAnswerGuard(
  services: GuardServices,
  options: AnswerGuardOptions,
): AnswerGuard {
  if (rulesAnswer(services)) return OPEN_GUARD;
  const { mode, log } = options;
  const shape = guardShape(mode);
  // The source is read and the lines checked off the event loop (guard-client.ts), each once.
  const reader = guardReader(options.source, mode);
  options.signal?.addEventListener('abort', () => reader.close(), { once: true });
  const report: GuardReport = { stopped: [], askedAgain: false, replacedBySentence: 0 };
  const check = (units: readonly string[]) => reader.each(units);
  const sentences = new Map<string, Promise<string[]>>();
  /** The post's sentences for the failed units' places, the same ones while the card is the same. */
  const replacements = (kept: readonly string[], count: number) => {
    const key = `${count}\u0000${kept.join('\u0000')}`;
    let found = sentences.get(key);
    if (!found) {
      found = bestUnusedSentences(options.source, kept, count, options.maxChars).catch(
        (error: unknown) => {
          log.warn(
            { reason: (error as Error).message },
            'no sentence of the post to replace a line',
          );
          return [];
        },
      );
      sentences.set(key, found);
    }
    return found;
  };
  /**
   * The units the card may show: within the shown window each failed one replaced in its place by
   * a sentence of the post (left out when none is left), after it the failed ones left out.
   */
  const fill = async (checked: readonly CheckedUnit[], shown: number) => {
    const window = checked.slice(0, shown);
    const kept = window.filter((unit) => unit.claims.length === 0).map((unit) => unit.text);
    const later = checked.slice(shown).filter((unit) => unit.claims.length === 0);
    // None may say what a unit the card may show says (a shaper may move a later one up).
    const said = [...kept, ...later.map((unit) => unit.text)];
    const found = await replacements(said, window.length - kept.length);
    report.replacedBySentence = found.length;
    let next = 0;
    const placed = window.flatMap((unit) => {
      if (unit.claims.length === 0) return [unit.text];
      const sentence = found[next++];
      return sentence === undefined ? [] : [sentence];
    });
    return [...placed, ...later.map((unit) => unit.text)];
  };

  /** The second answer: the same generator, the claims named; undefined when it cannot be had. */
  async function askAgain(claims: readonly string[]): Promise<string | undefined> {
    const request = options.askAgain(claims);
    const started = performance.now();
    try {
      await consumeBudget(services);
      const raw = await withGenerationSlot(services, () =>
        services.generator.generate(request, options.signal),
      );
      log.info(
        { provider: services.generator.name, ms: Math.round(performance.now() - started), claims },
        'asked again without the unsupported claims',
      );
      return raw;
    } catch (error) {
      log.warn(
        { provider: services.generator.name, reason: (error as Error).message },
        'asking again failed; the post’s own sentences take the lines’ place',
      );
      return undefined;
    }
  }

  /** Counts and reports the failed units of the shown window. */
  const stop = (window: readonly CheckedUnit[], askedAgain: boolean) => {
    for (const unit of window) {
      if (unit.claims.length === 0) continue;
      report.stopped.push({ text: unit.text, claims: unit.claims, askedAgain });
      for (const claim of unit.claims) services.metrics.countUnsupportedClaim(claim.kind, mode);
    }
  };
  /** The text so far as shown, its finished units `checked`: a failed one replaced. */
  const shownOf = async (textSoFar: string, checked: readonly CheckedUnit[]) => {
    if (passes(checked)) return textSoFar;
    const filled = await fill(checked, shownUnits(checked, mode));
    // Lines end with a newline; a thread's post ends when the next one begins.
    if (shape === 'posts') {
      return answerFromUnits([...filled, ...answerUnits(textSoFar, shape).slice(-1)], shape);
    }
    return `${answerFromUnits(filled, shape)}\n${textSoFar.slice(textSoFar.lastIndexOf('\n') + 1)}`;
  };

  return {
    report,
    async partial(textSoFar) {
      return shownOf(textSoFar, await check(finishedUnits(textSoFar, mode)));
    },
    async soFar(textSoFar) {
      const read = await reader.soFar(textSoFar);
      // A line a stopped claim opens is replaced once it ends: the post's sentence shows now
      // instead (read as a finished line), unless the guard lets the line so far through whole.
      if (read.ended) {
        const replaced = await shownOf(read.ended.text, read.ended.checked);
        if (replaced !== read.ended.text) return reader.safe(replaced);
      }
      if (read.safe !== undefined) return read.safe;
      const checked = read.checked ?? (await check(finishedUnits(textSoFar, mode)));
      return reader.safe(await shownOf(textSoFar, checked));
    },
    end: () => reader.close(),
    async final(raw) {
      try {
        return await checkedFinal(raw);
      } finally {
        // Nothing of this answer is read after its end.
        reader.close();
      }
    },
  };

  async function checkedFinal(raw: string | undefined): Promise<string | undefined> {
    if (raw === undefined) return undefined;
    const first = await check(answerUnits(raw, shape));
    if (passes(first)) return raw;
    const shown = shownUnits(first, mode);
    const window = first.slice(0, shown);
    // A failed unit the card would never have shown is only left out.
    if (passes(window)) return answerFromUnits(await fill(first, shown), shape, raw);
    stop(window, false);
    report.askedAgain = true;
    const again = await askAgain(claimTexts(window));
    const offered: string[] = [];
    if (again !== undefined) {
      const second = await reader.whole(answerUnits(again, shape));
      stop(second.slice(0, shownUnits(second, mode)), true);
      // Each good unit once, and none that says again what a kept unit says: a second answer
      // writes the whole card anew, its first line is often the kept first line in other words.
      const said = window.filter((unit) => unit.claims.length === 0).map((unit) => unit.text);
      const { saysAgain } = await sentenceWriter();
      for (const unit of second) {
        if (unit.claims.length > 0 || saysAgain(unit.text, [...said, ...offered])) continue;
        offered.push(unit.text);
      }
    }
    // The second answer's good units take the failed ones' places, in order; then the post's.
    const placed = window.map((unit) => {
      if (unit.claims.length === 0) return unit;
      const text = offered.shift();
      return text === undefined ? unit : { text, claims: [] };
    });
    // A first answer shorter than the card (one line where three are shown, three posts where a
    // thread has four): the second answer's other good units complete it, before the shapers
    // pad it with generic fillers.
    const least = shape === 'posts' ? THREAD_MIN_POSTS : GUARD_UNITS[shape];
    const room = Math.max(0, least - placed.length);
    const added = offered.slice(0, room).map((text) => ({ text, claims: [] }));
    const answer = answerFromUnits(
      await fill([...placed, ...added, ...first.slice(shown)], shown + added.length),
      shape,
      raw,
    );
    log.info(
      { mode, stopped: report.stopped.length, replaced: report.replacedBySentence },
      'the guard stopped unsupported claims',
    );
    return answer;
  }
}

/** What a route gives the guard of a card or a thread. */
export interface RouteGuardOptions {
  request: GenerationRequest;
  /** The request's prompt for a remote model, naming the claims it may not state. */
  promptWith(claims: readonly string[]): string;
  log: Logger;
  signal: AbortSignal | undefined;
}

/** The request again: the same generator, the claims named in its prompt and small-model turn. */
const askedAgain =
  ({ request, promptWith }: RouteGuardOptions) =>
  (claims: readonly string[]): GenerationRequest => ({
    ...request,
    prompt: promptWith(claims),
    unsupportedClaims: claims,
  });

/** A card's line is at most this long where a sentence of the post takes its place (the writer's). */
const CARD_LINE_CHARS = 170;

/** The guard of a card about `post`: its words, quoted post, names and facts are the source. */
export function cardGuard(
  services: GuardServices,
  mode: Exclude<GuardMode, 'thread'>,
  post: Pick<FetchedPost, 'displayName' | 'username' | 'quote' | 'facts' | 'lang'>,
  options: RouteGuardOptions,
): AnswerGuard {
  return createAnswerGuard(services, {
    mode,
    source: {
      text: options.request.sourceText,
      names: [post.displayName, post.username, post.quote?.username ?? ''],
      ...(post.facts && { facts: post.facts }),
      ...(post.lang && { lang: post.lang }),
      // Lines asked in the reader's language: its number words and names are read too (issue 45).
      ...(options.request.language && { lineLang: options.request.language }),
    },
    askAgain: askedAgain(options),
    maxChars: CARD_LINE_CHARS,
    log: options.log,
    signal: options.signal,
  });
}

/** The thread styles' own hashtags (#Thread…) and slang: ours to add, whatever the text says. */
export const THREAD_STYLE_TAGS: readonly string[] = Object.values(THREAD_STYLES).flatMap(
  (style) => [style.hashtag, ...(style.voiceTags ?? [])],
);

/** The guard of a thread: the visitor's text is the source; the styles' own hashtags are ours. */
export function threadGuard(services: GuardServices, options: RouteGuardOptions): AnswerGuard {
  const { request } = options;
  const network = request.kind === 'thread' ? request.network : undefined;
  return createAnswerGuard(services, {
    mode: 'thread',
    source: {
      text: request.sourceText,
      tags: THREAD_STYLE_TAGS,
      ...(request.language && { lineLang: request.language }),
    },
    askAgain: askedAgain(options),
    maxChars: threadPostMaxChars(network, request.sourceText),
    log: options.log,
    signal: options.signal,
  });
}
