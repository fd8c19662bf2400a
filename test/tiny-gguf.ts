/**
 * Writes a tiny, valid GGUF v3 "llama" language model for tests, so no test ever downloads a
 * real model. The weights are random (seeded, so deterministic), but shaped so that what the
 * model samples is valid, mostly printable UTF-8 that can end with `<|im_end|>`: enough to drive
 * node-llama-cpp end to end (loading, chat templates, grammars, streaming, abort) in milliseconds.
 */
import { writeFile } from 'node:fs/promises';
import { type GgufMetadataValue, GgufWriter, writeGgufOpening } from './gguf-writer.ts';
import { seededRandom } from './seeded-random.ts';

export const TINY_MODEL_NAME = 'Tiny Test Model';

export type TinyGgufOptions = {
  /** Written to `general.name`; defaults to {@link TINY_MODEL_NAME}. */
  name?: string;
  /** Seeds the weights: the same seed gives the same file, byte for byte. */
  seed?: number;
};

const DEFAULT_SEED = 1;
const ALIGNMENT = 32;
const N_EMBD = 64;
const N_FF = 128;
const N_LAYER = 2;
const N_HEAD = 4;
const HEAD_DIM = N_EMBD / N_HEAD;
const CONTEXT_LENGTH = 2048;

const CHATML_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

// llama.cpp's token types (llama_token_type).
const TokenType = { normal: 1, unknown: 2, control: 3, byte: 6 } as const;

const GGML_TYPE_F32 = 0;
const FILE_TYPE_ALL_F32 = 0;

// Space separated, so the formatter keeps them compact.
const WORDS = [
  'the a an and or but of to in on at by for with from is are was were be been it this that ',
  'these those I you he she we they my your our their not no yes all some one two three new old ',
  'good bad big small first last long great little own other right high day time year way thing ',
  'man world life hand part place work week case point home water room story fact news post ',
  'thread card summary line word people city team game book idea plan light sun sea tree have ',
  'has do does say says get make go know take see come think look want give use find tell ask ',
  'feel try leave call read write share keep start show hear play run move live like love more ',
  'most very just now then here there when where why how what who which so up out about into ',
  'over after before again still also only well even back today',
]
  .join('')
  .split(' ');

// Bare pieces (no ▁ prefix) that help JSON and word endings.
const BARE_PIECES = [
  'ing ed es er ly ion th he in an re on at en nd 0 00 10 20 ',
  '{" ": ", "} [" "] ":[ ":" "," "]}',
]
  .join('')
  .split(' ');

// Logit offsets carried by the bias channel (see buildWeights). Normal pieces win over printable
// byte tokens, which win over anything that could break UTF-8 or end a turn early.
const BIAS_NORMAL = 2;
const BIAS_PRINTABLE_BYTE = 0;
const BIAS_NEWLINE = -1;
const BIAS_END = 2.5;
const BIAS_BLOCKED = -30;

type Vocab = { tokens: string[]; scores: number[]; types: number[]; biases: number[] };

function byteTokenBias(byte: number): number {
  if (byte === 0x0a) return BIAS_NEWLINE;
  if (byte >= 0x20 && byte <= 0x7e) return BIAS_PRINTABLE_BYTE;
  // Control bytes and 0x80-0xFF: a lone high byte is invalid UTF-8.
  return BIAS_BLOCKED;
}

