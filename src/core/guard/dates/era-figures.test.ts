/**
 * A decade or century put for the source's year, or a century in another form (era-figures.ts,
 * roman-centuries.ts): the era the year falls in is kept, its early, mid or late part checked,
 * and another era stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const FOUNDED = 'The company was founded in 1998.';

describe('heldEra', () => {
  it('keeps the decade a year falls in, and stops another decade or the wrong part of it', () => {
    expect(claims('The company was founded in the late 1990s.', FOUNDED)).toEqual([]);
    expect(claims('The company was founded in the 90s.', FOUNDED)).toEqual([]);
    expect(claims('The company was founded in the ’90s.', FOUNDED)).toEqual([]);
    expect(claims('The company was founded in the early 1990s.', FOUNDED)).toEqual([
      'figure:1990s',
    ]);
    expect(claims('The company was founded in the 80s.', FOUNDED)).toEqual(['figure:80s']);
  });

  it('reads decades and their parts in other languages', () => {
    const fr = 'L’entreprise a été fondée en 1998.';
    expect(claims('L’entreprise a été fondée à la fin des années 1990.', fr, 'fr')).toEqual([]);
    expect(claims('L’entreprise a été fondée au début des années 1990.', fr, 'fr')).toEqual([
      'figure:1990',
    ]);
    const de = 'Das Unternehmen wurde 1998 gegründet.';
    expect(claims('Das Unternehmen wurde in den 90er Jahren gegründet.', de, 'de')).toEqual([]);
    expect(claims('Das Unternehmen wurde Anfang der 1990er Jahre gegründet.', de, 'de')).toEqual([
      'figure:1990er',
    ]);
    const es = 'La empresa se fundó en 1998.';
    expect(claims('La empresa se fundó a finales de los años 90.', es, 'es')).toEqual([]);
    expect(claims('La empresa se fundó en los años noventa.', es, 'es')).toEqual([]);
    expect(claims('La empresa se fundó en los años ochenta.', es, 'es')).toEqual([
      'figure:ochenta',
    ]);
    const pl = 'Firma powstała w 1998 roku.';
    expect(claims('Firma powstała pod koniec lat 90.', pl, 'pl')).toEqual([]);
    expect(claims('Firma powstała na początku lat 90.', pl, 'pl')).toEqual(['figure:90']);
  });

  it('keeps the century a year falls in and its hundreds, each for the other', () => {
    const town = 'The town was founded in 1854.';
    expect(claims('The town was founded in the 19th century.', town)).toEqual([]);
    expect(claims('The town was founded in the mid-1800s.', town)).toEqual([]);
    expect(claims('The town was founded in the 18th century.', town)).toEqual(['figure:18th']);
    expect(claims('The town was founded in the early 1800s.', town)).toEqual(['figure:1800s']);
    const grew = 'In the 19th century, the town grew.';
    expect(claims('In the 1800s, the town grew.', grew)).toEqual([]);
    expect(claims('In the 1700s, the town grew.', grew)).toEqual(['figure:1700s']);
    expect(claims('In the 19th century, the town grew.', 'In the 1800s, the town grew.')).toEqual(
      [],
    );
    const de = 'Die Stadt wurde 1854 gegründet.';
    expect(claims('Die Stadt wurde im 19. Jahrhundert gegründet.', de, 'de')).toEqual([]);
    expect(claims('Die Stadt wurde im 18. Jahrhundert gegründet.', de, 'de')).toEqual([
      'figure:18',
    ]);
  });

  it('reads a part said after the era, and Russian’s before it', () => {
    const ja = '会社は1998年に設立された。';
    expect(claims('会社は1990年代後半に設立された。', ja, 'ja')).toEqual([]);
    expect(claims('会社は1990年代前半に設立された。', ja, 'ja')).toContain('figure:1990');
    const ru = 'Компания основана в 1998 году.';
    expect(claims('Компания основана в конце 90-х.', ru, 'ru')).toEqual([]);
    expect(claims('Компания основана в начале 90-х.', ru, 'ru')).toEqual(['figure:90-х']);
    const tr = "Şirket 1998'de kuruldu.";
    expect(claims("Şirket 1990'larda kuruldu.", tr, 'tr')).toEqual([]);
    expect(claims("Şirket 1980'lerde kuruldu.", tr, 'tr')).toEqual(['figure:1980']);
  });

  it('reads a century in Japanese, Chinese and Korean', () => {
    expect(claims('大聖堂は19世紀に完成した。', '大聖堂は1885年に完成した。', 'ja')).toEqual([]);
    expect(claims('大聖堂は18世紀に完成した。', '大聖堂は1885年に完成した。', 'ja')).toEqual([
      'figure:18',
    ]);
    expect(claims('大教堂于19世纪完工。', '大教堂于1885年完工。', 'zh')).toEqual([]);
  });

  it('keeps a decade the source names as one, said another way, and stops another decade', () => {
    const cases: ReadonlyArray<readonly [string, string, string, string]> = [
      [
        'de',
        'Die Band aus den 1980er-Jahren spielt in Köln.',
        'Die 80er-Band spielt in Köln.',
        '70er',
      ],
      [
        'de',
        'Die Band aus den 1980er-Jahren spielt in Köln.',
        'Die Band aus den 80ern spielt in Köln.',
        '70ern',
      ],
      [
        'es',
        'La banda nació en los años 80 en Bilbao.',
        'La banda nació en la década de 1980 en Bilbao.',
        '1970',
      ],
      ['zh', '这支乐队成立于上世纪80年代的成都。', '这支乐队成立于1980年代的成都。', '1970'],
      [
        'sv',
        'Bandet bildades på 1980-talet i Göteborg.',
        'Bandet bildades på 80-talet i Göteborg.',
        '70',
      ],
      [
        'fi',
        'Yhtye perustettiin 1980-luvulla Tampereella.',
        'Yhtye perustettiin 80-luvulla Tampereella.',
        '70',
      ],
      ['hu', 'A zenekar az 1980-as években alakult.', 'A zenekar a 80-as években alakult.', '70'],
    ];
    for (const [lang, text, line, other] of cases) {
      expect(claims(line, text, lang)).toEqual([]);
      const changed = line.replace(/1980|80/u, other.replace(/\D+$/u, ''));
      expect(claims(changed, text, lang).length).toBeGreaterThan(0);
    }
    // Swedish "ett 80-tal" is about 80, no decade: "the 1980s" is not the source's.
    expect(
      claims('Bandet bildades på 1980-talet.', 'Ett 80-tal personer kom till konserten.', 'sv'),
    ).not.toEqual([]);
  });

  it('leaves a match’s final no late part of its decade', () => {
    const final = 'She won the final in 1992.';
    expect(claims('She won the final in the 1990s.', final)).toEqual([]);
  });

  it('keeps any year’s decade and its part, and stops the decade before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2029 }), (year) => {
        const text = `The club was founded in ${year}.`;
        const decade = year - (year % 10);
        // "the 1900s" is also a century: 1904 is in its early part, 1910 in it.
        fc.pre(decade % 100 >= 20);
        const part = year % 10 <= 3 ? 'early' : year % 10 >= 7 ? 'late' : 'mid';
        const other = part === 'early' ? 'late' : 'early';
        expect(claims(`The club was founded in the ${decade}s.`, text)).toEqual([]);
        expect(claims(`The club was founded in the ${part} ${decade}s.`, text)).toEqual([]);
        expect(claims(`The club was founded in the ${other} ${decade}s.`, text)).toEqual([
          `figure:${decade}s`,
        ]);
        expect(claims(`The club was founded in the ${decade - 10}s.`, text)).toEqual([
          `figure:${decade - 10}s`,
        ]);
      }),
      { numRuns: 40 },
    );
  });
});
