/**
 * Who writes the cards in `npm run demo`: the demo's own fake model, unless the person running it
 * named a real one (EMBEDDED_MODEL, OLLAMA_HOST, LLM_BASE_URL, HF_TOKEN or LLM_PROTOCOL), which the
 * demo then honours; either way it says so when it starts. The fake model is named for what it is,
 * so its cards carry the same "Written by …" note as a real model's.
 */
import type { Config } from '#server/config/index.ts';

/** The fake model's name, in /api/health and the note under its cards. */
export const DEMO_FAKE_MODEL = "the demo's fake model";

/** The variables that name a model of the operator's own. */
const MODEL_VARIABLES = [
  'EMBEDDED_MODEL',
  'OLLAMA_HOST',
  'LLM_BASE_URL',
  'HF_TOKEN',
  'LLM_PROTOCOL',
];

/** The fakes' own model settings, left out when the demo honours a model of the operator's. */
const FAKE_MODEL_VARIABLES = ['LLM_PROTOCOL', 'LLM_BASE_URL', 'LLM_API_KEY', 'LLM_TIMEOUT_MS'];

/** True when the environment names a model the demo should use instead of its fake. */
export function namesOwnModel(env: Record<string, string | undefined>): boolean {
  return MODEL_VARIABLES.some((name) => (env[name]?.trim() ?? '') !== '');
}

/**
 * The fakes' variables for a demo: as they are (with the fake model's name), or without the fake
 * model when the operator's environment names one.
 */
export function demoFakesEnv(
  fakesEnv: Record<string, string>,
  operatorEnv: Record<string, string | undefined>,
): Record<string, string> {
  if (!namesOwnModel(operatorEnv)) return { ...fakesEnv, LLM_MODEL: DEMO_FAKE_MODEL };
  return Object.fromEntries(
    Object.entries(fakesEnv).filter(([name]) => !FAKE_MODEL_VARIABLES.includes(name)),
  );
}

/** The line the demo prints at start: who writes the cards, and how to change it. */
export function demoWriterLine(config: Config, ownModel: boolean): string {
  if (!ownModel) {
    return `Cards and threads are written by ${DEMO_FAKE_MODEL} (it answers from the post's own words); set EMBEDDED_MODEL or OLLAMA_HOST to try a real one.`;
  }
  switch (config.llm.protocol) {
    case 'embedded': {
      const model = config.embedded.model;
      const file = typeof model === 'object' ? model.path : 'auto, downloaded into DATA_DIR/models';
      return `Cards and threads are written by the embedded model (EMBEDDED_MODEL=${file}); the rules writer answers until it is ready.`;
    }
    case 'ollama':
      return `Cards and threads are written by Ollama at ${config.ollama.host} (OLLAMA_HOST).`;
    case 'local':
      return 'Cards and threads are written by the rules writer alone (EMBEDDED_MODEL=off).';
    default:
      return `Cards and threads are written by ${config.llm.model} on ${new URL(config.llm.baseUrl).origin}.`;
  }
}
