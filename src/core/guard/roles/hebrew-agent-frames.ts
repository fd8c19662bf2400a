/**
 * A person given another's part in a work, in Hebrew (issue 44, blind round forty-seven):
 * 'הבכורה של "המלך ליר" בבימויו של שלמה בר-אור' (directed by Shlomo Bar-Or) of a post whose play
 * is "בבימויה של עדי כהן, עם שלמה בר-אור בתפקיד הראשי" (directed by Adi Cohen, Shlomo Bar-Or in
 * the lead). Every name is the source's, so the names readers keep it. Hebrew says who did a work
 * with "in-his/her-<act> of <person>": "ב" + a noun + its pronoun ending + "של" + the name
 * ("בבימויו של", "בניצוחה של", "בהנחייתם של"). The act is that noun without "ב" and its ending;
 * the person the first word after "של". A line's frame is stopped where the source gives the same
 * act to another person and never to the line's. Hebrew sources only, not a translation.
 */
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';

/** "ב" + noun + "ו"/"ה"/"ם"/"ן" (his, her, their) + "של" + the person's first word. */
const FRAME = /(?<![\p{L}\p{M}])ב([\p{L}\p{M}]{2,})[והםן]\s+של\s+([\p{L}\p{M}]{2,})/gu;

interface Act {
  act: string;
  person: string;
  text: string;
}

function actsIn(text: string): Act[] {
  return [...text.matchAll(FRAME)].map(([whole, act = '', person = '']) => ({
    act,
    person,
    text: whole,
  }));
}

const bySource = /* @__PURE__ */ oncePer((source: ClaimSource): Act[] => actsIn(source.text));

/** The line's "בבימויו של X" whose act the source gives someone else, as the line writes them. */
export function hebrewAgentFrames(line: string, source: ClaimSource): string[] {
  if (source.translated || source.langs[0] !== 'he') return [];
  const lineActs = actsIn(line);
  if (lineActs.length === 0) return [];
  const sourceActs = bySource(source);
  const claims: string[] = [];
  for (const one of lineActs) {
    const same = sourceActs.filter((other) => other.act === one.act);
    if (same.length > 0 && !same.some((other) => other.person === one.person)) {
      claims.push(one.text);
    }
  }
  return claims;
}
