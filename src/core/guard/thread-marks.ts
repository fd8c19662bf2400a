/**
 * A thread's post numbers itself ("1/5 🧵", "… 3/5 #Thread"): the place of a post in its thread,
 * which the styles write and the visitor's text never holds (round twenty: seven faithful posts
 * in six languages stopped on it). A mark is read only where a post opens or closes, after a
 * sentence's end or an emoji, its first number no greater than its second: "open 3/5" is a date.
 * A sentence ends as its script ends it: Hindi's danda "।", Arabic's "؟", Urdu's "۔" as well as
 * "." (round twenty-three: a Hindi post's "… बातें। 1/5" stopped as a figure).
 */

/** A mark opening the post, after emojis or a thread sign. */
const OPENING =
  /^((?:[\s\p{Extended_Pictographic}]|\uFE0F|\u200D)*)\(?(\d{1,2})\/(\d{1,2})\)?(?=[\s\p{Extended_Pictographic}]|$)/u;

/**
 * A mark closing the post, after a sentence's end or an emoji, before its tags and emojis only.
 * Thai and Lao end a sentence with a space and no mark (round forty-six: a Thai post's "… 1,500
 * ชิ้น 2/4" stopped as a figure): after a word of theirs, a space is the sentence's end.
 */
const CLOSING =
  /((?:[…\p{Sentence_Terminal}\p{Extended_Pictographic}]|\uFE0F)\s*|[\p{sc=Thai}\p{sc=Lao}]\s+)\(?(\d{1,2})\/(\d{1,2})\)?(?=(?:[\s\p{Extended_Pictographic}]|\uFE0F|\u200D|#[\p{L}\p{N}_]+)*$)/u;

/**
 * Whether "n/m" can be a post's place in a thread of m posts: the thread maker writes 4-5, and a
 * mark out of ten is a rating ("9/10"), not a place.
 */
const isPlace = (n: string, m: string) =>
  Number(n) >= 1 && Number(n) <= Number(m) && Number(m) >= 2 && Number(m) <= 9;

/** The post without the marks that number it in its thread; any other text as it was. */
export function withoutThreadMarks(post: string): string {
  const opened = post.replace(OPENING, (mark, lead: string, n: string, m: string) =>
    isPlace(n, m) ? `${lead} ` : mark,
  );
  return opened.replace(CLOSING, (mark, lead: string, n: string, m: string) =>
    isPlace(n, m) ? `${lead} ` : mark,
  );
}
