/** Words of approach (approach-hedges.ts): a figure the source's comes near, kept where it rounds. */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { approachHedge } from './approach-hedges.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

/** A line's side around its figure `figure`. */
const side = (line: string, figure: string) => {
  const at = line.indexOf(figure);
  return approachHedge(line, at, at + figure.length);
};

const SALES: Readonly<Record<string, string>> = {
  en: 'Sales reached 38.6 million units in 2024.',
  fr: 'Les ventes ont atteint 38,6 millions d’unités en 2024.',
  es: 'Las ventas alcanzaron 38,6 millones de unidades en 2024.',
  pt: 'As vendas chegaram a 38,6 milhões de unidades em 2024.',
  it: 'Le vendite hanno raggiunto 38,6 milioni di unità nel 2024.',
  de: 'Der Absatz erreichte 2024 38,6 Millionen Einheiten.',
  ru: 'Продажи в 2024 году достигли 38,6 млн штук.',
  pl: 'Sprzedaż w 2024 r. wyniosła 38,6 mln sztuk.',
  tr: 'Satışlar 2024’te 38,6 milyon adede ulaştı.',
  id: 'Penjualan pada 2024 mencapai 38,6 juta unit.',
  vi: 'Doanh số năm 2024 đạt 38,6 triệu chiếc.',
  ja: '2024年の販売台数は3860万台に達した。',
  zh: '2024年销量达到3860万台。',
  ko: '2024년 판매량은 3,860만 대에 달했다.',
  ar: 'بلغت المبيعات 38.6 مليون وحدة في 2024.',
};

