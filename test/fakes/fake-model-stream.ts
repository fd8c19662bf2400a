/**
 * How the model fakes stream: the answer line by line as server-sent events, one line every
 * `lineDelayMs` (each line in a few token-sized events, as a real server sends them), optionally
 * failing mid-stream, and recording on the request whether the client closed the connection
 * before the end (what the abort tests check; it shows in `/__control/calls` too).
 *
 * Scenarios: `lines-<ms>` streams one line every <ms> ms (`words-<ms>`: one word every <ms> ms, as
 * a slow model writes); `lines-<ms>-error` sends two lines and
 * then the server's `{error}` event; `lines-<ms>-bare` leaves out the chatty opening paragraph
 * ("Sure! Here is..."), so the first line is already content (what the benchmark times);
 * `lines-<ms>-hold` stops after the first line of content until the test sets another scenario, so a test
 * can look at a half-written card for as long as it needs, however loaded the machine (timing
 * alone let the card finish first on a busy CI runner). Any other scenario streams with the fake's default delay
 * (0 unless the fake was started with `lineDelayMs`, as `npm run demo` does).
 */
import type { ServerResponse } from 'node:http';
import type { FakeRequest } from './fake-server.ts';

/** Lines sent before the `-error` scenario fails. */
export const LINES_BEFORE_ERROR = 2;

/** What the fake records about a streamed answer. */
export interface StreamedCall extends FakeRequest {
  /** `finished`: the fake sent everything; `client-closed`: the client went away first. */
  streamEnd?: 'finished' | 'client-closed';
  /** When each line was written, in ms since the epoch (performance.timeOrigin + now()). */
  lineSentAt?: number[];
  /** `words-<ms>`: how many words were written so far. */
  wordsSent?: number;
}

export interface StreamPlan {
  lineDelayMs: number;
  /** `words-<ms>`: the delay is before every word, not every line (a model writing slowly). */
  byWord?: boolean;
  /** Lines sent before the error event; undefined when the stream succeeds. */
  failAfterLines?: number;
  /** Without the opening chatter: the first line is content. */
  bare?: boolean;
  /** `-hold`: after the first line of content, wait while this says so (the scenario is still the same). */
  holdWhile?: () => boolean;
}

const STREAM_SCENARIO = /^(lines|words)-(\d+)(-error)?(-bare)?(-hold)?$/;

/** The stream a scenario asks for; `defaultDelayMs` when the scenario does not say. */
export function streamPlan(
  scenario: string,
  defaultDelayMs: number,
  currentScenario?: () => string,
): StreamPlan {
  const match = scenario.match(STREAM_SCENARIO);
  if (!match) return { lineDelayMs: defaultDelayMs };
  return {
    lineDelayMs: Number(match[2]),
    ...(match[1] === 'words' && { byWord: true }),
    ...(match[3] && { failAfterLines: LINES_BEFORE_ERROR }),
    ...(match[4] && { bare: true }),
    ...(match[5] && currentScenario && { holdWhile: () => currentScenario() === scenario }),
  };
}

/** The scenarios the streaming fakes handle themselves (not the shared failure scenarios). */
export const isStreamScenario = (scenario: string): boolean => STREAM_SCENARIO.test(scenario);

export interface WireFormat {
  /** The SSE frames (`data:...\n\n`) of one token. */
  token(text: string, index: number): string;
  /** What ends a successful stream (TGI's last event with `generated_text`, OpenAI's `[DONE]`). */
  end(fullText: string, index: number): string;
  /** The server's mid-stream error event. */
  error(): string;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A line of the answer itself, not the chatty opening ("Sure! Here is...:") or a blank. */
const isContent = (line: string): boolean => /\p{L}/u.test(line) && !/[:：]\s*$/.test(line);

/** The line cut into token-sized pieces (a word with the space before it). */
function tokensOf(line: string): string[] {
  return line.match(/\s*\S+|\s+/g) ?? [];
}

/** Streams `text` as `format` says, following `plan`; resolves when done or the client left. */
export async function streamAnswer(
  request: FakeRequest,
  response: ServerResponse,
  text: string,
  plan: StreamPlan,
  format: WireFormat,
): Promise<void> {
  const call = request as StreamedCall;
  let closed = false;
  response.on('close', () => {
    if (!response.writableFinished) {
      closed = true;
      call.streamEnd = 'client-closed';
    }
  });
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  response.flushHeaders();
  const answer = plan.bare ? text.replace(/^[^\n]*[:：]\s*\n\s*\n/, '') : text;
  const lines = answer.split('\n').map((line, i, all) => (i < all.length - 1 ? `${line}\n` : line));
  let index = 0;
  let held = false;
  for (const [number, line] of lines.entries()) {
    if (plan.failAfterLines !== undefined && number >= plan.failAfterLines) {
      response.end(format.error());
      call.streamEnd = 'finished';
      return;
    }
    if (plan.byWord) {
      for (const token of tokensOf(line)) {
        if (plan.lineDelayMs > 0) await delay(plan.lineDelayMs);
        if (closed) return;
        response.write(format.token(token, index++));
        call.wordsSent = (call.wordsSent ?? 0) + 1;
      }
    } else {
      if (plan.lineDelayMs > 0) await delay(plan.lineDelayMs);
      if (closed) return;
      response.write(
        tokensOf(line)
          .map((token) => format.token(token, index++))
          .join(''),
      );
    }
    call.lineSentAt = [...(call.lineSentAt ?? []), performance.timeOrigin + performance.now()];
    if (plan.holdWhile && !held && isContent(line)) {
      held = true;
      while (plan.holdWhile() && !closed) await delay(50);
    }
  }
  if (closed) return;
  call.streamEnd = 'finished';
  response.end(format.end(answer, index));
}

/**
 * A plain (not streamed) answer under a `lines-<ms>` scenario comes when the whole text would
 * have been written, as a real server's does: the baseline the streamed answer is compared with.
 */
export async function waitAsIfWritten(text: string, plan: StreamPlan): Promise<void> {
  const lines = text.split('\n').length;
  if (plan.lineDelayMs > 0) await delay(plan.lineDelayMs * lines);
}
