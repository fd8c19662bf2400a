/** A total of a sentence's parts the line names each of (named-sums.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const SOURCES: Readonly<Record<string, string>> = {
  ru: 'В Казани построили 1 240 тыс. кв. м жилья. Город открыл 3 новые школы и 2 поликлиники. На ремонт дорог потратили 4,7 млрд рублей.',
  en: 'The city opened 3 new schools and 2 clinics this year, and repaved 40 km of roads.',
  de: 'Die Stadt eröffnete 2024 4 Kitas und 3 Schulen.',
  es: 'El club fichó a 3 delanteros y 2 porteros este verano.',
};

describe('namedSum', () => {
  it('keeps a total the line counts under a word of its own, naming every part', () => {
    const kept: Array<readonly [string, string]> = [
      ['ru', 'В городе появились пять новых соцобъектов: школы и поликлиники.'],
      ['ru', 'Открыто 5 объектов: 3 школы и 2 поликлиники.'],
      ['en', 'Five new facilities opened: schools and clinics.'],
      ['en', 'The city opened 5 new buildings, 3 schools and 2 clinics.'],
      ['de', 'Sieben neue Einrichtungen: Kitas und Schulen.'],
      ['es', 'El club incorporó cinco jugadores: delanteros y porteros.'],
    ];
    for (const [lang, line] of kept)
      expect(claims(SOURCES[lang] ?? '', line, lang), line).toEqual([]);
  });

  it('stops a total that is not the sum, or counted in one part’s noun', () => {
    const stopped: Array<readonly [string, string, string]> = [
      ['ru', 'В городе появились шесть новых соцобъектов: школы и поликлиники.', 'шесть'],
      ['ru', 'Город открыл 5 школ и 2 поликлиники.', '5'],
      ['ru', 'Город открыл пять новых школ.', 'пять'],
      ['en', 'Six new facilities opened: schools and clinics.', 'Six'],
      ['en', 'The city opened 5 new schools and 2 clinics.', '5'],
      ['de', 'Die Stadt eröffnete 7 Kitas.', '7'],
      ['es', 'El club fichó a 5 delanteros y 2 porteros.', '5'],
    ];
    for (const [lang, line, figure] of stopped)
      expect(claims(SOURCES[lang] ?? '', line, lang), line).toContain(figure);
  });

  it('adds a run of the sentence’s parts, not every count in it', () => {
    const text =
      'La Regione stanzierà 18,4 milioni di euro per 2 nuovi reparti e assumerà 65 infermieri e 22 medici entro giugno.';
    const line = (total: number) =>
      `In arrivo ${total} nuove assunzioni tra infermieri e medici entro giugno.`;
    expect(claims(text, line(87), 'it')).toEqual([]);
    expect(claims(text, line(89), 'it')).toEqual(['89']);
    expect(claims(text, 'In arrivo 87 infermieri entro giugno.', 'it')).toEqual(['87']);
  });
});
