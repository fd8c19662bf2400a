/**
 * Number words of the languages the guard reads figures in (docs/decisions/012): English always,
 * and the post's own language where it is one of those the rules writer has words for (Spanish,
 * French, German, Portuguese, Italian; Japanese and Chinese numerals are read by
 * claim-figures.ts). A sequence of them ("forty thousand", "quatre-vingt-dix",
 * "zweiundvierzigtausend") is one figure, so "forty thousand" and "40,000" are the same.
 */

/** What a word adds to a number: a value below 100, ×100, ×1000 and up, or only glue ("and"). */
export type WordRole = 'unit' | 'hundred' | 'scale' | 'glue';

export interface NumberWord {
  role: WordRole;
  value: number;
}

interface Lexicon {
  /** Words in lower case without accents. */
  words: ReadonlyMap<string, NumberWord>;
  /**
   * Words that are not a figure on their own, only inside a longer number: "one" (one of them),
   * "un" (an article), "neuf" (new), "sei" (you are).
   */
  alone: ReadonlySet<string>;
  /** Numbers written as one word of many parts (German, Italian): the parts, longest first. */
  parts?: readonly string[];
}

/** Lower case without accents or marks: "Fünf" → "funf", "veintidós" → "veintidos". */
export function plainWord(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/** Entries written as `word=value` pairs a space apart: the tables stay readable. */
function table(role: WordRole, text: string): Array<readonly [string, NumberWord]> {
  return text
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [word = '', value = '0'] = pair.split('=');
      return [word, { role, value: Number(value) }] as const;
    });
}

function lexicon(
  entries: ReadonlyArray<readonly [string, NumberWord]>,
  alone: string,
  compound = false,
): Lexicon {
  const words = new Map(entries);
  return {
    words,
    alone: new Set(alone.split(' ')),
    ...(compound && { parts: [...words.keys()].sort((a, b) => b.length - a.length) }),
  };
}

