/**
 * A share written as a fraction in words in the languages besides English (issue 44 item 1): "un
 * quart des salariés", "ein Drittel der Wohnungen", "een derde van", "dörtte biri", "třetina",
 * "треть", "một phần ba", "三分之一", "3分の1", "4분의 1". English's are read by rounded-figures.ts
 * (a line's) and fraction-shares.ts (a source's). No figure reader read these: an invented "un
 * quart" of a source's 100 of 300 passed, while the faithful "三分之一" or "4분의 1" was stopped for
 * its numbers, read as counts the source does not hold.
 *
 * A fraction is read where its words say only a share: with an article or numerator before it and,
 * for the words that also name something else, "of" after it ("un quarto dei", not "il quarto
 * posto"; "een derde van", not "een derde keer"); never a quarter of an hour, of a century or of a
 * final. No kept library spells fractions (n2words writes cardinals), so each language's few words
 * are listed here, by share.
 */

/** A fraction a text writes, and its share in percent. */
export interface ForeignFraction {
  text: string;
  /** Where it starts in the text. */
  index: number;
  share: number;
}

/** "of" after a fraction word that also names a room, a rank or a district ("daarvan": of it). */
const OF = String.raw`(?=\s+(?:de|des|du|d['’]|di|dei|degli|delle|del|della|dello|dos|das|do|da|van|daarvan|ervan|hiervan|din|dintre|av|af|των|του|της)(?![\p{L}]))`;
/** Not a quarter of an hour, a century or a final, not a clock's quarter past or to. */
const NOT_TIME = String.raw`(?!\s*(?:d['’]heure|de\s+hora|d['’]ora|di\s+ora|de\s+oră|uur|Stunde|nach|vor|over|voor|часа|века|столетия|години|століття|ساعة|قرن|النهائي|גמר|שעה|jam|saa)(?![\p{L}]))`;

