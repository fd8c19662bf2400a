/**
 * A letter's "our" and "your" given the wrong side (issue 44, docs/decisions/012 "Who did what"):
 * "because Kestrel Analytics' steel supplier is raising prices" of a quote from Ergonomix to
 * Kestrel Analytics that writes "our steel supplier is raising prices". Both names and the thing
 * are the source's, so no names reader stops the line; but in a letter "our" is the sender's and
 * "your" the recipient's, and the line gives the thing to the other side.
 *
 * A source is read as a letter where it has a "From:" and a "To:" header; each side is the
 * capitalised words of its header's sentence. A line's "X's N" (one or two lower-case words of N)
 * is stopped where X is of one side only, and the source writes N only after the other side's
 * word ("our N" where X is the recipient's, "your N" where X is the sender's). A line that resolves
 * "our" and "your" the letter's way is kept, as is a thing the source never ties to either side.
 */
import { oncePer } from '../once-per-source.ts';

/** A capitalised word of a name. */
const PART = "\\p{Lu}[\\p{L}\\p{M}'’&-]*";
/** A line's "X's N": a name of one to four words, its possessive, one or two lower-case words. */
const OWNED = new RegExp(`(${PART}(?: ${PART}){0,3})['’]s? (\\p{Ll}+(?: \\p{Ll}+)?)`, 'gu');
/** A header's sentence: what follows "From:" or "To:" up to a full stop or a line's end. */
const header = (text: string, name: string) =>
  new RegExp(`\\b${name}:\\s*([^\\n]*?)(?:\\.\\s|\\n|$)`, 'u').exec(text)?.[1];
/** The capitalised words of a header, lower case. */
const namesOf = (text: string) =>
  new Set([...text.matchAll(new RegExp(PART, 'gu'))].map(([word]) => word.toLowerCase()));

interface Letter {
  sender: Set<string>;
  recipient: Set<string>;
  text: string;
}

const letterOf = /* @__PURE__ */ oncePer((source: { readonly text: string }): Letter | null => {
  const from = header(source.text, 'From');
  const to = header(source.text, 'To');
  return from && to ? { sender: namesOf(from), recipient: namesOf(to), text: source.text } : null;
});

/** Whether `text` writes `owner` (a possessive word) right before `thing`. */
const writes = (text: string, owner: string, thing: string) =>
  new RegExp(`\\b${owner} ${thing}\\b`, 'iu').test(text);

/** The line's owners a letter's "our" or "your" gives the other side, as the line writes them. */
export function letterOwners(line: string, source: { readonly text: string }): string[] {
  if (!/['’]/u.test(line)) return [];
  const letter = letterOf(source);
  if (!letter) return [];
  const claims: string[] = [];
  for (const [, owner = '', thing = ''] of line.matchAll(OWNED)) {
    const words = owner.split(' ').map((word) => word.toLowerCase().replace(/['’]s?$/u, ''));
    const sender = words.some((word) => letter.sender.has(word));
    const recipient = words.some((word) => letter.recipient.has(word));
    if (sender === recipient) continue;
    const ours = writes(letter.text, 'our', thing);
    const yours = writes(letter.text, 'your', thing);
    if ((recipient && ours && !yours) || (sender && yours && !ours)) claims.push(owner);
  }
  return claims;
}
