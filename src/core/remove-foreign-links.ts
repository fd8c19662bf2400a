/**
 * Links on a card or in a thread only when the source has them (issue 12, item 5): a model must not
 * be able to plant `Visit http://evil.example/phish?token=abc` on a card people share.
 */
import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds' with { type: 'json' };
import { type FoundLink, findPathLinks, trimLink } from './path-links.ts';
import { rememberLines } from './remember-lines.ts';

export type { FoundLink } from './path-links.ts';

/** What a shaper may know besides the model's answer. */
export interface ShapeOptions {
  /** The post's text, or the text the visitor typed: links found in it may stay. */
  sourceText?: string;
  /** Links (or bare hosts) the post carries besides its text, e.g. its expanded link's host. */
  sourceLinks?: readonly string[];
  /**
   * The answer's last line is still being written (a stream's partial): the card's shortest line
   * rule (10 characters) and the cut of a line the token limit ended wait for its end, so its
   * first word shows as soon as it is whole.
   */
  unfinished?: boolean;
}

/**
 * Special-use names (RFC 2606, 6761, 7686): in no root zone, so not in the `tlds` list, yet written
 * as links, and by whoever plants one in a test of the guard (`evil.example`).
 */
const SPECIAL_USE_TLDS = ['example', 'test', 'invalid', 'localhost', 'local', 'onion'];

/**
 * linkify-it with every delegated TLD (the `tlds` package, kept up to date with IANA's root zone):
 * bare hosts (`party.berlin`, `news.pub`), hosts with paths, IP addresses and e-mail addresses.
 * Built on first use: building its patterns from 1,400 TLDs is not free, and the web app never
 * needs it (it reads post links with path-links.ts alone).
 */
let linkify: LinkifyIt | undefined;
const linkifier = (): LinkifyIt =>
  (linkify ??= new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true })
    .tlds(tlds)
    .tlds(SPECIAL_USE_TLDS, true));

/** What a text holds that a reader follows or writes to: its links and its e-mail addresses. */
export interface Addresses {
  links: readonly FoundLink[];
  emails: readonly FoundLink[];
}

/**
 * "great.Today", "night.Live": a sentence a writer forgot the space in, not a link. A bare host
 * (no scheme, no path) whose last label is a capitalised word is read as two words; a host
 * written in lower or upper case ("Booking.com", "EXAMPLE.COM") stays a link.
 */
const SENTENCE_NOT_HOST = /\.\p{Lu}\p{Ll}+$/u;

/** Letters of the scripts written without spaces between words. */
const UNSPACED = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}';
const UNSPACED_LEAD = new RegExp(`^[${UNSPACED}]+(?=[A-Za-z0-9])`, 'u');
const UNSPACED_TAIL = new RegExp(`(?<=[A-Za-z0-9/._~%-])[${UNSPACED}]`, 'u');

/**
 * A link written inside text of a script with no spaces ("詳細はstatus.jp/incidentをご覧ください"):
 * linkify-it reads the words either side as part of an internationalised host and path; the link
 * is its Latin part. A host wholly in such a script ("例え.jp") is left whole.
 */
function withoutUnspacedWords(found: FoundLink): FoundLink {
  const lead = UNSPACED_LEAD.exec(found.link)?.[0].length ?? 0;
  const rest = found.link.slice(lead);
  const tail = rest.search(UNSPACED_TAIL);
  return { link: tail > 0 ? rest.slice(0, tail) : rest, index: found.index + lead };
}

/** A hyphen between a letter of a script other than Latin and a Latin letter or digit. */
const PREFIX_HYPHEN_PATTERN = String.raw`(?<=[\p{L}--\p{sc=Latin}])-(?=[A-Za-z0-9])`;
const PREFIX_HYPHEN = /* @__PURE__ */ new RegExp(PREFIX_HYPHEN_PATTERN, 'gv');

function scanAddresses(text: string): Addresses {
  const emails: FoundLink[] = [];
  const candidates: FoundLink[] = findPathLinks(text).map(withoutUnspacedWords);
  const finder = linkifier();
  // Hebrew writes a prefix with a hyphen before a Latin word ("ל-help@bank.co.il", "ב-site.com"):
  // the prefix is no part of the address (a space of the same length keeps every index).
  const read = text.replace(PREFIX_HYPHEN, ' ');
  for (const match of finder.test(read) ? (finder.match(read) ?? []) : []) {
    const { raw, index, schema } = match;
    if (schema === 'mailto:') {
      const address = raw.replace(/^mailto:/i, '');
      emails.push({ link: address, index: index + raw.length - address.length });
      // "mailto:…" written out is a link as well as an address.
      if (address === raw) continue;
    }
    if (schema === '' && SENTENCE_NOT_HOST.test(raw)) continue;
    if (/[\p{L}\p{N}]/u.test(raw)) candidates.push(withoutUnspacedWords({ link: raw, index }));
  }
  // Both finders read most links: the longest reading at a place is kept, and none inside it.
  candidates.sort((a, b) => a.index - b.index || b.link.length - a.link.length);
  const links: FoundLink[] = [];
  let end = 0;
  for (const candidate of candidates) {
    if (candidate.index < end) continue;
    links.push(candidate);
    end = candidate.index + candidate.link.length;
  }
  return { links: Object.freeze(links), emails: Object.freeze(emails) };
}

/**
 * Remembered per text (every layer asks about the same sentences several times). Pure: a bundle
 * that never finds links (the web app's) leaves it, and linkify-it with its TLD list, out.
 */
const addressesOf = /* @__PURE__ */ rememberLines(scanAddresses);

