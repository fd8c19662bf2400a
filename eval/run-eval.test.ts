/**
 * `npm run eval` run in process: over the tiny model (test/tiny-gguf.ts), over the OpenAI fake
 * answering with invented figures (the report shows the guard stopping them), over the rules
 * writer (whose lines are the posts' own: nothing stopped), and with no model file (it stops and
 * says so: it never downloads one, but measures the guard on its labelled cases first).
 */
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeServer } from '#fakes/fake-server.ts';
import { OLLAMA_FAKE_MODELS, startOllamaFake } from '#fakes/ollama-fake.ts';
import { sayScenario } from '#fakes/scripted-answers.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { TINY_MODEL_NAME, writeTinyGguf } from '#test/tiny-gguf.ts';
import { GUARD_CASES_DIR, HELD_OUT_DIR, loadGuardCases } from './guard-cases.ts';
import { EvalStop, evalLanguage, evalLimit, runEval, runEvalCommand } from './run-eval.ts';

let dir: string;
let all: AllFakes;
let ollama: FakeServer;
/**
 * Two languages' labelled lines, each with a line the guard misjudges: the command's printing and
 * report are what these tests read. The whole set (over 3,000 lines, half a minute of a core) is
 * judged and held by eval/guard-cases.test.ts.
 */
