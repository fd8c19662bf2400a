/**
 * What n2words cannot give the guard's number words (docs/decisions/012): n2words spells numbers,
 * so it has no articles, declensions or abbreviations, no regional spellings it does not write, and
 * no word for which a number word is also an everyday word. Kept small; everything else comes
 * from number-lexicons.json.
 */

/**
 * Forms of "one" made before a noun (articles, declensions): like n2words' own "un" or "eine",
 * numbers inside a longer number ("eine Million", "a hundred"), never a figure alone.
 */
export const ONE_FORMS: Readonly<Record<string, readonly string[]>> = {
  es: ['un', 'una'],
  fr: ['une'],
  de: ['ein', 'eine', 'einen', 'einem', 'einer', 'eines'],
  pt: ['uma'],
  it: ['un', 'una', "un'"],
  nl: ['een', 'één'],
  sv: ['en', 'ett'],
  ro: ['o', 'un', 'una'],
  ru: ['одна', 'одно', 'одного', 'одну'],
  uk: ['одна', 'одно', 'одного', 'одну'],
  pl: ['jedna', 'jedno', 'jednego'],
};

/** Articles that are "one" only before a scale ("a million", "a dozen"), never a figure alone. */
export const ARTICLES: Readonly<Record<string, readonly string[]>> = { en: ['a', 'an'] };

/** Number words that are everyday words of their own language too: never a figure alone. */
export const NOT_ALONE: Readonly<Record<string, readonly string[]>> = {
  // "neuf": new; "sei": (you) are; "por cento": percent; "null": nothing (also zero); Vietnamese
  // "không": not (also zero: "không mất tiền", free, was a figure 0 the post lacked; h300).
  fr: ['neuf'],
  it: ['sei'],
  pt: ['cento'],
  de: ['null'],
  vi: ['không'],
};

/**
 * Spellings n2words does not write: Brazilian Portuguese, the common short Arabic "مئة", and the
 * other cases of Polish, Russian and Ukrainian small numbers (n2words writes the nominative only:
 * "w ciągu dwóch godzin" is "dwie godziny", "из двух" is "два").
 */
export const EXTRA_WORDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  pt: { dezesseis: 16, dezessete: 17, dezenove: 19, quatorze: 14 },
  ar: { مئة: 100, مية: 100 },
  pl: {
    dwóch: 2,
    dwu: 2,
    dwom: 2,
    dwoma: 2,
    dwiema: 2,
    trzech: 3,
    trzem: 3,
    trzema: 3,
    czterech: 4,
    czterem: 4,
    czterema: 4,
    pięciu: 5,
    pięcioma: 5,
    sześciu: 6,
    siedmiu: 7,
    ośmiu: 8,
    dziewięciu: 9,
    dziesięciu: 10,
  },
  // Greek's genitive three and four ("τριών εργαζομένων", "τεσσάρων δήμων"), h269.
  el: { τριών: 3, τεσσάρων: 4 },
  // Finnish's genitive of the small numbers ("kolmen kunnan", "kahden viikon"), h269.
  fi: { kahden: 2, kolmen: 3, neljän: 4, viiden: 5, kuuden: 6 },
  // One and a half, two and a half: words of their own ("डेढ़ लाख", "ڈھائی کروڑ").
  hi: { डेढ़: 1.5, ढाई: 2.5 },
  ur: { ڈیڑھ: 1.5, ڈھائی: 2.5 },
  ru: {
    двух: 2,
    двум: 2,
    двумя: 2,
    трёх: 3,
    трём: 3,
    тремя: 3,
    четырёх: 4,
    четырём: 4,
    четырьмя: 4,
    пяти: 5,
    пятью: 5,
    шести: 6,
    семи: 7,
    восьми: 8,
    девяти: 9,
    десяти: 10,
    // The collective numerals a count of people is told in ("пострадали пятеро", "трое рабочих"),
    // and their oblique case ("двоих", "пятерых"), h273.
    двое: 2,
    трое: 3,
    четверо: 4,
    пятеро: 5,
    шестеро: 6,
    семеро: 7,
    восьмеро: 8,
    девятеро: 9,
    десятеро: 10,
    двоих: 2,
    троих: 3,
    четверых: 4,
    пятерых: 5,
    шестерых: 6,
    семерых: 7,
  },
  uk: {
    двох: 2,
    двом: 2,
    двома: 2,
    трьох: 3,
    трьом: 3,
    трьома: 3,
    чотирьох: 4,
    чотирьом: 4,
    чотирма: 4,
    "п'яти": 5,
    шести: 6,
    семи: 7,
    восьми: 8,
    "дев'яти": 9,
    десяти: 10,
    // Collective numerals, as in Russian (h273).
    двоє: 2,
    троє: 3,
    четверо: 4,
    "п'ятеро": 5,
    шестеро: 6,
    семеро: 7,
    восьмеро: 8,
    "дев'ятеро": 9,
    десятеро: 10,
  },
};

