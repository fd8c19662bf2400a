/**
 * A quotation a line gives to another of its post's people (round forty-two): "« Nous restons
 * ouverts au dialogue », assure Julie Fabre de la CGT" where the post has the director say it and
 * Julie Fabre another quotation. The words are the post's, so the reader of quotations keeps them,
 * and both names are the post's, so the readers of names keep those. Read here: the speaker a text
 * names just after a quotation (its clause after the closing mark, "», assure le directeur général
 * Marc Delorme"). The line's is stopped where its speaker is a person's full name (two capitalised
 * words or more in a row) the post also writes, the post names the same quotation's speaker after
 * it, and no capitalised word of the post's speaker is in the line's.
 */
import { quotedWords, quotePattern } from '../claim-quotes.ts';

/** The clause just after a closing mark (through a comma), up to its end or the next mark. */
const ATTRIBUTION = /^[\s,，]*([^.,;:!?«»"“”„「」\n]{1,80})/u;
const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;
const CAPITALISED = /^\p{Lu}/u;

const keyOf = (quoted: string) =>
  quoted
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

interface Attributed {
  quote: string;
  /** The capitalised words of the clause after it. */
  names: string[];
  /** Runs of two capitalised words or more there: a person's full name. */
  people: string[];
}

function attributions(text: string): Attributed[] {
  const found: Attributed[] = [];
  for (const match of text.matchAll(quotePattern())) {
    const after = text.slice((match.index ?? 0) + match[0].length);
    const clause = ATTRIBUTION.exec(after)?.[1] ?? '';
    const words = clause.match(WORD) ?? [];
    const names = words.filter((word) => CAPITALISED.test(word));
    const people: string[] = [];
    let run: string[] = [];
    for (const word of [...words, '']) {
      if (CAPITALISED.test(word)) run.push(word);
      else {
        if (run.length >= 2) people.push(run.join(' '));
        run = [];
      }
    }
    found.push({ quote: keyOf(quotedWords(match)), names, people });
  }
  return found;
}

/** The people a line names as a quotation's speaker where the post has another say it. */
export function movedQuoteSpeakers(line: string, sourceText: string): string[] {
  if (!/[«»"“”„「」]/u.test(line)) return [];
  const ours = attributions(line).filter((one) => one.people.length > 0 && one.quote !== '');
  if (ours.length === 0) return [];
  const theirs = attributions(sourceText);
  const claims: string[] = [];
  for (const { quote, names, people } of ours) {
    const said = theirs.filter((one) => one.quote === quote && one.names.length > 0);
    if (said.length === 0) continue;
    const lower = new Set(names.map((name) => name.toLowerCase()));
    if (said.some((one) => one.names.some((name) => lower.has(name.toLowerCase())))) continue;
    for (const person of people) if (sourceText.includes(person)) claims.push(person);
  }
  return claims;
}
