/**
 * A body's name spelled out in the Slavic way, where the source writes only its acronym (issue 44
 * item 4, h298): "Всемирная организация здравоохранения" of "ВОЗ", "через Систему быстрых
 * платежей" of "СБП", "Ministerstwo Zdrowia" of "MZ". Slavic languages capitalise a name's first
 * word only, so spelled-out-acronyms.ts (a run of capitalised words, "World Health Organization")
 * read no run, and the name's first word ("Всемирная", "Систему") was a new name. Here a
 * capitalised word and the words after it, in any case ("Систему" of "Система"), give their
 * initials, a short joining word ("по", "i", "na") passed over or read; a run whose initials are
 * an acronym of the source, two letters or more, is blanked from the text the names readers read.
 * A run whose initials are no acronym of the source ("Всемирная торговая организация" of "ВОЗ")
 * is read as before.
 */
import { isSlavic } from '../places/slavic-country-words.ts';
import { capitalisedWords } from '../words/spelled-out-acronyms.ts';

/** An acronym as a source writes it: two to six capitals, a word of its own. */
const ACRONYM = /(?<![\p{L}\p{M}])\p{Lu}{2,6}(?![\p{L}\p{M}])/gu;
/** A word of the line, with where it stands. */
const WORD = /[\p{L}\p{M}]+/gu;
/** A joining word that may give no letter to its acronym ("по" of МЧС, "i", "na", "za"). */
const JOINING = /^\p{Ll}{1,2}$/u;
/** The most words a name is read in. */
const LONGEST = 7;

/** `line` with each Slavic name whose initials spell an acronym of `sourceText` blanked. */
export function withoutSentenceCaseAcronyms(
  line: string,
  sourceText: string,
  langs: readonly string[],
): string {
  if (!langs.some(isSlavic)) return line;
  const acronyms = new Set(sourceText.match(ACRONYM) ?? []);
  if (acronyms.size === 0) return line;
  const words = capitalisedWords(line, WORD);
  let text = line;
  for (let first = 0; first < words.length; first++) {
    if (!words[first]?.capital) continue;
    // Two readings: every word gives its letter ("Министерство внутренних дел"), or a joining
    // word gives none ("Министерство по чрезвычайным ситуациям").
    for (const skip of [false, true]) {
      let initials = '';
      let end = -1;
      for (let at = first; at < words.length && at < first + LONGEST; at++) {
        const word = words[at] as (typeof words)[number];
        // Only the first word capitalised, or each (a name of names, "Организация Объединённых
        // Наций"); a capital after lower-case words ends the name ("Збройні сили України": ЗСУ).
        const closing = at > first && word.capital && !words[at - 1]?.capital;
        if (skip && JOINING.test(word.text)) continue;
        initials += (word.text[0] ?? '').toUpperCase();
        if (initials.length >= 2 && acronyms.has(initials)) end = at;
        if (closing || initials.length >= 6) break;
      }
      if (end < 0) continue;
      const last = words[end] as (typeof words)[number];
      const start = (words[first] as (typeof words)[number]).start;
      const stop = last.start + last.text.length;
      text = `${text.slice(0, start)}${' '.repeat(stop - start)}${text.slice(stop)}`;
      first = end;
      break;
    }
  }
  return text;
}
