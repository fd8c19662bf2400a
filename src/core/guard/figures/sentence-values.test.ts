/**
 * The source's figures sentence by sentence (sentence-values.ts): two figures of one sentence
 * pair, a range's two ends pair, figures of two sentences do not.
 */
import { describe, expect, it } from 'vitest';
import { claimSource } from '../claim-source.ts';
import { sentencePairs } from './sentence-values.ts';

const money = (keys: readonly string[]) => {
  const parts = keys.map((key) => /^c:([^:?]+):([\d.]+)$/.exec(key)).find(Boolean);
  return parts ? { unit: parts[1] as string, value: Number(parts[2]) } : undefined;
};

describe('sentencePairs', () => {
  it('pairs two prices of one sentence and a range’s ends, not two sentences’', () => {
    const pairs = (text: string, lang = 'en') => sentencePairs(claimSource({ text, lang }), money);
    expect(pairs('Bread rose from €2.50 to €2.80.')).toEqual([[2.5, 2.8]]);
    expect(pairs('El pan sube de 1,20 euros a 1,35 euros.', 'es')).toEqual([[1.2, 1.35]]);
    expect(pairs('Bread costs €2.50. Milk costs €2.80.')).toEqual([]);
    // An ordinal's dot before a word in lower case ends no sentence.
    const ranks = (text: string, lang: string) =>
      sentencePairs(claimSource({ text, lang }), (keys) =>
        keys[0]?.startsWith('n') ? { unit: 'n', value: Number(keys[0].slice(1)) } : undefined,
      );
    expect(ranks('Sie fiel vom 3. auf den 8. Platz.', 'de')).toEqual([[3, 8]]);
    expect(ranks('Sie war 3. Dann kam die 8.', 'de')).toEqual([]);
  });
});
