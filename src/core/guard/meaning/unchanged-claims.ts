/**
 * A thing the source says stays as it is, said to change (round thirty-five): "Льготные тарифы
 * для пенсионеров и школьников тоже вырастут" of "… не изменятся" (will rise, of will not change),
 * "정기권 요금도 함께 오른다" of "정기권 요금은 그대로 유지된다" (goes up, of stays as it is). No
 * negation word is added or dropped and no direction turned: the line's verb is none of the
 * source's clause. A line's clause that says a change (a verb of rising, falling or changing) and
 * no word of no change is stopped where it shares two words with a clause of the source that says
 * no change, and none of the source's clauses that say a change shares as many.
 */
import { readOnce } from '../read-once.ts';
import { edgesLast } from '../words/edges-last.ts';
import type { ClauseSource } from './negation-claims.ts';

/** Words that say a thing stays as it is, by language. */
const NO_CHANGE: Readonly<Record<string, RegExp>> = {
  // A price held at a figure ("we stay at 4.99 a month", "it stays at 145 dollars") and a change
  // refused ("we won't raise the price") say no change too; "stay at" a place names no figure.
  // A change denied ("did not change", "has not moved", "no change") and a level held ("held
  // steady", "was stable at 92%", "roughly flat") say it too (h265): a line's "Parking charges did
  // not change" is the source's "will stay unchanged", not a change; "flat" alone is a home.
  // A change denied in the change's own verb ("did not rise", "has not fallen") says no change
  // too (h293): "Unemployment did not rise" of "stayed flat at 4.1%".
  en: /\bunchanged\b|(?:\bnot|n['’]t|\bnever)\s+(?:(?:have|has|been)\s+)?(?:rise|risen|rose|increased?|grow|grown|go\s+up|gone\s+up|fall|fallen|drop(?:ped)?|declined?|decreased?|go\s+down|gone\s+down)\b|\b(?:stays?|remains?|staying|remaining)\s+(?:the\s+same|unchanged|as\s+it\s+is|at\s+[$€£]?\d)|\b(?:won['’]t|will\s+not|would\s+not)\s+(?:change|raise|increase|cut|lower)\b|\bfrozen\b|(?:\bnot|n['’]t|\bnever)\s+(?:been\s+|be\s+)?(?:changed?|changing|moved?|shifted)\b|\bno\s+(?:change|movement)\b|\b(?:held|holding|holds?|was|were|is|are|remained|remains?|stayed|stays?|broadly|roughly|largely|essentially)\s+(?:flat|stable|steady)\b/iu,
  ru: /не\s+(?:измен|поменя|выр[ао]с|подорож|подешев|сниз|сниж|повыс|повыш|увелич|уменьш|упал|упад)|сохран(?:ят|ит|яют|яет)ся|остан(?:ут|ет)ся\s+прежн|без\s+изменений/iu,
  ko: /그대로|유지(?:된|되|한|하|돼)|동결|변동\s?없|변함\s?없/u,
};
/** NO_CHANGE's test of a whole source, its word edges tried last (they are slow on a long one). */
const SAYS_NO_CHANGE: Readonly<Record<string, (text: string) => boolean>> = Object.fromEntries(
  Object.entries(NO_CHANGE).map(([lang, regex]) => [lang, edgesLast(regex)]),
);
/** Words that say a thing changes: rises, falls, is raised, cut or changed. */
const CHANGE: Readonly<Record<string, RegExp>> = {
  // A report's "decreased", "declined", "eased", "grew", "dropped" are changes too: its clause that says one
  // is the change a line's "fell" or "rose" tells, not a clause of no change that shares its units.
  en: /\b(?:rise|rises|rising|rose|risen|increase[sd]?|increasing|decrease[sd]?|decreasing|decline[sd]?|declining|ease[sd]?|easing|grow|grows|grew|grown|growing|drop(?:s|ped|ping)?|fall|falls|fell|fallen|go(?:es)?\s+up|went\s+up|go(?:es)?\s+down|went\s+down|change[sd]?|changing)\b/iu,
  ru: /(?<![\p{L}])(?:выраст|вырос|подорож|подешев|повыс|повыш|сниз|сниж|увелич|уменьш|измен|подним)/iu,
  ko: /오르|오른|올라|올린|인상|인하|내리|내린|내려|늘어|늘린|줄어|줄인|바뀌|바뀐|변경/u,
};
/**
 * Words that join two of a source's sentences into one line's clause, one thing each: "Student
 * satisfaction fell to 82% while graduate employment rose" tells the satisfaction the source keeps
 * at 82% apart from the employment it says rose (h265), so the line's clause is read in its parts.
 */
const JOINED: Readonly<Record<string, RegExp>> = {
  en: /\s+(?:while|whereas|but|although|though|and|as)\s+/iu,
};
/**
 * A clause ends at a sentence's end, a comma or a semicolon; not at a figure's point or comma
 * ("4.99 a month", "2,000"), which would cut "we stay at 4.99 a month" from its subject.
 */
const CLAUSE_END = /(?:[!?;\n。]|[.,](?!\d))+/u;
const WORD = /[\p{L}\p{M}]+/gu;
/** A clause that opens on its word of no change, after another's comma ("…, unchanged from May"). */
const APPOSITIVE =
  /^\s*(?:and\s+)?(?:(?:roughly|broadly|largely|essentially|virtually)\s+)?(?:unchanged|flat|steady)\b/iu;
const HANGUL = /^[\uac00-\ud7a3]+$/u;

/**
 * A figure's unit or scale, which a report writes after every figure ("4.4 percent", "$96
 * million"): no word of a clause's subject.
 */
const UNIT_WORD = /^(?:percent|points?|thousand|million|billion|trillion)$/iu;
/**
 * Words of four letters that name no subject: "Band D bills will go up by about £92 a year"
 * shares "will" and "about" with any clause of a budget (h265), not what it says stays.
 */
const FUNCTION_WORD =
  /^(?:will|would|shall|should|could|might|must|about|with|from|into|than|that|this|these|those|their|they|have|been|were|also|more|most|some|such|over|after|before)$/iu;

/**
 * A clause's words that may name its subject, each once: four letters or more, two Hangul
 * syllables, no figure's unit.
 */
function contentWords(clause: string): string[] {
  const words = (clause.match(WORD) ?? []).filter((word) =>
    HANGUL.test(word)
      ? word.length >= 2
      : word.length >= 4 && !UNIT_WORD.test(word) && !FUNCTION_WORD.test(word),
  );
  return [...new Set(words)];
}

/** Two words are one where they share a start: a Hangul word's two syllables, five letters else. */
function sameWord(one: string, two: string): boolean {
  const size = HANGUL.test(one) ? 2 : Math.min(5, one.length, two.length);
  return one.toLowerCase().slice(0, size) === two.toLowerCase().slice(0, size);
}

const shared = (line: string[], source: string[]) =>
  line.filter((word) => source.some((other) => sameWord(word, other))).length;

interface SourceClause {
  still: boolean;
  change: boolean;
  /** The words it is read by: its own, and for some its sentence's before it (readClauses). */
  words: string[];
  own: string[];
}

const bySource = /* @__PURE__ */ new WeakMap<object, Map<string, SourceClause[]>>();

/** A sentence's end (not a figure's point): the clauses after it tell another subject. */
const SENTENCE_END = /[!?\n。]|\.(?!\d)/u;

/** A source's clauses, each with the words that may name what it says changes or stays. */
function readClauses(text: string, still: RegExp, change: RegExp): SourceClause[] {
  const parts = text.split(new RegExp(`(${CLAUSE_END.source})`, 'u'));
  const clauses: SourceClause[] = [];
  let before: string[] = [];
  for (let at = 0; at < parts.length; at += 2) {
    const clause = parts[at] ?? '';
    const own = contentWords(clause);
    const stays = still.test(clause);
    const changes = !stays && change.test(clause);
    // "Services inflation remained high at 4.4 percent, unchanged from August": a clause that
    // opens on its word of no change tells it of the clause before it. "Core inflation, which
    // excludes food and energy, eased to 3.0 percent": a change told after its subject's commas
    // is its sentence's so far, and so is a bare "were flat" after "House prices, by contrast," (h265).
    const previous = clauses.at(-1)?.own ?? [];
    const words =
      stays && APPOSITIVE.test(clause)
        ? [...previous, ...own]
        : changes || (stays && own.length < 2)
          ? [...before, ...own]
          : own;
    clauses.push({ still: stays, change: changes, words: [...new Set(words)], own });
    before = SENTENCE_END.test(parts[at + 1] ?? '') ? [] : [...before, ...own];
  }
  return clauses;
}

/**
 * The source's clauses, read once a source (every line of a card asks again): none where no clause
 * says no change, as then no line's clause can be stopped.
 */
function sourceClauses(
  source: ClauseSource,
  lang: string,
  still: RegExp,
  change: RegExp,
): SourceClause[] {
  return readOnce(bySource, source, lang, () =>
    SAYS_NO_CHANGE[lang]?.(source.text) ? readClauses(source.text, still, change) : [],
  );
}

/** The line's clauses that say a change of what a clause of the source says stays as it is. */
export function unchangedClaims(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? 'en';
  const still = NO_CHANGE[lang];
  const change = CHANGE[lang];
  if (source.translated || !still || !change) return [];
  const clauses = sourceClauses(source, lang, still, change);
  if (clauses.length === 0) return [];
  const claims: string[] = [];
  const joined = JOINED[lang];
  const lineClauses = line
    .split(CLAUSE_END)
    .flatMap((clause) => (joined && change.test(clause) ? clause.split(joined) : [clause]));
  for (const clause of lineClauses) {
    if (!change.test(clause) || still.test(clause)) continue;
    // The verb of change is no word of the subject: "coverage fell to 92%" shares its "fell" with
    // the source's "second-dose coverage fell", not its subject (h265).
    const words = contentWords(clause).filter((word) => !change.test(word));
    const most = (kind: 'still' | 'change') =>
      Math.max(0, ...clauses.filter((one) => one[kind]).map((one) => shared(words, one.words)));
    const unchanged = most('still');
    if (unchanged >= 2 && unchanged > most('change')) claims.push(clause.trim());
  }
  return claims;
}
