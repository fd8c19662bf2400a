/**
 * Swahili's scales before their count (leading-scales.ts): a post's "elfu mbili mia tano" holds a
 * card's 2,500 and stops its 2,600; "milioni mbili elfu mia tano" is 2,500,000.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'sw' }), 'normal').map((claim) => claim.text);

describe('scales before their count', () => {
  const source =
    'Serikali itajenga nyumba elfu mbili mia tano mwaka huu. Wakazi milioni mbili elfu mia tano watanufaika.';

  it('keeps a card’s digits of a post’s “elfu mbili mia tano” and “milioni mbili elfu mia tano”', () => {
    expect(stopped('Serikali itajenga nyumba 2,500 mwaka huu.', source)).toEqual([]);
    expect(stopped('Wakazi 2,500,000 watanufaika.', source)).toEqual([]);
  });

  it('stops a card’s other number', () => {
    expect(stopped('Serikali itajenga nyumba 2,600 mwaka huu.', source)).not.toEqual([]);
    expect(stopped('Wakazi 2,000,000 watanufaika.', source)).not.toEqual([]);
  });

  it('reads the glue before what is left: “elfu moja na tano” is 1,005', () => {
    const text = 'Wanafunzi elfu moja na tano walifanya mtihani.';
    expect(stopped('Wanafunzi 1,005 walifanya mtihani.', text)).toEqual([]);
    expect(stopped('Wanafunzi 1,500 walifanya mtihani.', text)).not.toEqual([]);
  });
});
