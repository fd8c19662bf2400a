/**
 * A name as a sentence's first word (issue 44 item 5, docs/decisions/012): there a capital tells
 * nothing, so the names reader skips it ("Lukaku pareggia…", "Osimhen derbide…", "Djokovic
 * applaude…"). A first word is a name when the source has no word of its stem, it is no number
 * word and none of the common words of the line's language or English holds it in any usual form
 * (common-words.ts): "Victoria del Atlético", "Thuiszege voor Feyenoord", "Goals from Saka" open
 * on words; "Morata marcó" opens on a name.
 */

import { isFractionWord } from '../figures/foreign-fractions.ts';
import { vagueCountRange } from '../figures/vague-counts.ts';
import { numberLexicons } from '../numbers/read-number-words.ts';
import { oncePer } from '../once-per-source.ts';
import { hasCommonWords, isCommonWord } from '../words/common-words.ts';
import { isJoinedEnglishPlural } from '../words/joined-plurals.ts';
import { isLatinateAdjective } from '../words/latinate-adjectives.ts';
import { isLatinateAgentPlural } from '../words/latinate-agents.ts';
import { softensSourceWord } from '../words/palatalised-stems.ts';
import { isPolishParticiple } from '../words/polish-participles.ts';
import { declinesSourceWord } from '../words/slavic-case-endings.ts';
import { isSourceName, NAME, type NameSource, opensSentence } from './claim-names.ts';
import { isSourceCountCompound } from './count-compounds.ts';
import { isDerivedFirstWord } from './derived-first-words.ts';
import { isDictionaryFirstWord } from './dictionary-first-words.ts';
import { isDutchCompound } from './dutch-compounds.ts';
import { afterElidedWord } from './elided-first-words.ts';
import { isNewFirstAcronym } from './first-word-acronyms.ts';
import { isHedgeWord } from './hedge-words.ts';
import { isSourceStemCompound } from './stem-compounds.ts';