/** The lexicons by language code; English is read in every text. Built on first use. */
function buildLexicons(): Readonly<Record<string, Lexicon>> {
  const ENGLISH = lexicon(
    [
      ...table(
        'unit',
        `zero=0 one=1 two=2 three=3 four=4 five=5 six=6 seven=7 eight=8 nine=9 ten=10 eleven=11
        twelve=12 thirteen=13 fourteen=14 fifteen=15 sixteen=16 seventeen=17 eighteen=18
        nineteen=19 twenty=20 thirty=30 forty=40 fifty=50 sixty=60 seventy=70 eighty=80 ninety=90`,
      ),
      ...table('hundred', 'hundred=100'),
      ...table('scale', 'thousand=1e3 million=1e6 billion=1e9 trillion=1e12'),
      ...table('glue', 'and=0'),
    ],
    'one',
  );

  const SPANISH = lexicon(
    [
      ...table(
        'unit',
        `cero=0 un=1 uno=1 una=1 dos=2 tres=3 cuatro=4 cinco=5 seis=6 siete=7 ocho=8 nueve=9
        diez=10 once=11 doce=12 trece=13 catorce=14 quince=15 dieciseis=16 diecisiete=17
        dieciocho=18 diecinueve=19 veinte=20 veintiuno=21 veintiun=21 veintidos=22 veintitres=23
        veinticuatro=24 veinticinco=25 veintiseis=26 veintisiete=27 veintiocho=28 veintinueve=29
        treinta=30 cuarenta=40 cincuenta=50 sesenta=60 setenta=70 ochenta=80 noventa=90 cien=100
        ciento=100 doscientos=200 doscientas=200 trescientos=300 trescientas=300
        cuatrocientos=400 cuatrocientas=400 quinientos=500 quinientas=500 seiscientos=600
        seiscientas=600 setecientos=700 setecientas=700 ochocientos=800 ochocientas=800
        novecientos=900 novecientas=900`,
      ),
      ...table('scale', 'mil=1e3 millon=1e6 millones=1e6 billon=1e12 billones=1e12'),
      ...table('glue', 'y=0'),
    ],
    'un uno una',
  );

  const FRENCH = lexicon(
    [
      // "quatre-vingt(s)" is read as one word (claim-figures.ts joins it): 4 × 20, not 4 + 20.
      ...table(
        'unit',
        `zero=0 un=1 une=1 deux=2 trois=3 quatre=4 cinq=5 six=6 sept=7 huit=8 neuf=9 dix=10
        onze=11 douze=12 treize=13 quatorze=14 quinze=15 seize=16 vingt=20 vingts=20 trente=30
        quarante=40 cinquante=50 soixante=60 quatrevingt=80 quatrevingts=80`,
      ),
      ...table('hundred', 'cent=100 cents=100'),
      ...table('scale', 'mille=1e3 million=1e6 millions=1e6 milliard=1e9 milliards=1e9'),
      ...table('glue', 'et=0'),
    ],
    'un une neuf',
  );

  const GERMAN = lexicon(
    [
      ...table(
        'unit',
        `null=0 ein=1 eins=1 eine=1 einen=1 einem=1 einer=1 zwei=2 zwo=2 drei=3 vier=4 funf=5
        sechs=6 sieben=7 acht=8 neun=9 zehn=10 elf=11 zwolf=12 dreizehn=13 vierzehn=14
        funfzehn=15 sechzehn=16 siebzehn=17 achtzehn=18 neunzehn=19 zwanzig=20 dreißig=30
        dreissig=30 vierzig=40 funfzig=50 sechzig=60 siebzig=70 achtzig=80 neunzig=90`,
      ),
      ...table('hundred', 'hundert=100'),
      ...table(
        'scale',
        'tausend=1e3 million=1e6 millionen=1e6 mio=1e6 milliarde=1e9 milliarden=1e9 mrd=1e9',
      ),
      ...table('glue', 'und=0'),
    ],
    'ein eins eine einen einem einer null',
    true,
  );

  const PORTUGUESE = lexicon(
    [
      ...table(
        'unit',
        `zero=0 um=1 uma=1 dois=2 duas=2 tres=3 quatro=4 cinco=5 seis=6 sete=7 oito=8 nove=9
        dez=10 onze=11 doze=12 treze=13 catorze=14 quatorze=14 quinze=15 dezesseis=16
        dezasseis=16 dezessete=17 dezassete=17 dezoito=18 dezenove=19 dezanove=19 vinte=20
        trinta=30 quarenta=40 cinquenta=50 sessenta=60 setenta=70 oitenta=80 noventa=90 cem=100
        cento=100 duzentos=200 duzentas=200 trezentos=300 trezentas=300 quatrocentos=400
        quatrocentas=400 quinhentos=500 quinhentas=500 seiscentos=600 seiscentas=600
        setecentos=700 setecentas=700 oitocentos=800 oitocentas=800 novecentos=900
        novecentas=900`,
      ),
      ...table('scale', 'mil=1e3 milhar=1e3 milhao=1e6 milhoes=1e6 bilhao=1e9 bilhoes=1e9'),
      ...table('glue', 'e=0'),
    ],
    // "por cento" is "percent".
    'um uma cento',
  );

  const ITALIAN = lexicon(
    [
      // The elided tens ("vent", "trent") are parts of one-word numbers: "ventotto", "trentuno".
      ...table(
        'unit',
        `zero=0 un=1 uno=1 una=1 due=2 tre=3 quattro=4 cinque=5 sei=6 sette=7 otto=8 nove=9
        dieci=10 undici=11 dodici=12 tredici=13 quattordici=14 quindici=15 sedici=16
        diciassette=17 diciotto=18 diciannove=19 venti=20 vent=20 trenta=30 trent=30
        quaranta=40 quarant=40 cinquanta=50 cinquant=50 sessanta=60 sessant=60 settanta=70
        settant=70 ottanta=80 ottant=80 novanta=90 novant=90`,
      ),
      ...table('hundred', 'cento=100'),
      ...table('scale', 'mille=1e3 mila=1e3 milione=1e6 milioni=1e6 miliardo=1e9 miliardi=1e9'),
    ],
    'un uno una sei vent trent quarant cinquant sessant settant ottant novant',
    true,
  );

  return {
    en: ENGLISH,
    es: SPANISH,
    fr: FRENCH,
    de: GERMAN,
    pt: PORTUGUESE,
    it: ITALIAN,
  };
}

let lexicons: Readonly<Record<string, Lexicon>> | undefined;
function lexiconOf(lang: string): Lexicon | undefined {
  lexicons ??= buildLexicons();
  return lexicons[lang];
}

/** The languages whose number words the guard knows. */
export const NUMBER_WORD_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;

