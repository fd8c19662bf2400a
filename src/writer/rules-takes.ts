/**
 * New takes from the rules writer (issue 40, item 4). With no model, a new take is another choice
 * of the post's own lines: the writer's answers under other seeds (the next-best sentences, other
 * jokes and captions, other asides), then the same lines in another order, each said once, for as
 * long as there are any. Take 0 is the first answer (no seed); take n is the n-th answer that
 * differs from every one before it. Past the last, the last is given again and `exists` is false,
 * so the server can say there is no other take.
 */
import { memo } from './memo.ts';
import { hashText } from './text-features.ts';
import type { WriterRequest } from './writer-request.ts';

/** Seeds tried for other answers: a post's choices are found within these (troll: 6 × 3 × 5 jokes). */
const TAKE_SEEDS = 48;
/** A text longer than this is written a few times only: its many sentences give choices enough. */
const LONG_TEXT_CHARS = 4_000;
const LONG_TEXT_SEEDS = 12;

/** Writes a request as the writer does (with the seed it is given), without asking for a take. */
export type WriteOnce = (request: WriterRequest) => string;

/** An answer as two are told apart: its lines' words, lower-cased, hashtags aside. */
const answerKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/#[\p{L}\p{M}\p{N}_]+/gu, ' ')
    .replace(/[^\p{L}\p{N}\n]+/gu, ' ')
    .replace(/ *\n */gu, '\n')
    .trim();

/** The card's lines in another order: the first stays (the headline), the others reversed. */
function reordered(text: string): string | undefined {
  const [first, ...rest] = text.split('\n');
  if (first === undefined || rest.length < 2) return undefined;
  return [first, ...rest.reverse()].join('\n');
}

/** Every different answer the writer has for the request, the first answer first. */
function allTakes(request: WriterRequest, write: WriteOnce): string[] {
  const { parameters: _ignored, ...plain } = request;
  const takes: string[] = [];
  const seen = new Set<string>();
  const add = (text: string | undefined) => {
    if (text === undefined) return;
    const key = answerKey(text);
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    takes.push(text);
  };
  add(write(plain));
  const seeds = request.sourceText.length > LONG_TEXT_CHARS ? LONG_TEXT_SEEDS : TAKE_SEEDS;
  for (let seed = 1; seed <= seeds; seed++) add(write({ ...plain, parameters: { seed } }));
  // A Normal card's lines may also come in another order (a meme is one line, a thread's order
  // is the text's).
  if (request.kind === 'summary' && request.mode === 'normal') {
    for (const take of [...takes]) add(reordered(take));
  }
  return takes;
}

/**
 * The request as a key: what the answers depend on (never the seed, the take asked for or a
 * model's prompt); a long one by its length and two hashes, so a text of any length is remembered,
 * and by little.
 */
function requestKey(request: WriterRequest): string {
  const fields =
    request.kind === 'thread'
      ? [request.kind, request.style, request.network ?? 'x']
      : [request.kind, request.mode, request.lang ?? '', JSON.stringify(request.facts ?? {})];
  const key = JSON.stringify([...fields, request.sourceText]);
  if (key.length <= 1_000) return key;
  return `#${key.length}:${hashText(key)}:${hashText([...key].reverse().join(''))}`;
}

const rememberedTakes = memo(
  (request: WriterRequest, _write: WriteOnce) => requestKey(request),
  (request: WriterRequest, write: WriteOnce) => allTakes(request, write),
  (takes) => takes.reduce((sum, take) => sum + 16 + 2 * take.length, 0),
);

/**
 * Take `take` of the request (0 is the first answer): its text, and whether the writer has that
 * many different answers (when not, the text is its last one).
 */
export function rulesTake(
  request: WriterRequest,
  take: number,
  write: WriteOnce,
): { text: string; exists: boolean } {
  const takes = rememberedTakes(request, write);
  const index = Math.max(0, Math.floor(take));
  const exists = index < takes.length;
  return { text: takes[Math.min(index, takes.length - 1)] ?? '', exists };
}
