/**
 * An opposite word in a sentence its figures tie to the source's (tied-opposites.ts): the probes'
 * pairs of h267, a faithful paraphrase and its twin with one word turned, in fourteen languages.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { tiedOpposites } from './tied-opposites.ts';

const source = (text: string, lang: string) => ({ text, langs: [lang] });

/** Source, faithful line, invented twin, language, the twin's word. */
const PAIRS: readonly [string, string, string, string, string][] = [
  [
    'Das Museum öffnet am 1. Juni wieder.',
    'Ab dem 1. Juni ist das Museum wieder geöffnet.',
    'Ab dem 1. Juni ist das Museum geschlossen.',
    'de',
    'geschlossen',
  ],
  [
    'Die Frist wurde bis zum 30. April verlängert.',
    'Die Frist läuft jetzt bis zum 30. April.',
    'Die Frist wurde bis zum 30. April verkürzt.',
    'de',
    'verkürzt',
  ],
  [
    'Le gouvernement a augmenté le salaire minimum de 2 % le 1er janvier.',
    'Le salaire minimum a été relevé de 2 % au 1er janvier.',
    'Le salaire minimum a été baissé de 2 % au 1er janvier.',
    'fr',
    'baissé',
  ],
  [
    'El Senado aprobó la reforma el 10 de marzo con 70 votos a favor.',
    'La reforma fue aprobada por el Senado el 10 de marzo con 70 votos.',
    'La reforma fue rechazada por el Senado el 10 de marzo con 70 votos.',
    'es',
    'rechazada',
  ],
  [
    'De huurprijzen stegen vorig jaar met 6 procent.',
    'Vorig jaar gingen de huren 6 procent omhoog.',
    'Vorig jaar daalden de huren met 6 procent.',
    'nl',
    'daalden',
  ],
  [
    'DPR menolak RUU itu pada 5 Oktober.',
    'RUU itu ditolak DPR pada 5 Oktober.',
    'RUU itu disetujui DPR pada 5 Oktober.',
    'id',
    'disetujui',
  ],
  [
    'Quốc hội đã thông qua luật mới vào ngày 15 tháng 6.',
    'Luật mới được Quốc hội thông qua ngày 15 tháng 6.',
    'Luật mới bị Quốc hội bác bỏ ngày 15 tháng 6.',
    'vi',
    'bác bỏ',
  ],
  [
    'Eduskunta hyväksyi lain 12. toukokuuta.',
    'Laki hyväksyttiin eduskunnassa 12. toukokuuta.',
    'Laki hylättiin eduskunnassa 12. toukokuuta.',
    'fi',
    'hylättiin',
  ],
  [
    'Η Βουλή ενέκρινε το νομοσχέδιο στις 3 Μαΐου.',
    'Το νομοσχέδιο εγκρίθηκε από τη Βουλή στις 3 Μαΐου.',
    'Το νομοσχέδιο απορρίφθηκε από τη Βουλή στις 3 Μαΐου.',
    'el',
    'απορρίφθηκε',
  ],
  ['החנות נסגרת ב-20:00.', 'ב-20:00 החנות נסגרת.', 'ב-20:00 החנות נפתחת.', 'he', 'נפתחת'],
  [
    '박물관은 7월 1일에 문을 닫는다.',
    '박물관이 7월 1일 폐관한다.',
    '박물관이 7월 1일 개관한다.',
    'ko',
    '개관한다',
  ],
  [
    '議会は5月10日に法案を可決した。',
    '5月10日、法案は議会で可決された。',
    '5月10日、法案は議会で否決された。',
    'ja',
    '否決',
  ],
  [
    'Госдума одобрила законопроект 15 апреля.',
    'Законопроект был одобрен Госдумой 15 апреля.',
    'Законопроект был отклонён Госдумой 15 апреля.',
    'ru',
    'отклонён',
  ],
  [
    'Riksdagen godkände förslaget den 20 maj.',
    'Förslaget godkändes av riksdagen den 20 maj.',
    'Förslaget avslogs av riksdagen den 20 maj.',
    'sv',
    'avslogs',
  ],
  [
    "Meclis yasayı 12 Mart'ta kabul etti.",
    "Yasa 12 Mart'ta Meclis'te kabul edildi.",
    "Yasa 12 Mart'ta Meclis'te reddedildi.",
    'tr',
    'reddedildi',
  ],
  [
    'The school banned phones in class from September 5.',
    'Phones are prohibited in class at the school from September 5.',
    'Phones are allowed in class at the school from September 5.',
    'en',
    'allowed',
  ],
];

