/** Bound words of more languages (world-bounds.ts): kept where they bound the source's figure. */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { worldBound } from './world-bounds.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const side = (line: string, figure: string) => {
  const at = line.indexOf(figure);
  return worldBound(line, at, at + figure.length);
};

describe('worldBound', () => {
  it('reads the side of each language’s word, before or after the figure', () => {
    expect(side('Πάνω από 2 εκατομμύρια επισκέπτες', '2')).toBe(1);
    expect(side('Κάτω από 2 εκατομμύρια επισκέπτες', '2')).toBe(-1);
    expect(side('بیش از 12000 نفر', '12000')).toBe(1);
    expect(side('12,000 سے زیادہ افراد', '12,000')).toBe(1);
    expect(side('יותר מ-2,000 איש', '2,000')).toBe(1);
    expect(side('Au venit 2.000 de persoane', '2.000')).toBeUndefined();
  });

  // Each faithful bound beside its twin: a bound past the source's figure, or on its other side.
  const pairs: Array<readonly [string, string, string, string]> = [
    [
      'el',
      'Ρεκόρ αφίξεων: έφτασαν 2,1 εκατ. επισκέπτες στη Σαντορίνη.',
      'Πάνω από 2 εκατομμύρια επισκέπτες έφτασαν στη Σαντορίνη.',
      'Πάνω από 3 εκατομμύρια επισκέπτες έφτασαν στη Σαντορίνη.',
    ],
    [
      'fa',
      'در این جشنواره ۱۲٬۳۰۰ نفر شرکت کردند.',
      'بیش از ۱۲٬۰۰۰ نفر در این جشنواره شرکت کردند.',
      'بیش از ۱۳٬۰۰۰ نفر در این جشنواره شرکت کردند.',
    ],
    [
      'ur',
      'اس میلے میں 12,300 افراد شریک ہوئے۔',
      'اس میلے میں 12,000 سے زیادہ افراد شریک ہوئے۔',
      'اس میلے میں 13,000 سے زیادہ افراد شریک ہوئے۔',
    ],
    [
      'ro',
      'La festival au venit 2.150 de persoane.',
      'La festival au venit peste 2.000 de persoane.',
      'La festival au venit peste 2.500 de persoane.',
    ],
    [
      'he',
      'בהפגנה השתתפו 12,300 איש.',
      'בהפגנה השתתפו יותר מ-12,000 איש.',
      'בהפגנה השתתפו יותר מ-13,000 איש.',
    ],
    [
      'sv',
      'Konserten lockade 10 300 besökare.',
      'Konserten lockade mer än 10 000 besökare.',
      'Konserten lockade mer än 11 000 besökare.',
    ],
    [
      'tl',
      'Dumalo ang 5,200 katao sa pista.',
      'Dumalo ang mahigit 5,000 katao sa pista.',
      'Dumalo ang mahigit 6,000 katao sa pista.',
    ],
  ];

  it('keeps a faithful bound of the source’s figure and stops its twin', () => {
    for (const [lang, text, kept, stopped] of pairs) {
      expect(claims(text, kept, lang), kept).toEqual([]);
      expect(claims(text, stopped, lang), stopped).not.toEqual([]);
    }
  });

  it('reads a verb of passing a figure, a word or two between', () => {
    const text = 'La campaña vacunó a 3,2 millones de personas.';
    expect(claims(text, 'La campaña superó los 3 millones de personas.', 'es')).toEqual([]);
    expect(claims(text, 'La campaña superó los 2 millones de personas.', 'es')).toEqual([
      '2 millones',
    ]);
  });

  it('stops a bound on the wrong side of the source’s figure', () => {
    const text = 'Ρεκόρ αφίξεων: έφτασαν 2,1 εκατ. επισκέπτες στη Σαντορίνη.';
    expect(claims(text, 'Κάτω από 2 εκατομμύρια επισκέπτες έφτασαν στη Σαντορίνη.', 'el')).toEqual([
      '2 εκατομμύρια',
    ]);
  });
});
