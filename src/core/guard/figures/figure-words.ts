/**
 * The words and signs that give a figure its kind (docs/decisions/012): currencies, percent,
 * noon and midnight, half, the verbs that make a bare number a price, the words between a range's
 * ends. n2words spells numbers and has none of these, so they are written here, few and common,
 * in the languages the guard reads most. Keys are folded as fold-word.ts folds (marks off).
 */
import { foldWord, plainWord } from '../words/fold-word.ts';
import { abbreviatedCurrencyCodes } from './abbreviated-currencies.ts';
import {
  isCldrPercentAfter,
  isCldrPercentBefore,
  startsCldrPercentAfter,
} from './cldr-percent-words.ts';

/** Currency signs and words, by the currency they name ("$" and "USD" and "dollars": dollar). */
const CURRENCIES: Readonly<Record<string, string>> = {
  // Arabic's dollar and pound by their own names (h246: CLDR's are two words, "دولار أمريكي",
  // "جنيه مصري", so "2,5 مليار دولار" was a bare count and kept as a card's "2,5 مليار جنيه").
  dollar:
    '$ usd us$ dollar dollars bucks buck dolar dolares dólar dólares dollaro dollari доллар доллара долларов dolarów 달러 دولار دولارات',
  // Turkish "avro" ("12 milyon avroluk kredi" of "12 milyon euro").
  euro: '€ eur euro euros eurocents евро euró 유로 avro',
  pound: '£ gbp egp pound pounds quid sterling libra libras 파운드 جنيه جنيهات',
  // Korean writes the yen, dollar, yuan and pound by their sounds ("39,600엔"; CLDR's are longer).
  yen: '¥ 円 jpy yen 엔',
  yuan: '¥ 元 圆 cny rmb yuan renminbi 위안',
  // Tamil's "ரூ." and Hindi's "रु." before an amount, Tamil's "ரூபாய்" after it (h279).
  rupee: '₹ inr rs rs. rupee rupees rupia rupias रुपये रुपए रुपया روپے روپیہ ரூ रु ரூபாய்',
  won: '₩ 원 krw',
  // English writes both spellings ("52.3 billion roubles" of "52,3 млрд рублей" was stopped).
  ruble: '₽ rub руб рубль рубля рублей ruble rouble',
  hryvnia: '₴ uah грн гривня гривні гривень hryvnia hryvnias',
  lira: '₺ try tl lira',
  real: 'r$ brl reais real',
  zloty: 'zł pln zloty złotych złote zlotych',
  krona: 'kr sek nok dkk kronor kroner krona krone',
  franc: 'chf franken francs franc',
  rupiah: 'rp idr rupiah',
  // "500 tỷ đ": Vietnamese news abbreviates the đồng to its letter (CLDR writes "₫" only).
  dong: '₫ vnd đồng dong đ',
  // "2.50 piso": Tagalog's own word, CLDR writing it only whole ("piso ng Pilipinas").
  peso: '₱ mxn php peso pesos piso',
  // "NIS" (new Israeli shekel) is how English news writes it; Hebrew's own words besides.
  shekel: '₪ ils nis shekel shekels шекель שקל שקלים',
  baht: '฿ thb baht บาท',
  forint: 'huf forint forints forintot',
  leu: 'ron lei leu',
  ringgit: 'rm ringgit',
  // "টাকা" is the taka's name in Bengali (it had stood under the rupee: "500 rupees" passed).
  taka: '৳ bdt taka টাকা',
  riyal: 'sar riyal riyals ريال ريالا',
  dirham: 'aed dirham dirhams درهم',
  rial: 'irr ریال',
  // Ten rials: Iran's everyday prices are in tomans, and "5000 ریال" is not "5000 تومان".
  toman: 'تومان toman tomans',
};

let currencyWords: Map<string, string[]> | undefined;
const NONE: readonly string[] = [];

/**
 * The currency an ISO code is, as CURRENCIES names it ("SEK": the krona), or undefined for one it
 * lists no sign of (a source's "Kč" is read as no currency: a line's CZK would not be it).
 */
export function currencyOfCode(code: string): string | undefined {
  const lower = code.toLowerCase();
  for (const [currency, words] of Object.entries(CURRENCIES)) {
    if (words.split(' ').includes(lower)) return currency;
  }
  return undefined;
}

