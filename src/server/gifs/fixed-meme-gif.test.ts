import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXED_GIF_PATH } from '#core/index.ts';

/** The asset the fixed-GIF fallback points at, as Vite copies it from public/ into the build. */
const gif = readFileSync(new URL(`../../../public${FIXED_GIF_PATH}`, import.meta.url));

describe('the fixed meme GIF', () => {
  it('is a real animated GIF of at least 300x300 pixels', () => {
    expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(gif.readUInt16LE(6)).toBeGreaterThanOrEqual(300);
    expect(gif.readUInt16LE(8)).toBeGreaterThanOrEqual(300);
    // Several image descriptors after graphic control extensions: it moves.
    const frames = gif.toString('latin1').split('\x21\xf9\x04').length - 1;
    expect(frames).toBeGreaterThan(5);
    expect(gif.toString('latin1')).toContain('NETSCAPE2.0');
  });

  it('stays small enough to load instantly (under 60 KB)', () => {
    expect(gif.byteLength).toBeLessThan(60 * 1024);
  });
});
