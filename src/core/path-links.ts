/**
 * The links a reader follows whatever a list of top-level domains says: any `scheme://…` (and
 * `javascript:`, `data:`, `vbscript:`, `mailto:` written without slashes), any `www.…`, and a bare
 * host followed by a path (`evil.example/x`, an IP address too). No npm package and no TLD list:
 * the web app reads post links with this alone (a post's link always has a path), so its first
 * screen does not carry the full link finder of `remove-foreign-links.ts`, which adds bare hosts
 * and e-mail addresses on every TLD (linkify-it with the `tlds` list) to what this finds.
 */
import { rememberLines } from './remember-lines.ts';

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** Built on first use, so a page that loads core for other rules never builds it. */
let built: RegExp | undefined;
const pathLinkPattern = (): RegExp =>
  (built ??= new RegExp(
    [
      // Any scheme, including javascript: and data: written with or without slashes.
      '\\b(?:[a-z][a-z0-9+.-]{1,15}://|(?:javascript|data|vbscript|mailto):)[^\\s<>"\'`]+',
      '\\bwww\\d{0,3}\\.[^\\s<>"\'`]+',
      // A bare host with a path, any TLD, or an IPv4 address with one: a reader copies it by hand.
      // A number's grouping is no host ("Rp14.500/kg", "1.25/l", "1.200.000/bulan": a price per
      // unit, h300): an address's last label is numeric only in an IPv4 address's four.
      `(?<![\\w@.\\-/])(?:(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})|(?:\\d{1,3}\\.){3}\\d{1,3})(?::\\d{1,5})?/[^\\s<>"'\`]*`,
    ].join('|'),
    'giu',
  ));

/** Punctuation that closes the sentence around a link rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?'"”’»)\]}>…]+$/u;

/** The link without the sentence's closing punctuation (a ")" stays when the link opened one). */
export function trimLink(link: string): string {
  let out = link.replace(TRAILING_PUNCTUATION, '');
  const opens = (link.match(/\(/g) ?? []).length;
  const closesKept = (out.match(/\)/g) ?? []).length;
  if (opens > closesKept && link.slice(out.length).startsWith(')')) out += ')';
  return out;
}

/** A link found in a text, and where. */
export interface FoundLink {
  readonly link: string;
  readonly index: number;
}

/**
 * Every link of the text that has a scheme, `www.` or a path, with its position, closing
 * punctuation left out. Remembered per text; the list is frozen, not to be changed.
 */
export const findPathLinks: (text: string) => readonly FoundLink[] = rememberLines(
  (text: string) => {
    const found: FoundLink[] = [];
    for (const match of text.matchAll(pathLinkPattern())) {
      const link = trimLink(match[0]);
      if (/[\p{L}\p{N}]/u.test(link)) found.push({ link, index: match.index });
    }
    return Object.freeze(found);
  },
);
