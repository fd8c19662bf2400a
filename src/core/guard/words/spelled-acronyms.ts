/**
 * An acronym a document spells out in lower-case words, or writes inside a longer word (issue 44
 * item 4, docs/decisions/012, long documents): an abstract writes "gross domestic product" and
 * "lithium iron phosphate cells", a summary "GDP" and "LFP cells"; a release writes "mRNA" and a
 * summary "RNA". The names reader (claim-names.ts) reads a source's capitals' initials only; these
 * are the source's words too, not a new name. An acronym no run of the source's words gives ("FDA"
 * of a trial that names no drug agency) stays a name the source lacks.
 */

import { oncePer } from '../once-per-source.ts';
import { isStopWord } from './stop-words.ts';
import { spellsTwoWords } from './two-letter-acronyms.ts';

/** Words inside a spelled-out name, not among its letters ("Department of Justice": DOJ). */
const CONNECTORS = /* @__PURE__ */ new Set(['of', 'and', 'the', 'for', 'on', 'in', 'to', '&']);

/** An acronym's length read: two letters are initials of too many word pairs of a long text. */
const SHORTEST = 3;
const LONGEST = 6;

/**
 * The initials of every run of three to six of the text's words that opens and closes on a word
 * no stop word ("gross domestic product": GDP; "department of justice": DOJ), connectors inside
 * it skipped; read once per source, on the first acronym that asks.
 */
const runInitials = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): ReadonlySet<string> => {
    const initials = new Set<string>();
    // A run does not cross a sentence's or a clause's end: the words are read between marks.
    for (const clause of source.text.toLowerCase().split(/[.,;:!?()[\]"“”]+/u)) {
      const words = clause.match(/[\p{L}\p{M}]+/gu) ?? [];
      for (let start = 0; start < words.length; start++) {
        const first = words[start] as string;
        if (CONNECTORS.has(first) || isStopWord(first, 'en')) continue;
        // "DOJ" and "DJ" of "department of justice": its connectors' letters both ways.
        for (const skip of [true, false]) {
          let letters = '';
          for (let at = start; at < words.length && letters.length < LONGEST; at++) {
            const word = words[at] as string;
            const connector = CONNECTORS.has(word);
            if (connector && skip) continue;
            letters += word[0];
            if (letters.length >= SHORTEST && !connector && !isStopWord(word, 'en')) {
              initials.add(letters);
            }
          }
        }
      }
    }
    return initials;
  },
);

const LETTER_BOUNDARY = '(?<![\\p{L}\\p{M}\\p{N}])';

/**
 * An acronym whose small letters are its short words' ("DfT": Department for Transport, "DfE",
 * "BfR": Bundesinstitut für Risikobewertung): capitals, one small letter at most between two.
 */
const MIXED = /^\p{Lu}(?:\p{Ll}?\p{Lu}){1,4}$/u;

/**
 * Whether `letters` ("DfT", a small letter in it) spells a run of the source's words: each capital
 * a word's initial, each small letter a short word's ("for", "für"), the words side by side
 * (round twenty-nine: "funded by the DfT" of "the Department for Transport's fund" was stopped).
 */
function mixedAcronym(letters: string, text: string): boolean {
  const words = [...letters].map((letter) =>
    /\p{Lu}/u.test(letter) ? `${letter}[\\p{L}\\p{M}-]+` : `${letter}\\p{Ll}{0,3}`,
  );
  return new RegExp(`${LETTER_BOUNDARY}${words.join('[ \\t\\n]+')}(?![\\p{L}\\p{M}])`, 'u').test(
    text,
  );
}

/**
 * Whether the acronym `word` (capitals, a plural's or possessive's ending allowed) is the
 * source's in another form: the initials of a run of its words ("GDP"); the capitals inside one
 * of its words, no other capital beside them ("RNA" of "mRNA"); or, standing before the word
 * `next` of the line, a run of as many of the source's words before that same word whose first
 * and last words' initials are the acronym's first and last letters ("LFP cells" of "lithium iron
 * phosphate cells": a chemical's letters are its elements', not its words' initials).
 */
export function isSpelledAcronym(
  word: string,
  source: { readonly text: string },
  next?: string,
): boolean {
  const letters = word.replace(/(?:['’]s|s)$/u, '');
  if (MIXED.test(letters) && /\p{Ll}/u.test(letters)) return mixedAcronym(letters, source.text);
  if (!/^\p{Lu}{2,6}$/u.test(letters)) return false;
  if (new RegExp(`(?<!\\p{Lu})${letters}(?!\\p{Lu})`, 'u').test(source.text)) return true;
  const lower = letters.toLowerCase();
  if (lower.length >= SHORTEST && runInitials(source).has(lower)) return true;
  // "PBs" of a post's "personal bests" (two-letter-acronyms.ts).
  if (spellsTwoWords(lower, source)) return true;
  if (!next || next.length < 3 || isStopWord(next, 'en') || !/^\p{Ll}+$/u.test(next)) return false;
  const between = '[ \\t\\n]+[\\p{L}\\p{M}-]+'.repeat(lower.length - 2);
  const frame = new RegExp(
    `${LETTER_BOUNDARY}${lower[0]}[\\p{L}\\p{M}-]*${between}[ \\t\\n]+${lower.at(-1)}[\\p{L}\\p{M}-]*[ \\t\\n]+${next}(?![\\p{L}\\p{M}])`,
    'iu',
  );
  return frame.test(source.text);
}
