/**
 * Two of the source's names traded between a verb's doer and its object, where capitals tell the
 * names and the words' order, or a passive's agent word, tells the roles (h271, docs/decisions/012):
 * "John hired Anna" of "Anna hired John", "Beats acquired Apple" of "Apple acquired Beats", "Anna
 * anställdes av Johan" of "Anna anställde Johan", "Carlos despidió a María" of "María despidió a
 * Carlos". Every word and name is the source's, so no names reader stops the line; who did it to
 * whom is not. marked-role-trades.ts reads the same trade where particles tell the roles (ko, ja,
 * ur, zh), and case-role-trades.ts where case endings do (ru, uk, pl).
 *
 * A name is a run of capitalised words (a leading function word dropped: "The", "Die"). Two runs of
 * a clause with one to four lower-case words between them, one content word among them (in German
 * and Dutch, whose verb may close the clause, else those after the second run), are a doer, a verb
 * and an object: the first run the doer, unless the last word between is a passive's agent word ("by",
 * "von", "av") in a clause with a passive's auxiliary (or, in the Nordic languages, a verb in "-s"),
 * where the second run is the doer; a passive's participle then is its verb, the role after it not
 * (up to eight words between, h282: "Durand a été nommé directeur de cabinet par Petit"). A line's
 * pair is stopped where the source gives a verb of the same stem (sameWord) the two the other way
 * round and never the line's way. Not where the verb is one two sides do together ("met",
 * "married"), nor between a list's names ("and", "with").
 */
import { sameWord } from '../meaning/negation-claims.ts';
import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';

interface Act {
  doer: readonly string[];
  object: readonly string[];
  verbs: readonly string[];
}

const LANGS = /^(?:en|de|nl|sv|da|nb|no|es|it|fr|pt)$/u;
/** Verb-final clauses: a verb after the second name ("hat Peter Weber eingestellt"). */
const VERB_LAST = /^(?:de|nl)$/u;
/** Verb-second languages, and the articles that may open a clause before its doer. */
const V2 = /^(?:de|nl|sv|da|nb|no)$/u;
const ARTICLE =
  /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|de|het|een|en|ett|et|det)$/u;