/** Each fraction's words and its share. Numerators come first, so "deux tiers" wins over "tiers". */
const WORDS: ReadonlyArray<readonly [string, number]> = [
  // Two thirds and three quarters; English's, French's, German's, Dutch's, Spanish's and Italian's
  // numerator before a plural noun are read by spoken-fractions.ts.
  [
    String.raw`dois\s+terços|två\s+tredjedelar|to\s+tredjedel(?:e|er)|kaksi\s+kolmasosaa|kétharmad(?:a|át|ával)?|două\s+treimi|δύο\s+τρίτα|две\s+трети|дві\s+третини|dwie\s+trzecie|dwóch\s+trzecich|dvě\s+třetiny|dve\s+tretiny|dvije\s+trećine|dvije\s+trecine|dua\s+per\s*tiga|üçte\s+ikisi|hai\s+phần\s+ba|دو\s+سوم|ثلثا|ثلثي|שני\s+שלישים|दो\s+तिहाई|สองในสามของ|theluthi\s+mbili`,
    200 / 3,
  ],
  [
    String.raw`driekwart|três\s+quartos|tre\s+fjärdedelar|tre\s+fjerdedel(?:e|er)|kolme\s+neljäsosaa|háromnegyed(?:e|ét)?|trei\s+sferturi|τρία\s+τέταρτα|три\s+четверти|три\s+чверті|trzy\s+czwarte|tři\s+čtvrtiny|tri\s+štvrtiny|tri\s+četvrtine|tiga\s+per\s*empat|dörtte\s+üçü|ba\s+phần\s+tư|سه\s+چهارم|ثلاثة\s+أرباع|שלושה\s+רבעים|שלושת\s+רבעי|तीन\s+चौथाई|สามในสี่ของ|robo\s+tatu\s+ya`,
    75,
  ],
  [
    String.raw`(?:un|le)\s+tiers${OF}|(?:ein(?:em|es)?|das)\s+Drittel|een\s+derde${OF}|(?:un\s+tercio|una\s+tercera\s+parte|la\s+tercera\s+parte)${OF}|(?:um\s+terço|a\s+terça\s+parte)${OF}|un\s+terzo${OF}|en\s+tredjedel|kolmasosa(?:n|a)?|kolmannes|kolmanneksen|kolmannesta|egyharmad(?:a|át)?|harmad(?:a|át)|o\s+treime|ένα\s+τρίτο|треть(?:ю)?|(?<=(?:около|более|почти|менее|свыше|примерно|порядка|до|из)\s)трети|третин(?:а|и|у|ою)|jedn(?:a|ą|ej)\s+trzeci(?:a|ą|ej)|třetin(?:a|y|u|ou)|tretin(?:a|y|u|ou)|trećin(?:a|e|u|om)|sepertiga|satu\s+per\s*tiga|üçte\s+bir(?:i)?|một\s+phần\s+ba|یک\s+سوم|ثلث|שליש|(?:एक\s+)?तिहाई|หนึ่งในสามของ|theluthi\s+moja|sangkatlo|isang[\s-]katlo`,
    100 / 3,
  ],
  [
    String.raw`(?:un|le)\s+quart${OF}${NOT_TIME}|ein(?:em|es)?\s+Viertel${NOT_TIME}|een\s+kwart${OF}|(?:una\s+cuarta\s+parte|la\s+cuarta\s+parte)${OF}|(?:um\s+quarto|a\s+quarta\s+parte)${OF}${NOT_TIME}|un\s+quarto${OF}${NOT_TIME}|en\s+(?:fjärdedel|fjerdedel)|neljäsosa(?:n|a)?|neljännes|neljänneksen|neljännestä|egynegyed(?:e|ét)?|negyed(?:e|ét)|un\s+sfert${NOT_TIME}|ένα\s+τέταρτο${NOT_TIME}|четверть(?:ю)?${NOT_TIME}|(?<=(?:около|более|почти|менее|свыше|примерно|порядка|до|из)\s)четверти${NOT_TIME}|чверть${NOT_TIME}|jedn(?:a|ą|ej)\s+czwart(?:a|ą|ej)|čtvrtin(?:a|y|u|ou)|štvrtin(?:a|y|u|ou)|četvrtin(?:a|e|u|om)|seperempat${NOT_TIME}|satu\s+per\s*empat|dörtte\s+bir(?:i)?|một\s+phần\s+tư|یک\s+چهارم|ربع${NOT_TIME}|רבע${NOT_TIME}|(?:एक\s+)?चौथाई|หนึ่งในสี่ของ|robo\s+ya|isang[\s-]kapat`,
    25,
  ],
  [
    String.raw`un\s+cinquième${OF}|ein(?:em|es)?\s+Fünftel|een\s+vijfde${OF}|una\s+quinta\s+parte|um\s+quinto${OF}|un\s+quinto${OF}|en\s+femtedel|viidennes|viidenneksen|viidesosa(?:n|a)?|ötöd(?:e|ét)|o\s+cincime|ένα\s+πέμπτο|пят(?:ая|ую)\s+часть|п'ят(?:а|у)\s+частин(?:а|у)|jedn(?:a|ą|ej)\s+piąt(?:a|ą|ej)|pětin(?:a|y|u|ou)|pätin(?:a|y|u|ou)|petin(?:a|e|u|om)|seperlima|beşte\s+bir(?:i)?|một\s+phần\s+năm|یک\s+پنجم|חמישית|หนึ่งในห้าของ`,
    20,
  ],
  // Half where the general half readers do not read it (Czech, Slovak, Croatian, Turkish).
  ['polovin(?:a|y|u|ou)|polovic(?:a|e|u|ou)|yarısı', 50],
];

