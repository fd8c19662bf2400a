/**
 * A sentence's first word that a Slavic derivation's ending makes a common word (issue 44 item 4,
 * h298): "Регулятор сохранил ставку", "Користувачі «Київ Цифрового» матимуть знижку", "Resort
 * zdrowia zaleca", "Unijne pieniądze trafią". first-word-names.ts reads a first word as a name
 * where the subtitles' ten thousand words (common-words.ts) hold none of its forms; news words
 * ("регулятор", "користувач", "unijny") are not among them. As common-words.ts's DERIVED reads
 * "-tion", "-ment", "-ità", here the endings of Russian, Ukrainian and Polish nouns of agents,
 * acts and qualities ("-тор", "-тель", "-ач", "-ние", "-ость", "-ція", "-anie", "-ość", "-acja")
 * and of plural adjectives in "-н-" before their noun ("Столичные службы", "Unijne pieniądze"):
 * seven letters or more for a noun, where names seldom end so ("Виктор" is six), six for an
 * adjective; none opening on a number word's stem. A surname's "-ский", "-ski" is
 * no such ending: "Зеленский заявил" is still read as a name where the source has none.
 */

import { lexiconOf } from '../numbers/number-words.ts';

/**
 * Nouns of agents, acts and qualities, in their cases; not "-ник", "-nik", endings of surnames as
 * often ("Пасічник", "Мірошник").
 */
const NOUN: Readonly<Record<string, RegExp>> = {
  ru: /(?:тор|щик|чик|ач|ист)(?:|а|у|ом|е|ы|и|ов|ей|ам|ами|ах)$|тел(?:ь|я|ю|ем|е|и|ей|ям|ями|ях)$|(?:ни|ци|ост)(?:е|я|ю|ем|и|й|ям|ями|ях|ей|ью)$|ость$|ство$/u,
  uk: /(?:тор|ств|ач|іст)(?:|а|у|ом|і|и|ів|ам|ами|ах|ем|еві)$|(?:нн|ці)(?:я|і|ю|ею|ям|ями|ях|й)$|(?:ість|ості|істю)$|ство$/u,
  pl: /(?:tor|ciel|ist)(?:|a|owi|em|zy|e|i|ów|om|ami|ach|y|cy)$|(?:ani|eni|acj|ości)(?:e|a|u|em|om|ami|ach|i)?$|ość$|stw(?:o|a|u|em|ie)$/u,
};

/**
 * Plural adjectives in "-н-" after a consonant ("столич-н-ые", "уній-н-і", "unij-n-e"): a
 * surname is an adjective's singular ("Залужний", "Wolny"), a body's name opens on its singular
 * ("Всемирная организация"), a woman's name ends in "-на" ("Марина"); none is plural.
 */
const ADJECTIVE: Readonly<Record<string, RegExp>> = {
  ru: /[бвгджзйклмпрстфхцчшщь]н(?:ые|ых|ыми|ие|их|ими)$/u,
  uk: /[бвгджзйклмпрстфхцчшщь]н(?:і|их|ими)$/u,
  pl: /[bcćdfghjklłmprsśtwzźż]n(?:e|ych|ymi)$/u,
};

const countStems = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/**
 * The stems of a language's number words (n2words' lexicon, numbers/number-words.ts), three
 * letters or more: "Семидневная", "Шестидневная" open on a count (count-compounds.ts reads them).
 */
function countStemsOf(lang: string): ReadonlySet<string> {
  let stems = countStems.get(lang);
  if (!stems) {
    const found = new Set<string>();
    for (const word of lexiconOf(lang)?.groups.keys() ?? []) {
      const stem = [...word].slice(0, -1).join('');
      if (!word.includes(' ') && [...stem].length >= 3) found.add(stem);
    }
    stems = found;
    countStems.set(lang, stems);
  }
  return stems;
}

/** Whether a word opens on a number word's stem ("семи|дневные"). */
function opensOnCount(lower: string, lang: string): boolean {
  const stems = countStemsOf(lang);
  const letters = [...lower];
  for (let length = 3; length <= Math.min(8, letters.length - 3); length++) {
    if (stems.has(letters.slice(0, length).join(''))) return true;
  }
  return false;
}

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
  if (opensOnCount(lower, code)) return false;
  if (length >= LEAST && noun.test(lower)) return true;
  return next !== undefined && /^\p{Ll}/u.test(next) && adjective.test(lower);
}

/** Whether a first word of `line` (as unsupportedFirstNames gives it) is such a word. */
export function isSlavicDerivedFirstWord(word: string, line: string, lang: string): boolean {
  const at = line.indexOf(word);
  const next = at < 0 ? undefined : /^\s+([\p{L}\p{M}]+)/u.exec(line.slice(at + word.length))?.[1];
  return isSlavicDerivedWord(word, lang, next);
}
