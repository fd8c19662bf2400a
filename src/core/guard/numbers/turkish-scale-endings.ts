/**
 * A Turkish scale with its case ending joined on (issue 44, round fifty-two): "86,24 milyona" (to
 * 86.24 million), "5,9 milyonla", "2 milyardan", "300 bine". Turkish writes the ending onto the
 * word, so the scale's reader, which looks a word up whole, saw no scale: "86,24" stood alone and
 * a faithful line of a source's "86 milyon 240 bin" was stopped. A word that is one of the Turkish
 * lexicon's scales and then a case ending, its vowel the one vowel harmony gives after the scale's
 * last vowel (an apostrophe before it or not), is that scale. Any other ending is left ("milyonlarca",
 * millions of, names no value), as is a word the harmony does not allow.
 */
import { lexiconOf } from './number-words.ts';

/** The two-way ("a"/"e") and four-way ("ı"/"i"/"u"/"ü") vowels after a stem's last vowel. */
const HARMONY: Record<string, readonly [string, string]> = {
  a: ['a', 'ı'],
  ı: ['a', 'ı'],
  o: ['a', 'u'],
  u: ['a', 'u'],
  e: ['e', 'i'],
  i: ['e', 'i'],
  ö: ['e', 'ü'],
  ü: ['e', 'ü'],
};

/** Consonants after which "d" and "c" harden to "t" and "ç" ("fıstıkçı şahap"). */
const VOICELESS = /[fstkçşhp]$/u;

/** The case endings a scale takes, A and I standing for the harmony's two- and four-way vowels. */
const ENDINGS = ['A', 'DA', 'DAn', 'I', 'In', 'lA', 'lIk'];

const endingsOf = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/** The endings `stem` takes, written out: "milyon" → "a", "da", "dan", "u", "un", "la", "luk". */
function endingsAfter(stem: string): ReadonlySet<string> {
  let endings = endingsOf.get(stem);
  if (endings) return endings;
  const vowel = [...stem].reverse().find((letter) => letter in HARMONY) ?? 'a';
  const [two, four] = HARMONY[vowel] ?? ['a', 'ı'];
  const d = VOICELESS.test(stem) ? 't' : 'd';
  const vowelEnd = /[aeıioöuü]$/u.test(stem);
  endings = new Set(
    ENDINGS.map((ending) => {
      const written = ending.replace('A', two).replace('I', four).replace('D', d);
      // A stem ending in a vowel takes a "y" before a vowel ending ("yüze" aside, none of the
      // scales does; kept so the rule says what Turkish does).
      return vowelEnd && /^[aeıiuü]/u.test(written) ? `y${written}` : written;
    }),
  );
  endingsOf.set(stem, endings);
  return endings;
}

let scales: readonly string[] | undefined;

/** The Turkish scale `word` is with a case ending ("milyona" → "milyon"), or undefined. */
export function turkishScaleStem(word: string): string | undefined {
  if (word.length < 4) return undefined;
  scales ??= [...(lexiconOf('tr')?.scales.keys() ?? [])];
  const lower = word.toLocaleLowerCase('tr');
  for (const scale of scales) {
    if (lower.length <= scale.length || !lower.startsWith(scale)) continue;
    const ending = lower.slice(scale.length).replace(/^['’]/u, '');
    if (endingsAfter(scale).has(ending)) return scale;
  }
  return undefined;
}
