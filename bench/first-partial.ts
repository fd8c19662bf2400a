/**
 * Why the first `partial` on the wire waits (issue 46 item 9): noise as the bench's shaped model
 * writes it (JSON held to the answer's schema, one onText piece at a time: test/fakes/qwen-noise.ts,
 * or pieces the shaped model itself wrote, captured by bench/noise-answers.ts) streamed through the
 * real routes (`POST /api/summary` in Normal, Troll and Meme, `POST /api/thread`) over an embedded
 * model that pauses `BETWEEN_MS` after each piece (test/fakes/piece-embedded-model.ts). For each
 * answer: how many pieces were written when the first partial left, and, read again piece by piece
 * outside the server with the same functions, the first piece at which each stage had something to
 * show: the JSON reader, shownSoFar (a word waits for its end unless it can start no claim), the guard's gate (safeSoFar: a claim
 * the post lacks is held), the route's shaper (what the card keeps). The stage that gained most
 * pieces over the one before it is said to hold the answer.
 *
 * `node --import tsx bench/first-partial.ts [answers per mode] [captured.json] [--verbose]` (a minute
 * or two; no model): the shaped model's answers are test/fixtures/shaped-noise-answers.json unless
 * named; `--verbose` prints each answer's pieces at the wire and at each stage.
 */
import { readFileSync } from 'node:fs';
import { claimSource } from '#core/guard/unsupported-claims.ts';
import {
  type AnswerShape,
  type GuardMode,
  modelLinesOf,
  safeSoFar,
  shapeMemeCaption,
  shapeSummary,
  shapeTroll,
  shownSoFar,
  splitGifWords,
  threadPostsSoFar,
} from '#core/index.ts';
import { pieceEmbeddedModel } from '#fakes/piece-embedded-model.ts';
import { noiseAnswer } from '#fakes/qwen-noise.ts';
import { jsonTextReader } from '#server/generation/runtime/index.ts';
import { postEventStream } from '#test/post-event-stream.ts';
import { startTestApp } from '#test/start-test-app.ts';
import { newPost } from './new-posts.ts';

/** The pause after each piece: the shaped model writes ~5 tokens a second; the server needs less. */
const BETWEEN_MS = 15;
const STAGES = ['reader', 'shown', 'gate', 'shaper'] as const;
type Stage = (typeof STAGES)[number];

type Mode = 'normal' | 'troll' | 'meme' | 'thread';
const SHAPES: Record<Mode, AnswerShape> = {
  normal: 'lines',
  troll: 'lines',
  meme: 'meme',
  thread: 'posts',
};

/** What the route's shaper shows of `text` (the summary and thread routes' `partial`, in short). */
function shaperShows(mode: Mode, text: string, post: string): boolean {
  if (mode === 'thread') return threadPostsSoFar(text, post, { unfinished: true }).length > 0;
  if (mode === 'meme') {
    const caption = splitGifWords(text).caption;
    return modelLinesOf([shapeMemeCaption(caption)], [shapeMemeCaption('')]).length > 0;
  }
  const shape = (raw: string) =>
    mode === 'troll'
      ? shapeTroll(raw, () => 0.5, { sourceText: post, unfinished: true })
      : shapeSummary(raw, post, { unfinished: true });
  return modelLinesOf(shape(text), shape('')).length > 0;
}

/** The first piece (0-based) at which each stage has something to show; -1 for never. */
function stageFirsts(mode: Mode, pieces: readonly string[], post: string): Record<Stage, number> {
  const read = jsonTextReader(SHAPES[mode]);
  const source = claimSource({ text: post });
  const firsts: Record<Stage, number> = { reader: -1, shown: -1, gate: -1, shaper: -1 };
  let text = '';
  for (const [index, piece] of pieces.entries()) {
    text += read(piece);
    const shown = shownSoFar(text, 1, true);
    const gate = safeSoFar(shown, source, mode as GuardMode);
    const showing: Record<Stage, boolean> = {
      reader: text.replace(/^Post 1: /, '').trim() !== '',
      shown: shown.replace(/^Post 1:/, '').trim() !== '',
      gate: gate.replace(/^Post 1:/, '').trim() !== '',
      shaper: shaperShows(mode, gate, post),
    };
    for (const stage of STAGES) if (showing[stage] && firsts[stage] < 0) firsts[stage] = index;
    if (firsts.shaper >= 0) break;
  }
  return firsts;
}

