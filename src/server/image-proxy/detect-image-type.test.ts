import { describe, expect, it } from 'vitest';
import { AVATAR_JPEG, MEME_GIF, SQUARE_PNG, TINY_WEBP } from '#fakes/image-host-fake.ts';
import { detectImageType } from './detect-image-type.ts';

describe('detectImageType', () => {
  it.each([
    ['a JPEG', AVATAR_JPEG, 'image/jpeg'],
    ['a PNG', SQUARE_PNG, 'image/png'],
    ['a GIF', MEME_GIF, 'image/gif'],
    ['a WebP', TINY_WEBP, 'image/webp'],
    ['a GIF87a header', Buffer.from('GIF87a...'), 'image/gif'],
  ])('recognises %s by its bytes', (_name, bytes, type) => {
    expect(detectImageType(bytes)).toBe(type);
  });

  it.each([
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['SVG with an XML prolog', '<?xml version="1.0"?><svg/>'],
    ['HTML', '<!doctype html><p>hi</p>'],
    ['a RIFF that is not WebP', 'RIFF\u0000\u0000\u0000\u0000WAVEfmt '],
    ['empty bytes', ''],
    ['a truncated PNG signature', '\u0089PNG'],
  ])('refuses %s', (_name, text) => {
    expect(detectImageType(Buffer.from(text, 'latin1'))).toBeUndefined();
  });
});
