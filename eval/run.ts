/**
 * `npm run eval`: the guard on its labelled cases (eval/guard-cases/, no model needed), then the
 * writer the server is configured with (the same variables) on the recorded posts, in every mode
 * and the thread maker, through the guard; EVAL_LIMIT=n reads n posts, EVAL_LANGUAGE=xx asks every
 * answer in that language, EVAL_GUARD_ONLY=1 stops after the guard cases. The reports are printed
 * and written to eval/results/ (git-ignored). See eval/run-eval.ts.
 */
import { fileURLToPath } from 'node:url';
import { ConfigError } from '#server/config/index.ts';
import { EvalStop, runEvalCommand } from './run-eval.ts';

try {
  await runEvalCommand({
    env: process.env,
    resultsDir: fileURLToPath(new URL('./results/', import.meta.url)),
    print: (line) => console.log(line),
  });
} catch (error) {
  if (error instanceof EvalStop || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
