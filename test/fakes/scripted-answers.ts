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
  /**
   * The answers in place of `answers` when the prompt asks for the answer in this language (its
   * English name, "English"), as a model that writes the language it is asked: issue 45's tests.
   */
  inLanguage?: Record<string, string[]>;
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
 * The language a prompt asks the answer in, by its English name, as core's prompts say it ("Write
 * every line of your answer in English", "Write your answer in Spanish", "Write the caption in
 * Japanese"); undefined when it asks none.
 */
export function askedLanguageOf(prompt: string): string | undefined {
  return prompt.match(
    /Write (?:every line of your answer|your answer|the caption) in ([A-Z]\p{L}*(?: [A-Z]\p{L}*)*)/u,
  )?.[1];
}

/**
 * The nth answer of `script` to `prompt`, after its delay; undefined when the client went away
 * while it waited (the call is then marked `client-closed`, as a stream the client left is).
 */
export async function scriptedAnswer(
  script: ScriptedAnswers,
  nth: number,
  request: FakeRequest,
  response: ServerResponse,
  prompt = '',
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
  const answers = script.inLanguage?.[askedLanguageOf(prompt) ?? ''] ?? script.answers;
  return answers[Math.min(nth, answers.length - 1)] ?? '';
}

/** How a scripted answer streams: word by word at the script's pace. */
export function scriptPlan(script: ScriptedAnswers): StreamPlan {
  return { lineDelayMs: script.wordMs ?? 0, byWord: true };
}
