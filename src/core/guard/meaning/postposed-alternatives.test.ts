import { describe, expect, it } from 'vitest';
import { postposedAlternatives } from './postposed-alternatives.ts';

const source = (text: string, lang: string, translated = false) => ({
  text,
  langs: [lang],
  translated,
});

describe('a choice turned round around Urdu "کی بجائے" and Hindi "के बजाय"', () => {
  const urdu = source(
    'بھاری ٹرکوں کو انڈس ہائی وے کی بجائے موٹروے ایم ون استعمال کرنے کی ہدایت کی گئی ہے۔',
    'ur',
  );

  it('stops the two routes traded, naming the one the line chooses', () => {
    expect(
      postposedAlternatives(
        'بھاری ٹرکوں کو موٹروے ایم ون کی بجائے انڈس ہائی وے استعمال کرنے کی ہدایت کی گئی ہے۔',
        urdu,
      ),
    ).toEqual(['انڈس']);
  });

  it('keeps the choice the post makes, reworded, and a choice the post never weighs', () => {
    expect(
      postposedAlternatives('بھاری ٹرک انڈس ہائی وے کے بجائے موٹروے ایم ون استعمال کریں۔', urdu),
    ).toEqual([]);
    expect(postposedAlternatives('ٹرک دن کی بجائے رات کو سفر کریں۔', urdu)).toEqual([]);
  });

  it('reads Hindi the same way, and no translated card', () => {
    const hindi = source('बैठक दिल्ली के बजाय मुंबई में होगी, मंत्रालय ने बताया।', 'hi');
    expect(postposedAlternatives('बैठक मुंबई के बजाय दिल्ली में होगी।', hindi)).toEqual(['दिल्ली']);
    expect(postposedAlternatives('बैठक दिल्ली की बजाय मुंबई में होगी।', hindi)).toEqual([]);
    expect(
      postposedAlternatives('बैठक मुंबई के बजाय दिल्ली में होगी।', { ...hindi, translated: true }),
    ).toEqual([]);
  });
});
