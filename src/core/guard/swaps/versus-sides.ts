/**
 * The two sides of a "versus" traded while their figures stay (round forty-nine): "ليلى الحداد تفوز
 * … بنسبة 54.2% مقابل 38.7% لسامي بن عمر" of "فوز سامي بن عمر … بنسبة 54.2% …، مقابل 38.7% لمنافسته
 * ليلى الحداد". Every word and figure is the source's; which words stand on the side of which
 * figure is not. named-shares.ts reads a figure's name by its capitals; a script without capitals
 * (Arabic) tells no name apart, so here every word of a side is read.
 *
 * Read here: a sentence with one word of "versus" (مقابل, against, contre, gegen, contro, contra,
 * против …) has two sides, before it and after it, each holding figures. A line's such sentence is
 * laid over the source's whose sides hold its sides' figures, each line side all of one source
 * side's and none of the other's (so a line that turns the sentence round, figures and all, is
 * laid the other way). It is stopped where each of its sides holds a word that the source writes
 * only on the other side: the two sides' words crossed, not one reworded.
 */

/** Words that set two sides against each other, in the languages most visitors write. */
const VERSUS = new Set([
  'against',
  'versus',
  'vs',
  'contre',
  'gegen',
  'gegenüber',
  'contro',
  'contra',
  'frente',
  'против',
  'مقابل',
  'față',
]);
/**
 * Any of those words inside a lower-cased text: a line with none sets no sides, so its words are
 * not read (each word's lower case is inside the text's, none of these letters changing by their
 * neighbours).
 */
const ANY_VERSUS = /* @__PURE__ */ new RegExp([...VERSUS].join('|'), 'u');
/** A sentence ends at ".", "!", "?" before a space or the end (a decimal point ends none). */
const SENTENCE_END = /[.!?؟。\n](?=\s|$)/u;
const WORD = /[\p{L}\p{M}]+/gu;
const NUMBER = /\p{N}+(?:[.,٫]\p{N}+)*/gu;
/** The shortest word read: two letters are mostly particles. */
const SHORTEST = 3;

interface Sides {
  words: [Set<string>, Set<string>];
  numbers: [Set<string>, Set<string>];
}

/**
 * A word's forms: itself, and without an Arabic article or one-letter proclitic ("لسامي" is
 * "سامي", "والحدائق" "حدائق"), which a side's word takes as the sentence's grammar asks.
 */
function formsOf(word: string): string[] {
  const forms = [word];
  const bare = word.replace(/^[وفبلك](?=\p{L}{3})/u, '');
  for (const one of [bare, word]) {
    const noArticle = one.replace(/^(?:ال|لل)(?=\p{L}{3})/u, '');
    forms.push(one, noArticle);
  }
  return [...new Set(forms)];
}

const wordsOf = (text: string) =>
  new Set(
    (text.toLowerCase().match(WORD) ?? [])
      .filter((word) => [...word].length >= SHORTEST)
      .flatMap(formsOf),
  );
const numbersOf = (text: string) =>
  new Set((text.match(NUMBER) ?? []).map((number) => number.replace(/[,٫]/gu, '.')));

/** The text's sentences with one word of versus, read as their two sides. */
function sidesOf(text: string): Sides[] {
  return text.split(SENTENCE_END).flatMap((sentence) => {
    const versus = [...sentence.matchAll(WORD)].filter((word) => VERSUS.has(word[0].toLowerCase()));
    if (versus.length !== 1) return [];
    const at = versus[0]?.index ?? 0;
    const before = sentence.slice(0, at);
    const after = sentence.slice(at + (versus[0]?.[0].length ?? 0));
    return [
      {
        words: [wordsOf(before), wordsOf(after)],
        numbers: [numbersOf(before), numbersOf(after)],
      },
    ];
  });
}

/** Whether every number of `mine` is `held`'s and none `other`'s (and there is one). */
const liesOn = (mine: Set<string>, held: Set<string>, other: Set<string>) =>
  mine.size > 0 && [...mine].every((number) => held.has(number) && !other.has(number));

/** A word of `side` the source writes on `other` only, never on `own`. */
const crossedWord = (side: Set<string>, own: Set<string>, other: Set<string>) =>
  [...side].find((word) => other.has(word) && !own.has(word));

/** The line's words crossed between the two sides of a versus, one a side (as read). */
export function versusSides(line: string, sourceText: string): string[] {
  if (!ANY_VERSUS.test(line.toLowerCase())) return [];
  const mine = sidesOf(line);
  if (mine.length === 0) return [];
  const theirs = sidesOf(sourceText);
  const found: string[] = [];
  for (const one of mine) {
    for (const two of theirs) {
      // The source's sides in the line's order, by their figures: a line turned round is laid
      // the other way.
      const turned = !liesOn(one.numbers[0], two.numbers[0], two.numbers[1]);
      const numbers = turned ? ([two.numbers[1], two.numbers[0]] as const) : two.numbers;
      const words = turned ? ([two.words[1], two.words[0]] as const) : two.words;
      if (!liesOn(one.numbers[0], numbers[0], numbers[1])) continue;
      if (!liesOn(one.numbers[1], numbers[1], numbers[0])) continue;
      const a = crossedWord(one.words[0], words[0], words[1]);
      const b = crossedWord(one.words[1], words[1], words[0]);
      if (a !== undefined && b !== undefined) found.push(a);
    }
  }
  return found;
}
