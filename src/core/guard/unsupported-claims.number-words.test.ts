/**
 * The same figure in digits and in words, both ways round (issue 37, reviewed): "eight" and "8"
 * were the same, but a source saying "one person", "the third time" or "un café" held no figure,
 * so a line saying "1 person", "the 3rd time" or "1 café" was stopped; and a word that is a number
 * only inside a longer one ("neuf": new) was read as one when "et" (and) followed it.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const claims = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a source’s number words hold their digits', () => {
  it('reads "one" in the source as 1, though "one" alone in a line states nothing', () => {
    expect(
      claims('Only 1 person came to the meeting.', 'Only one person came to the meeting.'),
    ).toEqual([]);
    expect(claims('Only one person came.', 'The meeting was quiet.')).toEqual([]);
    expect(claims('Only 1 person came.', 'The meeting was quiet.')).toEqual(['figure:1']);
  });

  it('reads the articles that are "one" in the post’s own language', () => {
    expect(claims('Pedimos 1 café y 2 tostadas.', 'Pedimos un café y dos tostadas.', 'es')).toEqual(
      [],
    );
    expect(claims('Wir tranken 1 Kaffee.', 'Wir tranken einen Kaffee.', 'de')).toEqual([]);
    expect(claims('On a bu 1 café.', 'On a bu un café.', 'fr')).toEqual([]);
  });

  it('reads English ordinal words as their numbers: "third" holds "3rd", "twenty-first" "21st"', () => {
    expect(
      claims('They won for the 3rd time this year.', 'They won for the third time this year.'),
    ).toEqual([]);
    expect(claims('The 2nd game starts now.', 'The second game starts now.')).toEqual([]);
    expect(claims('A 21st-century library.', 'A library for the twenty-first century.')).toEqual(
      [],
    );
    expect(claims('The 1st prize went to Anna.', 'The first prize went to Anna.')).toEqual([]);
    expect(claims('They won for the 4th time.', 'They won for the third time.')).toEqual([
      'figure:4th',
    ]);
  });

  it('states no figure with a word that is a number only inside a longer one, "et" after it or not', () => {
    expect(claims('Un magasin neuf et plein.', 'Le magasin était plein.', 'fr')).toEqual([]);
    expect(claims('Un magasin neuf, plein.', 'Le magasin était plein.', 'fr')).toEqual([]);
    expect(claims('Vingt et un clients sont venus.', 'Le magasin était plein.', 'fr')).toEqual([
      'figure:Vingt et un',
    ]);
  });
});

describe('unsupportedClaims: number words as people write them', () => {
  it('reads one shortened before a noun at the end of a number ("sesenta y un puntos")', () => {
    const liga = 'El equipo sigue líder con 61 puntos.';
    expect(claims('El equipo sigue líder con sesenta y un puntos.', liga, 'es')).toEqual([]);
    expect(claims('El equipo sigue líder con sesenta y una victorias.', liga, 'es')).toEqual([]);
    expect(claims('El equipo sigue líder con setenta y un puntos.', liga, 'es')).toEqual([
      'figure:setenta y un',
    ]);
  });

  it('reads a scale written as one word with its group after it ("seribu dua ratus")', () => {
    const banjir = 'Sebanyak 1.200 rumah di Jakarta Timur terendam banjir.';
    expect(claims('Seribu dua ratus rumah terendam banjir.', banjir, 'id')).toEqual([]);
    expect(claims('Seribu tiga ratus rumah terendam banjir.', banjir, 'id')).toEqual([
      'figure:Seribu tiga ratus',
    ]);
  });
});

describe('unsupportedClaims: Croatian number words (n2words hr-HR, round sixteen)', () => {
  const notice =
    'U Zagrebu je od početka godine zabilježeno 46 slučajeva, od čega 12 kod djece mlađe od pet godina.';

  it('reads "pet" in a Croatian source as 5, so a translation\'s "under five" holds it', () => {
    expect(claims('12 of them in children under five.', notice, 'hr')).toEqual([]);
    expect(claims('12 of them in children under 5.', notice, 'hr')).toEqual([]);
    expect(claims('12 of them in children under six.', notice, 'hr')).toEqual(['figure:six']);
  });

  it("reads a Croatian line's number words against the source's digits", () => {
    expect(claims('Dvanaest ih je kod djece mlađe od pet godina.', notice, 'hr')).toEqual([]);
    expect(claims('Trinaest ih je kod djece mlađe od pet godina.', notice, 'hr')).toEqual([
      'figure:Trinaest',
    ]);
  });
});

describe('unsupportedClaims: Greek’s masculine and feminine three and four, and its hours (h262)', () => {
  it('reads "τρεις", "τέσσερις" as 3 and 4 (n2words writes the neuter only)', () => {
    const text = 'Τρεις ομάδες αναμετρώνται την Κυριακή στην Αθήνα.';
    expect(claims('3 ομάδες αναμετρώνται την Κυριακή.', text, 'el')).toEqual([]);
    expect(claims('Τέσσερις ομάδες αναμετρώνται την Κυριακή.', text, 'el')).toEqual([
      'figure:Τέσσερις',
    ]);
    const squares = 'Ο δήμος άνοιξε 5 νέες πλατείες.';
    expect(claims('Ο δήμος άνοιξε τέσσερις νέες πλατείες.', squares, 'el')).toEqual([
      'figure:τέσσερις',
    ]);
  });

  it('reads "στις εννέα" as the hour of "στις 9:00", and a day with its month as before', () => {
    const flight = 'Η πτήση αναχωρεί στις 9:00.';
    expect(claims('Η πτήση αναχωρεί στις εννέα.', flight, 'el')).toEqual([]);
    expect(claims('Η πτήση αναχωρεί στις δέκα.', flight, 'el')).toEqual(['figure:δέκα']);
    const concert = 'Η συναυλία είναι στις 9 Μαΐου.';
    expect(claims('Η συναυλία είναι στις 10 Μαΐου.', concert, 'el')).toEqual(['figure:10']);
  });

  it('reads the Russian and Ukrainian collective numerals ("пятеро", "троє") as their count (h273)', () => {
    const fire = 'Пожар в Казани: эвакуированы 120 человек, пострадали пятеро.';
    expect(claims('При пожаре в Казани пострадали 5 человек.', fire, 'ru')).toEqual([]);
    expect(claims('При пожаре в Казани пострадали 6 человек.', fire, 'ru')).toEqual(['figure:6']);
    const arrest = 'Полиция задержала четверых подозреваемых.';
    expect(claims('Полиция задержала 4 подозреваемых.', arrest, 'ru')).toEqual([]);
    const crash = 'У ДТП на Житомирщині загинули троє людей.';
    expect(claims('У ДТП на Житомирщині загинули 3 людини.', crash, 'uk')).toEqual([]);
    expect(claims('У ДТП на Житомирщині загинули 4 людини.', crash, 'uk')).toEqual(['figure:4']);
  });
});
