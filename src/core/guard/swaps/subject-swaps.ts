/**
 * Two people's figures traded (issue 44 items 1 and 4, docs/decisions/012 "Long documents'
 * figures"): "Ethiopia's Chimdessa Debele was second in 2:06:15 and Japan's Akira Akasaki third in
 * 2:06:57" of "Japan's Akira Akasaki was second in 2:06:15 … and Ethiopia's Chimdessa Debele was
 * third in 2:06:57". Every name and figure is the source's; what each figure is told of is not. A
 * figure's subject is the first name its clause writes before it (capitalised words, known by the
 * last; the clause back to a comma, a full stop or a conjunction). Two figures of a line are
 * stopped where the source gives each the other's subject and never its own: both traded, so a
 * line that words one figure's subject otherwise ("the runner-up") is never stopped.
 */
import { sourceHolding } from './figure-bindings.ts';
import type { Placed } from './figure-ties.ts';

/** A capitalised word of a name, a possessive's ending kept apart ("Japan's"). */
const NAME_WORD = /^\p{Lu}[\p{L}\p{M}-]*$/u;
/** Words that open a new clause before a figure. */
const CLAUSE = new Set(
  'and but while whereas before after though although y pero mientras und aber während et mais tandis'.split(
    ' ',
  ),
);
/** A clause is read back this many words at most. */
const REACH = 12;

/** The first name of the clause that ends at `start` in `text`, as its last word in lower case. */
export function subjectBefore(text: string, start: number): string | undefined {
  // Back to the clause's last mark, scanned once (a pattern anchored at the end would try every
  // start).
  let cut = start;
  while (cut > 0 && start - cut < 200 && !',;:.!?'.includes(text[cut - 1] as string)) cut -= 1;
  const words = text.slice(cut, start).match(/[\p{L}\p{M}'’-]+/gu) ?? [];
  let from = Math.max(0, words.length - REACH);
  for (let index = words.length - 1; index >= from; index--) {
    if (CLAUSE.has((words[index] as string).toLowerCase())) {
      from = index + 1;
      break;
    }
  }
  let subject: string | undefined;
  for (let index = from; index < words.length; index++) {
    const word = (words[index] as string).replace(/['’]s$/u, '');
    if (NAME_WORD.test(word)) subject = word.toLowerCase();
    else if (subject) break;
  }
  return subject;
}

/**
 * A figure as written with the digits its reading may leave ("2:06" of "2:06:15": a race's time is
 * read as a clock's).
 */
const writtenAt = (text: string, { start, figure }: Placed) => {
  const end = start + figure.text.length;
  return text.slice(start, end) + (/^(?::\d+)+/u.exec(text.slice(end, end + 12))?.[0] ?? '');
};

const cache = /* @__PURE__ */ new WeakMap<readonly Placed[], Map<Placed, string | undefined>>();

/** The line's figures (as written) told of each other's subject in the source. */
export function subjectSwaps(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
): string[] {
  if (line.length < 2) return [];
  const subjectOf = line.map((one) => subjectBefore(lineText, one.start));
  // A swap needs two of the line's figures told of a subject: else the source is not read (each
  // card's is a new one; issue 44 item 7).
  if (subjectOf.filter((subject) => subject !== undefined).length < 2) return [];
  let subjects = cache.get(source);
  if (!subjects) {
    subjects = new Map();
    cache.set(source, subjects);
  }
  const known = subjects;
  /** A source figure's subject, read the first time a line's value asks for it. */
  const subjectAt = (one: Placed) => {
    if (!known.has(one)) known.set(one, subjectBefore(sourceText, one.start));
    return known.get(one);
  };
  /** The subjects the source gives `placed`'s value, written the same ("2:06:15" is no "2:06:57"). */
  const theirs = (placed: Placed) => {
    const written = writtenAt(lineText, placed);
    return sourceHolding(placed.figure, source)
      .filter((one) => writtenAt(sourceText, one) === written)
      .map(subjectAt);
  };
  const mine = line.map((one, index) => {
    const subject = subjectOf[index];
    // The source's subjects of this value, read once a figure (none where the line gives none).
    return { one, subject, theirs: subject ? theirs(one) : [] };
  });
  const swapped = new Set<string>();
  for (const first of mine) {
    for (const second of mine) {
      if (first === second || !first.subject || !second.subject) continue;
      if (first.subject === second.subject || first.one.figure.kind !== second.one.figure.kind) {
        continue;
      }
      if (
        first.theirs.includes(second.subject) &&
        !first.theirs.includes(first.subject) &&
        second.theirs.includes(first.subject) &&
        !second.theirs.includes(second.subject)
      ) {
        swapped.add(first.one.figure.text);
      }
    }
  }
  return [...swapped];
}
