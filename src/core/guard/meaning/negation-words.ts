/**
 * The words that negate a clause, in the languages where negation is a word of its own (not an
 * affix of the verb, as in Turkish, Japanese, Korean or Czech, where a source's negation cannot be
 * seen word by word and so none is read). From the words Universal Dependencies' treebanks mark
 * `Polarity=Neg` (and `PronType=Neg`) in each language's guidelines and data
 * (universaldependencies.org), kept to those a summary writes: the negating particle, "never",
 * "no one", "nothing", "no" as a determiner, "without". A word that is also an everyday word of
 * another sense is left out ("personne", French for a person; Swedish "utan", also "but"; Portuguese
 * "no", "in the").
 */

const WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ['not', 'no', 'never', 'none', 'nobody', 'nothing', 'neither', 'nor', 'cannot', 'without'],
  es: ['no', 'nunca', 'jamás', 'ningún', 'ninguna', 'ninguno', 'nadie', 'nada', 'ni', 'sin'],
  ca: ['no', 'mai', 'cap', 'ningú', 'res', 'ni', 'sense'],
  pt: ['não', 'nunca', 'jamais', 'nenhum', 'nenhuma', 'ninguém', 'nada', 'nem', 'sem'],
  fr: ['ne', 'pas', 'jamais', 'aucun', 'aucune', 'rien', 'ni', 'sans'],
  it: ['non', 'mai', 'nessuno', 'nessuna', 'nessun', 'niente', 'nulla', 'né', 'senza'],
  de: ['nicht', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines', 'nie', 'niemals'],
  nl: ['niet', 'geen', 'nooit', 'niemand', 'niets', 'noch', 'zonder'],
  sv: ['inte', 'ej', 'ingen', 'inget', 'inga', 'aldrig', 'ingenting', 'varken'],
  da: ['ikke', 'ingen', 'intet', 'aldrig', 'ingenting', 'uden'],
  nb: ['ikke', 'ingen', 'intet', 'aldri', 'ingenting', 'uten', 'verken'],
  pl: ['nie', 'nigdy', 'żaden', 'żadna', 'żadne', 'żadnych', 'nikt', 'nic', 'bez'],
  ru: ['не', 'нет', 'никогда', 'никто', 'ничего', 'ни', 'нельзя', 'без'],
  uk: ['не', 'ні', 'немає', 'ніколи', 'ніхто', 'нічого', 'без'],
  bg: ['не', 'няма', 'никога', 'никой', 'нищо', 'без'],
  id: ['tidak', 'tak', 'bukan', 'belum', 'tanpa'],
  ms: ['tidak', 'tak', 'bukan', 'belum', 'tanpa'],
  ro: ['nu', 'niciodată', 'nimeni', 'nimic', 'niciun', 'nicio', 'fără'],
  el: ['δεν', 'μην', 'όχι', 'ποτέ', 'κανένας', 'καμία', 'τίποτα', 'χωρίς'],
  // Hebrew's negating words as `stopword`'s Hebrew list holds them among its function words (a
  // test checks each is there): "לא" (not), "אין" (there is no), "בלי" and "מבלי" (without). "אף"
  // ("no one" in "אף אחד") is left out: alone it is "even" or "although".
  he: ['לא', 'אין', 'בלי', 'מבלי'],
  // Tagalog's "hindi" (not), "wala"/"walang" (there is none), "huwag" (do not) (h281).
  tl: ['hindi', 'wala', 'walang', 'huwag'],
};

/**
 * A negation followed or preceded by these is an idiom that negates nothing a line could flip
 * ("not only … but", "no longer", "no more than 20", "sin embargo", "тем не менее"): read as no
 * negation at all, so a line or a source with one is never stopped for it.
 */
