/**
 * What the model fakes answer: text shaped like a 7B instruct model's (a chatty preamble, a
 * numbered list, quotes, "Tweet 1:" prefixes) built from the prompt's own data block, so demos and
 * browser tests look real and the core shaping has real mess to clean. Also the scenarios both
 * model fakes share.
 */
import type { ServerResponse } from 'node:http';
import { THREAD_STYLE_IDS, THREAD_STYLES, type ThreadStyleId } from '#core/index.ts';
import { writeLocally } from '#writer/write-locally.ts';
import { hang, sendJson } from './fake-server.ts';

/** How long the `slow` scenario waits before answering. */
export const SLOW_MS = 1_500;
/** The `estimated_time` of the `503` scenario, in seconds. */
export const LOADING_SECONDS = 2.5;
/** The `Retry-After` of the `429` scenario, in seconds. */
export const RETRY_AFTER_SECONDS = 1;

type Kind = 'normal' | 'troll' | 'meme' | 'thread';

/** The untrusted text inside the prompt's data block (`<<<POST b>>>` ... `<<<END POST b>>>`). */
export function extractSourceText(prompt: string): string {
  const fenced = prompt.match(/<<<([A-Z]+) ([A-Za-z0-9_-]+)>>>\n([\s\S]*?)\n<<<END \1 \2>>>/);
  if (fenced?.[3] !== undefined) return fenced[3].trim();
  const paragraphs = prompt.split(/\n\s*\n/).filter((part) => part.trim().length > 20);
  return (paragraphs[paragraphs.length - 1] ?? prompt).trim();
}

/** Which product feature a prompt is for, judged from its instructions (outside the data block). */
export function detectKind(prompt: string): { kind: Kind; style: ThreadStyleId } {
  const instructions = prompt.replace(extractSourceText(prompt), ' ').toLowerCase();
  const style =
    THREAD_STYLE_IDS.find((id) =>
      instructions.includes(`style: ${THREAD_STYLES[id].name.toLowerCase()}`),
    ) ?? 'standard';
  // A card of an author's thread speaks of the thread's posts too: only the thread maker turns a
  // text into one.
  if (/\bturn a text into a thread\b/.test(instructions)) return { kind: 'thread', style };
  if (/\bmemes?\b|\bcaptions?\b/.test(instructions)) return { kind: 'meme', style };
  if (/\btroll|satiri|roast/.test(instructions)) return { kind: 'troll', style };
  return { kind: 'normal', style };
}

/** A plausible answer of a 7B instruct model to `prompt`. */
export function fakeModelAnswer(prompt: string): string {
  const source = extractSourceText(prompt);
  const { kind, style } = detectKind(prompt);
  const parameters = { max_new_tokens: 200, temperature: 0.7 };
  if (kind === 'thread') {
    return `Here's your thread:\n\n${writeLocally({ kind, style, sourceText: source, parameters })}`;
  }
  const raw = writeLocally({ kind: 'summary', mode: kind, sourceText: source, parameters });
  if (kind === 'meme') return `"${raw}"`;
  const lines = raw.split('\n').map((line) => line.replace(/^- /, ''));
  if (kind === 'troll') {
    return `Sure! Here are three satirical takes:\n\n${lines.map((line) => `* ${line}`).join('\n')}`;
  }
  return ` Sure! Here is a summary of the post in three bullet points:\n\n${lines
    .map((line, i) => `${i + 1}. **${line}**`)
    .join('\n')}`;
}

export interface ScenarioState {
  /** Requests seen since the scenario last changed; `-once` scenarios fail only the first. */
  seen(scenario: string): number;
}

