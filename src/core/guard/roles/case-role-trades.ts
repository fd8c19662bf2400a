/**
 * Two of the source's names traded between a verb's doer and its object where case endings, not the
 * words' order, tell the roles (h271, docs/decisions/012): "Дмитрий уволил Ольгу" of "Ольга уволила
 * Дмитрия", "Тарас найняв Олену" of "Олена найняла Тараса", "Jan zatrudnił Annę" of "Anna
 * zatrudniła Jana". Every name and the verb are the source's, so no names reader stops the line;
 * the endings moved. The order is free in these languages ("Дмитрия уволила Ольга" is the source's
 * sentence), so verb-role-trades.ts, which reads order, does not read them.
 *
 * A name's accusative is told from its nominative by the ending a person's name takes: "-а" to
 * "-у" ("-ę" in Polish), "-я" to "-ю", "-й" or "-ь" to "-я", a consonant's "-а" added, and
 * Ukrainian's "-о" to "-а" ("Бондаренко", "Бондаренка"; h282). A line's
 * clause is stopped where it writes one name in the nominative and another in the accusative, and a
 * clause of the source has the first in that accusative and the second in that nominative, a word
 * of the line's verb's stem (sameWord) among its own: both endings traded. A passive's doer is in
 * the instrumental ("уволен Ольгой"), a loser's in the dative ("проиграл Андрею"): no accusative,
 * so such faithful lines are kept. A clause of the source with both the line's forms keeps it too.
 */
import { sameWord } from '../meaning/negation-claims.ts';
import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';

interface Clause {
  names: readonly string[];
  words: readonly string[];
}

const LANGS = /^(?:ru|uk|be|pl|cs|sk)$/u;
const SENTENCE_END = /(?<!\p{N})[.!?](?=\s|$)|\n/u;
const CLAUSE_END = /[,;:()—–]|\s-\s/u;
const WORD = /[\p{L}\p{M}]+/gu;
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;
const LOWER = /^\p{Ll}+$/u;
const CONSONANT = /[бвгджзклмнпрстфхцчшщbcdfghjklmnprstwzłńśźżčďňřšťž]$/u;
/** A feminine "-a" name's accusative ending, by language. */
const FEMININE_A: Record<string, string> = { ru: 'у', uk: 'у', be: 'у', pl: 'ę', cs: 'u', sk: 'u' };

/** The accusative a person's name in the nominative `name` takes, or undefined where none is told. */
function accusative(name: string, lang: string): string | undefined {
  const stem = name.slice(0, -1);
  if (stem.length < 2) return undefined;
  const end = name.slice(-1);
  if (end === 'а' || end === 'a') return stem + (FEMININE_A[lang] as string);
  if (end === 'я') return `${stem}ю`;
  if (end === 'й' || end === 'ь') return `${stem}я`;
  // Ukrainian and Belarusian surnames in "-о" decline ("Бондаренко" → "Бондаренка"); Russian's not.
  if (end === 'о' && (lang === 'uk' || lang === 'be')) return `${stem}а`;
  if (CONSONANT.test(name)) return name + (/\p{Script=Cyrillic}/u.test(name) ? 'а' : 'a');
  return undefined;
}

function clausesOf(text: string, lang: string): Clause[] {
  return text
    .split(SENTENCE_END)
    .flatMap((sentence) => sentence.split(CLAUSE_END))
    .map((clause) => {
      const all = clause.match(WORD) ?? [];
      return {
        names: all.filter((word) => CAPITALISED.test(word)),
        words: all.filter(
          (word) => LOWER.test(word) && word.length >= 4 && !isStopWord(word, lang),
        ),
      };
    })
    .filter((clause) => clause.names.length >= 2 && clause.words.length > 0);
}

interface Source {
  readonly text: string;
  readonly langs: readonly string[];
}

const sourceClauses = /* @__PURE__ */ oncePer((source: Source) =>
  clausesOf(source.text, source.langs[0] ?? ''),
);

/** The line's names in the nominative that the source has, with the other name, as the object. */
export function caseRoleTrades(line: string, source: Source): string[] {
  const lang = source.langs[0] ?? '';
  if (!LANGS.test(lang)) return [];
  // The trigger: a line's clause with two names and a word; else the source is not read.
  const mine = clausesOf(line, lang);
  if (mine.length === 0) return [];
  const theirs = sourceClauses(source);
  const found: string[] = [];
  for (const clause of mine) {
    for (const doer of clause.names) {
      const doerAsObject = accusative(doer, lang);
      if (!doerAsObject) continue;
      for (const object of clause.names) {
        if (object === doer) continue;
        // The line's object is the accusative of a nominative the source writes.
        const told = theirs.filter(
          (other) =>
            other.names.includes(doerAsObject) &&
            other.names.some(
              (name) => name !== doerAsObject && accusative(name, lang) === object,
            ) &&
            clause.words.some((word) => other.words.some((one) => sameWord(word, one))),
        );
        const kept = theirs.some(
          (other) => other.names.includes(doer) && other.names.includes(object),
        );
        if (told.length > 0 && !kept) found.push(doer);
      }
    }
  }
  return [...new Set(found)];
}
