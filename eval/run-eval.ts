/**
 * `npm run eval` (issue 37 item 6): first the guard on its labelled cases (no model: see
 * run-guard-cases.ts; `EVAL_GUARD_ONLY=1` stops there), then the recorded real posts and a few
 * pasted texts through the writer the server would use (the same variables, read by config.ts), in every card mode and the
 * thread maker, each answer through the guard as the routes run it. Per answer: what the guard
 * stopped, the language asked and answered, lines over length or repeated, the time to the first
 * text and to the whole answer; then totals, and a JSON report to compare models and prompts.
 * EVAL_LANGUAGE=xx asks every card and thread in that language, as a visitor's `language` does.
 * It never downloads a model.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  answerUnits,
  buildSummaryPrompt,
  buildThreadPrompt,
  checkUnits,
  claimSource,
  detectLanguage,
  type GuardMode,
  guardShape,
  isWriterLanguage,
  languageName,
  NETWORK_POST_RULES,
  namedLanguage,
  normaliseLanguageTag,
  sameTextKey,
  shownUnits,
  summaryParameters,
  textLanguage,
  threadParameters,
  WRITER_LANGUAGES,
  type WriterLanguage,
} from '#core/index.ts';
import { type Config, loadConfig } from '#server/config/index.ts';
import { modelFilePath } from '#server/generation/model-file/index.ts';
import {
  createTextGenerator,
  LOCAL_WRITER_NAME,
  streamText,
} from '#server/generation/providers/index.ts';
import { createLogger } from '#server/logging/logger.ts';
import { NO_METRICS } from '#server/metrics/metrics.ts';
import { answerLanguages, sourceLanguage } from '#server/routes/asked-language.ts';
import type { GenerationRequest, Limits, TextGenerator } from '#server/services.ts';
import {
  type AnswerGuard,
  cardGuard,
  type GuardServices,
  THREAD_STYLE_TAGS,
  threadGuard,
} from '#server/writing/answer-guard.ts';
import { cardOf } from './eval-card.ts';
import { type EvalPost, evalPosts } from './eval-posts.ts';
import { type EvalAnswer, summarise, totalsLines } from './eval-report.ts';
import { showHeldOut } from './held-out-report.ts';
import { guardOnly, runGuardCases } from './run-guard-cases.ts';

/** A stop the eval says why about: a model it would have to download, a model that failed. */
export class EvalStop extends Error {
  override name = 'EvalStop';
}

export interface EvalOptions {
  /** The variables the server reads (config.ts), EVAL_LIMIT and EVAL_GUARD_ONLY. */
  env: Record<string, string | undefined>;
  /** Where the JSON report goes (eval/results). */
  resultsDir: string;
  /** Each line of the printed report. */
  print(line: string): void;
  /** The labelled lines' folder (eval/guard-cases/ when unset): the eval's own tests read a small one. */
  guardCasesDir?: string;
  /** The held-out sets' folder (eval/held-out/ when unset), a small one in the same tests. */
  heldOutDir?: string;
}

/** EVAL_LIMIT: how many posts are read (all when unset). */
export function evalLimit(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new EvalStop(`EVAL_LIMIT must be a whole number of posts, 1 or more (got "${value}").`);
  }
  return limit;
}

/**
 * EVAL_LANGUAGE: the language every card and thread is asked in (issue 45), as a request's
 * `language` is read: a BCP 47 tag the writer writes; unset, each post's own.
 */
export function evalLanguage(value: string | undefined): WriterLanguage | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const base = normaliseLanguageTag(value);
  if (!isWriterLanguage(base)) {
    throw new EvalStop(
      `EVAL_LANGUAGE must be a language the writer writes: ${WRITER_LANGUAGES.join(', ')} (got "${value}").`,
    );
  }
  return base;
}

/** The configuration, with a model file the eval may use: one already there, never downloaded. */
function localModel(config: Config): Config {
  if (config.llm.protocol !== 'embedded' || config.embedded.model !== 'auto') return config;
  const path = modelFilePath(config.embedded.modelsDir, config.embedded.url);
  if (!existsSync(path)) {
    throw new EvalStop(
      `No model file at ${path}, and the eval never downloads one. Fetch it with \`npm run model\`, set EMBEDDED_MODEL to a .gguf file, or EMBEDDED_MODEL=off to evaluate the rules writer.`,
    );
  }
  return { ...config, embedded: { ...config.embedded, model: { path } } };
}

