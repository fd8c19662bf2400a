/**
 * The tokens the answer's grammar refuses in every state, removed before sampling: which texts are
 * read as such, which grammars the reading holds for, and on the tiny test model with its real
 * runtime, that the grammar itself refuses each removed token wherever an answer stands, and that
 * the same seed writes the same answer with the bias and without it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatWrapper, Llama, LlamaContextSequence, LlamaModel, Token } from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnswerSchema, cardAnswerSchema, threadAnswerSchema } from '#core/index.ts';
import { writeTinyGguf } from '#test/tiny-gguf.ts';
import { answerGrammar } from './answer-grammar.ts';
import {
  fitsAnswerGrammar,
  readRefusedTokens,
  refusedEverywhere,
  refusedTokensBias,
  refusedTokensOf,
} from './refused-tokens.ts';
import { writeOnSequence } from './write-on-sequence.ts';

const SCHEMAS: Array<[string, AnswerSchema]> = [
  ['normal', cardAnswerSchema('normal')],
  ['troll', cardAnswerSchema('troll')],
  ['meme', cardAnswerSchema('meme')],
  ['thread on X', threadAnswerSchema('x')],
  ['thread on Bluesky', threadAnswerSchema('bluesky')],
  ['thread on Mastodon', threadAnswerSchema('mastodon')],
];

describe('a token refused wherever the answer stands', () => {
  it('holds a control character, or has no text', () => {
    for (const text of ['\n', ' \n\n', 'a\tb', '\r\n', '\x00', 'end\x7F', '']) {
      expect(refusedEverywhere(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('holds a backslash that no escape reads, whichever way the token is entered', () => {
    // " \(" : after a space the backslash opens an escape, and "(" is none.
    for (const text of [' \\(', ' \\<', 'x\\u12g', "=\\'", 'a\\b\\x']) {
      expect(refusedEverywhere(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('is kept when some state takes it: plain text, escapes, one split across tokens, a quote', () => {
    for (const text of [
      'the',
      ' café',
      '\uFFFD',
      '\\n',
      '\\\\',
      'a\\',
      '\\u00e9',
      'x\\u12',
      // Right after a backslash: "\" completes the escape "\\", then "x" is a plain character.
      '\\x',
      // Two hex digits of a \u escape begun in the tokens before.
      '4f!',
      // A quote may close the string and open the next literal: kept, whatever follows.
      '"\\(',
      '","',
    ]) {
      expect(refusedEverywhere(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('the grammars the reading holds for', () => {
  it("is every answer grammar of core's schemas", () => {
    for (const [name, schema] of SCHEMAS) {
      expect(fitsAnswerGrammar(answerGrammar(schema).grammar), name).toBe(true);
    }
  });

  it('is no grammar with space between values, a literal newline or another character rule', () => {
    const normal = answerGrammar(cardAnswerSchema('normal')).grammar;
    const [root = '', ...rest] = normal.split('\n');
    const spaced = [root.replace('"}"', 'ws "}"'), ...rest, 'ws ::= [ \\t\\n]*'].join('\n');
    expect(fitsAnswerGrammar(spaced)).toBe(false);
    expect(fitsAnswerGrammar([root.replace('"}"', '"\\n}"'), ...rest].join('\n'))).toBe(false);
    expect(fitsAnswerGrammar(normal.replace('\\x00-\\x1F', '\\x00-\\x08'))).toBe(false);
  });
});

describe('on the tiny model', () => {
  let dir: string;
  let llama: Llama;
  let model: LlamaModel;
  let sequence: LlamaContextSequence;
  let chatWrapper: ChatWrapper;
  let refused: Token[];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'summary-refused-tokens-'));
    const modelPath = join(dir, 'tiny.gguf');
    await writeTinyGguf(modelPath);
    const runtime = await import('node-llama-cpp');
    llama = await runtime.getLlama({
      gpu: false,
      build: 'never',
      logLevel: runtime.LlamaLogLevel.error,
    });
    model = await llama.loadModel({ modelPath });
    const context = await model.createContext({ contextSize: 2048, sequences: 1, threads: 1 });
    sequence = context.getSequence();
    chatWrapper = runtime.resolveChatWrapper(model) as ChatWrapper;
    refused = await refusedTokensOf(model);
    await readRefusedTokens(model);
  }, 60_000);

  afterAll(async () => {
    await llama?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('removes its control bytes, never its end of generation', () => {
    const texts = refused.map((token) => model.detokenize([token], true));
    expect(texts).toContain('\n');
    expect(texts).toContain('\x00');
    expect(refused.some((token) => model.isEogToken(token))).toBe(false);
    expect(refusedTokensBias(model)).toBeDefined();
  });

  it('removes only tokens the grammar itself refuses, wherever an answer of each shape stands', async () => {
    const { LlamaGrammarEvaluationState } = await import('node-llama-cpp');
    // The runtime's own check of a token against a grammar's state (what its sampler applies).
    // biome-ignore lint/suspicious/noExplicitAny: the runtime's bindings, to ask the grammar itself
    const bindings = (llama as any)._bindings.AddonSampler;
    const prefixes = ['', 'Hi', 'Hi \\', 'Hi \\u', 'Hi \\u0', 'Hi \\u00e', 'Hi"', 'Hi","'];
    const more = ['Hi","b","c', 'Hi","b","c"]', 'Hi","b","c"]}', 'cap","gi', 'cap","gif":"x'];
    let states = 0;
    for (const [name, schema] of SCHEMAS) {
      const grammar = await llama.createGrammar({ grammar: answerGrammar(schema).grammar });
      for (const prefix of [...prefixes, ...more]) {
        const state = new LlamaGrammarEvaluationState({ model, grammar });
        // biome-ignore lint/suspicious/noExplicitAny: as above
        const handle = (state as any)._state;
        // The prefix a character at a time, so the state is exactly after it; one the grammar of
        // this shape refuses (a meme's caption has no second string) is no state of it.
        const tokens = [...prefix].flatMap((character) => model.tokenize(character));
        const reached = tokens.every((token) => {
          if (!bindings.canBeNextTokenForGrammarEvaluationState(handle, token)) return false;
          bindings.acceptGrammarEvaluationStateToken(handle, token);
          return true;
        });
        if (!reached) continue;
        states += 1;
        const taken = refused.filter((token) =>
          bindings.canBeNextTokenForGrammarEvaluationState(handle, token),
        );
        expect(taken, `${name} after ${JSON.stringify(prefix)}`).toEqual([]);
      }
    }
    // Each shape's string, escapes and literals were reached: the check is not empty.
    expect(states).toBeGreaterThan(40);
  });

  it('writes the same answer for the same seed with the bias and without it', async () => {
    const bias = refusedTokensBias(model);
    for (const [name, schema] of SCHEMAS) {
      const { opening, grammar: gbnf } = answerGrammar(schema);
      const grammar = await llama.createGrammar({ grammar: gbnf });
      for (const seed of [1, 2, 3]) {
        const job = {
          system: 'You answer in JSON.',
          user: 'The library opens next week with a maker space.',
          schema,
          maxTokens: 1_500,
          temperature: 0.8,
          seed,
        };
        const write = (tokenBias: typeof bias) =>
          writeOnSequence({
            sequence,
            chatWrapper,
            job,
            opening,
            grammar,
            tokenBias,
            signal: undefined,
          });
        const without = await write(undefined);
        const withBias = await write(bias);
        expect(withBias.answer, `${name}, seed ${seed}`).toBe(without.answer);
        expect(() => JSON.parse(withBias.answer)).not.toThrow();
      }
    }
  }, 120_000);
});