/** The currencies a sign, code or word may name: "$" dollar, "¥" yen or yuan; else none. */
export function currenciesOf(word: string): readonly string[] {
  if (currencyWords === undefined) {
    currencyWords = new Map();
    for (const [currency, words] of Object.entries(CURRENCIES)) {
      for (const word of words.split(' ')) {
        const key = foldWord(word, false);
        currencyWords.set(key, [...(currencyWords.get(key) ?? []), currency]);
      }
    }
  }
  const plain = plainWord(word);
  const known = currencyWords.get(plain);
  if (known) return known;
  // "ש״ח": a currency's name in its initials, as Hebrew abbreviates (abbreviated-currencies.ts).
  if (plain.includes('\u05f4')) {
    return abbreviatedCurrencyCodes(plain).flatMap((code) => currencyOfCode(code) ?? []);
  }
  // "145 درهماً", "ريالاً": Arabic counts in the accusative after a number ending in 11 to 99,
  // and writes it as an alif on the name (its tanween, a mark, is folded off; round thirty-four).
  const accusative = ARABIC_ACCUSATIVE.test(plain)
    ? currencyWords.get(plain.slice(0, -1))
    : undefined;
  if (accusative) return accusative;
  // "yuans", "rands", "wons": a plural of a name the lists give in the singular only; Spanish's
  // and French's "yuanes", "yenes", "wones" (round twenty-eight: "3 yuanes" of "3元").
  const singular =
    plain.length > 3 && plain.endsWith('s')
      ? (currencyWords.get(plain.slice(0, -1)) ??
        (plain.length > 4 && plain.endsWith('es')
          ? currencyWords.get(plain.slice(0, -2))
          : undefined))
      : undefined;
  if (singular) return singular;
  // "42억 원을", "250만 원인데": Korean writes its particles and endings onto the currency's word
  // (round twenty-eight). Folded, Hangul is in its letters (jamo): read on the syllables.
  const ending = HANGUL.test(plain) ? KOREAN_ENDING.exec(plain.normalize('NFC')) : null;
  if (ending?.[1]) return currencyWords.get(foldWord(ending[1], false)) ?? NONE;
  // "TL'ye", "dolara", "dolardan": Turkish writes endings onto a currency, after an apostrophe
  // or, on a longer word, straight on.
  if (/['’]/u.test(plain)) return currencyWords.get(plain.split(/['’]/u)[0] ?? '') ?? NONE;
  for (let length = plain.length - 1; length >= 5 && length >= plain.length - 3; length--) {
    const stem = currencyWords.get(plain.slice(0, length));
    if (stem) return stem;
  }
  // "15 liraya", "euroluk", "liradan": a shorter word takes only a case ending Turkish writes.
  const turkish = TURKISH_CASE.exec(plain);
  if (turkish && turkish.index >= 3)
    return currencyWords.get(plain.slice(0, turkish.index)) ?? NONE;
  // "১২০ টাকায়", "টাকার": Bengali writes a case ending onto the word (folded, its vowel sign off).
  if (BENGALI_CASE.test(plain)) return currencyWords.get(plain.slice(0, -1)) ?? NONE;
  return NONE;
}

/** An Arabic word of three letters or more and the accusative's alif. */
const ARABIC_ACCUSATIVE = /^\p{sc=Arabic}{3,}ا$/u;

/** Turkish case and "-worth" endings after a vowel (folded: marks off, so "lık" is "lik"). */
const TURKISH_CASE = /(?:y[aeiu]|[dt][ae]n?|n[iu]n|yl[ae]|l[iu]k)$/;

/** A word in Hangul. */
const HANGUL = /^\p{sc=Hangul}/u;
/**
 * A Hangul word and the particle or ending written onto it, opening with a syllable one opens with
 * ("원을", "원의", "원인데", "원이래요", "원어치"): not "엔진" (engine) or "유로파" (Europa).
 */
const KOREAN_ENDING =
  /^(\p{sc=Hangul}{1,3}?)(?:을|를|이|가|은|는|의|에|으|로|과|와|도|만|씩|까|인|입|어|짜|쯤|정)\p{sc=Hangul}{0,3}$/u;

/** Bengali's locative, genitive and object endings (-য়, -র, -তে, -কে), folded, after a word. */
const BENGALI_CASE = /^\p{sc=Bengali}{2,}[যরতক]$/u;

/** "US$", "R$", "CA$": letters written onto a dollar sign. */
export const DOLLAR_PREFIX = /^(?:US|CA|C|A|AU|NZ|HK|S|MX|R)$/;

