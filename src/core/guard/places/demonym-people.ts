/**
 * A person given another's nationality (issue 44, blind round forty-seven): "فاز العداء الإثيوبي
 * جوزيف كيبروتيتش" of a post whose "العداء الكيني جوزيف كيبروتيتش" won the men's race and whose
 * "الإثيوبية هيروت تاديسي" won the women's. Every word is the source's (Ethiopian is hers), so
 * the names and places readers keep it; but the line puts a country's people-word right before a
 * person the source gives another country's. A people-word is read as a country as
 * people-inflections.ts reads it (the longest start it shares with a country's name in the
 * source's languages, four letters at least), after Arabic's article "ال" and Hebrew's "ה" and
 * before an Arabic or Hebrew feminine ending; the name right after it is whom it is said of. The
 * line's word is stopped where the source puts another country's word right before that same
 * word and never one of the line's country. The source's own language only.
 */
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';
import { countriesOf } from './people-inflections.ts';

/** The fewest letters a people-word shares with its country's name ("con" is no Congo's). */
const LEAST = 4;

/** Words, lower-cased, with where each starts in the text. */
const WORD = /[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu;

interface Said {
  /** The people-word as the text writes it. */
  text: string;
  codes: ReadonlySet<string>;
  /** The word right after it, lower-cased. */
  of: string;
}

/** The countries a word names as its people's adjective, none for most words. */
function countriesOfPeople(word: string, langs: readonly string[]): ReadonlySet<string> {
  let bare = word;
  if (langs[0] === 'ar') bare = bare.replace(/^(?:[وفب]?ال)/u, '').replace(/ة$/u, '');
  if (langs[0] === 'he') bare = bare.replace(/^[וש]?ה/u, '').replace(/ית$/u, 'י');
  if ([...bare].length < LEAST) return new Set();
  const reading = countriesOf(bare, langs);
  return reading.shared >= LEAST ? reading.codes : new Set();
}

function peopleWordsIn(text: string, langs: readonly string[]): Said[] {
  const words = [...text.matchAll(WORD)].map((match) => ({
    text: match[0],
    lower: match[0].normalize('NFC').toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));
  const found: Said[] = [];
  for (let at = 0; at + 1 < words.length; at += 1) {
    const word = words[at] as (typeof words)[number];
    const next = words[at + 1] as (typeof words)[number];
    // Only the word right after it, in the same clause: a space alone between.
    if (!/^\s+$/u.test(text.slice(word.end, next.start))) continue;
    // Whom it is said of is a name: capitalised where the script has capitals, three letters or
    // more where it has none (Arabic, Hebrew); "menos de", "los domingos no" are no one.
    const cased = next.text.toLowerCase() !== next.text.toUpperCase();
    if (cased ? !/^\p{Lu}/u.test(next.text) : [...next.text].length < 3) continue;
    const codes = countriesOfPeople(word.lower, langs);
    if (codes.size === 0 || countriesOfPeople(next.lower, langs).size > 0) continue;
    found.push({ text: word.text, codes, of: next.lower });
  }
  return found;
}

const bySource = /* @__PURE__ */ oncePer((source: ClaimSource): Said[] =>
  peopleWordsIn(source.text, source.langs),
);

const meets = (one: ReadonlySet<string>, other: ReadonlySet<string>) =>
  [...one].some((code) => other.has(code));

/** The line's people-words said of someone the source gives another country's, as written. */
export function demonymPeople(line: string, source: ClaimSource): string[] {
  if (source.translated || source.langs.length === 0) return [];
  const lineSaid = peopleWordsIn(line, source.langs);
  if (lineSaid.length === 0) return [];
  const sourceSaid = bySource(source);
  const claims: string[] = [];
  for (const said of lineSaid) {
    const of = sourceSaid.filter((one) => one.of === said.of);
    if (of.length > 0 && !of.some((one) => meets(one.codes, said.codes))) claims.push(said.text);
  }
  return claims;
}
