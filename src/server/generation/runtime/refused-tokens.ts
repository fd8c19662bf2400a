/**
 * The tokens the answer's grammar refuses in every state it can be in (issue 46 item 9), found by
 * reading each token's text once per model file, and handed to the sampler as a bias of "never".
 *
 * Why: node-llama-cpp samples a token first without the grammar and checks only that one; when the
 * grammar refuses it, llama.cpp runs the whole vocabulary (152k tokens for Qwen) through the grammar
 * and samples again. With random weights that was 14% of the draws (bench/writing-pace.ts), most
 * of them a token holding a newline or another control character, or a backslash no escape allows.
 * A token removed beforehand is never drawn, so never refused.
 *
 * Which tokens, read from answer-grammar.ts's text: outside its strings the grammar is literals
 * alone (`","`, `"]`, `}`, a key), with no space or newline between JSON values; inside a string a
 * character is `[^"\\\x7F\x00-\x1F]` or an escape, `\` then one of `"\/bfnrt` or `u` and four hex
 * digits. So:
 * - a token holding a control character (U+0000-U+001F, U+007F) is refused everywhere: no
 *   character class takes one and no literal holds one;
 * - a token with no text is refused everywhere (llama.cpp refuses an empty piece outright);
 * - a token holding a backslash and no quote lies inside one string (no literal holds a backslash,
 *   and a literal's way into a string is a quote): it is refused everywhere when no way of entering
 *   it (a plain character's place, or partway through an escape) reads the whole token as escapes.
 * A token with a quote is kept whatever it holds: a quote may close a string and open a literal.
 * The end of generation is never removed (the runtime ignores a bias on it anyway). The checks read
 * the grammar's text (`fitsAnswerGrammar`): a grammar of another form gets no bias.
 */
import type { LlamaModel, Token, TokenBias } from 'node-llama-cpp';

/** The one character rule the reading above is true of: answer-grammar.ts's `char`. */
export const JSON_CHAR_RULE =
  'char ::= [^"\\\\\\x7F\\x00-\\x1F] | "\\\\" (["\\\\/bfnrt] | "u" [0-9a-fA-F]{4})';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const CONTROL = /[\x00-\x1F\x7F]/;
const ESCAPED = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX = /^[0-9a-fA-F]$/;

/**
 * Where a string's reading stands before a character: a plain character's place (-1), just after a
 * backslash (0), or after `\u` and `n - 1` hex digits (1-4).
 */
type Place = number;

/** Reads `text` from `place` as a JSON string's characters: false when the string refuses it. */
function readsFrom(text: string, place: Place): boolean {
  let at = place;
  for (const character of text) {
    if (at === -1) {
      if (character === '\\') at = 0;
      continue;
    }
    if (at === 0) {
      if (character === 'u') at = 1;
      else if (ESCAPED.has(character)) at = -1;
      else return false;
      continue;
    }
    if (!HEX.test(character)) return false;
    at = at === 4 ? -1 : at + 1;
  }
  return true;
}

/** True when the answer's grammar refuses a token of this text in every state (see above). */
export function refusedEverywhere(text: string): boolean {
  if (text === '' || CONTROL.test(text)) return true;
  if (!text.includes('\\') || text.includes('"')) return false;
  return ![-1, 0, 1, 2, 3, 4].some((place) => readsFrom(text, place));
}

/**
 * True when `grammar` (GBNF) is of the form the reading above holds for: its only character rule
 * is JSON_CHAR_RULE, every other rule uses no character class, and its literals hold no control
 * character and no backslash.
 */
export function fitsAnswerGrammar(grammar: string): boolean {
  const rules = grammar.split('\n').filter((rule) => rule.trim() !== '');
  if (rules.filter((rule) => rule === JSON_CHAR_RULE).length !== 1) return false;
  return rules
    .filter((rule) => rule !== JSON_CHAR_RULE)
    .every((rule) => {
      // A GBNF literal is a JSON string: each one read and checked, the rest holds no class.
      const literals = rule.match(/"(?:[^"\\]|\\.)*"/g) ?? [];
      const rest = rule.replace(/"(?:[^"\\]|\\.)*"/g, '');
      if (rest.includes('[') || rest.includes('"')) return false;
      return literals.every((literal) => {
        const text = JSON.parse(literal) as string;
        return !CONTROL.test(text) && !text.includes('\\');
      });
    });
}

/** Tokens read between two turns of the event loop: some 10-20 ms of the main thread each. */
const WALK_CHUNK = 5_000;

type Vocabulary = Pick<LlamaModel, 'iterateAllTokens' | 'isEogToken' | 'detokenize'>;

/**
 * Every token of `model` the answer's grammar refuses in every state, its end of generation
 * excepted. Each token's text is the runtime's piece of it, special tokens written out, as the
 * grammar reads it. 0.2-0.8 s for Qwen's 152k tokens on 2 shared cores, so in chunks, between which
 * a request's work goes first.
 */
export async function refusedTokensOf(
  model: Vocabulary,
  nextTurn: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve)),
): Promise<Token[]> {
  const refused: Token[] = [];
  let read = 0;
  for (const token of model.iterateAllTokens()) {
    if (++read % WALK_CHUNK === 0) await nextTurn();
    if (!model.isEogToken(token) && refusedEverywhere(model.detokenize([token], true))) {
      refused.push(token);
    }
  }
  return refused;
}

interface Walk {
  bias: TokenBias | undefined;
  done: Promise<void>;
}

const walks = new WeakMap<LlamaModel, Walk>();

/**
 * Starts reading `model`'s vocabulary for the tokens to remove (once per model; start-model.ts
 * starts it as the model is loaded, beside the instructions' reading). Resolves when it is done or
 * has failed: a model with no such bias writes as before, the grammar refusing those tokens itself.
 */
export function readRefusedTokens(model: LlamaModel): Promise<void> {
  // A test's stand-in for the runtime may load no model object: nothing to read.
  if (typeof model !== 'object' || model === null) return Promise.resolve();
  const known = walks.get(model);
  if (known) return known.done;
  const walk: Walk = { bias: undefined, done: Promise.resolve() };
  walk.done = (async () => {
    const { TokenBias } = await import('node-llama-cpp');
    const refused = await refusedTokensOf(model);
    if (refused.length > 0) walk.bias = new TokenBias(model.tokenizer).set(refused, 'never');
  })().catch(() => undefined);
  walks.set(model, walk);
  return walk.done;
}

/** The bias that removes `model`'s refused tokens, once read; undefined before (or never read). */
export function refusedTokensBias(model: LlamaModel): TokenBias | undefined {
  return walks.get(model)?.bias;
}
