/**
 * A vocabulary that tells a common word from a name in the languages whose Hunspell dictionary an
 * MIT project may ship (dictionary-words.data.ts, made by scripts/make-dictionary-words.ts; issue
 * 44 item 4): a word is the dictionary's when it, or it less one of the suffixes its stems use,
 * is a stem the dictionary writes in lower case only ("Prórroga", "Requisitos" of
 * "requisito", "Pasażerowie" of "pasażer"). A stem the dictionary also writes with a capital
 * ("Rosa", "Roma") was left out: such a word stays a name. Each language's filter is read on
 * first need; a word costs one look a rule whose ending it has, no scan of a table.
 */
import { fromBase64, hasWordBits } from './dictionary-bits.ts';
import { DICTIONARY_HASHES, DICTIONARY_WORDS } from './dictionary-words.data.ts';

/** Rules by the affix they add: the letters a stem lost there, and the stem's condition. */
interface Rules {
  byAffix: ReadonlyMap<string, readonly { strip: string; condition: RegExp }[]>;
  longest: number;
}

interface Vocabulary {
  filter: Uint8Array;
  names: Uint8Array;
  suffixes: Rules;
  prefixes: Rules;
}

/** A language's rules, `add strip condition` a rule; a suffix's condition is the stem's end. */
function readRules(text: string, suffix: boolean): Rules {
  const byAffix = new Map<string, { strip: string; condition: RegExp }[]>();
  let longest = 0;
  for (const rule of text === '' ? [] : text.split('/')) {
    const [add = '', strip = '0', condition = '.'] = rule.split(' ');
    const rules = byAffix.get(add) ?? [];
    rules.push({
      strip: strip === '0' ? '' : strip,
      condition: new RegExp(suffix ? `${condition}$` : `^${condition}`, 'u'),
    });
    byAffix.set(add, rules);
    longest = Math.max(longest, add.length);
  }
  return { byAffix, longest };
}

const vocabularies = /* @__PURE__ */ new Map<string, Vocabulary | null>();

function vocabularyOf(lang: string): Vocabulary | undefined {
  const code = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  let vocabulary = vocabularies.get(code);
  if (vocabulary === undefined) {
    const data = Object.hasOwn(DICTIONARY_WORDS, code) ? DICTIONARY_WORDS[code] : undefined;
    vocabulary = null;
    if (data) {
      vocabulary = {
        filter: fromBase64(data.filter),
        names: fromBase64(data.nameFilter),
        suffixes: readRules(data.rules, true),
        prefixes: readRules(data.prefixes, false),
      };
    }
    vocabularies.set(code, vocabulary);
  }
  return vocabulary ?? undefined;
}

/** Whether a dictionary is kept for the language. */
export const hasDictionary = (lang: string): boolean => vocabularyOf(lang) !== undefined;

/** The shortest stem the filter holds (scripts/make-dictionary-words.ts's SHORTEST). */
const SHORTEST = 4;

/** A word longer than this is no dictionary word, nor read: the reading stays cheap. */
const LONGEST = 40;

const isStem = (vocabulary: Vocabulary, stem: string): boolean =>
  stem.length >= SHORTEST && hasWordBits(vocabulary.filter, stem, DICTIONARY_HASHES);

/** Whether a word is a stem, or a stem with one of its suffixes. */
function isSuffixed(vocabulary: Vocabulary, word: string): boolean {
  if (isStem(vocabulary, word)) return true;
  const { byAffix, longest } = vocabulary.suffixes;
  for (let length = 1; length <= Math.min(longest, word.length - 2); length++) {
    const rules = byAffix.get(word.slice(word.length - length));
    if (!rules) continue;
    const rest = word.slice(0, word.length - length);
    for (const { strip, condition } of rules) {
      const stem = rest + strip;
      if (condition.test(stem) && isStem(vocabulary, stem)) return true;
    }
  }
  return false;
}

/**
 * Whether `word` (any case) is a common word of `lang` by its dictionary: a stem written in lower
 * case only, or such a stem with one of its suffixes or prefixes. False where no dictionary is
 * kept.
 */
export function isDictionaryWord(word: string, lang: string): boolean {
  const vocabulary = vocabularyOf(lang);
  if (!vocabulary) return false;
  const lower = word.normalize('NFC').toLowerCase();
  if (lower.length > LONGEST || !/^\p{L}+$/u.test(lower)) return false;
  // A word the dictionary writes with a capital is a name, though a common word's form spells it
  // too ("Kurek", a surname and "kurka"'s genitive plural).
  if (hasWordBits(vocabulary.names, lower, DICTIONARY_HASHES)) return false;
  if (isSuffixed(vocabulary, lower)) return true;
  // "Reapertura" of "apertura": a prefix the stem takes, then the stem or it with a suffix.
  const { byAffix, longest } = vocabulary.prefixes;
  for (let length = 1; length <= Math.min(longest, lower.length - 2); length++) {
    for (const { strip, condition } of byAffix.get(lower.slice(0, length)) ?? []) {
      const rest = strip + lower.slice(length);
      if (condition.test(rest) && isSuffixed(vocabulary, rest)) return true;
    }
  }
  return false;
}
