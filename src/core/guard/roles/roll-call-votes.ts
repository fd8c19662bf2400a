/**
 * A vote given to another member (issue 44 items 4 and 5, docs/decisions/012 "Long documents'
 * people"): "Trustees voted 5-1 …, with Trustee Whitfield opposed" of minutes whose roll call reads
 * "Becker yes, Lopez yes, Kowalski no, Whitfield yes". Every name is the document's and the count
 * holds; the one against is not the one the line names. A document's roll call is read where it
 * writes a name and its vote side by side ("Kowalski no", "Lopez aye", "Tate ja"), or "Name voted
 * no"; a line's vote where it writes "Name opposed", "Name dissented", "Name voted against" (or for,
 * yes, in favour), in English, German, Spanish and French. A line's member voting one way is stopped
 * where the roll call has them only the other way.
 */
import { oncePer } from '../once-per-source.ts';

type Side = 'for' | 'against';

/** A member's vote as a roll call writes it. */
const ROLL_SIDE: Record<string, Side> = {
  yes: 'for',
  aye: 'for',
  yea: 'for',
  no: 'against',
  nay: 'against',
  ja: 'for',
  nein: 'against',
  sí: 'for',
  si: 'for',
  oui: 'for',
  non: 'against',
};
/** A member's vote as a summary tells it, after the name. */
const TOLD_SIDE: ReadonlyArray<readonly [RegExp, Side]> = [
  [
    /^(?:opposed|dissented|dissenting|objected|voted (?:no|against)|cast the (?:lone|only) (?:no|dissenting) vote|stimmte dagegen|stimmte mit nein|votó en contra|a voté contre)\b/iu,
    'against',
  ],
  [
    /^(?:voted (?:yes|for|in favou?r)|stimmte dafür|stimmte mit ja|votó a favor|a voté pour)\b/iu,
    'for',
  ],
];

/** A capitalised surname, a title before it skipped by reading only the last word. */
const NAME = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]+`;
/** "Kowalski no," "Lopez aye." in a roll call, or "Whitfield voted no". */
const ROLL = new RegExp(
  String.raw`(?<=[:,;]\s*|\band\s+)(${NAME})\s+(?:voted\s+)?(yes|aye|yea|no|nay|ja|nein|sí|si|oui|non)(?=\s*[,.;]|\s+and\b|$)`,
  'gu',
);
/** A name a line tells a vote of. */
const TOLD = new RegExp(String.raw`(${NAME})\s+(?=\p{Ll})`, 'gu');

const bySource = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): ReadonlyMap<string, ReadonlySet<Side>> => {
    const votes: ReadonlyMap<string, ReadonlySet<Side>> = rollCall(source.text);
    return votes;
  },
);

/** Each member of the source's roll call (by surname, lower case) with the sides they voted. */
export function rollCall(text: string): ReadonlyMap<string, ReadonlySet<Side>> {
  const votes = new Map<string, Set<Side>>();
  for (const match of text.matchAll(ROLL)) {
    const side = ROLL_SIDE[(match[2] ?? '').toLowerCase()];
    if (!side) continue;
    const key = (match[1] ?? '').toLowerCase();
    const sides = votes.get(key) ?? new Set<Side>();
    sides.add(side);
    votes.set(key, sides);
  }
  return votes;
}

/** The line's members (as written) told to vote the way the source's roll call has them not. */
export function rollCallVotes(line: string, source: { readonly text: string }): string[] {
  if (!/\b(?:opposed|dissent|objected|voted|stimmte|votó|voté)/iu.test(line)) return [];
  const votes = bySource(source);
  if (votes.size === 0) return [];
  const wrong: string[] = [];
  for (const match of line.matchAll(TOLD)) {
    const name = match[1] ?? '';
    const rest = line.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + 80);
    const side = TOLD_SIDE.find(([pattern]) => pattern.test(rest))?.[1];
    const theirs = side && votes.get(name.toLowerCase());
    if (side && theirs && !theirs.has(side)) wrong.push(name);
  }
  return wrong;
}
