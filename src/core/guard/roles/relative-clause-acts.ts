/**
 * A person given what a relative clause tells of another (issue 44, blind round forty-six): "В
 * последнем туре Есипенко победил Никиту Витюгова" of the source's "… опередил Владислава
 * Артемьева, который победил Никиту Витюгова". Both names are the source's, so no names reader
 * stops the line; traded-actions.ts binds a deed to the name written against it, and here the
 * source writes a relative pronoun there ("который", "who"), whose person is the name just before
 * its comma.
 *
 * An act is a verb (a lower-case word, not a function word) with the word after it, compared by
 * their starts as negation-claims.ts compares words ("победила" of "победил"). A line's person (a
 * capitalised word the source writes, not opening its sentence) written right before an act is
 * stopped where the source tells that act only in relative clauses, each of one other person, and
 * never right after the line's person, and the line does not name that other person. Read in
 * languages whose relative pronoun of a subject is a word of its own, not a conjunction as well
 * (Spanish "que", Italian "che" are left out); only in the source's language.
 */
import { type ClauseSource, sameWord } from '../meaning/negation-claims.ts';
import { isStopWord } from '../words/stop-words.ts';

/** Relative pronouns of a subject, per language, in their forms. */
const RELATIVES: Readonly<Record<string, ReadonlySet<string>>> = {
  ru: new Set(['который', 'которая', 'которое', 'которые']),
  uk: new Set(['який', 'яка', 'яке', 'які']),
  pl: new Set(['który', 'która', 'które', 'którzy']),
  bg: new Set(['който', 'която', 'което', 'които']),
  en: new Set(['who']),
  fr: new Set(['qui']),
};
/** A word, or a comma (what ends a name before its relative pronoun). */
const TOKEN = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*|,/gu;
const SENTENCE_END = /[.!?;:](?=\s|$)|\n/u;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;

interface Act {
  doer: string;
  verb: string;
  object: string;
  relative: boolean;
}

function actsOf(text: string, lang: string, relatives: ReadonlySet<string>): Act[] {
  const acts: Act[] = [];
  for (const sentence of text.split(SENTENCE_END)) {
    const tokens = [...sentence.matchAll(TOKEN)].map(([token]) => token);
    tokens.forEach((verb, at) => {
      const object = tokens[at + 1];
      if (!object || object === ',' || !/^\p{Ll}/u.test(verb) || isStopWord(verb, lang)) return;
      if (relatives.has(verb.toLowerCase())) return;
      const before = tokens[at - 1] ?? '';
      if (at - 1 > 0 && CAPITALISED.test(before)) {
        acts.push({ doer: before, verb, object, relative: false });
      } else if (relatives.has(before.toLowerCase()) && tokens[at - 2] === ',') {
        const doer = tokens[at - 3] ?? '';
        if (CAPITALISED.test(doer)) acts.push({ doer, verb, object, relative: true });
      }
    });
  }
  return acts;
}

const sameAct = (one: Act, two: Act) =>
  sameWord(one.verb.toLowerCase(), two.verb.toLowerCase()) &&
  sameWord(one.object.toLowerCase(), two.object.toLowerCase());

/** Each source's acts, read once (a source object is one post in one language). */
const bySource = /* @__PURE__ */ new WeakMap<object, Act[]>();

/** The line's people given an act the source's relative clause tells of another, as written. */
export function relativeClauseActs(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  const lang = source.langs[0] ?? 'en';
  const relatives = RELATIVES[lang];
  if (!relatives) return [];
  let sourceActs = bySource.get(source);
  if (!sourceActs) {
    // A source that writes no relative word has no act told in a relative clause: left unread.
    const lower = source.text.toLowerCase();
    const relates = [...relatives].some((word) => lower.includes(word));
    sourceActs = relates ? actsOf(source.text, lang, relatives) : [];
    bySource.set(source, sourceActs);
  }
  if (!sourceActs.some((act) => act.relative)) return [];
  const lineWords = [...line.matchAll(TOKEN)].map(([token]) => token);
  const names = (person: string) => lineWords.some((word) => sameWord(word, person));
  const claims: string[] = [];
  for (const act of actsOf(line, lang, relatives)) {
    if (!source.text.includes(act.doer)) continue;
    const told = sourceActs.filter((other) => sameAct(act, other));
    if (told.length === 0 || told.some((other) => !other.relative)) continue;
    const doers = new Set(told.map((other) => other.doer));
    const [doer] = [...doers];
    if (doers.size !== 1 || !doer || sameWord(doer, act.doer) || names(doer)) continue;
    claims.push(`${act.doer} ${act.verb}`);
  }
  return claims;
}
