/**
 * Whose work is credited to whom, turned round (issue 44, docs/decisions/012 "Who did what"):
 * "many of Frans Hals's paintings were credited to Leyster" of a release whose "many of her
 * [Leyster's] works were attributed to Frans Hals". Both names are the source's, so no names reader
 * stops the line; but the one the source credits the works to is made their owner.
 *
 * A line's clause that names someone and then says something was credited, attributed or ascribed
 * to someone else (the three read as one verb: a summary rewords them for one another) is stopped
 * where the source credits things to the first and never to the second. A person is known by the
 * last word of their name; a line that credits to whom the source does, or names no one the source
 * credits, is kept.
 */
import { oncePer } from '../once-per-source.ts';

/** A capitalised word of a name. */
const PART = "\\p{Lu}[\\p{Ll}\\p{M}'’-]+";
/** A name: one to four such words ("Leyster", "Frans Hals"). */
const NAME = `${PART}(?: ${PART}){0,3}`;
/** Crediting something to someone, in any tense or voice. */
const CREDITED = '(?:[Cc]redit|[Aa]ttribut|[Aa]scrib)(?:ed|es|e|s|ing)? to';
/** The source's "credited to N". */
const SOURCE_CREDIT = new RegExp(`${CREDITED} (?:the )?(${NAME})`, 'gu');
/** A line's "credited to N", with the words of its clause before it (no clause mark between). */
const LINE_CREDIT = new RegExp(`([^.;:,!?]{0,120}) ${CREDITED} (?:the )?(${NAME})`, 'gu');
/** The names of a clause. */
const NAMES = new RegExp(NAME, 'gu');

/** A person's key: the last word of the name, lower case, without a possessive. */
const key = (name: string) => (name.split(' ').at(-1) ?? '').toLowerCase().replace(/['’]s?$/u, '');

const bySource = /* @__PURE__ */ oncePer((source: { readonly text: string }): Set<string> => {
  const credited: Set<string> = new Set(
    [...source.text.matchAll(SOURCE_CREDIT)].map((match) => key(match[1] ?? '')),
  );
  return credited;
});

/** The names the line credits things to that the source credits to the line's other person only. */
export function creditedWorks(line: string, source: { readonly text: string }): string[] {
  if (!/\b(?:credit|attribut|ascrib)/iu.test(line)) return [];
  const credited = bySource(source);
  if (credited.size === 0) return [];
  const claims: string[] = [];
  for (const match of line.matchAll(LINE_CREDIT)) {
    const to = key(match[2] ?? '');
    if (credited.has(to)) continue;
    const owners = [...(match[1] ?? '').matchAll(NAMES)].map((name) => key(name[0]));
    if (owners.some((owner) => credited.has(owner))) claims.push(match[2] ?? '');
  }
  return claims;
}