describe('approachHedge', () => {
  it('reads the side of each word', () => {
    expect(side('Sales neared 39 million units.', '39 million')).toBe(-1);
    expect(side('Le loyer frôle les 25 €.', '25 €')).toBe(-1);
    expect(side('Las ventas rondan los 39 millones.', '39 millones')).toBe(0);
    expect(side('販売台数は3900万台に迫った。', '3900万')).toBe(-1);
    expect(side('بلغت المبيعات 39 مليون وحدة تقريباً.', '39 مليون')).toBe(0);
    // No word of approach: a figure reached, a round of a cup, a verb elsewhere.
    expect(side('Sales reached 39 million units.', '39 million')).toBeUndefined();
    expect(side('La ronda de 16 empieza el lunes.', '16')).toBeUndefined();
    expect(side('Satışlar 39 milyon adet oldu.', '39 milyon')).toBeUndefined();
  });

  it('keeps a figure the source’s comes near, in the languages people write', () => {
    const kept: Array<readonly [string, string]> = [
      ['en', 'Sales neared 39 million units.'],
      ['en', 'Sales approached 39 million units in 2024.'],
      ['fr', 'Les ventes frôlent les 39 millions d’unités.'],
      ['fr', 'Les ventes avoisinent les 39 millions d’unités.'],
      ['fr', 'Quasiment 39 millions d’unités vendues.'],
      ['fr', 'À peu près 39 millions d’unités vendues.'],
      ['es', 'Las ventas rozan los 39 millones de unidades.'],
      ['es', 'Las ventas rondan los 39 millones de unidades.'],
      ['es', 'Las ventas se acercan a los 39 millones.'],
      ['pt', 'As vendas beiram 39 milhões de unidades.'],
      ['pt', 'Mais ou menos 39 milhões de unidades.'],
      ['it', 'Le vendite sfiorano i 39 milioni di unità.'],
      ['it', 'Le vendite si avvicinano ai 39 milioni.'],
      ['de', 'Annähernd 39 Millionen Einheiten verkauft.'],
      ['ru', 'Продажи приблизились к 39 млн штук.'],
      ['pl', 'Sprzedano niespełna 39 mln sztuk.'],
      ['tr', 'Satışlar 39 milyon adede yaklaştı.'],
      ['tr', 'Satışlar 39 milyona yaklaştı.'],
      ['tr', 'Satışlar kabaca 39 milyon adet.'],
      ['id', 'Penjualan nyaris 39 juta unit.'],
      ['id', 'Penjualan mendekati 39 juta unit.'],
      ['vi', 'Doanh số tiệm cận 39 triệu chiếc.'],
      ['ja', '販売台数は3900万台に迫った。'],
      ['zh', '销量大概3900万台。'],
      ['zh', '销量差不多3900万台。'],
      ['ko', '판매량은 3,900만 대에 육박했다.'],
      ['ar', 'بلغت المبيعات 39 مليون وحدة تقريباً.'],
      ['ar', 'اقتربت المبيعات من 39 مليون وحدة.'],
    ];
    for (const [lang, line] of kept)
      expect(claims(SALES[lang] ?? '', line, lang), line).toEqual([]);
  });

  it('stops a figure changed past the rounding, or on the wrong side of a word of approach', () => {
    const stopped: Array<readonly [string, string]> = [
      ['en', 'Sales neared 45 million units.'],
      ['en', 'Sales approached 38 million units in 2024.'],
      ['fr', 'Les ventes frôlent les 45 millions d’unités.'],
      ['es', 'Las ventas rondan los 36 millones de unidades.'],
      ['es', 'Las ventas se acercan a los 38 millones.'],
      ['pt', 'As vendas beiram 42 milhões de unidades.'],
      ['it', 'Le vendite si avvicinano ai 38 milioni.'],
      ['ru', 'Продажи приблизились к 45 млн штук.'],
      ['tr', 'Satışlar 38 milyona yaklaştı.'],
      ['id', 'Penjualan mendekati 45 juta unit.'],
      ['ja', '販売台数は3800万台に迫った。'],
      ['zh', '销量大概4500万台。'],
      ['ko', '판매량은 4,500만 대에 육박했다.'],
      ['ar', 'بلغت المبيعات 45 مليون وحدة تقريباً.'],
      ['ar', 'اقتربت المبيعات من 45 مليون وحدة.'],
    ];
    for (const [lang, line] of stopped)
      expect(claims(SALES[lang] ?? '', line, lang), line).not.toEqual([]);
  });

  it('keeps the rent that comes near the source’s, and stops one past it', () => {
    const text = 'Le loyer moyen atteint 24,70 € le m² dans la capitale.';
    expect(claims(text, 'Le loyer moyen frôle les 25 € le m².', 'fr')).toEqual([]);
    expect(claims(text, 'Le loyer moyen frôle les 30 € le m².', 'fr')).toEqual(['30 €']);
  });

  it('reads a rounding word with an article or a preposition before the figure', () => {
    const kept: Array<readonly [string, string, string]> = [
      ['es', 'Las exportaciones crecieron un 48% interanual.', 'Crecieron casi la mitad.'],
      ['es', 'Las exportaciones crecieron un 48% interanual.', 'Crecieron casi un 50%.'],
      [
        'de',
        'Die Exporte stiegen um 48 % gegenüber dem Vorjahr.',
        'Sie stiegen um fast die Hälfte.',
      ],
      ['ru', 'Экспорт вырос на 48% за год.', 'Экспорт вырос почти на 50%.'],
      ['vi', 'Xuất khẩu tăng 48% so với năm trước.', 'Xuất khẩu tăng gần một nửa.'],
      ['it', 'Le esportazioni sono cresciute del 48%.', 'Sono cresciute di quasi la metà.'],
    ];
    for (const [lang, text, line] of kept) expect(claims(text, line, lang), line).toEqual([]);
    const stopped: Array<readonly [string, string, string]> = [
      ['es', 'Las exportaciones crecieron un 38% interanual.', 'Crecieron casi la mitad.'],
      [
        'de',
        'Die Exporte stiegen um 38 % gegenüber dem Vorjahr.',
        'Sie stiegen um fast die Hälfte.',
      ],
      ['ru', 'Экспорт вырос на 38% за год.', 'Экспорт вырос почти на 50%.'],
      ['vi', 'Xuất khẩu tăng 38% so với năm trước.', 'Xuất khẩu tăng gần một nửa.'],
      // "Nearly" wants the source's figure below the line's: 52% is no "nearly half".
      ['it', 'Le esportazioni sono cresciute del 52%.', 'Sono cresciute di quasi la metà.'],
    ];
    for (const [lang, text, line] of stopped)
      expect(claims(text, line, lang), line).not.toEqual([]);
  });
});
