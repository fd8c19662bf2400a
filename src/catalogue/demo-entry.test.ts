import { describe, expect, it } from 'vitest';
import { toDemoEntry } from './demo-entry.ts';

describe('toDemoEntry', () => {
  it('tags text, audio, image, chart and table entries by kind', () => {
    expect(toDemoEntry({ type: 'text', label: 'Input', content: 'Hi' })).toEqual({
      kind: 'text',
      label: 'Input',
      content: 'Hi',
    });
    expect(toDemoEntry({ type: 'audio', filename: 'a.flac' })).toEqual({
      kind: 'audio',
      filename: 'a.flac',
    });
    expect(toDemoEntry({ type: 'img', filename: 'a.jpg' })).toEqual({
      kind: 'img',
      filename: 'a.jpg',
    });
    expect(toDemoEntry({ type: 'chart', data: [{ label: 'cat', score: 0.9 }] })).toEqual({
      kind: 'chart',
      data: [{ label: 'cat', score: 0.9 }],
    });
    expect(
      toDemoEntry({
        type: 'tabular',
        table: [
          ['a', 'b'],
          ['1', 2],
        ],
      }),
    ).toEqual({
      kind: 'tabular',
      table: [
        ['a', 'b'],
        ['1', '2'],
      ],
    });
  });

  it('keeps token spans of a text-with-tokens entry', () => {
    expect(
      toDemoEntry({
        type: 'text-with-tokens',
        text: 'Hi Ann',
        tokens: [{ start: 3, end: 6, type: 'PERSON' }],
      }),
    ).toEqual({
      kind: 'text-with-tokens',
      text: 'Hi Ann',
      tokens: [{ start: 3, end: 6, type: 'PERSON' }],
    });
  });

  it('refuses unknown or broken entries', () => {
    expect(toDemoEntry({ type: 'video', filename: 'v.mp4' })).toBeNull();
    expect(toDemoEntry({ type: 'text', label: 'x' })).toBeNull();
    expect(toDemoEntry({ type: 'chart', data: [{ label: 'x' }] })).toBeNull();
    expect(toDemoEntry('text')).toBeNull();
  });
});