/** Waits for the embedded model to load (or fail); other writers answer at once. */
async function ready(generator: TextGenerator): Promise<void> {
  generator.start?.();
  for (;;) {
    const health = generator.health?.();
    if (health?.state === undefined || health.state === 'ready') return;
    if (health.state === 'failed') throw new EvalStop(`The model failed to load: ${health.reason}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** No budget and no cap: the eval asks one thing at a time. */
const UNLIMITED = {
  name: 'eval',
  consumeGeneration: async () => ({ ok: true }),
  withGenerationSlot: (task: () => Promise<unknown>) => task(),
} as unknown as Limits;

/**
 * The model a Text Generation Inference server serves: the router's model URL names it, a server
 * of its own tells it at `/info` (`model_id`); undefined when it does not say.
 */
async function tgiModel(baseUrl: string, timeoutMs: number): Promise<string | undefined> {
  const named = baseUrl.match(/\/models\/([^/]+\/[^/]+?)\/?$/)?.[1];
  if (named) return decodeURIComponent(named);
  try {
    const server = baseUrl.replace(/\/(?:generate(?:_stream)?)?\/?$/, '');
    const response = await fetch(`${server}/info`, { signal: AbortSignal.timeout(timeoutMs) });
    const info = response.ok ? ((await response.json()) as { model_id?: unknown }) : {};
    return typeof info.model_id === 'string' && info.model_id !== '' ? info.model_id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The model's name as /api/health tells it, or as its server or the configuration names it. Asked
 * once the first answer is in: Ollama names the model it took from its list only once it has
 * asked for it.
 */
async function modelName(config: Config, generator: TextGenerator): Promise<string> {
  const told = generator.health?.().model;
  if (told) return told;
  const { llm } = config;
  if (llm.protocol === 'local') return 'rules writer';
  if (llm.protocol === 'openai') return llm.model;
  if (llm.protocol === 'ollama') return config.ollama.model ?? `ollama at ${config.ollama.host}`;
  if (llm.protocol === 'tgi') {
    return (await tgiModel(llm.baseUrl, 5_000)) ?? `tgi at ${llm.baseUrl}`;
  }
  return `${llm.protocol} at ${llm.baseUrl}`;
}

/**
 * The language a model is asked to write `post` in when `language` is asked, as the routes decide
 * it (asked-language.ts): none when it is the post's own, or when the rules writer answers.
 */
function targetOf(
  post: EvalPost,
  mode: GuardMode,
  language: WriterLanguage | undefined,
  generator: TextGenerator,
): WriterLanguage | undefined {
  const tag = mode === 'thread' ? undefined : post.lang;
  const source = sourceLanguage(tag, post.text);
  return answerLanguages(language, source, tag, generator.name === LOCAL_WRITER_NAME).target;
}

/** The request a route makes for `mode` (a card mode, or `thread` in the standard style on X). */
function requestFor(
  post: EvalPost,
  mode: GuardMode,
  claims?: readonly string[],
  target?: WriterLanguage,
): GenerationRequest {
  const language = target !== undefined && { language: target };
  if (mode === 'thread') {
    return {
      kind: 'thread',
      style: 'standard',
      network: 'x',
      prompt: buildThreadPrompt('standard', post.text, 'evalrequest', 'x', claims, target),
      sourceText: post.text,
      ...language,
      parameters: threadParameters('standard', false),
    };
  }
  return {
    kind: 'summary',
    mode,
    prompt: buildSummaryPrompt(
      mode,
      { text: post.text, ...(post.lang && { lang: post.lang }) },
      'evalpost',
      claims,
      target,
    ),
    sourceText: post.text,
    ...(post.facts && { facts: post.facts }),
    ...(post.lang && { lang: post.lang }),
    ...language,
    parameters: summaryParameters(mode, post.text),
  };
}

/** The most a unit may be before the card cuts it: the schema's caps, X's 280, the meme's 40 words. */
function overLength(unit: string, mode: GuardMode): boolean {
  if (mode === 'thread') return NETWORK_POST_RULES.x.length(unit) > NETWORK_POST_RULES.x.limit;
  if (mode === 'meme') return unit.split(/\s+/).length > 40;
  return unit.length > (mode === 'troll' ? 160 : 180);
}

async function evaluate(
  services: GuardServices,
  generator: TextGenerator,
  post: EvalPost,
  mode: GuardMode,
  language?: WriterLanguage,
): Promise<EvalAnswer> {
  const target = targetOf(post, mode, language, generator);
  const request = requestFor(post, mode, undefined, target);
  // The language the request asked: EVAL_LANGUAGE, else the post's own (what the prompt names).
  const own = mode === 'thread' ? detectLanguage(post.text) : textLanguage(post.lang, post.text);
  const answer: EvalAnswer = {
    post: post.id,
    mode,
    askedLanguage: namedLanguage(language ?? own) ?? 'English',
    answeredLanguage: 'unknown',
    lines: 0,
    stopped: [],
    askedAgain: false,
    stoppedAgain: 0,
    replacedBySentence: 0,
    overLength: 0,
    repeated: 0,
    guardMs: 0,
    card: [],
  };
  const started = performance.now();
  let raw = '';
  try {
    for await (const piece of streamText(generator, request)) {
      if (answer.firstTextMs === undefined && piece.trim() !== '') {
        answer.firstTextMs = Math.round(performance.now() - started);
      }
      raw += piece;
    }
    answer.wholeMs = Math.round(performance.now() - started);
  } catch (error) {
    answer.error = (error as Error).message;
    return answer;
  }
  const units = answerUnits(raw, guardShape(mode));
  const checked = checkUnits(units, claimSource(sourceOf(post, mode, target)), mode);
  const shown = checked.slice(0, shownUnits(checked, mode));
  answer.lines = shown.length;
  answer.stopped = shown.flatMap((unit) =>
    unit.claims.map((claim) => ({ ...claim, line: unit.text })),
  );
  answer.overLength = shown.filter((unit) => overLength(unit.text, mode)).length;
  const keys = shown.map((unit) => sameTextKey(unit.text));
  answer.repeated = keys.filter((key, index) => keys.indexOf(key) !== index).length;
  answer.answeredLanguage = namedLanguage(detectLanguage(units.join(' '))) ?? 'unknown';
  const guardStarted = performance.now();
  const guard = guardFor(services, post, mode, request, target);
  const checkedRaw = await guard.final(raw);
  answer.guardMs = Math.round(performance.now() - guardStarted);
  answer.askedAgain = guard.report.askedAgain;
  answer.stoppedAgain = guard.report.stopped.filter((unit) => unit.askedAgain).length;
  answer.replacedBySentence = guard.report.replacedBySentence;
  answer.card = cardOf(checkedRaw, post, mode);
  return answer;
}

/** What the guard reads as the source, as the routes give it. */
function sourceOf(post: EvalPost, mode: GuardMode, target?: WriterLanguage) {
  // The same source the routes' guards read: lines asked in a language read its words too.
  const lineLang = target !== undefined && { lineLang: target };
  // The thread route's: the text, and the styles' own hashtags.
  if (mode === 'thread') return { text: post.text, tags: THREAD_STYLE_TAGS, ...lineLang };
  return {
    text: post.text,
    ...lineLang,
    names: [post.displayName, post.username, post.quote?.username ?? ''],
    ...(post.facts && { facts: post.facts }),
    ...(post.lang && { lang: post.lang }),
  };
}

function guardFor(
  services: GuardServices,
  post: EvalPost,
  mode: GuardMode,
  request: GenerationRequest,
  target: WriterLanguage | undefined,
): AnswerGuard {
  const log = createLogger('silent');
  const options = {
    request,
    promptWith: (claims: readonly string[]) => requestFor(post, mode, claims, target).prompt,
    log,
    signal: undefined,
  };
  return mode === 'thread'
    ? threadGuard(services, options)
    : cardGuard(services, mode, post, options);
}

/**
 * `npm run eval`: the guard on its cases (no model), then, unless EVAL_GUARD_ONLY, the configured
 * writer (runEval). A machine with no model still gets the guard's figures before the stop.
 */
export async function runEvalCommand(options: EvalOptions) {
  evalLimit(options.env.EVAL_LIMIT);
  const only = guardOnly(options.env.EVAL_GUARD_ONLY);
  if (only === undefined) {
    throw new EvalStop(
      `EVAL_GUARD_ONLY must be 1 (only the guard cases) or 0 (everything), got "${options.env.EVAL_GUARD_ONLY}".`,
    );
  }
  const { resultsDir, print, guardCasesDir, heldOutDir } = options;
  const guardCases = runGuardCases({
    resultsDir,
    print,
    date: new Date().toISOString(),
    casesDir: guardCasesDir,
    heldOutDir,
    showHeldOut: showHeldOut(options.env.EVAL_SHOW_HELD_OUT),
  });
  return { guardCases, writer: only ? undefined : await runEval(options) };
}

/** Runs the writer's eval: prints each answer and the totals, writes the JSON report; returns it. */
export async function runEval({ env, resultsDir, print }: EvalOptions) {
  const limit = evalLimit(env.EVAL_LIMIT);
  const language = evalLanguage(env.EVAL_LANGUAGE);
  const config = localModel(loadConfig(env));
  const generator = createTextGenerator(config, createLogger('silent'));
  try {
    await ready(generator);
    let model: string | undefined;
    const posts = evalPosts().slice(0, limit);
    const answers: EvalAnswer[] = [];
    for (const post of posts) {
      for (const mode of ['normal', 'troll', 'meme', 'thread'] as const) {
        // The embedded model hands a request to the rules writer only while it cannot take it.
        const writer = generator.answerer?.() ?? generator;
        const services = { generator: writer, limits: UNLIMITED, metrics: NO_METRICS };
        const answer = await evaluate(services, writer, post, mode, language);
        answers.push(answer);
        if (model === undefined) {
          model = await modelName(config, generator);
          print(`model: ${model} (${config.llm.protocol})`);
          if (language) print(`language asked: ${languageName(language)} (${language})`);
        }
        print(summarise(answer));
      }
    }
    model ??= await modelName(config, generator);
    const report = {
      model,
      writer: config.llm.protocol,
      ...(language && { language }),
      date: new Date().toISOString(),
      posts: posts.length,
      answers,
    };
    const lines = totalsLines(answers);
    for (const line of lines) print(line);
    mkdirSync(resultsDir, { recursive: true });
    const slug = `${model.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60)}${language ? `-${language}` : ''}`;
    const file = join(resultsDir, `${report.date.replace(/[:.]/g, '-')}-${slug}.json`);
    writeFileSync(file, `${JSON.stringify({ ...report, totals: lines }, null, 2)}\n`);
    print(`report: ${file}`);
    return { ...report, file };
  } finally {
    await generator.close?.();
  }
}
