/**
 * A Turkish result told the other way round with its score kept (round forty-two): "Samsunspor,
 * deplasmanda Trabzonspor'u 3-1 yendi" of "Trabzonspor, sahasında Samsunspor'u 3-1 yendi".
 * Turkish puts the verb last and marks the beaten side by its accusative suffix after the name's
 * apostrophe ("Samsunspor'u", "Barcelona'yı"), so beaten-sides.ts, which reads the side before and
 * after an English or Romance verb, sees neither. Read here: in a sentence with a verb of beating,
 * the beaten side is the name with the accusative suffix, the winner the nearest capitalised word
 * before it with no suffix at all ("Trabzonspor,"); each with its name's capitalised words before
 * it (round forty-four: "Fenerbahçe Beko, Anadolu Efes'i … yenerek" of "Anadolu Efes, Fenerbahçe
 * Beko'yu … yendi", where the nearest word alone made "Anadolu" beat "Efes"). Two sides are one
 * where their names share a word ("Efes", "Anadolu Efes"). Stopped: a line whose winner the post tells
 * beaten by the line's beaten side, and never the winner over it. Turkish negation is the verb's
 * affix ("yenemedi"): the whole forms listed are never negated.
 */

/** Forms of beating a side: "yendi", "yenerek", "mağlup etti", "devirdi" (whole words, lower case). */
const BEAT = new Set(['yendi', 'yendiler', 'yenerek', 'yenmişti', 'yener', 'devirdi', 'devirerek']);
/** "mağlup etti": the verb of two words, its first. */
const DEFEAT = new Set(['mağlup', 'mağlûp']);
const DEFEAT_END = /^(?:etti|ettiler|ederek|etmişti)$/u;

const SENTENCE_END = /[.!?…;:]+(?=\s|$)|\n/u;
const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)?/gu;
const CAPITALISED = /^\p{Lu}/u;
/** The accusative after a name's apostrophe: -ı -i -u -ü, after a vowel -yı -yi -yu -yü. */
const ACCUSATIVE = /^(\p{Lu}[\p{L}\p{M}]*)['’]y?[ıiuü]$/u;

const lower = (word: string) => word.toLocaleLowerCase('tr');

/** Each side as its name's words ("anadolu efes"), in lower case. */
interface Result {
  winner: string[];
  beaten: string[];
}

/**
 * Where the name ending at word `at` begins: the capitalised words before it with only spaces
 * between ("Fenerbahçe Beko", not "Efes, Fenerbahçe"), none with an apostrophe's suffix.
 */
function runStart(sentence: string, spans: readonly RegExpMatchArray[], at: number): number {
  let first = at;
  while (first > 0) {
    const prior = spans[first - 1];
    const here = spans[first];
    if (!prior || !here || !CAPITALISED.test(prior[0]) || /['’]/u.test(prior[0])) break;
    const end = (prior.index ?? 0) + prior[0].length;
    if (!/^ +$/u.test(sentence.slice(end, here.index))) break;
    first -= 1;
  }
  return first;
}

/** The same side: the two names share a word ("Efes" of "Anadolu Efes"). */
const same = (one: readonly string[], other: readonly string[]) =>
  one.some((word) => other.includes(word));

/** The results a text tells: per sentence with a verb of beating, the winner and the beaten. */
function resultsIn(text: string): Result[] {
  const found: Result[] = [];
  for (const sentence of text.split(SENTENCE_END)) {
    const spans = [...sentence.matchAll(WORD)];
    const words = spans.map((span) => span[0]);
    const beats = words.some(
      (word, at) =>
        BEAT.has(lower(word)) ||
        (DEFEAT.has(lower(word)) && DEFEAT_END.test(lower(words[at + 1] ?? ''))),
    );
    if (!beats) continue;
    words.forEach((word, at) => {
      const beaten = ACCUSATIVE.exec(word)?.[1];
      if (!beaten) return;
      // "Anadolu Efes'i": the name's words before the suffixed one, joined by spaces only.
      const first = runStart(sentence, spans, at);
      const before = words
        .slice(0, first)
        .map((one, index) => ({ one, index }))
        .reverse()
        .find(({ one }) => CAPITALISED.test(one) && !/['’]/u.test(one));
      if (!before) return;
      const winner = words.slice(runStart(sentence, spans, before.index), before.index + 1);
      found.push({
        winner: winner.map(lower),
        beaten: [...words.slice(first, at), beaten].map(lower),
      });
    });
  }
  return found;
}

/** The line's winners the Turkish post tells beaten by the same side, never the other way. */
export function turkishBeatenSides(rest: string, sourceText: string, lang: string): string[] {
  if (lang.split('-')[0] !== 'tr') return [];
  const ours = resultsIn(rest);
  if (ours.length === 0) return [];
  const theirs = resultsIn(sourceText);
  const said = (winner: readonly string[], beaten: readonly string[]) =>
    theirs.some((one) => same(one.winner, winner) && same(one.beaten, beaten));
  return ours
    .filter(({ winner, beaten }) => said(beaten, winner) && !said(winner, beaten))
    .map(({ winner }) => winner.join(' '));
}