/**
 * Every link in the text with its position, closing punctuation left out: a scheme, `www.`, a
 * host with a path (path-links.ts), or a bare host on any delegated TLD; never an e-mail address
 * (see findEmails). The list is frozen, not to be changed.
 */
export const findLinks = (text: string): readonly FoundLink[] => addressesOf(text).links;

/** Every e-mail address in the text ("bob@example.com", the address of a "mailto:" link). */
export const findEmails = (text: string): readonly FoundLink[] => addressesOf(text).emails;

/**
 * Both at once, for a caller that needs both of a long text (the guard's source): a text past
 * what is remembered is scanned again for each.
 */
export const findAddresses = (text: string): Addresses => addressesOf(text);

/**
 * The text with each link (as findLinks finds it) replaced by what `replace` gives for it: the one
 * way every layer rewrites links, so a bare `jobs.example.com/x` is a link everywhere.
 */
export function replaceLinks(
  text: string,
  replace: (link: string, index: number) => string,
): string {
  let out = '';
  let consumed = 0;
  for (const { link, index } of findLinks(text)) {
    out += text.slice(consumed, index) + replace(link, index);
    consumed = index + link.length;
  }
  return out + text.slice(consumed);
}

/** True when the text holds a link. */
export const hasLink = (text: string): boolean => findLinks(text).length > 0;

/** One spelling for one link: no scheme, no `www.`, lower-case host, no trailing slash. */
export function linkKey(link: string): string {
  const bare = trimLink(link.trim())
    .replace(/^[a-z][a-z0-9+.-]{1,15}:(?:\/\/)?/i, '')
    .replace(/^www\d{0,3}\./i, '');
  const slash = bare.search(/[/?#]/);
  const host = (slash < 0 ? bare : bare.slice(0, slash)).toLowerCase().replace(/\.$/, '');
  const rest = slash < 0 ? '' : bare.slice(slash).replace(/\/+$/, '');
  return host + rest;
}

/** The host part of a link key. */
const hostOf = (key: string): string => key.split(/[/?#]/)[0] ?? key;

/** What the source allows: its links in full, and their hosts said on their own. */
export interface AllowedLinks {
  full: ReadonlySet<string>;
  hosts: ReadonlySet<string>;
}

/**
 * The links of the source text and of the extra links the post carries; `found`, the source
 * text's links where the caller has found them already (findAddresses).
 */
export function allowedLinks(
  options: ShapeOptions = {},
  found?: readonly FoundLink[],
): AllowedLinks {
  const full = new Set<string>();
  const hosts = new Set<string>();
  const sourceText = typeof options.sourceText === 'string' ? options.sourceText : '';
  const extra = Array.isArray(options.sourceLinks) ? options.sourceLinks : [];
  const links = [
    ...(found ?? findLinks(sourceText)).map(({ link }) => link),
    ...extra.filter((link): link is string => typeof link === 'string'),
  ];
  for (const link of links) {
    const key = linkKey(link);
    if (key === '') continue;
    full.add(key);
    hosts.add(hostOf(key));
  }
  return { full, hosts };
}

/** True when the source has this link, or has a link on this host and the text names only the host. */
export function isAllowedLink(link: string, allowed: AllowedLinks): boolean {
  const key = linkKey(link);
  if (allowed.full.has(key)) return true;
  // "reddit.com" said of a post that links to reddit.com/r/x is the post's own link, named.
  return key === hostOf(key) && allowed.hosts.has(key);
}

/**
 * The text with every link the source does not have removed, with what introduced it when that is
 * all that is left of a clause ("Visit", "Click here:", "at", "→"), and the spaces tidied.
 */
export function removeForeignLinks(text: string, allowed: AllowedLinks): string {
  if (typeof text !== 'string' || text === '') return '';
  const links = findLinks(text);
  if (links.length === 0) return text;
  let out = '';
  let consumed = 0;
  let removed = false;
  for (const { link, index } of links) {
    if (index < consumed || isAllowedLink(link, allowed)) continue;
    // The words that pointed at the link go with it: "Visit", "Read more at", "Sign up here:".
    // Only the words just before the link are read, so many links in a long text stay cheap.
    const before = text.slice(consumed, index);
    const space = before.indexOf(' ', before.length - LEAD_IN_REACH);
    const split = before.length <= LEAD_IN_REACH ? 0 : space < 0 ? before.length : space;
    out += before.slice(0, split) + before.slice(split).replace(LINK_LEAD_IN, '');
    out += ' ';
    consumed = index + link.length;
    removed = true;
  }
  if (!removed) return text;
  out += text.slice(consumed);
  return out
    .replace(/\(\s*\)|\[\s*\]|<\s*>/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([.,!?;:)\]…])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:.])+/g, '$1')
    .replace(/(^|[\s(])[:\-–—→>]+(?=\s|$)/g, '$1')
    .replace(/[,;:\-–—\s]+$/u, (tail) => (tail.includes('\n') ? '\n' : ''))
    .trim();
}

/** How many characters before a link are read for its lead-in words. */
const LEAD_IN_REACH = 60;

/** Words that only introduce a link, at the end of the text before it. */
const LINK_LEAD_IN =
  /(?:\b(?:(?:please\s+)?(?:visit|see|check(?:\s+it)?\s+out|go\s+to|head\s+(?:over\s+)?to|click(?:\s+(?:here|this(?:\s+link)?))?|tap(?:\s+here)?|sign\s+up|register|apply|download|join|learn\s+more|read\s+more|more\s+info|via|dm|follow)(?:\s+(?:now|today|here|at|on|via|:))*|(?:at|on|via|here)))?\s*[:\-–—→👉>]*\s*$/iu;
