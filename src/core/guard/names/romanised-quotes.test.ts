/** A title quoted across scripts (romanised-quotes.ts, round twenty-four). */
import { describe, expect, it } from 'vitest';
import { romanisedQuote } from './romanised-quotes.ts';

const source = (text: string) => ({ text });

describe('romanisedQuote', () => {
  it('finds the source’s quoted title written in the line’s letters', () => {
    const tour = source(
      'Singer Olivia Bennett announced her "Northern Lights" world tour on Monday.',
    );
    expect(romanisedQuote('ノーザン・ライツ', tour)).toBe(true);
    const film = source("निर्देशक राजेश मल्होत्रा की नई फ़िल्म 'सफ़र' की शूटिंग 15 जनवरी से शुरू होगी।");
    expect(romanisedQuote('Safar', film)).toBe(true);
  });

  it('stops another title, a sentence, or a title the source does not quote', () => {
    const tour = source(
      'Singer Olivia Bennett announced her "Northern Lights" world tour on Monday.',
    );
    expect(romanisedQuote('サザン・ライツ', tour)).toBe(false);
    expect(romanisedQuote('ノーザン・ナイツ', tour)).toBe(false);
    const film = source("निर्देशक राजेश मल्होत्रा की नई फ़िल्म 'सफ़र' की शूटिंग 15 जनवरी से शुरू होगी।");
    expect(romanisedQuote('Sapna', film)).toBe(false);
    expect(romanisedQuote('This was my last film in Jaipur', film)).toBe(false);
    expect(romanisedQuote('Safar', source('राजेश मल्होत्रा की नई फ़िल्म सफ़र 15 जनवरी से।'))).toBe(false);
  });
});