/** Words (and two or three together) after a number that make it a percentage. */
const PERCENT = `percent|per cent|pct|por ciento|pour cent|prozent|procent|procento|procenta|procentu|
  procentów|procenty|por cento|per cento|percento|процент|процента|процентов|процентах|відсоток|
  відсотки|відсотків|прцентів|persen|phan tram|prosent|prosenttia|szazalek|tois ekato|τοις εκατο|
  퍼센트|प्रतिशत|फीसदी|परसेंट|पर्सेंट|في المئة|في المائة|بالمئة|بالمائة|درصد|فیصد|শতাংশ|yuzde|சதவீதம்|சதவிகிதம்|
  விழுக்காடு|posto|percenta|percentá|percentami|porsiyento|porsyento`;
let percentWords: Set<string> | undefined;
let percentFirst: Set<string> | undefined;

/** True for a word or phrase that makes the number before it a percentage. */
export function isPercentWords(words: string): boolean {
  percentWords ??= new Set(PERCENT.split('|').map((word) => foldWord(word.trim(), false)));
  const folded = foldWord(words, false);
  return percentWords.has(folded) || isCldrPercentAfter(folded);
}

/** True for a word a percent's words may begin with ("per" of "per cent"). */
export function startsPercentWords(word: string): boolean {
  percentFirst ??= new Set(
    PERCENT.split('|').map((words) => plainWord(words.trim().split(' ')[0] ?? '')),
  );
  const plain = plainWord(word);
  return percentFirst.has(plain) || startsCldrPercentAfter(plain);
}

/** Folded words, a space apart, as a set. */
const folded = (words: string) =>
  new Set(
    words
      .trim()
      .split(/\s+/)
      .map((word) => foldWord(word, false)),
  );

/** Turkish writes the percent before the number: "yüzde 12", "%12". */
const PERCENT_BEFORE = /* @__PURE__ */ folded('yüzde');

/** True for a folded word that makes the number after it a percentage ("yüzde", "asilimia"). */
export function isPercentBefore(plain: string): boolean {
  return PERCENT_BEFORE.has(plain) || isCldrPercentBefore(plain);
}

/** Noon and midnight in each language: times without digits ("at noon": 12:00). */
const CLOCK_WORDS: Readonly<Record<string, string>> = {
  en: 'noon=12 midday=12 midnight=0',
  es: 'mediodía=12 medianoche=0',
  fr: 'midi=12 minuit=0',
  de: 'mittag=12 mitternacht=0',
  pt: 'meio-dia=12 meia-noite=0',
  it: 'mezzogiorno=12 mezzanotte=0',
  nl: 'middernacht=0',
  ru: 'полдень=12 полночь=0',
  // Round h278: lines' "00:00" of a post's "τα μεσάνυχτα", "בחצות" (at midnight) were stopped.
  el: 'μεσάνυχτα=0',
  he: 'חצות=0 בחצות=0',
  fi: 'keskiyö=0 keskiyöllä=0 keskiyöhön=0 keskipäivä=12 keskipäivällä=12 keskipäivään=12',
  sv: 'midnatt=0',
  da: 'midnat=0',
  nb: 'midnatt=0',
  tl: 'hatinggabi=0 tanghaling-tapat=12',
};

/** Half, in words, in each language: 50% ("half of the tickets", "la mitad", "die Hälfte"). */
const HALF_WORDS: Readonly<Record<string, string>> = {
  en: 'half',
  es: 'mitad',
  fr: 'moitié',
  de: 'hälfte',
  pt: 'metade',
  it: 'metà',
  nl: 'helft',
  sv: 'hälften',
  pl: 'połowa połowę',
  ru: 'половина половину половины',
  uk: 'половина половину половини',
  tr: 'yarısı',
  id: 'setengah separuh',
  vi: 'nửa',
  ko: '절반',
  hi: 'आधा आधे',
  ar: 'نصف',
};

/** Half in words, in any language, as a source says "half price" of a price it gives. */
const HALF_SAYING = 'yarı halb halbe halben halbem نیم نیمه חצי מחצית';
let halfWords: Set<string> | undefined;

/** True for a word (folded) that says half, in any language read. */
export function isHalfWord(word: string): boolean {
  halfWords ??= new Set(
    [...Object.values(HALF_WORDS), HALF_SAYING]
      .flatMap((words) => words.split(' '))
      .map((word) => foldWord(word, false)),
  );
  return halfWords.has(word);
}

const NON_ASCII = /[\u0080-\uffff]/;

/**
 * False where no word of `text` can say half: no half word is in the text folded whole (a word's
 * folding is its characters', so a word that says half is in it). Most sources say none, and their
 * words are then not read one by one.
 */
