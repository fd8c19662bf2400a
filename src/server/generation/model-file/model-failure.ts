/**
 * A failure of the embedded model as two audiences read it: visitors get core's short public
 * reason (MODEL_FAILURE_REASONS: no path, host or variable), the operator's log gets the details
 * and the next step to take (`npm run model`, `EMBEDDED_MODEL=/path/to/file.gguf`,
 * `EMBEDDED_MODEL=off`...), in one line that reads the same in the pretty and the JSON log.
 */
import { MODEL_FAILURE_REASONS, type ModelFailure } from '#core/index.ts';

/** The model cannot be used, and why: `failure` is public, `message` is for the log only. */
export class ModelFailureError extends Error {
  override name = 'ModelFailureError';
  constructor(
    readonly failure: ModelFailure,
    message: string,
  ) {
    super(message);
  }
}

/** What the operator can do next, per failure: said in the log line that reports it. */
export const NEXT_STEPS: Readonly<Record<ModelFailure, string>> = {
  'download-failed':
    'run `npm run model` where there is a network (it resumes), set EMBEDDED_MODEL=/path/to/file.gguf to a model file you have, or EMBEDDED_MODEL=off for the rules writer alone',
  'file-mismatch':
    'check EMBEDDED_MODEL_URL and EMBEDDED_MODEL_SHA256 name the same file and run `npm run model` again, set EMBEDDED_MODEL=/path/to/file.gguf to a model file you have, or EMBEDDED_MODEL=off',
  'file-missing':
    'point EMBEDDED_MODEL=/path/to/file.gguf at the model file, set EMBEDDED_MODEL=auto to download the default one (`npm run model`), or EMBEDDED_MODEL=off',
  'no-runtime':
    'node-llama-cpp has no prebuilt runtime for this platform: use a model server (OLLAMA_HOST, LLM_BASE_URL), or set EMBEDDED_MODEL=off',
  'load-failed':
    'check the file is a GGUF chat model node-llama-cpp reads (EMBEDDED_MODEL=/path/to/file.gguf), or set EMBEDDED_MODEL=off',
  'load-timeout':
    'give the load longer (EMBEDDED_MODEL_LOAD_TIMEOUT_MS), check the disk the file is on, or set EMBEDDED_MODEL=off',
  'no-memory':
    'give the server more memory, lower EMBEDDED_MODEL_SEQUENCES or EMBEDDED_MODEL_CONTEXT, pick a smaller model, or set EMBEDDED_MODEL=off',
};

/** The log line of a failure: the public reason, the details, the next step. */
export function failureLogLine(failure: ModelFailure, details: string): string {
  return (
    `the embedded model is not available: ${MODEL_FAILURE_REASONS[failure]} (${details.replace(/\.$/, '')}). ` +
    `The rules writer answers instead. Next: ${NEXT_STEPS[failure]}.`
  );
}
