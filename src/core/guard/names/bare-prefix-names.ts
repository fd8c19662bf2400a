/**
 * A name that is an English prefix written alone (issue 44, lines translated from another
 * script): English's common words (common-words.data.ts, read from the web) hold "inter", "multi"
 * or "anti" because web pages write them before a hyphen or a space ("inter alia", "anti-war"),
 * so a translated line's "Inter are in talks with Benfica" (of a post about AC米兰, AC Milan) was
 * read as opening on a word and kept. A prefix English makes words with and never writes alone
 * as a word, capitalised and standing alone (no hyphen after it), is a name: "Inter", "Multi",
 * "Anti" the name of a club, a firm or a band. The source that writes it as written has it.
 */
import { isSourceName, NAME, type NameSource } from './claim-names.ts';

/** English's bound prefixes: no English word alone ("super", "over", "sub" are words too). */
const BOUND = /* @__PURE__ */ new Set(['inter', 'intra', 'multi', 'anti', 'semi', 'non', 'pre']);

/** A line's capitalised bound prefixes standing alone that the source does not write. */
export function unsupportedBarePrefixes(line: string, source: NameSource): string[] {
  const found: string[] = [];
  for (const match of line.matchAll(NAME)) {
    const word = match[0];
    if (!BOUND.has(word.toLowerCase())) continue;
    // "Anti-government", "Pre-season": a prefix before its word, no name.
    if (/^\s*[-‐–]/u.test(line.slice(match.index + word.length))) continue;
    if (!isSourceName(word, source) && !found.includes(word)) found.push(word);
  }
  return found;
}