export function mayHoldHalfWord(text: string): boolean {
  isHalfWord('');
  // ASCII folds to its lower case (foldWord's other folds are of apostrophes and other scripts).
  const folded = NON_ASCII.test(text) ? foldWord(text, false) : text.toLowerCase();
  for (const word of halfWords ?? []) if (folded.includes(word)) return true;
  return false;
}

/** A word that is a figure alone in some languages: its key there ("noon": 12:00, "half": 50%). */
export interface FigureWord {
  lang: string;
  key: string;
  half: boolean;
}

let figureWords: Map<string, FigureWord[]> | undefined;
let figureFirst: Set<string> | undefined;
const NO_FIGURE_WORDS: readonly FigureWord[] = [];

/**
 * What `word` (lower case, marks kept: "metà" is half, "meta" is not) says as a figure, by
 * language: noon and midnight, half.
 */
export function figureWordsOf(word: string): readonly FigureWord[] {
  if (figureWords === undefined) {
    const words = new Map<string, FigureWord[]>();
    const add = (text: string, entry: FigureWord) =>
      words.set(text, [...(words.get(text) ?? []), entry]);
    for (const [lang, pairs] of Object.entries(CLOCK_WORDS)) {
      for (const pair of pairs.split(' ')) {
        const [text = '', hour] = pair.split('=');
        add(text, { lang, key: `t${hour}:00`, half: false });
      }
    }
    for (const [lang, texts] of Object.entries(HALF_WORDS)) {
      for (const text of texts.split(' ')) add(text, { lang, key: 'p50', half: true });
    }
    figureWords = words;
    figureFirst = new Set([...words.keys()].map((text) => text.charAt(0)));
  }
  // Most words are none of these: the first letter tells.
  if (!figureFirst?.has(word.charAt(0).toLowerCase())) return NO_FIGURE_WORDS;
  return figureWords.get(word.toLowerCase()) ?? NO_FIGURE_WORDS;
}

/** An English "half" states a share only before what it is half of: "half of", "half the". */
export const HALF_OF = /* @__PURE__ */ folded('of the their its our his her your all');

/** Verbs before a bare number that make it a price: "cost 120", "kostet 8". */
export const PRICE_WORDS = /* @__PURE__ */ folded(
  `cost costs costing pay pays paid paying charge charges charged charging worth price priced fee
  fees fare fares cuesta cuestan costó costaron coûte coûtent coûtait kostet kosten kostete custa
  custam custou costa costano costava стоит стоят стоил стоила kosztuje kosztują kosztował`,
);

/** "priced at 8", "sold for 120": a preposition after a price's verb. */
export const PRICE_BEFORE_PREPOSITION = /* @__PURE__ */ folded(
  'priced sold sells selling sell bought buy buying vendu verkauft vendido venduto',
);
export const PRICE_PREPOSITIONS = /* @__PURE__ */ folded('at for à für por per за');

/**
 * Words before a bare number that make it a clock's hour in the source: "doors at 8"; the Nordic
 * clock's own word ("klockan 4", "kl. 18", "kello 9") too (round thirty-nine); Italian's "dalle 9
 * alle 19", its "from" joined to the article as "alle" is (round fifty-three); Greek's "στις
 * εννέα", its "at" joined to the hours' article (h262).
 */
export const CLOCK_PREPOSITIONS = /* @__PURE__ */ folded(
  'at by until till from before after around um bis ab las alle dalle às om в o klockan klokka klokken kl klo kello στις',
);

/** Words between a score's two sides: "2 x 0" (Portuguese), "۲ بر ۱" (Persian), "3 vs 1". */
export const SCORE_WORDS = /* @__PURE__ */ folded('x vs بر');

/**
 * Words between the ends of a range: "three to four", "3 bis 4", "de 3 à 4"; Thai's "15 ถึง 17",
 * Tagalog's "10 hanggang 5", Swahili's "3 hadi 5" (round twenty-six); Hebrew's "מ-3 עד 9
 * בנובמבר", Arabic's "إلى", Persian's "تا" (round twenty-eight); Portuguese's "dos 150 aos 600
 * euros", its "a" joined to the article (round thirty-three); Greek's "από 15 έως 120 €" and its
 * spoken "ως" (round forty-eight); Danish's and Norwegian's "fra 165 til 395 kr.", Romanian's
 * "de la 20 la 50 de lei" (coordinator, 2026-12-01: the first end was a bare count, and a line's
 * "mellem 165 og 395 kroner" was stopped).
 */
export const RANGE_WORDS = /* @__PURE__ */ folded(
  'to bis a à al aos tot till til la до do hingga sampai đến ถึง hanggang hadi עד إلى الى حتى تا έως ως',
);
