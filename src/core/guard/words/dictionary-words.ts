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

interface Vocabulary {
  filter: Uint8Array;
  names: Uint8Array;
  /** The rules by the ending they add: the letters a stem lost, and the stem's condition. */
  byEnding: ReadonlyMap<string, readonly { strip: string; condition: RegExp }[]>;
  longest: number;
}

const vocabularies = /* @__PURE__ */ new Map<string, Vocabulary | null>();

function vocabularyOf(lang: string): Vocabulary | undefined {
  const code = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  let vocabulary = vocabularies.get(code);
  if (vocabulary === undefined) {
    const data = Object.hasOwn(DICTIONARY_WORDS, code) ? DICTIONARY_WORDS[code] : undefined;
    vocabulary = null;
    if (data) {
      const byEnding = new Map<string, { strip: string; condition: RegExp }[]>();
      let longest = 0;
      for (const rule of data.rules.split('/')) {
        const [add = '', strip = '0', condition = '.'] = rule.split(' ');
        const rules = byEnding.get(add) ?? [];
        rules.push({
          strip: strip === '0' ? '' : strip,
          condition: new RegExp(`${condition}$`, 'u'),
        });
        byEnding.set(add, rules);
        longest = Math.max(longest, add.length);
      }
      vocabulary = {
        filter: fromBase64(data.filter),
        names: fromBase64(data.nameFilter),
        byEnding,
        longest,
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

/**
 * Whether `word` (any case) is a common word of `lang` by its dictionary: a stem written in lower
 * case only, or such a stem with one of its suffixes. False where no dictionary is kept.
 */
export function isDictionaryWord(word: string, lang: string): boolean {
  const vocabulary = vocabularyOf(lang);
  if (!vocabulary) return false;
  const lower = word.normalize('NFC').toLowerCase();
  if (lower.length > LONGEST || !/^\p{L}+$/u.test(lower)) return false;
  // A word the dictionary writes with a capital is a name, though a common word's form spells it
  // too ("Kurek", a surname and "kurka"'s genitive plural).
  if (hasWordBits(vocabulary.names, lower, DICTIONARY_HASHES)) return false;
  if (isStem(vocabulary, lower)) return true;
  for (let length = 1; length <= Math.min(vocabulary.longest, lower.length - 2); length++) {
    const rules = vocabulary.byEnding.get(lower.slice(lower.length - length));
    if (!rules) continue;
    const rest = lower.slice(0, lower.length - length);
    for (const { strip, condition } of rules) {
      const stem = rest + strip;
      if (condition.test(stem) && isStem(vocabulary, stem)) return true;
    }
  }
  return false;
}