describe('tiedOpposites: an opposite word in a sentence its figures tie', () => {
  it.each(PAIRS)('%s', (text, faithful, invented, lang, word) => {
    expect(tiedOpposites(faithful, source(text, lang))).toEqual([]);
    expect(tiedOpposites(invented, source(text, lang))).toEqual([word]);
  });

  it('is a claim of the guard, with the source read as the card reads it', () => {
    const post = claimSource({ text: 'The sale starts on Friday at 9am.', lang: 'en' });
    expect(unsupportedClaims('The sale ends Friday at 9am.', post, 'normal')).toEqual([
      { kind: 'negation', text: 'ends' },
    ]);
    expect(unsupportedClaims('The sale begins Friday at 9am.', post, 'normal')).toEqual([]);
  });
});

describe('tiedOpposites: what it leaves alone', () => {
  it.each([
    // The roles turned with the verb: the same match.
    ['Leeds lost 3-1 to Hull on Saturday.', 'Hull beat Leeds 3-1 on Saturday.', 'en'],
    ['한국은 일본에 2-1로 이겼다.', '일본이 한국에 2-1로 졌다.', 'ko'],
    // The line's subject tells the roles, not the place and day it keeps on the same side.
    [
      'Benfica venceu o Porto por 2-1 no Estádio da Luz no domingo.',
      'O Porto perdeu 1-2 na Luz no domingo.',
      'pt',
    ],
    // A negation says the opposite: negation-claims.ts reads it.
    [
      'The council rejected the plan on 5 May.',
      'The council did not approve the plan on 5 May.',
      'en',
    ],
    // Both sides in the source's sentence: the line's is one of them.
    ['Exports fell 3% in May after rising 2% in April.', 'Exports fell 3% in May.', 'en'],
    [
      'The bakery, which opened in 1995, will close on 30 June.',
      'The bakery closes on 30 June.',
      'en',
    ],
    // A ban ended or lifted is an allowing in other words.
    [
      'The city lifted its ban on scooters on 1 May.',
      'Scooters are allowed again from 1 May.',
      'en',
    ],
    ['The city ended its ban on scooters on 1 May.', 'Scooters are allowed from 1 May.', 'en'],
    [
      'Der Stadtrat hat das Verbot am 3. Mai aufgehoben.',
      'Seit dem 3. Mai ist es wieder erlaubt.',
      'de',
    ],
    // No figure ties the two: another sentence may say it.
    ['The library closed. It opened again in May.', 'The library opened again.', 'en'],
    // Not the line's figures: the source's sentence about 2019 says another thing.
    ['Turnout fell to 58% in 2019.', 'Turnout rose to 64% in 2023.', 'en'],
    // A clause joined by ", and" with no figure of its own says another thing ("a December cut").
    [
      'Markets price in a cut in December. Stocks rose, with the S&P 500 up 0.8% at the close.',
      'The S&P 500 closed 0.8% higher, and markets now expect a December cut.',
      'en',
    ],
    // "After A, B" of "A before B": the order is the same, said of the other clause.
    [
      'India had been bowled out for 150 on the first day before dismissing Australia for 104.',
      'After India were all out for 150 on day one, Australia collapsed for 104.',
      'en',
    ],
    // The source's opposite far from the figure in a long sentence says another clause's thing.
    [
      "An experimental pill cut the number of monthly migraine days by about half in a late-stage trial, its maker said on Monday, sending the company's shares up 27% in morning trading.",
      'Corvane will seek approval, and its shares jumped 27%.',
      'en',
    ],
    // "close to 200": no closing.
    [
      'Around 200 people opened the letter on 3 May.',
      'Close to 200 people opened it on 3 May.',
      'en',
    ],
  ])('keeps %s → %s', (text, line, lang) => {
    expect(tiedOpposites(line, source(text, lang))).toEqual([]);
  });

  it('stops the winner said to lose, its place and day kept', () => {
    const text = 'Benfica venceu o Porto por 2-1 no Estádio da Luz no domingo.';
    expect(
      tiedOpposites('O Benfica perdeu por 2-1 na Luz no domingo.', source(text, 'pt')),
    ).toEqual(['perdeu']);
  });

  it('reads no translation', () => {
    const translated = { text: 'Das Museum öffnet am 1. Juni.', langs: ['de'], translated: true };
    expect(tiedOpposites('Ab dem 1. Juni ist das Museum geschlossen.', translated)).toEqual([]);
  });
});