let guardCasesDir: string;
const GUARD_CASE_FILES = ['bg.yaml', 'ta.yaml'];
/** And one held-out file with lines the guard misjudges: its section must not list them unasked. */
let heldOutDir: string;
const HELD_OUT_FILES = ['ja-r54.yaml'];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-eval-'));
  guardCasesDir = join(dir, 'guard-cases');
  await mkdir(guardCasesDir);
  for (const file of GUARD_CASE_FILES) {
    await copyFile(join(GUARD_CASES_DIR, file), join(guardCasesDir, file));
  }
  heldOutDir = join(dir, 'held-out');
  await mkdir(heldOutDir);
  for (const file of HELD_OUT_FILES) {
    await copyFile(join(HELD_OUT_DIR, file), join(heldOutDir, file));
  }
  all = await startAllFakes();
  ollama = await startOllamaFake();
});
afterAll(async () => {
  await all?.close();
  await ollama?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs the eval with `env`, collecting what it prints. */
async function evalWith(env: Record<string, string>, name: string) {
  const printed: string[] = [];
  const report = await runEval({
    env: { LOG_LEVEL: 'silent', DATA_DIR: join(dir, name), ...env },
    resultsDir: join(dir, `${name}-results`),
    print: (line) => printed.push(line),
  });
  return { report, printed };
}

describe('npm run eval', () => {
  it('shows what the guard stopped when the model invents figures, handles, links and quotes', async () => {
    all.fakes.openai.setScenario('invents-figures');
    const { report, printed } = await evalWith({ ...all.env, EVAL_LIMIT: '2' }, 'fake');
    expect(printed[0]).toBe('model: mistralai/Mistral-7B-Instruct-v0.2 (openai)');
    expect(report.posts).toBe(2);
    // Every post in every mode and the thread maker.
    expect(report.answers.map((answer) => answer.mode)).toEqual([
      'normal',
      'troll',
      'meme',
      'thread',
      'normal',
      'troll',
      'meme',
      'thread',
    ]);
    const normal = report.answers[0];
    expect(normal?.stopped.map((claim) => `${claim.kind} ${claim.text}`)).toEqual(
      expect.arrayContaining(['figure 450', 'figure $25', 'figure 11 pm', 'handle @marco_fry']),
    );
    expect(normal?.askedAgain).toBe(true);
    expect(normal?.card.join('\n')).not.toMatch(/450|\$25|marco_fry/);
    const thread = report.answers[3];
    expect(thread?.stopped.map((claim) => claim.text)).toContain('2 million');
    expect(printed).toContain(
      `unsupported claims: ${report.answers.reduce((sum, answer) => sum + answer.stopped.length, 0)} / ${report.answers.reduce((sum, answer) => sum + answer.lines, 0)} lines (${report.answers.reduce((sum, answer) => sum + new Set(answer.stopped.map((claim) => claim.line)).size, 0)} lines stopped)`,
    );
    expect(printed.some((line) => /^x:\d+ normal: .*stopped figure \d/.test(line))).toBe(true);
    // The JSON report, to compare models and prompts.
    const written = JSON.parse(await readFile(report.file, 'utf8'));
    expect(written.model).toBe('mistralai/Mistral-7B-Instruct-v0.2');
    expect(written.answers).toHaveLength(8);
    expect(written.answers[0].firstTextMs).toBeGreaterThanOrEqual(0);
    expect(written.answers[0].askedLanguage).toBe('English');
  });

  it('names the model Ollama answers with, and reads a line naming the author as the card does', async () => {
    // x:20, "just setting up my twttr" by jack: a line naming him is the post's own name.
    ollama.setScenario(
      sayScenario({
        answers: [JSON.stringify({ lines: ['Just setting up my twttr, writes Jack.'] })],
      }),
    );
    const { report, printed } = await evalWith(
      { OLLAMA_HOST: ollama.url, EVAL_LIMIT: '1' },
      'ollama',
    );
    expect(printed[0]).toBe(`model: ${OLLAMA_FAKE_MODELS[0]} (ollama)`);
    expect(report.model).toBe(OLLAMA_FAKE_MODELS[0]);
    expect(report.answers[0]?.post).toBe('x:20');
    expect(report.answers[0]?.stopped).toEqual([]);
  });

  it('names the model a Text Generation Inference server serves', async () => {
    all.fakes.tgi.setScenario('ok');
    const { printed } = await evalWith(
      { ...all.env, LLM_PROTOCOL: 'tgi', LLM_BASE_URL: all.fakes.tgi.url, EVAL_LIMIT: '1' },
      'tgi',
    );
    expect(printed[0]).toBe('model: mistralai/Mistral-7B-Instruct-v0.2 (tgi)');
  });

  it('runs the embedded model on the tiny model, and names it', async () => {
    const modelPath = join(dir, 'tiny.gguf');
    await writeTinyGguf(modelPath);
    const { report, printed } = await evalWith(
      {
        EMBEDDED_MODEL: modelPath,
        EMBEDDED_MODEL_THREADS: '1',
        // The tiny model's tokenizer spends about a token a character: a thread style's
        // instructions alone take most of 1,024 (the prompt is budgeted in tokens, issue 37).
        EMBEDDED_MODEL_CONTEXT: '2048',
        EVAL_LIMIT: '1',
      },
      'tiny',
    );
    expect(printed[0]).toBe(`model: ${TINY_MODEL_NAME} (embedded)`);
    expect(report.answers).toHaveLength(4);
    for (const answer of report.answers) {
      expect(answer.error).toBeUndefined();
      expect(answer.wholeMs).toBeGreaterThanOrEqual(answer.firstTextMs ?? 0);
      expect(answer.card.length).toBeGreaterThan(0);
    }
    // Four generations on one thread: 8 s on a quiet 2-core machine, past 20 s on a loaded one.
  }, 60_000);

  it('finds nothing to stop in the rules writer’s lines, on every post', async () => {
    const { report, printed } = await evalWith({ EMBEDDED_MODEL: 'off' }, 'rules');
    expect(printed[0]).toBe('model: rules writer (local)');
    expect(report.posts).toBeGreaterThan(25);
    const networks = new Set(report.answers.map((answer) => answer.post.split(':')[0]));
    expect(networks).toEqual(new Set(['x', 'bluesky', 'mastodon', 'pasted']));
    expect(report.answers.flatMap((answer) => answer.stopped)).toEqual([]);
  });

  it('never downloads a model: with EMBEDDED_MODEL=auto and no file it says so and stops', async () => {
    const models = join(dir, 'empty', 'models');
    await expect(evalWith({ EMBEDDED_MODEL: 'auto' }, 'empty')).rejects.toThrow(
      /No model file at .*the eval never downloads one/,
    );
    await expect(readdir(models)).rejects.toThrow();
  });

  it('measures the guard on its labelled cases with no model, and stops there with EVAL_GUARD_ONLY=1', async () => {
    const printed: string[] = [];
    const run = await runEvalCommand({
      env: { LOG_LEVEL: 'silent', DATA_DIR: join(dir, 'guard-only'), EVAL_GUARD_ONLY: '1' },
      resultsDir: join(dir, 'guard-only-results'),
      print: (line) => printed.push(line),
      guardCasesDir,
      heldOutDir,
    });
    expect(run.writer).toBeUndefined();
    const lines = loadGuardCases(guardCasesDir).length;
    expect(printed[0]).toBe(`guard cases: ${lines} lines in 2 languages, no model`);
    const overall = printed[1] ?? '';
    expect(overall).toMatch(
      /^ {2}overall: recall \d+\.\d% \(\d+\/\d+\), precision \d+\.\d% \(\d+\/\d+\)$/,
    );
    for (const heading of ['  by kind:', '  by language:', '  by mode:']) {
      expect(printed).toContain(heading);
    }
    // Each misjudged line is listed with its source, mode, label and what the guard said.
    const misjudged = run.guardCases.report.misjudged;
    expect(printed).toContain(`  misjudged: ${misjudged.length}`);
    const first = misjudged[0];
    expect(first).toBeDefined();
    if (first)
      expect(printed.some((line) => line.includes(`${first.source.id} ${first.mode}`))).toBe(true);
    const written = JSON.parse(await readFile(run.guardCases.file, 'utf8'));
    expect(written.overall).toEqual(run.guardCases.report.overall);
    expect(written.misjudged).toHaveLength(misjudged.length);
    // Then the held-out sets' figures, their misjudged lines neither printed nor written unasked.
    const heldOut = printed.findIndex((line) =>
      line.startsWith('held out (never read by a rule): '),
    );
    expect(heldOut).toBeGreaterThan(printed.indexOf(`  misjudged: ${misjudged.length}`));
    expect(run.guardCases.heldOut.misjudged.length).toBeGreaterThan(0);
    expect(printed.slice(heldOut).some((line) => /^ {6}\S/.test(line))).toBe(false);
    expect(written.heldOut.posts).toEqual(run.guardCases.heldOut.posts);
    expect(written.heldOut.misjudged).toBe(run.guardCases.heldOut.misjudged.length);
  });

  it('prints the guard’s figures before it stops for want of a model', async () => {
    const printed: string[] = [];
    await expect(
      runEvalCommand({
        env: { LOG_LEVEL: 'silent', DATA_DIR: join(dir, 'no-model'), EMBEDDED_MODEL: 'auto' },
        resultsDir: join(dir, 'no-model-results'),
        print: (line) => printed.push(line),
        guardCasesDir,
        heldOutDir,
      }),
    ).rejects.toThrow(/No model file at/);
    expect(printed[0]).toMatch(/^guard cases: /);
    await expect(
      runEvalCommand({ env: { EVAL_GUARD_ONLY: 'maybe' }, resultsDir: dir, print: () => {} }),
    ).rejects.toThrow(/EVAL_GUARD_ONLY must be 1/);
  });

  it('asks every card and thread in EVAL_LANGUAGE, and prints the language asked and answered', async () => {
    const spanish = [
      'Las bibliotecas de la ciudad abren el mes que viene.',
      'Cada una tiene un taller para todos los vecinos.',
      'Las salas de estudio son gratis para los estudiantes.',
      'Abren hasta tarde todos los días de la semana. #Thread',
    ];
    all.fakes.openai.setScenario(
      sayScenario({
        answers: ['This answer was written in the post’s own language, as nobody asked.'],
        inLanguage: { Spanish: [spanish.slice(0, 3).join('\n')] },
      }),
    );
    const before = all.fakes.openai.calls.length;
    const { report, printed } = await evalWith(
      { ...all.env, EVAL_LIMIT: '1', EVAL_LANGUAGE: 'es-ES' },
      'spanish',
    );
    expect(printed[1]).toBe('language asked: Spanish (es)');
    expect(report.language).toBe('es');
    const normal = report.answers[0];
    expect(normal).toMatchObject({
      mode: 'normal',
      askedLanguage: 'Spanish',
      answeredLanguage: 'Spanish',
    });
    expect(printed).toContainEqual(
      expect.stringMatching(/^x:\d+ normal: .*asked Spanish, answered Spanish/),
    );
    // Every request asked it.
    const calls = all.fakes.openai.calls.slice(before);
    expect(calls.length).toBeGreaterThanOrEqual(4);
    for (const call of calls) expect(call.body).toMatch(/Write your answer in Spanish/);
    expect(printed).toContain(
      `answered in another language than asked: ${report.answers.filter((answer) => answer.answeredLanguage !== 'unknown' && answer.answeredLanguage !== 'Spanish').length} / 4`,
    );
  });

  it('shows the rules writer answering in the post’s own language when another is asked', async () => {
    const { report } = await evalWith(
      { EMBEDDED_MODEL: 'off', EVAL_LIMIT: '1', EVAL_LANGUAGE: 'ja' },
      'rules-japanese',
    );
    // x:20, "just setting up my twttr": the rules write its own words, never Japanese.
    for (const answer of report.answers) {
      expect(answer.askedLanguage).toBe('Japanese');
      expect(answer.answeredLanguage).not.toBe('Japanese');
    }
    expect(report.answers[0]?.card.join(' ')).toMatch(/twttr/);
  });

  it('reads EVAL_LANGUAGE as a language the writer writes', () => {
    expect(evalLanguage(undefined)).toBeUndefined();
    expect(evalLanguage('')).toBeUndefined();
    expect(evalLanguage('pt-BR')).toBe('pt');
    expect(() => evalLanguage('sw')).toThrow(EvalStop);
    expect(() => evalLanguage('not a tag')).toThrow(
      /EVAL_LANGUAGE must be a language the writer writes: en, zh/,
    );
  });

  it('reads EVAL_LIMIT as a number of posts', () => {
    expect(evalLimit(undefined)).toBeUndefined();
    expect(evalLimit('3')).toBe(3);
    expect(() => evalLimit('three')).toThrow(EvalStop);
    expect(() => evalLimit('0')).toThrow(/EVAL_LIMIT/);
  });
});