const IDIOMS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'not only',
    'not just',
    'not least',
    'not until',
    'no longer',
    'no matter',
    'no doubt',
    'no more',
    'no less',
    'no fewer',
    'no later',
    'no sooner',
    'not more',
    'not less',
    'nothing but',
    'or not',
    'if not',
    'never before',
  ],
  es: [
    'no solo',
    'no sólo',
    'ya no',
    'no obstante',
    'sin embargo',
    'sin duda',
    'no más',
    'no menos',
  ],
  ca: ['no només', 'ja no', 'no obstant', 'sense dubte', 'no més', 'no menys'],
  pt: ['não só', 'não apenas', 'já não', 'não mais', 'sem dúvida', 'nada menos'],
  fr: ['non seulement', 'ne plus', 'plus jamais', 'sans doute', 'ne que', 'pas seulement'],
  it: ['non solo', 'non più', 'non appena', 'senza dubbio', 'non meno'],
  de: ['nicht nur', 'nicht mehr', 'nicht erst', 'nicht weniger', 'nie mehr'],
  nl: ['niet alleen', 'niet meer', 'niet minder'],
  sv: ['inte bara', 'inte längre', 'inte mindre'],
  da: ['ikke kun', 'ikke bare', 'ikke længere', 'ikke mindre'],
  nb: ['ikke bare', 'ikke lenger', 'ikke mindre'],
  pl: ['nie tylko', 'już nie', 'bez wątpienia', 'nie mniej'],
  ru: [
    'не только',
    'уже не',
    'больше не',
    'тем не',
    'не раз',
    'не менее',
    'не более',
    'без сомнения',
  ],
  uk: ['не лише', 'не тільки', 'вже не', 'більше не', 'тим не', 'не раз', 'не менше', 'не більше'],
  bg: ['не само', 'вече не', 'без съмнение'],
  id: ['tidak hanya', 'bukan hanya', 'tak hanya', 'tidak lagi', 'tanpa ragu'],
  ms: ['tidak hanya', 'bukan hanya', 'tidak lagi'],
  ro: ['nu numai', 'nu doar', 'nu mai', 'fără îndoială'],
  el: ['όχι μόνο', 'δεν μόνο'],
  he: ['לא רק', 'אין ספק', 'לא יותר', 'לא פחות'],
  // "not only", "no longer", "not less/more than", "or not", "without stopping".
  tl: [
    'hindi lamang',
    'hindi lang',
    'hindi na',
    'wala nang',
    'wala na',
    'hindi bababa',
    'hindi hihigit',
    'o hindi',
    'walang tigil',
  ],
};

/** Prepositions that negate ("without", "sin", "ohne"): a source's is not read as its clause's. */
const PREPOSITIONS: ReadonlySet<string> = new Set([
  'without',
  'sin',
  'sense',
  'sem',
  'sans',
  'senza',
  'zonder',
  'uden',
  'uten',
  'bez',
  'без',
  'tanpa',
  'fără',
  'χωρίς',
  'בלי',
  'מבלי',
]);

/**
 * The verbs a negation leans on that the `stopword` lists lack ("does not", "will not"): they say
 * nothing of the claim, so they are no word a clause must share.
 */
const AUXILIARIES: Readonly<Record<string, readonly string[]>> = {
  en: ['do', 'does', 'will', 'shall', 'may', 'might', 'must', 'could', 'should', 'need'],
};

/** A language's negation words and idioms, or undefined where none are read. */
export interface NegationWords {
  words: ReadonlySet<string>;
  idioms: ReadonlySet<string>;
  auxiliaries: ReadonlySet<string>;
}

const read = /* @__PURE__ */ new Map<string, NegationWords | null>();

/** The negation words of `lang` (a BCP 47 tag's base), or undefined where none are kept. */
export function negationWordsOf(lang: string): NegationWords | undefined {
  let found = read.get(lang);
  if (found === undefined) {
    const words = WORDS[lang];
    found = words
      ? {
          words: new Set(words),
          idioms: new Set(IDIOMS[lang] ?? []),
          auxiliaries: new Set(AUXILIARIES[lang] ?? []),
        }
      : null;
    read.set(lang, found);
  }
  return found ?? undefined;
}

/** Whether `word` (a negation word) negates as a preposition ("without"). */
export const isNegatingPreposition = (word: string): boolean => PREPOSITIONS.has(word);
