/**
 * One of a list's people put in for another the post names elsewhere (issue 44, round fifty-three):
 * "The Brumbies scored three tries through Corey Toole, Rob Valetini and Max Jorgensen" where the
 * post's Brumbies list is "Corey Toole, Rob Valetini and Tom Wright" and Max Jorgensen scored for
 * the other side. Every name is the post's, so no names reader stops the line; the list is not.
 *
 * A list is three capitalised names or more (a name one to three capitalised words), joined by
 * commas and closed by the word CLDR's list pattern closes a list with (`Intl.ListFormat`: "and",
 * "e", "y", "und", "et"). A line's list is stopped where a list of the source as long holds all of
 * its names but one, and that one is a name the source writes outside that list while the list's
 * own other name is nowhere in the line: a line that drops a name, adds one, or lists two of the
 * post's lists as one (a longer list) is kept. Names are one where their last words are.
 */
import type { ClauseSource } from '../meaning/negation-claims.ts';
import { oncePer } from '../once-per-source.ts';

/** The fewest names a list is read with: two of them tie the line's list to the source's. */
const LEAST = 3;
/**
 * A name: one to three capitalised words of at most 41 letters. Bounded, as a list's names are
 * (`MOST`): "A'A'A'…" or "A,A,A,…" of 20,000 characters was walked to its end from each capital
 * (2-3 s a card).
 */
const NAME = String.raw`\p{Lu}[\p{L}\p{M}'’-]{0,40}(?:\s+\p{Lu}[\p{L}\p{M}'’-]{0,40}){0,2}`;
/** The most names a list is read with after its first. */
const MOST = 24;

interface List {
  names: string[];
  start: number;
  end: number;
}

const patterns = new Map<string, RegExp | null>();

/** The pattern of a list in `lang`, its closing words from CLDR; null where it has none. */
function listPattern(lang: string): RegExp | null {
  let pattern = patterns.get(lang);
  if (pattern !== undefined) return pattern;
  pattern = null;
  try {
    const parts = new Intl.ListFormat(lang, { type: 'conjunction' }).formatToParts(['A', 'B', 'C']);
    const last = parts.filter((part) => part.type === 'literal').at(-1)?.value ?? '';
    const words = last.match(/\p{L}+/gu) ?? [];
    if (words.length > 0) {
      const closer = words.join(String.raw`\s+`);
      pattern = new RegExp(
        String.raw`(?<![\p{L}\p{M}])${NAME}(?:\s*,\s*${NAME}){1,${MOST}},?\s+${closer}\s+${NAME}(?![\p{L}\p{M}])`,
        'gu',
      );
    }
  } catch {
    pattern = null;
  }
  patterns.set(lang, pattern);
  return pattern;
}

/** A name's key: its last word, lower case. */
const keyOf = (name: string) => name.trim().split(/\s+/u).at(-1)?.toLowerCase() ?? '';

/** The lists of names in `text`, each with where it stands. */
function listsOf(text: string, closer: RegExp): List[] {
  const lists: List[] = [];
  for (const match of text.matchAll(closer)) {
    const items = match[0].split(/\s*,\s*/u);
    const last = items.pop() ?? '';
    // The last item holds the closing word: its name is what follows it.
    const tail = last.match(new RegExp(`${NAME}$`, 'u'))?.[0] ?? '';
    const head = last.slice(0, last.length - tail.length).trim();
    const closing = head.match(new RegExp(`^${NAME}`, 'u'))?.[0];
    const names = [...items, ...(closing ? [closing] : []), tail].filter(Boolean);
    if (names.length >= LEAST) {
      lists.push({ names, start: match.index, end: match.index + match[0].length });
    }
  }
  return lists;
}

const bySource = /* @__PURE__ */ oncePer((source: ClauseSource) => {
  const lang = source.langs[0] ?? 'en';
  const pattern = listPattern(lang);
  return pattern ? listsOf(source.text, pattern) : [];
});

/** The names of the line's lists put in for another of a source's list. */
export function movedListMembers(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  const theirs = bySource(source);
  if (theirs.length === 0) return [];
  const lang = source.langs[0] ?? 'en';
  const pattern = listPattern(lang);
  if (!pattern) return [];
  const lineKeys = new Set(
    line
      .match(new RegExp(NAME, 'gu'))
      ?.flatMap((name) => name.split(/\s+/u))
      .map((word) => word.toLowerCase()),
  );
  const claims: string[] = [];
  for (const mine of listsOf(line, pattern)) {
    const keys = mine.names.map(keyOf);
    for (const list of theirs) {
      const listKeys = list.names.map(keyOf);
      if (listKeys.length !== keys.length) continue;
      const added = mine.names.filter((_, at) => !listKeys.includes(keys[at] as string));
      const dropped = list.names.filter((_, at) => !keys.includes(listKeys[at] as string));
      if (added.length !== 1 || dropped.length !== 1) continue;
      const put = keyOf(added[0] as string);
      // The name put in is the post's, written outside this list; the one it stands for, gone.
      const outside = `${source.text.slice(0, list.start)} ${source.text.slice(list.end)}`;
      const elsewhere = (outside.match(new RegExp(NAME, 'gu')) ?? []).some(
        (name) => keyOf(name) === put || name.toLowerCase().split(/\s+/u).includes(put),
      );
      if (elsewhere && !lineKeys.has(keyOf(dropped[0] as string))) claims.push(added[0] as string);
    }
  }
  return [...new Set(claims)];
}
