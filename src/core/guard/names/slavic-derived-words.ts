/**
 * A sentence's first word that a Slavic derivation's ending makes a common word (issue 44 item 4,
 * h298): "Регулятор сохранил ставку", "Користувачі «Київ Цифрового» матимуть знижку", "Resort
 * zdrowia zaleca", "Unijne pieniądze trafią". first-word-names.ts reads a first word as a name
 * where the subtitles' ten thousand words (common-words.ts) hold none of its forms; news words
 * ("регулятор", "користувач", "unijny") are not among them. As common-words.ts's DERIVED reads
 * "-tion", "-ment", "-ità", here the endings of Russian, Ukrainian and Polish nouns of agents,
 * acts and qualities ("-тор", "-тель", "-ач", "-ние", "-ость", "-ція", "-anie", "-ość", "-acja")
 * and of adjectives in "-н-" before their noun ("Столичные службы", "Unijne pieniądze"): seven
 * letters or more for a noun, where names seldom end so ("Виктор" is six), six for an adjective. A surname's "-ский", "-ski" is
 * no such ending: "Зеленский заявил" is still read as a name where the source has none.
 */

/** Nouns of agents, acts and qualities, in their cases. */
const NOUN: Readonly<Record<string, RegExp>> = {
  ru: /(?:тор|щик|чик|ач|ист)(?:|а|у|ом|е|ы|и|ов|ей|ам|ами|ах)$|тел(?:ь|я|ю|ем|е|и|ей|ям|ями|ях)$|(?:ни|ци|ост)(?:е|я|ю|ем|и|й|ям|ями|ях|ей|ью)$|ость$|ство$/u,
  uk: /(?:тор|ств|ач|ник|іст)(?:|а|у|ом|і|и|ів|ам|ами|ах|ем|еві)$|(?:нн|ці)(?:я|і|ю|ею|ям|ями|ях|й)$|(?:ість|ості|істю)$|ство$/u,
  pl: /(?:tor|ciel|ist|nik)(?:|a|owi|em|zy|e|i|ów|om|ami|ach|y|cy)$|(?:ani|eni|acj|ości)(?:e|a|u|em|om|ami|ach|i)?$|ość$|stw(?:o|a|u|em|ie)$/u,
};

/**
 * Adjectives in "-н-" after a consonant ("столич-н-ые", "уній-н-і", "unij-n-e"), in their cases:
 * a woman's name ends in "-на" after a vowel or "н" ("Марина", "Ганна", "Justyna"), never so.
 */
const ADJECTIVE: Readonly<Record<string, RegExp>> = {
  ru: /[бвгджзйклмпрстфхцчшщь]н(?:ый|ая|ое|ые|ого|ой|ому|ую|ым|ых|ыми|ий|яя|ее|ие|его|ей|ем|им|их|ими)$/u,
  uk: /[бвгджзйклмпрстфхцчшщь]н(?:ий|а|е|і|ого|ої|ому|у|ою|им|их|ими|ій|я|є|ього|ьої)$/u,
  pl: /[bcćdfghjklłmprsśtwzźż]n(?:y|a|e|i|ego|ej|emu|ą|ym|ych|ymi)$/u,
};

/** The fewest letters such a noun has, and such an adjective. */
const LEAST = 7;
const LEAST_ADJECTIVE = 6;

/**
 * Whether a sentence's first `word` in `lang` ends as a Slavic common noun or adjective does;
 * `next`, the word after it, must be a lower-case word for an adjective (its noun).
 */
export function isSlavicDerivedWord(word: string, lang: string, next?: string): boolean {
  const code = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  const noun = NOUN[code];
  const adjective = ADJECTIVE[code];
  if (!noun || !adjective) return false;
  const lower = word.normalize('NFC').toLowerCase();
  const length = [...lower].length;
  if (length < LEAST_ADJECTIVE || !/^\p{L}+$/u.test(lower)) return false;
  if (length >= LEAST && noun.test(lower)) return true;
  return next !== undefined && /^\p{Ll}/u.test(next) && adjective.test(lower);
}

/** Whether a first word of `line` (as unsupportedFirstNames gives it) is such a word. */
export function isSlavicDerivedFirstWord(word: string, line: string, lang: string): boolean {
  const at = line.indexOf(word);
  const next = at < 0 ? undefined : /^\s+([\p{L}\p{M}]+)/u.exec(line.slice(at + word.length))?.[1];
  return isSlavicDerivedWord(word, lang, next);
}