/**
 * Hindi's and Urdu's words before a number that add or take a part of one, as amounts and hours
 * are said there ("साढ़े पांच लाख", 5.5 lakh; "सवा दो", 2.25; "पौने तीन", 2.75): each makes a
 * group with every unit of 1 to 99 (number-lexicons.ts). Urdu's "سوا" is also "except": left out.
 */
export const FRACTION_PREFIXES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  hi: { साढ़े: 0.5, सवा: 0.25, पौने: -0.25 },
  ur: { ساڑھے: 0.5, پونے: -0.25 },
};

/**
 * Scales n2words does not write: Brazil's short scale, plurals, abbreviations after digits
 * ("2,5 Mio.", "3 mln", "5 тыс."), and a dozen ("a dozen", "zwei Dutzend").
 */
export const EXTRA_SCALES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  en: { dozen: 12, lakhs: 1e5, crores: 1e7, mln: 1e6 },
  es: { docena: 12, docenas: 12, mill: 1e6, mln: 1e6 },
  fr: { douzaine: 12, douzaines: 12, md: 1e9, mds: 1e9, mrd: 1e9, mrds: 1e9 },
  de: { dutzend: 12, mio: 1e6, mrd: 1e9, tsd: 1e3 },
  pt: { dúzia: 12, dúzias: 12, bilhão: 1e9, bilhões: 1e9, trilhão: 1e12, trilhões: 1e12 },
  it: { dozzina: 12, dozzine: 12, mln: 1e6, mld: 1e9, mila: 1e3 },
  nl: { dozijn: 12, mln: 1e6, mld: 1e9, mrd: 1e9 },
  sv: { dussin: 12, milj: 1e6, mdr: 1e9, tusentals: 1e3 },
  // The genitive singular after a fraction ("dwa i pół miliona", "półtora tysiąca").
  pl: { tuzin: 12, tys: 1e3, mln: 1e6, mld: 1e9, tysiąca: 1e3, miliona: 1e6, miliarda: 1e9 },
  ru: { дюжина: 12, дюжины: 12, тыс: 1e3, млн: 1e6, млрд: 1e9 },
  uk: { дюжина: 12, тис: 1e3, млн: 1e6, млрд: 1e9 },
  id: { rb: 1e3, jt: 1e6 },
  tr: { düzine: 12 },
  // The Greek press's "2,5 εκατ. ευρώ" (CLDR's compact form is "εκ."), h269.
  el: { εκατ: 1e6 },
  // The accusative n2words writes only inside longer numbers ("اثنا عشر ألفاً وثلاثمائة").
  ar: { ألفا: 1e3, مليونا: 1e6, مليارا: 1e9 },
  // West Bengal's spelling of the lakh, where n2words and CLDR write Bangladesh's "লাখ".
  bn: { লক্ষ: 1e5 },
};

/**
 * Forms n2words does not write, made from its own: Portuguese's feminine ("duas", "duzentas"),
 * Swahili's agreement with a noun of people ("watu wanane"), Arabic's genitive and accusative
 * ("اثنين وأربعين" for "اثنان وأربعون"). Each rule is a pattern and its replacement, on folded
 * words; all of a language's rules make one more spelling.
 */
export const VARIANTS: Readonly<
  Record<string, ReadonlyArray<readonly [RegExp, string | ((...parts: string[]) => string)]>>