function buildVocab(): Vocab {
  const vocab: Vocab = { tokens: [], scores: [], types: [], biases: [] };
  const seen = new Set<string>();
  const add = (token: string, score: number, type: number, bias: number) => {
    if (seen.has(token)) return;
    seen.add(token);
    vocab.tokens.push(token);
    vocab.scores.push(score);
    vocab.types.push(type);
    vocab.biases.push(bias);
  };
  add('<unk>', 0, TokenType.unknown, BIAS_BLOCKED);
  add('<s>', 0, TokenType.control, BIAS_BLOCKED);
  add('</s>', 0, TokenType.control, BIAS_BLOCKED);
  for (let byte = 0; byte < 256; byte++) {
    const hex = byte.toString(16).toUpperCase().padStart(2, '0');
    add(`<0x${hex}>`, 0, TokenType.byte, byteTokenBias(byte));
  }
  add('<|im_start|>', 0, TokenType.control, BIAS_BLOCKED);
  add('<|im_end|>', 0, TokenType.control, BIAS_END);

  // SentencePiece scores are log-probabilities: the tokenizer merges the highest scoring pair
  // first, so earlier (more common) pieces get higher scores.
  let rank = 0;
  const addPiece = (piece: string) => add(piece, -rank++, TokenType.normal, BIAS_NORMAL);
  addPiece('▁');
  for (let code = 0x21; code <= 0x7e; code++) addPiece(String.fromCharCode(code));
  for (const word of WORDS) {
    // The llama (SPM) tokenizer only merges adjacent pieces into a piece that exists, so every
    // prefix must be a piece too, or a word could never be tokenized into its own piece.
    const piece = `▁${word}`;
    for (let end = 2; end <= piece.length; end++) addPiece(piece.slice(0, end));
  }
  for (const piece of BARE_PIECES) addPiece(piece);
  return vocab;
}

type Tensor = { name: string; dims: number[]; data: Float32Array };

// Dimension 0 of the residual stream is a "bias channel": constant in every embedding, never
// written by any layer, read only by output.weight, where it adds a fixed per-token logit offset.
const BIAS_DIM = 0;
const BIAS_CHANNEL_VALUE = 1;
// After the final RMS norm the bias channel is about sqrt(N_EMBD) * BIAS_CHANNEL_VALUE / |h|,
// roughly 7 with these scales; dividing by it makes the offsets above land in logit units.
const BIAS_CHANNEL_NORMED = 7;

function buildWeights(random: () => number, vocab: Vocab): Tensor[] {
  const nVocab = vocab.tokens.length;
  const uniform = (scale: number) => (random() * 2 - 1) * scale;
  /** A matrix mapping nIn inputs to nOut outputs; GGUF lists dims innermost first. */
  const matrix = (name: string, nIn: number, nOut: number, scale: number): Tensor => {
    const data = new Float32Array(nIn * nOut);
    for (let i = 0; i < data.length; i++) data[i] = uniform(scale);
    return { name, dims: [nIn, nOut], data };
  };
  const ones = (name: string) => ({ name, dims: [N_EMBD], data: new Float32Array(N_EMBD).fill(1) });
  // Keep layers from reading or writing the bias channel so it reaches the output unchanged.
  const ignoreBiasInput = (tensor: Tensor) => {
    const nIn = tensor.dims[0]!;
    for (let out = 0; out < tensor.dims[1]!; out++) tensor.data[out * nIn + BIAS_DIM] = 0;
    return tensor;
  };
  const skipBiasOutput = (tensor: Tensor) => {
    const nIn = tensor.dims[0]!;
    tensor.data.fill(0, BIAS_DIM * nIn, (BIAS_DIM + 1) * nIn);
    return tensor;
  };

  const embeddings = matrix('token_embd.weight', N_EMBD, nVocab, 0.1);
  for (let token = 0; token < nVocab; token++) {
    embeddings.data[token * N_EMBD + BIAS_DIM] = BIAS_CHANNEL_VALUE;
  }
  const output = matrix('output.weight', N_EMBD, nVocab, 0.5);
  for (let token = 0; token < nVocab; token++) {
    output.data[token * N_EMBD + BIAS_DIM] = vocab.biases[token]! / BIAS_CHANNEL_NORMED;
  }

  const tensors: Tensor[] = [embeddings, ones('output_norm.weight'), output];
  for (let layer = 0; layer < N_LAYER; layer++) {
    const prefix = `blk.${layer}`;
    tensors.push(
      ones(`${prefix}.attn_norm.weight`),
      ignoreBiasInput(matrix(`${prefix}.attn_q.weight`, N_EMBD, N_EMBD, 0.1)),
      ignoreBiasInput(matrix(`${prefix}.attn_k.weight`, N_EMBD, N_EMBD, 0.1)),
      ignoreBiasInput(matrix(`${prefix}.attn_v.weight`, N_EMBD, N_EMBD, 0.1)),
      skipBiasOutput(matrix(`${prefix}.attn_output.weight`, N_EMBD, N_EMBD, 0.1)),
      ones(`${prefix}.ffn_norm.weight`),
      ignoreBiasInput(matrix(`${prefix}.ffn_gate.weight`, N_EMBD, N_FF, 0.1)),
      ignoreBiasInput(matrix(`${prefix}.ffn_up.weight`, N_EMBD, N_FF, 0.1)),
      skipBiasOutput(matrix(`${prefix}.ffn_down.weight`, N_FF, N_EMBD, 0.1)),
    );
  }
  return tensors;
}

