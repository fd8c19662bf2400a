/**
 * What every GGUF file we make shares (test/tiny-gguf.ts for the tests, bench/shaped-model.ts for
 * the bench): a little-endian writer, the metadata's value types, and the file's opening (magic,
 * version 3, the counts, every metadata entry). Each caller lays out its own tensors.
 */

/** GGUF metadata value types (gguf_type). */
const GgufType = {
  uint32: 4,
  int32: 5,
  float32: 6,
  bool: 7,
  string: 8,
  array: 9,
} as const;

export type GgufMetadataValue =
  | { type: 'uint32'; value: number }
  | { type: 'float32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string }
  | { type: 'string[]'; value: string[] }
  | { type: 'float32[]'; value: number[] }
  | { type: 'int32[]'; value: number[] };

/** A little-endian byte buffer that grows as it is written. */
export class GgufWriter {
  // `this.view.setX(this.reserve(n), …)` would read the view (or the bytes) before reserve()
  // replaces them with larger ones, so every write reserves first.
  private bytes: Uint8Array;
  private view: DataView;
  private readonly encoder = new TextEncoder();
  length = 0;

  constructor(capacity = 1 << 16) {
    this.bytes = new Uint8Array(capacity);
    this.view = new DataView(this.bytes.buffer);
  }

  private reserve(size: number): number {
    const at = this.length;
    if (at + size > this.bytes.length) {
      let capacity = this.bytes.length;
      while (at + size > capacity) capacity *= 2;
      const grown = new Uint8Array(capacity);
      grown.set(this.bytes.subarray(0, at));
      this.bytes = grown;
      this.view = new DataView(grown.buffer);
    }
    this.length += size;
    return at;
  }
  u8(value: number) {
    const at = this.reserve(1);
    this.view.setUint8(at, value);
  }
  u32(value: number) {
    const at = this.reserve(4);
    this.view.setUint32(at, value, true);
  }
  i32(value: number) {
    const at = this.reserve(4);
    this.view.setInt32(at, value, true);
  }
  f32(value: number) {
    const at = this.reserve(4);
    this.view.setFloat32(at, value, true);
  }
  u64(value: number) {
    const at = this.reserve(8);
    this.view.setBigUint64(at, BigInt(value), true);
  }
  raw(bytes: Uint8Array) {
    const at = this.reserve(bytes.length);
    this.bytes.set(bytes, at);
  }
  /** GGUF strings: a uint64 byte length, then UTF-8 without a terminator. */
  string(value: string) {
    const encoded = this.encoder.encode(value);
    this.u64(encoded.length);
    this.raw(encoded);
  }
  f32s(values: Float32Array) {
    const at = this.reserve(values.length * 4);
    for (let i = 0; i < values.length; i++) this.view.setFloat32(at + i * 4, values[i] ?? 0, true);
  }
  padTo(alignment: number) {
    this.reserve((alignment - (this.length % alignment)) % alignment);
  }
  result(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

function writeMetadataValue(writer: GgufWriter, entry: GgufMetadataValue) {
  const array = (type: number, length: number) => {
    writer.u32(GgufType.array);
    writer.u32(type);
    writer.u64(length);
  };
  switch (entry.type) {
    case 'uint32':
      writer.u32(GgufType.uint32);
      writer.u32(entry.value);
      return;
    case 'float32':
      writer.u32(GgufType.float32);
      writer.f32(entry.value);
      return;
    case 'bool':
      writer.u32(GgufType.bool);
      writer.u8(entry.value ? 1 : 0);
      return;
    case 'string':
      writer.u32(GgufType.string);
      writer.string(entry.value);
      return;
    case 'string[]':
      array(GgufType.string, entry.value.length);
      for (const value of entry.value) writer.string(value);
      return;
    case 'float32[]':
      array(GgufType.float32, entry.value.length);
      for (const value of entry.value) writer.f32(value);
      return;
    case 'int32[]':
      array(GgufType.int32, entry.value.length);
      for (const value of entry.value) writer.i32(value);
      return;
  }
}

/** The file's opening: magic, version 3, the tensor and metadata counts, every metadata entry. */
export function writeGgufOpening(
  writer: GgufWriter,
  tensorCount: number,
  metadata: ReadonlyArray<readonly [string, GgufMetadataValue]>,
): void {
  writer.raw(new TextEncoder().encode('GGUF'));
  writer.u32(3);
  writer.u64(tensorCount);
  writer.u64(metadata.length);
  for (const [key, value] of metadata) {
    writer.string(key);
    writeMetadataValue(writer, value);
  }
}