/** The stage that gained most pieces over the one before it (ties: the earlier). */
function holder(firsts: Record<Stage, number>, total: number): { stage: Stage; pieces: number } {
  let best: { stage: Stage; pieces: number } = { stage: 'reader', pieces: firsts.reader };
  for (let index = 1; index < STAGES.length; index++) {
    const stage = STAGES[index] as Stage;
    const before = firsts[STAGES[index - 1] as Stage];
    const gained = (firsts[stage] < 0 ? total : firsts[stage]) - (before < 0 ? total : before);
    if (gained > best.pieces) best = { stage, pieces: gained };
  }
  return best;
}

interface Answer {
  post: string;
  pieces: readonly string[];
}

const verbose = process.argv.includes('--verbose');
const [perModeArg, capturedArg] = process.argv.slice(2).filter((arg) => arg !== '--verbose');
const perMode = Number(perModeArg ?? 30);
/** The shaped model's own answers: kept in the tests' fixtures, or a new capture of noise-answers.ts. */
const captured = capturedArg ?? 'test/fixtures/shaped-noise-answers.json';
const app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', LLM_PROTOCOL: 'embedded' });
const model = pieceEmbeddedModel();
app.services.generator = model.generator;
const runs: Array<[Mode, string, Answer[]]> = (['normal', 'troll', 'meme', 'thread'] as const).map(
  (mode) => [
    mode,
    'noise',
    Array.from({ length: perMode }, (_, index) => ({
      post: newPost(index),
      pieces: noiseAnswer(SHAPES[mode], 1_000 * (index + 1) + mode.length),
    })),
  ],
);
const answers = JSON.parse(readFileSync(captured, 'utf8')) as Array<{
  post: string;
  pieces: Array<string | { text: string }>;
}>;
const real = answers.map((answer) => ({
  post: answer.post,
  pieces: answer.pieces.map((piece) => (typeof piece === 'string' ? piece : piece.text)),
}));
runs.unshift(['normal', 'shaped model', real]);
try {
  for (const [mode, kind, answers] of runs) {
    const wire: number[] = [];
    const held: Record<string, number> = {};
    const lines: string[] = [];
    for (const answer of answers) {
      model.script(
        () => answer.pieces,
        () => new Promise((resolve) => setTimeout(resolve, BETWEEN_MS)),
      );
      let writtenAtFirst = -1;
      const [path, body] =
        mode === 'thread'
          ? ['/api/thread', { text: answer.post, style: 'standard' }]
          : ['/api/summary', { text: answer.post, mode }];
      await postEventStream(`${app.url}${path}`, body, (event) => {
        if (event.event === 'partial' || event.event === 'done') writtenAtFirst = model.written;
        return true;
      });
      const firsts = stageFirsts(mode, answer.pieces, answer.post);
      const hold = holder(firsts, answer.pieces.length);
      wire.push(writtenAtFirst);
      const key = hold.pieces >= 3 ? hold.stage : 'none (under 3 pieces)';
      held[key] = (held[key] ?? 0) + 1;
      lines.push(
        `  wire ${writtenAtFirst} pieces; ${STAGES.map((stage) => `${stage} ${firsts[stage] + 1}`).join(', ')}`,
      );
    }
    const sorted = [...wire].sort((a, b) => a - b);
    const median = sorted[sorted.length >> 1];
    console.log(
      `${mode} (${kind}, ${answers.length} answers): pieces written when the first partial left, median ${median}, max ${sorted.at(-1)}; ${sorted.filter((n) => n > 10).length} over 10; most gained by ${JSON.stringify(held)}`,
    );
    if (verbose) console.log(lines.join('\n'));
  }
} finally {
  await app.close();
}