/** Counts requests per scenario, so `503-once` fails once and then answers. */
export function createScenarioState(): ScenarioState {
  let current = '';
  let count = 0;
  return {
    seen(scenario) {
      if (scenario !== current) {
        current = scenario;
        count = 0;
      }
      return ++count;
    },
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How a model fake answers after its scenario: normally, empty, with a planted link, or not. */
export type ModelOutcome = 'answer' | 'empty' | 'planted-link' | 'refusal' | 'invents' | 'done';

/**
 * What the `refusal` scenario answers: text the shapers keep nothing of, per card mode (a 7B
 * model's refusal, a troll answer with nothing usable, a meme answer of hashtags).
 */
export const REFUSALS = {
  normal: 'I cannot summarize this content.',
  troll:
    "I'm sorry, but I can't help with that.\nAs an AI language model, I must remain respectful.",
  meme: '#meme #funny #lol',
  thread: 'I cannot help with that request.',
} as const;

/**
 * What the `invents-figures` scenario answers whatever the post (issue 37): figures, an @handle,
 * a link and a quotation no post of ours holds, each line also saying something of its own. The
 * Troll card's last line and the meme's words invent nothing a joke may not.
 */
export const INVENTED = {
  normal: [
    'The pub served 450 guests on Saturday night.',
    'Tickets cost $25 and the kitchen closed at 11 pm.',
    'Chef @marco_fry called it "the best night ever" at https://pubquiz.example/menu.',
  ],
  troll: [
    'Chef @marco_fry is already drafting the sequel to this post.',
    '"Best post ever," said nobody at https://pubquiz.example/fans.',
    'A thousand people somehow read this twice before breakfast.',
  ],
  meme: ['When @marco_fry says "trust me" and sends https://pubquiz.example/menu'],
  thread: [
    '1/4 The museum expects 2 million visitors this year.',
    '2/4 Chef @marco_fry will run the new café on the roof.',
    '3/4 Tickets cost $25 at https://pubquiz.example/tickets.',
    '4/4 "Best museum in the country," said the mayor. #Thread',
  ],
} as const;

/** The link a prompt-injected model plants (issue 12 item 5); the shapers must remove it. */
export const PLANTED_LINK_LINE = 'Visit http://evil.example/phish?token=abc';

/**
 * The fake's text for an outcome. `planted-link`: the usual answer with a phishing line of its own
 * and a bare phishing domain at the end of every line, as an injected model writes them, plus a
 * line quoting the source's own first link.
 */
export function modelAnswerText(outcome: ModelOutcome, prompt: string): string {
  if (outcome === 'empty') return '';
  if (outcome === 'refusal') return REFUSALS[detectKind(prompt).kind];
  if (outcome === 'invents') {
    const { kind } = detectKind(prompt);
    return INVENTED[kind].join(kind === 'thread' ? '\n\n' : '\n');
  }
  const answer = fakeModelAnswer(prompt);
  if (outcome !== 'planted-link') return answer;
  const lines = answer
    .split('\n')
    .map((line) => (/\w/.test(line) ? `${line} evil.example/x` : line));
  // The source's own link, quoted first so it reaches the card: it must stay.
  const own = extractSourceText(prompt).match(/https?:\/\/\S+/)?.[0];
  const quoted = own ? `Everything is at ${own} for now.\n\n` : '';
  return `${PLANTED_LINK_LINE}\n${quoted}${lines.join('\n')}\n\n${PLANTED_LINK_LINE}`;
}

/**
 * Answers the failure scenarios both model fakes share, in their real wire shapes; returns
 * `'answer'` when the fake should answer normally and `'empty'` when with empty text.
 */
export async function answerModelScenario(
  response: ServerResponse,
  scenario: string,
  state: ScenarioState,
  currentScenario?: () => string,
): Promise<ModelOutcome> {
  const nth = state.seen(scenario);
  const base = scenario.replace(/-once$/, '');
  if (scenario.endsWith('-once') && nth > 1) return 'answer';
  // `slow-<ms>`: answers after that long, for a test that must look at the server meanwhile.
  const slowFor = /^slow-([0-9]+)$/.exec(base)?.[1];
  if (slowFor !== undefined) {
    await delay(Number(slowFor));
    return 'answer';
  }
  switch (base) {
    case 'ok':
      return 'answer';
    case 'empty':
      return 'empty';
    case 'planted-link':
      return 'planted-link';
    case 'refusal':
      return 'refusal';
    case 'invents-figures':
      // `invents-figures-once` invents only in its first answer: asked again, it answers well.
      return 'invents';
    case 'slow':
      await delay(SLOW_MS);
      return 'answer';
    case 'held':
      // Answers once the test sets another scenario: a test that looks at the page while the model
      // works has no time window to win on a loaded machine.
      while (currentScenario?.() === 'held' && !response.destroyed) await delay(50);
      return 'answer';
    case 'delay-50':
      // What the load benchmark uses: a model that answers after 50 ms.
      await delay(50);
      return 'answer';
    case 'hang':
      hang(response);
      return 'done';
    case '5xx':
      sendJson(response, 500, {
        error: 'Incomplete generation',
        error_type: 'incomplete_generation',
      });
      return 'done';
    case '400':
      sendJson(response, 400, {
        error: {
          message: 'The requested model is not supported by any provider you have enabled.',
          type: 'invalid_request_error',
          param: 'model',
          code: 'model_not_supported',
        },
      });
      return 'done';
    case '429':
      sendJson(
        response,
        429,
        { error: 'Model is overloaded', error_type: 'overloaded' },
        { 'retry-after': String(RETRY_AFTER_SECONDS) },
      );
      return 'done';
    case '503':
      sendJson(response, 503, {
        error: 'Model mistralai/Mistral-7B-Instruct-v0.2 is currently loading',
        estimated_time: LOADING_SECONDS,
      });
      return 'done';
    case 'malformed':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"choices":[{"message":{"content":"Sure! Here');
      return 'done';
    case 'html':
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>');
      return 'done';
    default:
      sendJson(response, 500, { error: `unknown scenario ${scenario}` });
      return 'done';
  }
}
