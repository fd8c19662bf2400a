// The runtime's own start (bench/start-floor.ts): a bare Node process that loads the model file
// with node-llama-cpp and writes a post's first token, saying each step as it ends. Plain .mjs: no
// loader of ours in the way, nothing but what any product on this runtime must do.
import { getLlama, LlamaLogLevel } from 'node-llama-cpp';

const [file, threads, post] = process.argv.slice(2);
const say = (step) => process.stdout.write(`${step}\n`);
const llama = await getLlama({
  gpu: false,
  build: 'never',
  maxThreads: Number(threads),
  logLevel: LlamaLogLevel.error,
});
say('runtime');
const model = await llama.loadModel({ modelPath: file });
say('loaded');
const context = await model.createContext({
  contextSize: 4096,
  sequences: 2,
  threads: Number(threads),
});
say('context');
const sequence = context.getSequence();
// The post and a turn's worth of ordinary text around it (runtime-floor.ts's TURN_TOKENS).
const postTokens = model.tokenize(post);
const turn = model.tokenize(
  ' The post is in English. Write every line in English. Answer in JSON.',
);
const tokens = [...postTokens, ...turn, ...turn].slice(0, postTokens.length + 40);
for await (const _token of sequence.evaluate(tokens, { temperature: 0.8, seed: 1 })) {
  say('first token');
  break;
}
process.exit(0);
