/**
 * Scale words after digits in languages no number lexicon reads, from CLDR's compact notation
 * (compact-scales.ts, round sixteen).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { compactScale } from './compact-scales.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('compactScale', () => {
  it('gives the scales CLDR writes after a number, long and short, in their plural forms', () => {
    expect(compactScale('tisíca', ['sk'])).toBe(1e3);
    expect(compactScale('miliárd', ['sk'])).toBe(1e9);
    expect(compactScale('милиарда', ['bg'])).toBe(1e9);
    expect(compactScale('млрд', ['bg'])).toBe(1e9);
    // Urdu's lakh is a hundred thousand, as CLDR counts it.
    expect(compactScale('لاکھ', ['ur'])).toBe(1e5);
  });

  it('reads no scale outside the languages asked, and no one-letter form ("5 m" is metres)', () => {
    expect(compactScale('tisíca', ['bg'])).toBeUndefined();
    expect(compactScale('M', ['es'])).toBeUndefined();
    expect(compactScale('k', ['fr'])).toBeUndefined();
    // Swahili writes its scale before the number ("elfu 2"): not a word after digits.
    expect(compactScale('elfu', ['sw'])).toBeUndefined();
  });

  it('reads two small letters CLDR writes as a scale, but no capital pair ("Mr", "Tr")', () => {
    expect(compactScale('mi', ['pt'])).toBe(1e6);
    expect(compactScale('bi', ['pt'])).toBe(1e9);
    expect(compactScale('rb', ['id'])).toBe(1e3);
    expect(compactScale('jt', ['id'])).toBe(1e6);
    expect(compactScale('Mr', ['tr'])).toBeUndefined();
    expect(compactScale('Tr', ['vi'])).toBeUndefined();
    expect(compactScale('mi', ['en'])).toBeUndefined();
  });
});

describe('a scale word after digits in a line', () => {
  it('holds a Slovak "18,4 tisíca" of the source\'s "18 400" and stops another figure', () => {
    const text = 'Na štadióne Tehelné pole sledovalo zápas 18 400 divákov.';
    expect(claims('Zápas videlo 18,4 tisíca divákov.', text, 'sk')).toEqual([]);
    expect(claims('Zápas videlo 18,4 milióna divákov.', text, 'sk')).toEqual([
      'figure:18,4 milióna',
    ]);
  });

  it('holds a Bulgarian "2,1 милиарда" of the source\'s "2,1 млрд."', () => {
    const text = 'Столичният общински съвет одобри бюджет от 2,1 млрд. лева за 2025 г.';
    expect(claims('Съветът прие бюджет от 2,1 милиарда лева.', text, 'bg')).toEqual([]);
    expect(claims('Съветът прие бюджет от 2,1 милиона лева.', text, 'bg')).toEqual([
      'figure:2,1 милиона',
    ]);
  });
});

describe('a short scale another language’s lexicon also holds (round twenty-six)', () => {
  it('reads Norwegian "1,1 mrd." as CLDR writes it, German\'s and Dutch\'s "mrd" no matter', () => {
    const text = 'Forslaget koster om lag 1,1 milliarder kroner.';
    expect(claims('Økningen vil koste rundt 1,1 mrd. kroner.', text, 'nb')).toEqual([]);
    expect(claims('Økningen vil koste rundt 1,2 mrd. kroner.', text, 'nb')).toEqual([
      'figure:1,2 mrd. kroner',
    ]);
  });
});

describe('a short scale of CLDR another language’s lexicon reads only in long words', () => {
  // A line of figures alone tells no language of its own: "mil" was left unread, no Spanish
  // thousand (too short for another language's word) and no Czech million either.
  it('reads Czech and Slovak "2,3 mil." as a million where the line tells no language', () => {
    const czech = 'Sbírka: 2 300 000 lidí, 6 700 000 Kč a 45 000 dárců';
    expect(claims('2,3 mil., 6,7 mil. Kč a 45 tis.', czech, 'cs')).toEqual([]);
    expect(claims('2,3 mil., 6,2 mil. Kč a 45 tis.', czech, 'cs')).toEqual(['figure:6,2 mil']);
    // A billion for the source's million is another sum.
    expect(claims('2,3 mil., 6,7 mld. Kč a 45 tis.', czech, 'cs')).not.toEqual([]);
    const slovak = 'Zbierka: 2 300 000 ľudí, 6 700 000 € a 45 000 darcov';
    expect(claims('2,3 mil., 6,7 mil. € a 45 tis.', slovak, 'sk')).toEqual([]);
  });
});

describe('a scale written against its noun, as Thai writes it (round twenty-six)', () => {
  it('reads "1.2 แสนคน" as 120,000 people, "1.5 แสนคน" as another count', () => {
    const text = 'คาดว่าจะมีนักท่องเที่ยวกว่า 120,000 คน';
    expect(claims('คาดว่านักท่องเที่ยวจะมามากกว่า 1.2 แสนคน', text, 'th')).toEqual([]);
    expect(claims('คาดว่านักท่องเที่ยวจะมามากกว่า 1.5 แสนคน', text, 'th')).toEqual(['figure:1.5 แสนคน']);
  });
});

describe('a Thai scale with its currency written on (round twenty-eight)', () => {
  const text = 'SFC รายงานกำไรสุทธิที่ 4,850 ล้านบาท เพิ่มขึ้น 12%';

  it('holds the amount in baht, in the source language and in a card in English', () => {
    expect(claims('กำไร 4,850 ล้านบาท', text, 'th')).toEqual([]);
    expect(claims('กำไร 4,850 ล้าน', text, 'th')).toEqual([]);
    expect(
      unsupportedClaims(
        'SFC posted a net profit of 4.85 billion baht.',
        claimSource({ text, lang: 'th', lineLang: 'en' }),
        'normal',
      ),
    ).toEqual([]);
  });

  it('stops another currency or amount', () => {
    expect(
      unsupportedClaims(
        'SFC posted a net profit of 4.85 billion dollars.',
        claimSource({ text, lang: 'th', lineLang: 'en' }),
        'normal',
      ).length,
    ).toBeGreaterThan(0);
    expect(claims('กำไร 5,850 ล้านบาท', text, 'th').length).toBeGreaterThan(0);
  });
});

describe('a two-letter scale after digits in a line (issue 44, faithful lines still stopped)', () => {
  const text =
    'GTA VI chega dia 26 de maio de 2026. Trailer 3 já tem 80 milhões de views em 24h. Pré-venda por R$ 2 bilhões em reservas.';

  it('holds Portuguese "80 mi" and "2 bi" of the source\'s "80 milhões" and "2 bilhões"', () => {
    expect(claims('O terceiro trailer já soma 80 mi de views em 24 horas.', text, 'pt')).toEqual(
      [],
    );
    expect(claims('O trailer 3 tem 80 mi de visualizações.', text, 'pt')).toEqual([]);
    expect(claims('A pré-venda soma R$ 2 bi em reservas.', text, 'pt')).toEqual([]);
  });

  it('stops another figure or another scale in the same short form', () => {
    expect(claims('O terceiro trailer já soma 90 mi de views em 24 horas.', text, 'pt')).toEqual([
      'figure:90 mi',
    ]);
    expect(claims('O trailer 3 tem 80 bi de visualizações.', text, 'pt')).toEqual(['figure:80 bi']);
  });
});
