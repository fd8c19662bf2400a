/**
 * A text's runs of capitalised words, the short function words between them, and the initials of
 * each stretch of a run: the names reader (claim-names.ts) holds a line's acronym where it is the
 * initials of a name the source spells out ("US" of "United States"). The function words skipped
 * are the source's language's (the `stopword` lists, words/stop-words.ts), not English's alone:
 * Portuguese "ONU" of "Organização das Nações Unidas", Italian "CSM" of "Consiglio Superiore della
 * Magistratura", Dutch "CBS" of "Centraal Bureau voor de Statistiek" (issue 44 item 4). A hyphen
 * joins a name's words as a space does: Indonesian "PBB" of "Perserikatan Bangsa-Bangsa".
 */
import { isStopWord } from '../words/stop-words.ts';

/** Words between the capitalised words of one name ("United States of America"), in any language. */
const CONNECTORS = /* @__PURE__ */ new Set('of and the for de des du la le del di'.split(' '));

/** A function word of a name's language is a connector where it is short: "das", "della", "voor". */
const SHORT_FUNCTION_WORD = 5;

/** A run's words: their first letters, and whether each is a connector. */
export type Run = Array<{ word: string; connector: boolean }>;

function isConnector(word: string, langs: readonly string[]): boolean {
  const lower = word.toLowerCase();
  if (CONNECTORS.has(lower)) return true;
  if (lower !== word || [...word].length > SHORT_FUNCTION_WORD) return false;
  return langs.some((lang) => isStopWord(word, lang));
}

/**
 * Runs of capitalised words (with connectors between them), spaces or a hyphen only between
 * their words; `langs` the text's languages, whose function words are connectors too.
 */
export function capitalRuns(text: string, langs: readonly string[] = []): Run[] {
  const runs: Run[] = [];
  let run: Run = [];
  let end = -1;
  for (const match of text.matchAll(/[\p{L}\p{M}]+/gu)) {
    const word = match[0];
    const capital = /^\p{Lu}/u.test(word);
    const connector = !capital && isConnector(word, langs);
    const joined = end >= 0 && /^(?:[ \t]+|-)$/.test(text.slice(end, match.index));
    if (!joined || !(capital || connector)) {
      if (run.length > 1) runs.push(run);
      run = [];
    }
    if (capital || (connector && run.length > 0)) run.push({ word, connector });
    end = match.index + word.length;
  }
  if (run.length > 1) runs.push(run);
  return runs;
}

/** Each stretch of a run that starts and ends on a name's word, with its initials both ways. */
export function* spelledOut(run: Run): Generator<{ words: string[]; initials: string[] }> {
  for (let from = 0; from < run.length; from++) {
    for (let to = from + 1; to < Math.min(run.length, from + 8); to++) {
      const part = run.slice(from, to + 1);
      if (part[0]?.connector || part.at(-1)?.connector) continue;
      const letters = (items: Run) => items.map((item) => item.word[0] ?? '').join('');
      yield {
        words: part.map((item) => item.word),
        // "USA" of "United States of America"; "DOJ" of "Department of Justice". An acronym drops
        // its letters' accents: Greek "ΕΕ" of "Ευρωπαϊκή Ένωση" (Έ written with its tonos).
        initials: [letters(part.filter((item) => !item.connector)), letters(part)].map((text) =>
          text.toUpperCase().normalize('NFD').replace(/\p{M}/gu, ''),
        ),
      };
    }
  }
}
