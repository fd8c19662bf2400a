/**
 * Answers a test writes itself, for the model fakes (OpenAI-compatible, TGI, Ollama): the
 * scenario `say:<base64url of JSON>` carries them, so a test in another process (a browser test)
 * can set them through `POST /__control` as well. The nth request after the scenario was set gets
 * the nth answer (the last one again after that; a new `round` starts again); `delayMs[n]` holds the nth answer back that
 * long (a model slow on the second ask), and a streamed answer comes one word every `wordMs`.
 */
import type { ServerResponse } from 'node:http';
import type { StreamedCall, StreamPlan } from './fake-model-stream.ts';
import type { FakeRequest } from './fake-server.ts';

export interface ScriptedAnswers {
  /** The model's text (for Ollama: the JSON its schema asks for), one per request in order. */
  answers: string[];
  /** A streamed answer sends one word every this many ms (0: all at once). */
  wordMs?: number;
  /** How long each request waits before it answers, by its order. */
  delayMs?: number[];
  /** Any other value makes it another scenario: the answers start again from the first. */
  round?: number;
}

const PREFIX = 'say:';

/** The scenario that makes a model fake answer `script`. */
export function sayScenario(script: ScriptedAnswers): string {
  return `${PREFIX}${Buffer.from(JSON.stringify(script), 'utf8').toString('base64url')}`;
}

/** The script a scenario carries, or undefined for any other scenario. */
export function readScript(scenario: string): ScriptedAnswers | undefined {
  if (!scenario.startsWith(PREFIX)) return undefined;
  return JSON.parse(
    Buffer.from(scenario.slice(PREFIX.length), 'base64url').toString('utf8'),
  ) as ScriptedAnswers;
}

/** Counts the requests a script has answered; a new scenario starts again from its first answer. */
export function createScriptCounter(): (scenario: string) => number {
  let current = '';
  let count = 0;
  return (scenario) => {
    if (scenario !== current) {
      current = scenario;
      count = 0;
    }
    return count++;
  };
}

/**
 * The nth answer of `script`, after its delay; undefined when the client went away while it
 * waited (the call is then marked `client-closed`, as a stream the client left is).
 */
export async function scriptedAnswer(
  script: ScriptedAnswers,
  nth: number,
  request: FakeRequest,
  response: ServerResponse,
): Promise<string | undefined> {
  const call = request as StreamedCall;
  const wait = script.delayMs?.[nth] ?? 0;
  if (wait > 0) {
    const left = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), wait);
      response.once('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (left) {
      call.streamEnd = 'client-closed';
      return undefined;
    }
  }
  return script.answers[Math.min(nth, script.answers.length - 1)] ?? '';
}

/** How a scripted answer streams: word by word at the script's pace. */
export function scriptPlan(script: ScriptedAnswers): StreamPlan {
  return { lineDelayMs: script.wordMs ?? 0, byWord: true };
}
