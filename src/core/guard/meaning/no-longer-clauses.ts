/**
 * "No longer" dropped from or added to a clause with no figure (h263, docs/decisions/012): "Carlos
 * Ruiz entrena al equipo" of "Carlos Ruiz ya no entrena al equipo", "Ab Juni fährt der Zug nach
 * Hamburg" of "… nicht mehr nach Hamburg", "Toko itu buka pada hari Minggu" of "tidak lagi buka".
 * negation-words.ts reads "ya no", "nicht mehr", "tidak lagi" as idioms that negate nothing, and
 * no-longer-figures.ts reads them only in a figure's clause; so a line that drops one from a
 * clause with a day, a place or a name passed.
 *
 * Tied to the clause's words instead of a figure: the verb the phrase negates (no-longer-
 * phrases.ts says on which side of it) and two more of the clause's content words (all of them
 * where it has fewer). Dropped: the line negates nothing, a source's clause says "no longer" of
 * those words, and no source sentence that negates nothing holds them too. Added: the line's clause
 * says "no longer" of words only sentences that negate nothing (nor say a thing stopped) hold.
 * Read in the source's language only; nothing is split unless one side says "no longer".
 */
import { splitSentences } from '../../split-sentences.ts';
import { oncePer } from '../once-per-source.ts';
import type { ClauseSource } from './negation-claims.ts';
import { CLAUSE_END, holds, negates, type Said, saidOf, wordsOf } from './no-longer-figures.ts';
import { NO_LONGER, saysNoLonger } from './no-longer-phrases.ts';

interface Sentence {
  words: string[];
  negates: boolean;
  /** Its clauses that say "no longer". */
  noLonger: Said[];
}

const sourceSentences = /* @__PURE__ */ oncePer((source: ClauseSource): Sentence[] => {
  const lang = source.langs[0] ?? 'en';
  return splitSentences(source.text, lang).map((sentence) => ({
    words: wordsOf(sentence),
    negates: negates(sentence, lang),
    noLonger: sentence
      .split(CLAUSE_END)
      .map((clause) => saidOf(clause, lang))
      .filter((said): said is Said => said !== undefined),
  }));
});

/**
 * "Instead of" by language: a line's "fährt über den Ring statt durch die Altstadt" keeps the
 * source's "nicht mehr durch die Altstadt", its negation said as the thing left.
 */
const INSTEAD: Readonly<Record<string, RegExp>> = {
  es: /\b(?:en (?:lugar|vez) de|y no)\b/iu,
  ca: /\b(?:en (?:lloc|comptes) de)\b/iu,
  pt: /\b(?:em vez de|ao invés de|em lugar de)\b/iu,
  fr: /\b(?:au lieu d|plutôt que)/iu,
  it: /\b(?:invece d|anziché|al posto d)/iu,
  de: /(?<![\p{L}])(?:statt|anstatt|anstelle)(?![\p{L}])/iu,
  nl: /\b(?:in plaats van|i\.p\.v\.)/iu,
  sv: /\b(?:i stället för|istället för)\b/iu,
  da: /\b(?:i stedet for)\b/iu,
  nb: /\b(?:i stedet for)\b/iu,
  pl: /(?<![\p{L}])(?:zamiast)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:вместо)(?![\p{L}])/iu,
  uk: /(?<![\p{L}])(?:замість)(?![\p{L}])/iu,
  ro: /(?<![\p{L}])(?:în loc de)(?![\p{L}])/iu,
  id: /\b(?:alih-alih|bukannya|ketimbang)\b/iu,
  ms: /\b(?:daripada|bukannya)\b/iu,
  el: /(?<![\p{L}])(?:αντί)(?![\p{L}])/iu,
  he: /(?<![\p{L}])(?:במקום)(?![\p{L}])/u,
};

/**
 * Whether `words` hold the verb, the first content word after it (where the clause has one: a
 * line's "entrena a la selección" is not "entrena al equipo"), and two more content words (all,
 * where it has fewer).
 */
function holdsSaid(words: readonly string[], said: Said): boolean {
  if (said.content.length === 0 || !holds(words, said.verb)) return false;
  if (said.next !== undefined && !holds(words, said.next)) return false;
  const held = said.content.filter((word) => holds(words, word)).length;
  return held >= Math.min(2, said.content.length);
}

/** The line's clauses that drop a source's "no longer", or add one to what it states plainly. */
export function noLongerClauses(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? 'en';
  if (source.translated || !NO_LONGER[lang]) return [];
  const lineSays = saysNoLonger(line, lang);
  const dropping = !lineSays && !negates(line, lang) && INSTEAD[lang]?.test(line) !== true;
  // A line that says no "no longer" is read only against a source that says one.
  if ((!lineSays && !dropping) || (dropping && !saysNoLonger(source.text, lang))) return [];
  const sentences = sourceSentences(source);
  const stopped: string[] = [];
  for (const clause of line.split(CLAUSE_END)) {
    let turned = false;
    if (lineSays) {
      const said = saidOf(clause, lang);
      const holding = said ? sentences.filter((one) => holdsSaid(one.words, said)) : [];
      turned = holding.length > 0 && holding.every((one) => !one.negates);
    } else {
      const words = wordsOf(clause);
      // A source that also states the same words plainly lets the line say them.
      turned = sentences.some((one) =>
        one.noLonger.some(
          (said) =>
            holdsSaid(words, said) &&
            !sentences.some((other) => !other.negates && holdsSaid(other.words, said)),
        ),
      );
    }
    if (turned) stopped.push(clause.trim());
  }
  return stopped;
}
