/**
 * A capitalised English word that is a plain word, not a name, where a capital tells nothing (a
 * sentence's first word): "Owners should stop using them" says the source's "Consumers should stop
 * using …" in another noun, "Entry is £16" its "Admission is £16", "Maths grades" its "Mathematics
 * grades". English's common words (common-words.data.ts) hold such words, and names too ("john",
 * "london", "google"): those compromise's lexicon knows as names (common-names.data.ts) are read
 * as names still, and so is a word the list holds only in part ("Laurent" of "laurel").
 */
import { COMMON_NAMES } from './common-names.data.ts';
import { commonWordsOf } from './common-words.ts';

let names: ReadonlySet<string> | undefined;

/** A plural's singulars, the word itself first ("owners": "owner", "cities": "city"). */
function formsOf(lower: string): string[] {
  const forms = [lower];
  if (lower.endsWith('ies')) forms.push(`${lower.slice(0, -3)}y`);
  else if (/(?:s|x|z|ch|sh)es$/u.test(lower)) forms.push(lower.slice(0, -2));
  if (/[^s]s$/u.test(lower)) forms.push(lower.slice(0, -1));
  return forms;
}

/**
 * Whether `word` is an English common word as written or as a plural's singular ("Owners",
 * "Maths" of "math"), none of its forms a name compromise knows: "London" and "Mark" are names,
 * and "Jonas" or "Kiprono", in no list, are no plain words either.
 */
export function isPlainEnglishWord(word: string): boolean {
  const words = commonWordsOf('en');
  if (!words) return false;
  names ??= new Set(COMMON_NAMES.split(' '));
  const forms = formsOf(word.normalize('NFC').toLowerCase());
  return forms.some((form) => words.has(form)) && !forms.some((form) => names?.has(form));
}