> = {
  pt: [
    [/(^| )dois(?= |$)/g, '$1duas'],
    [/(^| )um(?= |$)/g, '$1uma'],
    [/entos(?= |$)/g, 'entas'],
  ],
  // Swahili's count of people agrees with its noun ("watu wanane", eight people; "wawili", two).
  sw: [
    [/(^| )(tatu|nne|tano|nane)(?= |$)/g, '$1wa$2'],
    [/(^| )mbili(?= |$)/g, '$1wawili'],
    [/(^| )moja(?= |$)/g, '$1mmoja'],
  ],
  // Greek's three and four before a masculine or feminine noun ("τρεις ομάδες", "τέσσερις
  // πόλεις"): n2words writes the neuter "τρία", "τέσσερα" only (h262).
  el: [
    [/τρια(?= |$)/g, 'τρεις'],
    [/τεσσερα(?= |$)/g, 'τεσσερις'],
  ],
  // Twelve's genitive and accusative too ("اثنتي عشرة مدرسة", "اثني عشر شهرا"), h269.
  ar: [
    [/ون(?= |$)/g, 'ين'],
    [/(^| |و)(اثن|اثنت|ميت)ان(?= |$)/g, '$1$2ين'],
    [/(^| |و)(اثن|اثنت)ا(?= )/g, '$1$2ي'],
  ],
  // Romanian's masculine twelve ("doisprezece profesori"): n2words writes the feminine only.
  ro: [[/(^| )douasprezece(?= |$)/g, '$1doisprezece']],
  // The genitive (and locative) of the teens and tens Polish and Russian write after "of", "about",
  // "for" ("dwunastu oskarżonych", "o dwudziestu trzech", "двенадцати домах"): n2words writes the
  // nominative only, EXTRA_WORDS the small numbers' other cases (h269).
  pl: [
    [/(^| )dwanascie(?= |$)/g, '$1dwunastu'],
    [/nascie(?= |$)/g, 'nastu'],
    [/(^| )dwadziescia(?= |$)/g, '$1dwudziestu'],
    [/dziesci(?= |$)/g, 'dziestu'],
    [/dziesiat(?= |$)/g, 'dziesieciu'],
    [/(^| )(dwa|dwie)(?= |$)/g, '$1dwoch'],
    [
      /(^| )(trzy|cztery)(?= |$)/g,
      (_: string, start: string, unit: string) => `${start}${unit.slice(0, -1)}ech`,
    ],
    [/(^| )(piec|szesc|dziewiec)(?= |$)/g, '$1$2iu'],
    [/(^| )siedem(?= |$)/g, '$1siedmiu'],
    [/(^| )osiem(?= |$)/g, '$1osmiu'],
  ],
  ru: [
    [/надцать(?= |$)/g, 'надцати'],
    [
      /(^| )(двадцать|тридцать)(?= |$)/g,
      (_: string, start: string, ten: string) => `${start}${ten.slice(0, -1)}и`,
    ],
    [/(^| )сорок(?= |$)/g, '$1сорока'],
    [/(^| )девяносто(?= |$)/g, '$1девяноста'],
    [
      /(^| )(пять|шесть|семь|восемь)десят(?= |$)/g,
      (_: string, start: string, unit: string) =>
        `${start}${unit === 'восемь' ? 'восьми' : `${unit.slice(0, -1)}и`}десяти`,
    ],
    [/(^| )два(?= |$)/g, '$1двух'],
    [/(^| )три(?= |$)/g, '$1трех'],
    [/(^| )четыре(?= |$)/g, '$1четырех'],
    [
      /(^| )(пять|шесть|семь|девять|десять)(?= |$)/g,
      (_: string, start: string, unit: string) => `${start}${unit.slice(0, -1)}и`,
    ],
    [/(^| )восемь(?= |$)/g, '$1восьми'],
  ],
  // Finnish's partitive, the form after a verb's object and a negation ("koskee kolmea kuntaa",
  // "kahtakymmentä"): its units inside a joined number too (h269).
  fi: [
    // Not "yhtä" alone: also "as, equally" ("yhtä suuri").
    [/(?<=\p{L})yksi(?= |$)|yksi(?=toista|kymmen)/gu, 'yhta'],
    [/kaksi(?=toista|kymmen| |$)/g, 'kahta'],
    [/kolme(?=toista|kymmen| |$)/g, 'kolmea'],
    [/nelja(?=toista|kymmen| |$)/g, 'neljaa'],
    [/viisi(?=toista|kymmen| |$)/g, 'viitta'],
    [/kuusi(?=toista|kymmen| |$)/g, 'kuutta'],
    [/(seitsema|kahdeksa|yhdeksa)n(?=toista|kymmen| |$)/g, '$1a'],
    [/(^| )kymmenen(?= |$)/g, '$1kymmenta'],
  ],
};

/**
 * Languages that write a whole number as one word though n2words puts spaces or hyphens in
 * ("fyrtiotvå", "tvåhundrafyrtiotvå"): their groups are also read without spaces or glue.
 */
export const JOINED: readonly string[] = ['sv'];