/** The bytes of a tiny GGUF v3 llama model; deterministic for a given name and seed. */
export function tinyGgufBytes(options: TinyGgufOptions = {}): Uint8Array {
  const vocab = buildVocab();
  const tensors = buildWeights(seededRandom(options.seed ?? DEFAULT_SEED), vocab);
  const tokenId = (token: string) => vocab.tokens.indexOf(token);

  const metadata: [string, GgufMetadataValue][] = [
    ['general.architecture', { type: 'string', value: 'llama' }],
    ['general.name', { type: 'string', value: options.name ?? TINY_MODEL_NAME }],
    ['general.alignment', { type: 'uint32', value: ALIGNMENT }],
    ['general.file_type', { type: 'uint32', value: FILE_TYPE_ALL_F32 }],
    ['llama.context_length', { type: 'uint32', value: CONTEXT_LENGTH }],
    ['llama.embedding_length', { type: 'uint32', value: N_EMBD }],
    ['llama.block_count', { type: 'uint32', value: N_LAYER }],
    ['llama.feed_forward_length', { type: 'uint32', value: N_FF }],
    ['llama.attention.head_count', { type: 'uint32', value: N_HEAD }],
    ['llama.attention.head_count_kv', { type: 'uint32', value: N_HEAD }],
    ['llama.rope.dimension_count', { type: 'uint32', value: HEAD_DIM }],
    ['llama.attention.layer_norm_rms_epsilon', { type: 'float32', value: 1e-5 }],
    ['tokenizer.ggml.model', { type: 'string', value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: 'string[]', value: vocab.tokens }],
    ['tokenizer.ggml.scores', { type: 'float32[]', value: vocab.scores }],
    ['tokenizer.ggml.token_type', { type: 'int32[]', value: vocab.types }],
    ['tokenizer.ggml.unknown_token_id', { type: 'uint32', value: tokenId('<unk>') }],
    ['tokenizer.ggml.bos_token_id', { type: 'uint32', value: tokenId('<s>') }],
    // ChatML turns end with <|im_end|>, so that is what must stop generation.
    ['tokenizer.ggml.eos_token_id', { type: 'uint32', value: tokenId('<|im_end|>') }],
    ['tokenizer.ggml.add_bos_token', { type: 'bool', value: false }],
    ['tokenizer.ggml.add_eos_token', { type: 'bool', value: false }],
    // Without this, SentencePiece prefixes every tokenized segment with a space.
    ['tokenizer.ggml.add_space_prefix', { type: 'bool', value: false }],
    ['tokenizer.chat_template', { type: 'string', value: CHATML_TEMPLATE }],
  ];

  const writer = new GgufWriter();
  writeGgufOpening(writer, tensors.length, metadata);

  let dataOffset = 0;
  const offsets: number[] = [];
  for (const tensor of tensors) {
    offsets.push(dataOffset);
    const size = tensor.data.length * 4;
    dataOffset += size + ((ALIGNMENT - (size % ALIGNMENT)) % ALIGNMENT);
  }
  tensors.forEach((tensor, index) => {
    writer.string(tensor.name);
    writer.u32(tensor.dims.length);
    for (const dim of tensor.dims) writer.u64(dim);
    writer.u32(GGML_TYPE_F32);
    writer.u64(offsets[index]!);
  });

  // Tensor offsets are relative to the data section, which starts aligned.
  writer.padTo(ALIGNMENT);
  for (const tensor of tensors) {
    writer.f32s(tensor.data);
    writer.padTo(ALIGNMENT);
  }
  return writer.result();
}

/** Writes the tiny model to `path` (conventionally ending in `.gguf`). */
export async function writeTinyGguf(path: string, options?: TinyGgufOptions): Promise<void> {
  await writeFile(path, tinyGgufBytes(options));
}
