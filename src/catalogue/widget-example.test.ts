import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeWidgetExample, toWidgetExample } from './widget-example.ts';

describe('toWidgetExample', () => {
  it('tags a plain string as a text example', () => {
    expect(toWidgetExample('Paris is the <mask> of France.')).toEqual({
      kind: 'text',
      text: 'Paris is the <mask> of France.',
    });
  });

  it('tags text with a context as question answering', () => {
    expect(toWidgetExample({ text: 'Q?', context: 'C.' })).toEqual({
      kind: 'question-answering',
      text: 'Q?',
      context: 'C.',
    });
  });

  it('tags text with a table of columns as table question answering', () => {
    const table = { Repository: ['Transformers'], Stars: [36542] };
    expect(toWidgetExample({ text: 'How many?', table })).toEqual({
      kind: 'table-question-answering',
      text: 'How many?',
      table,
    });
  });

  it('tags text with candidate labels as zero-shot classification, keeping multi_class', () => {
    expect(toWidgetExample({ text: 't', candidate_labels: 'a, b', multi_class: true })).toEqual({
      kind: 'zero-shot-classification',
      text: 't',
      candidate_labels: 'a, b',
      multi_class: true,
    });
    expect(toWidgetExample({ text: 't', candidate_labels: 'a, b' })).toEqual({
      kind: 'zero-shot-classification',
      text: 't',
      candidate_labels: 'a, b',
    });
  });

  it('tags a source sentence with sentences as sentence similarity', () => {
    expect(toWidgetExample({ source_sentence: 's', sentences: ['a', 'b'] })).toEqual({
      kind: 'sentence-similarity',
      source_sentence: 's',
      sentences: ['a', 'b'],
    });
  });

  it('tags a label with an audio URL as speech recognition', () => {
    expect(toWidgetExample({ label: 'l', src: 'https://x/a.wav' })).toEqual({
      kind: 'automatic-speech-recognition',
      label: 'l',
      src: 'https://x/a.wav',
    });
  });

  it('refuses shapes it does not know instead of guessing', () => {
    expect(toWidgetExample(42)).toBeNull();
    expect(toWidgetExample(null)).toBeNull();
    expect(toWidgetExample({ messages: [] })).toBeNull();
    expect(toWidgetExample({ text: 't', table: { a: [{}] } })).toBeNull();
    expect(toWidgetExample({ text: 't', candidate_labels: 'a', multi_class: 'yes' })).toBeNull();
    expect(toWidgetExample({ source_sentence: 's', sentences: [1] })).toBeNull();
  });

  it('keeps any string intact as a text example', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const example = toWidgetExample(text);
        expect(example).toEqual({ kind: 'text', text });
        expect(describeWidgetExample(example!)).toBe(text);
      }),
    );
  });
});

describe('describeWidgetExample', () => {
  it('gives the main sentence of each shape', () => {
    expect(describeWidgetExample({ kind: 'question-answering', text: 'Q', context: 'C' })).toBe(
      'Q',
    );
    expect(
      describeWidgetExample({ kind: 'sentence-similarity', source_sentence: 'S', sentences: [] }),
    ).toBe('S');
    expect(
      describeWidgetExample({ kind: 'automatic-speech-recognition', label: 'L', src: 'u' }),
    ).toBe('L');
  });
});