/** An article or preposition elided before a word ("L'", "dell'", "qu'"). */
const ELISION = /^(?:l|d|j|m|n|s|t|c|qu|dell|nell|all|dall|sull|coll|un)['’]/iu;

/** Spaces then a capital, where the regular expression is set to look (sticky). */
const CAPITAL_NEXT = /[ \t]+\p{Lu}/uy;

/** A source's words by their first letters, so a line's word is matched with a stem in one look. */
/** A character outside the BMP (two code units): such a word is cut by its code points. */
const ASTRAL = /[\uD800-\uDFFF]/;

/** The longest word read as a name. */
const LONGEST = 30;

/** Every start of four letters or more (to the longest name's length) of each source word. */
const sourceStems = /* @__PURE__ */ oncePer((source: NameSource): ReadonlySet<string> => {
  const starts = new Set<string>();
  for (const word of source.words) {
    // A word with no character outside the BMP is cut by its code units, as most are: no array
    // of its letters is made (a third of a card's first words read as names).
    const letters = ASTRAL.test(word) ? [...word] : word;
    // No longer start is looked for (a name is shorter): a 20,000-letter word costs no more.
    for (let length = 4; length <= Math.min(letters.length, LONGEST); length++) {
      starts.add(
        typeof letters === 'string' ? letters.slice(0, length) : letters.slice(0, length).join(''),
      );
    }
  }
  return starts;
});

/**
 * Whether a capitalised word may be a name no one would mistake for a word of `lang`: the source
 * does not write it (in any form the names reader takes, nor a word of its stem: "Pareggiano" of
 * "pareggio", "Derbiyi" of "Derbide"), it is no number word, and neither `lang` nor English
 * holds it among its common words.
 */
export function mayBeNewName(word: string, source: NameSource, lang: string): boolean {
  return (
    newToSource(word, source) &&
    !isCommonWord(word, lang) &&
    !isCommonWord(word, 'en') &&
    // "Prórroga", "Pasażerowie": a common word its dictionary holds (dictionary-first-words.ts).
    !isDictionaryFirstWord(word, lang) &&
    // "Siódmoklasiści" of "klas siódmych": two of the source's words joined (stem-compounds.ts).
    !isSourceStemCompound(word, source) &&
    // "Belastingverlaging", "Huurstijging": a Dutch word and the source's or Dutch's (dutch-compounds.ts).
    !isDutchCompound(word, source, lang) &&
    // "Demonstranten opgepakt": a Dutch plural of a Latinate agent (latinate-agents.ts).
    !isLatinateAgentPlural(word, lang) &&
    // "Девятидневная" of "девять дней": the source's count joined to its noun (count-compounds.ts).
    !isSourceCountCompound(word, source) &&
    // "Kilkanaście szkół", "Decenas de escuelas": a vague count, read as one (vague-counts.ts).
    vagueCountRange(word) === undefined &&
    // "Треть", "Třetina", "Sepertiga": a share, checked as one (foreign-fractions.ts).
    !isFractionWord(word) &&
    // "Śnieżyca" of "śniegu": the source's stem, its consonant softened (palatalised-stems.ts).
    !softensSourceWord(word, source.words, lang) &&
    // "Гола дубль оформив" of "гол": the source's word in another case (slavic-case-endings.ts).
    !declinesSourceWord(word, source.words, lang) &&
    // "Decydującego tie-breaka …": a verb's participle (polish-participles.ts).
    !isPolishParticiple(word, lang) &&
    // "Максимальні 200 балів": an adjective made on a Latin stem (latinate-adjectives.ts).
    !isLatinateAdjective(word, lang) &&
    // "Hailstones of up to 3 cm": an English compound's plural (joined-plurals.ts).
    !(lang.startsWith('en') && isJoinedEnglishPlural(word)) &&
    // "Réouverture", "Penutupan": a common word's derivation (derived-first-words.ts).
    !isDerivedFirstWord(word, lang, source.words) &&
    // "Nahezu 90 Prozent", "Selisih harga": a hedge or gap word (hedge-words.ts).
    !isHedgeWord(word, lang)
  );
}

/**
 * Whether a capitalised word of four letters or more is new to the source: it writes it in no
 * form the names reader takes, nor a word of its stem, and it is no number word.
 */
export function newToSource(word: string, source: NameSource): boolean {
  const letters = [...word.toLowerCase()];
  if (letters.length < 4 || letters.length > LONGEST || /^\p{Lu}+$/u.test(word)) return false;
  if (isSourceName(word, source) || numberLexicons(word).length > 0) return false;
  const least = Math.max(4, Math.ceil(letters.length * 0.6));
  const starts = sourceStems(source);
  for (let length = letters.length; length >= least; length--) {
    if (starts.has(letters.slice(0, length).join(''))) return false;
  }
  return true;
}

/**
 * A line's sentences' first words that are names the source does not have, in a line written in
 * `lang`; none where no common words of `lang` are kept (a language not read this way).
 */
export function unsupportedFirstNames(line: string, source: NameSource, lang: string): string[] {
  if (!hasCommonWords(lang)) return [];
  const found: string[] = [];
  for (const match of line.matchAll(NAME)) {
    if (!opensSentence(line, match.index)) continue;
    // A word before another capitalised one is read with it: "Galibiyet Anadolu Efes'in" opens on
    // a noun before a name, "Kirill Kaprizov" on a first name whose surname the names reader reads.
    CAPITAL_NEXT.lastIndex = match.index + match[0].length;
    if (CAPITAL_NEXT.test(line)) continue;
    // "L'aéroport", "L'Inter": an article's elision opens the sentence, the word after it is
    // read; "İzmir'deki", "Sunday's": a name's ending after an apostrophe is not.
    const elided = ELISION.exec(match[0]);
    // "Jusqu'à", "Aujourd'hui": another elided word opens it (elided-first-words.ts).
    const word = elided
      ? match[0].slice(elided[0].length)
      : (afterElidedWord(match[0], lang) ?? (match[0].split(/['’]/)[0] as string));
    // "Forty-eight", "Saint-Étienne": each capitalised part is read.
    const parts = word.split('-').filter((part) => /^\p{Lu}/u.test(part));
    // "ФСБ запускает…": an acronym the source does not have (first-word-acronyms.ts).
    if (parts.some((part) => mayBeNewName(part, source, lang) || isNewFirstAcronym(part, source)))
      found.push(match[0]);
  }
  return found;
}