/** The parts of a one-word number ("zweiundvierzig" → zwei, und, vierzig), or undefined. */
function splitCompound(word: string, lexicon: Lexicon): NumberWord[] | undefined {
  const parts = lexicon.parts;
  if (!parts || word.length < 6) return undefined;
  // Each place in the word is read once: a word that splits two ways again and again ("achtzehn" is
  // "acht" + "zehn" too) was read 2^n times over before a last letter that is no part said no (a
  // post's one long word held the server). First the places the parts reach from the start (an
  // ordinary word stops at once), then, from the end, the part to take at each: the longest that
  // leaves a readable rest.
  const reached = new Array<boolean>(word.length + 1).fill(false);
  reached[0] = true;
  for (let at = 0; at < word.length; at++) {
    if (!reached[at]) continue;
    for (const part of parts) if (word.startsWith(part, at)) reached[at + part.length] = true;
  }
  if (!reached[word.length]) return undefined;
  const partAt: Array<string | undefined> = [];
  const readable = new Array<boolean>(word.length + 1).fill(false);
  readable[word.length] = true;
  for (let at = word.length - 1; at >= 0; at--) {
    if (!reached[at]) continue;
    partAt[at] = parts.find((part) => readable[at + part.length] && word.startsWith(part, at));
    readable[at] = partAt[at] !== undefined;
  }
  const found: NumberWord[] = [];
  for (let at = 0; at < word.length; ) {
    const part = partAt[at] as string;
    const entry = lexicon.words.get(part);
    if (entry) found.push(entry);
    at += part.length;
  }
  return found.length > 1 ? found : undefined;
}

/**
 * What `word` (lower case, no accents) is in the languages `langs` (English always): its parts
 * as number words, whether it may stand alone as a figure, or undefined for no number word.
 */
export function readNumberWord(
  word: string,
  langs: readonly string[],
): { parts: NumberWord[]; alone: boolean } | undefined {
  for (const lang of ['en', ...langs]) {
    const lexicon = lexiconOf(lang);
    if (!lexicon) continue;
    const entry = lexicon.words.get(word);
    if (entry) return { parts: [entry], alone: !lexicon.alone.has(word) };
    const compound = splitCompound(word, lexicon);
    if (compound) return { parts: compound, alone: true };
  }
  return undefined;
}

/** True when `unit` can continue a number that is `current` so far within its hundred. */
function continues(current: number, unit: number): boolean {
  const rest = current % 100;
  if (current === 0 || (rest === 0 && unit < 100)) return true;
  // "twenty-five", "soixante-dix", "treinta y dos".
  if (rest >= 20 && rest % 10 === 0 && rest + unit < 100) return true;
  // "einundzwanzig", "vierundvierzig": the unit first.
  return rest < 10 && unit >= 20 && unit < 100 && unit % 10 === 0;
}

/**
 * The numbers that number words in order say ("two million three hundred thousand" → 2,300,000;
 * "eight and nine" → 8 and 9); none for words that hold no digit's worth ("hundred", "and").
 */
export function numberWordsValue(parts: readonly NumberWord[]): number[] {
  const values: number[] = [];
  let total = 0;
  let current = 0;
  let hasUnit = false;
  const close = () => {
    if (hasUnit) values.push(total + current);
    total = 0;
    current = 0;
    hasUnit = false;
  };
  for (const part of parts) {
    if (part.role === 'glue') continue;
    if (part.role === 'unit') {
      if (!continues(current, part.value)) close();
      current += part.value;
      hasUnit = true;
    } else if (part.role === 'hundred') {
      current = (current || 1) * 100;
    } else if (current === 0 && total > 0 && total < part.value) {
      // "mil millones", "thousand million": the scale multiplies what came before.
      total *= part.value;
    } else {
      total += (current || 1) * part.value;
      current = 0;
    }
  }
  close();
  return values;
}

let ordinals: ReadonlyMap<string, number> | undefined;

/**
 * An English ordinal word's number ("third" → 3, "twentieth" → 20), or undefined. Only a source's
 * ordinals are read (its "third" holds a line's "3rd"): in a line "first" or "second" states no
 * figure ("at first", "one second").
 */
export function ordinalWordValue(word: string): number | undefined {
  ordinals ??= new Map(
    table(
      'unit',
      `first=1 second=2 third=3 fourth=4 fifth=5 sixth=6 seventh=7 eighth=8 ninth=9 tenth=10
      eleventh=11 twelfth=12 thirteenth=13 fourteenth=14 fifteenth=15 sixteenth=16
      seventeenth=17 eighteenth=18 nineteenth=19 twentieth=20 thirtieth=30 fortieth=40
      fiftieth=50 sixtieth=60 seventieth=70 eightieth=80 ninetieth=90 hundredth=100
      thousandth=1000 millionth=1000000`,
    ).map(([name, entry]) => [name, entry.value]),
  );
  return ordinals.get(word);
}

/** A scale after digits ("2 million", "2,5 Mio.", "40 mil"): its factor, or undefined. */
export function scaleWord(word: string, langs: readonly string[]): number | undefined {
  for (const lang of ['en', ...langs]) {
    const entry = lexiconOf(lang)?.words.get(word);
    if (entry && (entry.role === 'scale' || entry.role === 'hundred')) return entry.value;
  }
  return undefined;
}
