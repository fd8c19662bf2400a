/**
 * Two of the source's figures traded in a translated line, told by the days beside them
 * (translated-ties.ts): a weekday is the same date in the source's language and the line's.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const METRO =
  'दिल्ली मेट्रो ने बताया कि मंगलवार को 78.6 लाख यात्रियों ने सफर किया, जो अब तक का सबसे ज़्यादा है। पिछला रिकॉर्ड 77.5 लाख का था।';
const MADRID = 'El sábado habrá 20 grados en Madrid. El domingo subirá a 25 grados.';

describe('unsupportedClaims: figures traded between a translation’s days', () => {
  it('stops two figures the line puts at each other’s day', () => {
    expect(
      claims(
        'Delhi Metro carried 7.75 million passengers on Tuesday, beating the previous record of 7.86 million.',
        METRO,
        'hi',
      ),
    ).toEqual(['figure:7.75 million', 'figure:7.86 million']);
    expect(
      claims(
        'Madrid will see 25 degrees on Saturday. On Sunday it rises to 20 degrees.',
        MADRID,
        'es',
      ),
    ).toEqual(['figure:25', 'figure:20']);
  });

  it('keeps the figures at their own days, in any order or clause the line writes them', () => {
    expect(
      claims(
        'Delhi Metro carried a record 7.86 million passengers on Tuesday, beating the previous record of 7.75 million.',
        METRO,
        'hi',
      ),
    ).toEqual([]);
    expect(
      claims('On Sunday it rises to 25 degrees, after 20 degrees on Saturday.', MADRID, 'es'),
    ).toEqual([]);
    // A figure whose clause names no day is tied to none: "On Tuesday," apart from its figure.
    expect(
      claims(
        'On Tuesday, 7.86 million people rode the Delhi Metro, up from 7.75 million.',
        METRO,
        'hi',
      ),
    ).toEqual([]);
  });
});

const STUDY =
  'دراسة جديدة لجامعة الملك سعود شملت 1200 طالب وطالبة: 64% ينامون أقل من 7 ساعات ليلاً، و23% يشربون أكثر من 3 أكواب قهوة يومياً.';

describe('unsupportedClaims: figures traded between a translation’s pairs of figures', () => {
  it('stops a figure moved to the clause of another figure of the source', () => {
    // Round eleven's blind miss: no day or month tells the clauses apart, their other figures do.
    expect(
      claims(
        'The study of 1,200 students found that 23% sleep less than seven hours a night, while 64% drink more than three cups of coffee a day.',
        STUDY,
        'ar',
      ),
    ).toEqual(['figure:23%', 'figure:seven hours', 'figure:64%', 'figure:three']);
  });

  it('keeps pairs the line keeps, merged into one clause or split from the rest', () => {
    for (const line of [
      'The study of 1,200 students found that 64% sleep less than seven hours a night, while 23% drink more than three cups of coffee a day.',
      'Of 1,200 students, 64% sleep under 7 hours and 23% drink over 3 cups of coffee a day.',
      'Some 23% drink more than three cups of coffee a day; 64% sleep less than seven hours.',
      'A study of 1,200 students found that 64% sleep less than seven hours a night.',
    ]) {
      expect(claims(line, STUDY, 'ar'), line).toEqual([]);
    }
  });
});

const BREAD =
  'قیمت نان سنگک در تهران از اول آذر ۲۰ درصد گران می‌شود و به ۱۲ هزار تومان می‌رسد. قیمت نان بربری هم ۸ هزار تومان خواهد بود.';

describe('unsupportedClaims: figures traded between the things a translation names', () => {
  it('stops a figure moved to another of the source’s things, told by their sounds', () => {
    // Round eleven's blind miss: "sangak" and "barbari" are سنگک and بربری romanised.
    expect(
      claims(
        'Sangak bread in Tehran will cost 8,000 tomans and barbari 12,000 tomans.',
        BREAD,
        'fa',
      ),
    ).toEqual(['figure:12,000 tomans']);
  });

  it('keeps each figure with its own thing, in any order the line names them', () => {
    for (const line of [
      'Sangak bread in Tehran will cost 12,000 tomans and barbari 8,000 tomans.',
      'From the start of Azar, sangak bread in Tehran goes up 20% to 12,000 tomans, and barbari will cost 8,000 tomans.',
      'Barbari will cost 8,000 tomans, while sangak rises 20% to 12,000 tomans.',
    ]) {
      expect(claims(line, BREAD, 'fa'), line).toEqual([]);
    }
  });
});

describe('unsupportedClaims: figures traded between two days of one month (round fourteen)', () => {
  const FLU =
    '[수원시 보건소] 어르신 독감 무료 예방접종: 75세 이상은 10월 15일부터, 65~74세는 10월 20일부터 접종할 수 있습니다.';
  const FERRY = '120 passagers ont voyagé le 3 mai ; 450 passagers le 17 mai.';

  it('stops ages or counts the line puts at each other’s day', () => {
    expect(
      claims(
        'People aged 65 to 74 can get a free flu shot from October 15, and those 75 and over from October 20.',
        FLU,
        'ko',
      ),
    ).toEqual(['figure:65 to 74', 'figure:75']);
    expect(
      claims('450 passengers travelled on May 3; 120 passengers on May 17.', FERRY, 'fr'),
    ).toEqual(['figure:450', 'figure:120']);
  });

  it('keeps each figure at its own day, in any order the line tells them', () => {
    expect(
      claims(
        'Free flu shots for people aged 75 and over start on October 15; those aged 65 to 74 can get theirs from October 20.',
        FLU,
        'ko',
      ),
    ).toEqual([]);
    expect(claims('450 passengers travelled on May 17, and 120 on May 3.', FERRY, 'fr')).toEqual(
      [],
    );
  });
});

describe('unsupportedClaims: a clause of times after a full date (round thirty-five)', () => {
  const WATER =
    'Aviso vecinal: el próximo martes 14 de octubre habrá corte de agua en el barrio de Benimaclet (Valencia) de 8:00 a 14:00 por obras en la red. Afectará a unas 3.200 viviendas.';
  const CUTS =
    'El martes 14 de octubre habrá cortes de agua en 3.200 viviendas. El jueves 16 de octubre, en 1.800 viviendas.';

  it('keeps the hours the line gives after the date’s comma, beside a count of another sentence', () => {
    for (const line of [
      "About 3,200 homes in Valencia's Benimaclet will have no water on Tuesday, October 14, from 8am to 2pm.",
      'About 3,200 homes will have no water on Tuesday, 14 October, from 8am to 2pm.',
      'About 3,200 homes will be without water on Tuesday, October 14, between 8am and 2pm, while the network is repaired.',
    ]) {
      expect(claims(line, WATER, 'es'), line).toEqual([]);
    }
  });

  it('still stops a count moved to the other day, and hours the source never gives', () => {
    expect(
      claims(
        'Water is cut on Tuesday, October 14, in 1,800 homes and on Thursday, October 16, in 3,200.',
        CUTS,
        'es',
      ),
    ).toEqual(['figure:3,200']);
    expect(
      claims(
        'About 3,200 homes will have no water on Tuesday, October 14, from 9am to 2pm.',
        WATER,
        'es',
      ),
    ).toEqual(['figure:9am']);
  });
});

const FUEL =
  'أعلنت لجنة متابعة أسعار الوقود في الإمارات أسعار شهر يوليو: سوبر 98 بسعر 3.05 درهم للتر، وسوبر 95 بسعر 2.93 درهم، والديزل 2.83 درهم للتر. وتبدأ الأسعار الجديدة اعتباراً من 1 يوليو.';
const HOURS =
  'Die Umfrage unter 900 Beschäftigten zeigt: 41 % pendeln länger als eine Stunde, 18 % arbeiten mehr als zwei Tage pro Woche im Homeoffice.';

const translatedClaims = (line: string, text: string, lang: string, lineLang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: figures traded between pairs a line joins with its "and"', () => {
  it('stops a figure moved to the pair of another, the two pairs joined by "and", "et", "y"', () => {
    expect(
      translatedClaims(
        'Le Super 95 coûtera 2,83 dirhams et le diesel 2,93 dirhams le litre.',
        FUEL,
        'ar',
        'fr',
      ),
    ).toContain('figure:2,93 dirhams');
    expect(
      translatedClaims(
        'Super 95 will cost 2.83 dirhams and diesel 2.93 dirhams a litre.',
        FUEL,
        'ar',
        'en',
      ),
    ).toContain('figure:2.93 dirhams');
    expect(
      translatedClaims(
        'El Super 95 costará 2,83 dírhams y el diésel 2,93 dírhams el litro.',
        FUEL,
        'ar',
        'es',
      ),
    ).toContain('figure:2,93 dírhams');
  });

  it('keeps each pair the line joins with its "and" as the source pairs it', () => {
    for (const [line, lineLang] of [
      ['Le Super 95 coûtera 2,93 dirhams et le diesel 2,83 dirhams le litre.', 'fr'],
      ['Super 98 costs 3.05 dirhams and Super 95 2.93 dirhams a litre from July 1.', 'en'],
      ['El 41 % viaja más de una hora y el 18 % teletrabaja más de dos días por semana.', 'es'],
    ] as const) {
      expect(
        translatedClaims(
          line,
          lineLang === 'es' ? HOURS : FUEL,
          lineLang === 'es' ? 'de' : 'ar',
          lineLang,
        ),
        line,
      ).toEqual([]);
    }
  });
});