/** A bound just before a fraction: the share above it ("mais de um terço" of 38%) or below it. */
const ABOVE =
  /(?:^|[^\p{L}])(?:more than|over|plus de|plus d['’]|más de|mais de|mehr als|über|più di|oltre|meer dan|ruim|mer än|över|mere end|mer enn|yli|több mint|více než|viac ako|ponad|więcej niż|более|больше|свыше|понад|peste|preko|πάνω από|lebih dari|hơn|trên)\s*$/iu;
const BELOW =
  /(?:^|[^\p{L}])(?:less than|under|nearly|almost|moins de|près de|presque|menos de|casi|quase|weniger als|fast|knapp|meno di|quasi|bijna|minder dan|nästan|mindre än|lähes|alle|majdnem|téměř|necelá|takmer|prawie|почти|менее|майже|aproape|gotovo|σχεδόν|hampir|gần)\s*$/iu;
/** How far past a bound a share may stand ("over a third" of 38%, not of 45%). */
const BOUND_POINTS = 6;

/** The side a bound before `index` in `text` allows a share: 1 above, -1 below, 0 none. */
export function fractionBound(text: string, index: number): -1 | 0 | 1 {
  const before = text.slice(Math.max(0, index - 20), index);
  return ABOVE.test(before) ? 1 : BELOW.test(before) ? -1 : 0;
}

/**
 * Whether a percentage of the source, `value`, holds a fraction's `share`: within `points` either
 * way, or past a bound the line puts before it, on its side.
 */
export function holdsShare(
  value: number,
  share: number,
  side: -1 | 0 | 1,
  points: number,
): boolean {
  const gap = value - share;
  return (
    Math.abs(gap) <= points ||
    (side !== 0 && Math.sign(gap) === side && Math.abs(gap) <= BOUND_POINTS)
  );
}

/** Han numerals a fraction is written with ("三分之一"); Korean writes digits ("4분의 1"). */
const HAN_DIGITS = '一二三四五六七八九十';
const NUMERAL = String.raw`(\d{1,3}|[一二三四五六七八九十])`;
/** "三分之一" and "3分の1" and "4분의 1": the whole first, then its part. */
const CJK = new RegExp(String.raw`${NUMERAL}\s*(?:分之|分の|분의)\s*${NUMERAL}`, 'gu');

/** A cheap test first: most texts write no fraction in words. */
const MAY_HOLD =
  /tiers|quart|drittel|viertel|fünftel|derde|kwart|vijfde|terc|cuart|quint|terç|terz|tredjedel|fjärdedel|fjerdedel|femtedel|kolm|neljä|viide|harmad|negyed|ötöd|treim|sfert|cincim|τρίτ|τέταρτ|πέμπτ|трет|четв|чвер|пят|п'ят|trzec|czwart|piąt|třetin|tretin|trećin|čtvrtin|štvrtin|četvrtin|pětin|pätin|petin|polovi|perti|perem|perli|üçte|dörtte|beşte|yarısı|phần|سوم|چهارم|پنجم|ثلث|ربع|أرباع|שליש|רבע|חמישית|तिहाई|चौथाई|ในสาม|ในสี่|ในห้า|theluthi|robo|katlo|kapat|分之|分の|분의/iu;

/** The whole pattern of every language's words, longest numerators first. */
const FRACTIONS = new RegExp(
  WORDS.map(([words], index) => `(?<![\\p{L}])(?<f${index}>${words})(?![\\p{L}])`).join('|'),
  'giu',
);

/** The fractions in words `text` writes, other than English's, each with its share. */
export function foreignFractions(text: string): ForeignFraction[] {
  if (!MAY_HOLD.test(text)) return [];
  const found: ForeignFraction[] = [];
  for (const match of text.matchAll(FRACTIONS)) {
    // The group that matched tells the share (its words' lookaheads need the text after them).
    const share = WORDS.find((_, index) => match.groups?.[`f${index}`] !== undefined)?.[1];
    if (share !== undefined) found.push({ text: match[0], index: match.index, share });
  }
  for (const match of text.matchAll(CJK)) {
    const whole = numeral(match[1]);
    const part = numeral(match[2]);
    if (whole > 1 && part >= 1 && part < whole) {
      found.push({ text: match[0], index: match.index, share: (100 * part) / whole });
    }
  }
  return found;
}

function numeral(text: string | undefined): number {
  if (text === undefined) return 0;
  return /^\d+$/u.test(text) ? Number(text) : HAN_DIGITS.indexOf(text) + 1;
}

/** The share of a fraction's words `text` that `line` writes (its "of" after it), in percent. */
export function foreignFractionShare(text: string, line: string): number | undefined {
  return foreignFractions(line).find((one) => one.text === text)?.share;
}

/**
 * Adds to a source's `keys` the percentages its fractions in words say, rounded down, to the
 * nearest and to a tenth (`p33` and `p33.3` of a third), as fraction-shares.ts does for English's.
 */
export function addForeignFractionShares(text: string, keys: Set<string>): void {
  for (const { share } of foreignFractions(text)) {
    for (const value of new Set([
      Math.floor(share),
      Math.round(share),
      Math.round(share * 10) / 10,
    ]))
      keys.add(`p${value}`);
  }
}

/** Whether the line's count `figure` (its text) is a number of one of the line's fractions ("三分之一"). */
export function inLineFraction(figureText: string, line: string): boolean {
  return foreignFractions(line).some((fraction) => fraction.text.includes(figureText));
}

/** Whether `word` alone is a fraction ("Треть", "Třetina"): a share, no name. */
export function isFractionWord(word: string): boolean {
  return foreignFractions(word).some((fraction) => fraction.text === word);
}