const NORDIC = /^(?:sv|da|nb|no)$/u;
const SENTENCE_END = /(?<!\p{N})[.!?](?=\s|$)|\n/u;
const CLAUSE_END = /[,;:()—–]|\s-\s/u;
const WORD = /[\p{L}\p{M}\p{N}'’]+/gu;
const CAPITALISED = /^\p{Lu}/u;
const SCORE = /\d\s?[-–:]\s?\d/u;
const LOWER = /^\p{Ll}/u;
/** The word before a passive's doer. */
const AGENT: Record<string, ReadonlySet<string>> = {
  en: new Set(['by']),
  de: new Set(['von', 'vom']),
  nl: new Set(['door']),
  sv: new Set(['av']),
  da: new Set(['af']),
  nb: new Set(['av']),
  no: new Set(['av']),
  es: new Set(['por']),
  it: new Set(['da', 'dal', 'dalla', 'dallo']),
  fr: new Set(['par']),
  pt: new Set(['por', 'pelo', 'pela']),
};
/** A passive's auxiliaries: without one, "von" or "da" is "from" and tells no doer. */
const PASSIVE_AUX =
  /^(?:was|were|been|is|are|be|being|got|gets|wurde|wurden|worden|wird|werden|werd|wordt|blev|blivit|blir|bliver|blevet|ble|blitt|fue|fueron|sido|será|stato|stata|stati|state|venne|vennero|viene|vengono|fu|été|fut|foi|foram)$/u;
/** Words between two names that make them a list or a meeting, not a doer and an object. */
const TOGETHER_WORD =
  /^(?:and|or|with|against|vs|versus|und|oder|mit|gegen|en|of|met|tegen|och|eller|med|mot|og|y|o|e|con|contra|contro|et|ou|avec|sowie)$/u;
/** Verbs two sides do together (their order tells no doer), by their stems. */
const TOGETHER_VERB =
  /^(?:met|meet|marr|face|play|draw|drew|tie|tied|spok|speak|talk|call|phon|fought|fight|clash|partner|join|traf|treff|heirat|spiel|begegn|sprach|telefon|ontmo|trouw|speel|trof|träff|möt|gift|spel|mødt|møtt|reun|cas|jug|enfrent|empat|incontr|spos|gioc|affront|pareggi|rencontr|épous|jou|encontr|jog)/u;

/** How many words a passive's agent may stand after the first name ("was named police chief by"). */
const PASSIVE_REACH = 8;

/**
 * A passive's verb, its participle: the content word right after its last auxiliary ("è stato
 * sostituito", "foi substituído", "a été nommé directeur"), or in German and Dutch, whose
 * participle closes its phrase, the last before the agent ("werd in de finale verslagen door").
 * The other content words are the role the doer gave the object, or where and when.
 */
function participle(between: readonly string[], verbs: readonly string[], lang: string): string[] {
  if (VERB_LAST.test(lang)) return verbs.slice(-1);
  let at = -1;
  between.forEach((word, index) => {
    if (PASSIVE_AUX.test(word.toLowerCase())) at = index;
  });
  const next = between[at + 1];
  return at >= 0 && next !== undefined && verbs.includes(next) ? [next] : [...verbs];
}

/** A clause's acts: each pair of name runs with a verb between (or, verb-final, after). */
function actsOf(clause: string, lang: string): Act[] {
  // A score's two sides are the score readers' (score-sides.ts), who say so with its figures.
  if (SCORE.test(clause)) return [];
  const words = clause.match(WORD) ?? [];
  const runs: { words: string[]; from: number; to: number }[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at] as string;
    if (!CAPITALISED.test(word)) continue;
    const last = runs[runs.length - 1];
    if (last && last.to === at) {
      last.words.push(word);
      last.to = at + 1;
    } else if (!isStopWord(word.toLowerCase(), lang)) {
      // A run's leading function word ("The city", "Die Firma") is no name's.
      runs.push({ words: [word], from: at, to: at + 1 });
    }
  }
  if (runs.length < 2) return [];
  const passive = words.some(
    (word) =>
      PASSIVE_AUX.test(word.toLowerCase()) ||
      (NORDIC.test(lang) && LOWER.test(word) && /[^s]s$/u.test(word) && word.length > 5),
  );
  const agents = AGENT[lang] as ReadonlySet<string>;
  // A verb-second language puts its verb before the doer after an opening word ("Ab Montag fährt
  // der Zug"): there only a first run that opens the clause, an article before it at most, is read.
  const opening = (runs[0] as (typeof runs)[number]).from;
  const last = V2.test(lang)
    ? opening === 0 || (opening === 1 && ARTICLE.test((words[0] as string).toLowerCase()))
      ? 2
      : 0
    : runs.length;
  const acts: Act[] = [];
  for (let at = 1; at < last; at++) {
    const one = runs[at - 1] as (typeof runs)[number];
    const two = runs[at] as (typeof runs)[number];
    const between = words.slice(one.to, two.from);
    const agent = agents.has(between[between.length - 1] as string);
    // A passive's participle may take its role before the agent ("a été nommé directeur de
    // cabinet par Petit", h282): there the words are read up to PASSIVE_REACH.
    const reach = agent && passive ? PASSIVE_REACH : 4;
    if (between.length < 1 || between.length > reach) continue;
    if (between.some((word) => !LOWER.test(word) || TOGETHER_WORD.test(word))) continue;
    const content = (word: string) => word.length >= 3 && !isStopWord(word, lang);
    let verbs = between.filter(content);
    // The participle is the passive's verb: the words after it are what the doer made the object.
    if (agent && passive) verbs = participle(between, verbs, lang);
    // One content word between, the verb: a second ("sold the rights to") makes the second name
    // some other word's, not the verb's object.
    if (verbs.length > 1) continue;
    if (verbs.length === 0 && VERB_LAST.test(lang)) {
      verbs = words.slice(two.to).filter((word) => LOWER.test(word) && content(word));
    }
    if (verbs.length === 0 || verbs.some((word) => TOGETHER_VERB.test(word))) continue;
    // "von Bosch" with no "wurde" is where he came from, not who did it: no roles read.
    if (agent && !passive) continue;
    acts.push(
      agent
        ? { doer: two.words, object: one.words, verbs }
        : { doer: one.words, object: two.words, verbs },
    );
  }
  return acts;
}

const actsOfText = (text: string, lang: string) =>
  text
    .split(SENTENCE_END)
    .flatMap((sentence) => sentence.split(CLAUSE_END))
    .flatMap((clause) => actsOf(clause, lang));

const sourceActs = /* @__PURE__ */ oncePer((source: Source) =>
  actsOfText(source.text, source.langs[0] ?? 'en'),
);

/** Two runs are one name where they share a word ("Anna" of "Anna Smith"). */
const sameName = (one: readonly string[], two: readonly string[]) =>
  one.some((word) => two.includes(word));
const sameVerb = (one: Act, two: Act) =>
  one.verbs.some((verb) => two.verbs.some((other) => sameWord(verb, other)));

interface Source {
  readonly text: string;
  readonly langs: readonly string[];
}

/** The line's doers the source has as the object of that verb, with the line's object its doer. */
export function verbRoleTrades(line: string, source: Source): string[] {
  const lang = source.langs[0] ?? 'en';
  if (!LANGS.test(lang)) return [];
  // The trigger: a line's clause with two names and a verb; else the source is not read.
  const mine = actsOfText(line, lang).filter(
    (act) => !sameName(act.doer, act.object) && act.doer.length + act.object.length > 0,
  );
  if (mine.length === 0) return [];
  const theirs = sourceActs(source);
  const found: string[] = [];
  for (const act of mine) {
    const told = (doer: readonly string[], object: readonly string[]) =>
      theirs.some(
        (other) =>
          sameName(other.doer, doer) &&
          sameName(other.object, object) &&
          !sameName(other.doer, other.object) &&
          sameVerb(act, other),
      );
    if (told(act.object, act.doer) && !told(act.doer, act.object)) found.push(act.doer.join(' '));
  }
  return [...new Set(found)];
}
