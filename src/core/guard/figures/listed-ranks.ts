/**
 * A rank the source gives by the order of its figures (issue 44, round fifty-two): "Ankara 5,9
 * milyonla ikinci sırada" (second, with 5.9 million) of a source's "En kalabalık il 15,7 milyon
 * kişiyle İstanbul oldu; onu 5,9 milyonla Ankara ve 4,5 milyonla İzmir izledi" (İstanbul first,
 * followed by Ankara and İzmir). The source states no "second", so the rank's reader
 * (rank-ordinals.ts) stopped the faithful line. A sentence of the source that lists figures from
 * the largest down ranks them: the line's rank N holds where the figure it gives right before the
 * rank, in its clause, is the source sentence's Nth. "İzmir 4,5 milyonla ikinci sırada" (4.5 is
 * third) and "Ankara üçüncü sırada" with 5,9 are still stopped; a list not in falling order ranks
 * nothing.
 */

/** A number as written: digits with their group or decimal marks. */
const NUMBER = /\d+(?:[.,]\d+)*/gu;
/** A sentence's end: a full stop, question or exclamation mark that is no decimal mark. */
const SENTENCE_END = /(?<!\d)[.!?](?!\d)|[.!?](?=\s)/u;
/** A clause's end in the line: a sentence's end, a semicolon or a colon. */
const CLAUSE_END = /[;:!?]|\.(?!\d)/u;

/** A number's value: "1.200" and "1,200" as thousands, "15,7" as a decimal. */
function numberOf(text: string): number {
  if (/^\d{1,3}(?:[.,]\d{3})+$/u.test(text)) return Number(text.replace(/[.,]/gu, ''));
  return Number(text.replace(',', '.'));
}

/**
 * Whether the rank `value` the line says at `at` is its figure's place in a source sentence that
 * lists figures from the largest down.
 */
export function listedRank(line: string, at: number, value: number, sourceText: string): boolean {
  const clause = line.slice(0, at).split(CLAUSE_END).at(-1) ?? '';
  // "came second with 3,870": the figure may follow its rank in the clause too.
  const after = line.slice(at).split(CLAUSE_END)[0] ?? '';
  const figure = [...clause.matchAll(NUMBER)].at(-1)?.[0] ?? after.match(NUMBER)?.[0];
  if (figure === undefined) return false;
  for (const sentence of sourceText.split(SENTENCE_END)) {
    const numbers = [...sentence.matchAll(NUMBER)].map((match) => match[0]);
    const values = numbers.map(numberOf);
    // The figure is the Nth of a falling run ("Ward 7 …: 4,312 votes, ahead of … 3,870"): a
    // smaller number before the run (a ward's) ranks nothing.
    for (let index = value - 1; index < numbers.length; index++) {
      if (numbers[index] !== figure) continue;
      const start = index - (value - 1);
      const run = values.slice(start, index + 1);
      // The run starts where the list does: no larger number falls into it from before.
      const starts = start === 0 || (values[start - 1] as number) <= (run[0] as number);
      if (
        starts &&
        run.every((number, place) => place === 0 || number < (run[place - 1] as number))
      )
        return true;
    }
  }
  return false;
}
