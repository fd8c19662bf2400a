/**
 * A person told with their own figures, in the words the document binds to another of its people
 * (round thirty-seven's review): "Tom Reid was the club's fastest in 2:29:40" of a club's post
 * where "Emma Clarke was the club's first woman home in 2:51:08 … and Tom Reid ran 2:29:40" bound
 * "club" to Emma Clarke alone, and traded-actions.ts read her place given to him. A person the
 * line tells with figures that all stand in the document after their name (before the sentence
 * ends or the next name starts) is told their own facts; put on another's figures ("Tom Reid …
 * in 2:51:08", "Emma Clarke ran 2:29:40") they still stop.
 */

/** A figure as written: digits and the marks inside them ("2:29:40", "27,000", "7.50"). */
const FIGURE = /\d+(?:[:.,]\d+)*/gu;
/** Two capitalised words together: the next person, where a person's facts end. */
const NEXT_NAME = /\p{Lu}[\p{Ll}\p{M}'’-]+\s+\p{Lu}[\p{Ll}\p{M}'’-]+/u;
/** A sentence's end: its mark before a space or the text's end, or a line break. */
const SENTENCE_END = /[.!?](?=\s|$)|\n/u;

/** The stretches of `text` after each place it writes `name`, to its sentence's end or a name. */
function stretchesAfter(name: string, text: string): string[] {
  const found: string[] = [];
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
    const rest = text.slice(at + name.length);
    const ends = [SENTENCE_END.exec(rest)?.index, NEXT_NAME.exec(rest)?.index];
    found.push(rest.slice(0, Math.min(rest.length, ...ends.filter((end) => end !== undefined))));
  }
  return found;
}

/** `figure` written in `text` whole, not inside a longer number. */
function writes(text: string, figure: string): boolean {
  for (let at = text.indexOf(figure); at >= 0; at = text.indexOf(figure, at + 1)) {
    const after = text.slice(at + figure.length, at + figure.length + 2);
    if (!/\d/u.test(text.charAt(at - 1)) && !/^[:.,]?\d/u.test(after)) return true;
  }
  return false;
}

/** The people of `people` not told with their own figures in `line` (see the file's comment). */
export function withoutFigureOwnedPeople(
  people: readonly string[],
  line: string,
  documentText: string,
): string[] {
  const figures = line.match(FIGURE) ?? [];
  if (figures.length === 0) return [...people];
  return people.filter((person) => {
    const stretches = stretchesAfter(person, documentText);
    return !figures.every((figure) => stretches.some((stretch) => writes(stretch, figure)));
  });
}
