/**
 * The bit filter dictionary-words.ts keeps a language's dictionary stems in (a Bloom filter):
 * each stem sets `hashes` bits of `size`, found by two hashes of its UTF-16 code units (FNV-1a
 * and a multiplicative one, combined as Kirsch and Mitzenmacher do). A word whose bits are all
 * set is read as a stem; one in a few thousand that is not is read so too (a name missed, never
 * a faithful line stopped). Shared by the generator (scripts/make-dictionary-words.ts), so both
 * sides set and ask the same bits.
 */

/** The two hashes of a word, unsigned 32-bit. */
function hashPair(word: string): [number, number] {
  let first = 0x811c9dc5;
  let second = 0x9747b28c;
  for (let at = 0; at < word.length; at++) {
    const unit = word.charCodeAt(at);
    first = Math.imul(first ^ unit, 0x01000193);
    second = Math.imul(second ^ unit, 0x5bd1e995);
    second ^= second >>> 15;
  }
  // The second is made odd, so its multiples walk every bit of a filter of even size.
  return [first >>> 0, (second | 1) >>> 0];
}

/** The bits a word sets in a filter of `size` bits with `hashes` bits a word. */
export function wordBits(word: string, size: number, hashes: number): number[] {
  const [first, second] = hashPair(word);
  const bits: number[] = [];
  for (let index = 0; index < hashes; index++) {
    bits.push(((first + Math.imul(index, second)) >>> 0) % size);
  }
  return bits;
}

/** Whether every bit of the word is set in `filter`. */
export function hasWordBits(filter: Uint8Array, word: string, hashes: number): boolean {
  const size = filter.length * 8;
  const [first, second] = hashPair(word);
  for (let index = 0; index < hashes; index++) {
    const bit = ((first + Math.imul(index, second)) >>> 0) % size;
    if (((filter[bit >>> 3] as number) & (1 << (bit & 7))) === 0) return false;
  }
  return true;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A filter's bytes as base64 (the generator's side). */
export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 3) {
    const a = bytes[at] as number;
    const b = bytes[at + 1] ?? 0;
    const c = bytes[at + 2] ?? 0;
    text += BASE64[a >> 2];
    text += BASE64[((a & 3) << 4) | (b >> 4)];
    text += at + 1 < bytes.length ? BASE64[((b & 15) << 2) | (c >> 6)] : '=';
    text += at + 2 < bytes.length ? BASE64[c & 63] : '=';
  }
  return text;
}

/** Base64 read back into bytes (core reads no Buffer). */
export function fromBase64(text: string): Uint8Array {
  const values = new Uint8Array(128);
  for (let index = 0; index < BASE64.length; index++) values[BASE64.charCodeAt(index)] = index;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let out = 0;
  for (let at = 0; at < text.length; at += 4) {
    const word =
      ((values[text.charCodeAt(at)] as number) << 18) |
      ((values[text.charCodeAt(at + 1)] as number) << 12) |
      ((values[text.charCodeAt(at + 2)] as number) << 6) |
      (values[text.charCodeAt(at + 3)] as number);
    if (out < bytes.length) bytes[out++] = word >> 16;
    if (out < bytes.length) bytes[out++] = (word >> 8) & 255;
    if (out < bytes.length) bytes[out++] = word & 255;
  }
  return bytes;
}
