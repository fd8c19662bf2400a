/**
 * An embedded model that answers what a test wrote (as the model fakes' `say:` scenarios do for
 * Ollama, OpenAI-compatible and TGI servers), behind the real embedded generator: it is ready at
 * once, takes every request, and writes the JSON of the answers scripted for the language the
 * prompt's user turn asks (test/fakes/scripted-answers.ts), else `answers`. For route tests of the
 * embedded writer without loading a model; the tiny model (test/tiny-gguf.ts) runs the runtime.
 */
import type { AnswerSchema, SmallModelPrompt } from '#core/index.ts';
import { createEmbeddedGenerator, createLocalWriter } from '#server/generation/providers/index.ts';
import type { CompletionJob, EmbeddedModel } from '#server/generation/runtime/index.ts';
import type { TextGenerator } from '#server/services.ts';
import { askedLanguageOf, type ScriptedAnswers } from './scripted-answers.ts';

export interface ScriptedEmbeddedModel {
  /** The embedded generator (the model in front, the real rules writer behind it). */
  generator: TextGenerator;
  /** Every job the model was given, in order: its instructions and user turn. */
  jobs: CompletionJob[];
  /** Answers with `script` from now on, from its first answer. */
  setScript(script: ScriptedAnswers): void;
}

/** The JSON a schema asks for: `lines` (3), `caption` and `gif`, or `posts`, from `text`'s lines. */
function answerJson(schema: AnswerSchema, text: string): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const required = (schema as { required?: string[] }).required ?? [];
  if (required.includes('caption')) {
    return JSON.stringify({ caption: lines[0] ?? '', gif: lines[1] ?? 'happy dance' });
  }
  if (required.includes('posts')) return JSON.stringify({ posts: lines });
  return JSON.stringify({ lines });
}

export function scriptedEmbeddedModel(first: ScriptedAnswers): ScriptedEmbeddedModel {
  const jobs: CompletionJob[] = [];
  let script = first;
  let asked = 0;
  const model: EmbeddedModel = {
    state: 'ready',
    name: 'Scripted',
    health: () => ({ provider: 'embedded', model: 'Scripted', state: 'ready' }),
    rulesReason: () => ({ kind: 'busy' }),
    hasRoom: () => true,
    contextSize: 32_768,
    // About four characters a token: every post fits.
    promptTokens: (prompt: SmallModelPrompt) =>
      Math.ceil((prompt.system.length + prompt.user.length) / 4),
    async complete(job) {
      jobs.push(job);
      const answers = script.inLanguage?.[askedLanguageOf(job.user) ?? ''] ?? script.answers;
      const nth = Math.min(asked++, answers.length - 1);
      const json = answerJson(job.schema, answers[nth] ?? '');
      job.onText?.(json, Math.ceil(json.length / 4));
      return json;
    },
    whenInstructionsRead: async () => {},
    whenMainThreadFree: async () => {},
    start: async () => {},
    close: async () => {},
  };
  return {
    generator: createEmbeddedGenerator(model, createLocalWriter()),
    jobs,
    setScript(next) {
      script = next;
      asked = 0;
    },
  };
}
