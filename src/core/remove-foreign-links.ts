/**
 * Links on a card or in a thread only when the source has them (issue 12, item 5): a model must not
 * be able to plant `Visit http://evil.example/phish?token=abc` on a card people share.
 */
import { rememberLines } from './remember-lines.ts';

/** What a shaper may know besides the model's answer. */
export interface ShapeOptions {
  /** The post's text, or the text the visitor typed: links found in it may stay. */
  sourceText?: string;
  /** Links (or bare hosts) the post carries besides its text, e.g. its expanded link's host. */
  sourceLinks?: readonly string[];
}

/**
 * A link as a reader would follow it: any `scheme://…`, any `www.…`, a bare host followed by a path
 * (`evil.example/x`, whatever its TLD), or a bare host on a TLD people type (`evil.com`). Broader
 * than what X links (post-length.ts) on purpose: a reader copies `evil.example/x` by hand too.
 */
const COMMON_TLDS =
  'com|net|org|edu|gov|mil|int|info|biz|io|ai|co|me|tv|ly|gg|so|to|sh|app|dev|page|blog|shop|store|' +
  'online|site|website|tech|xyz|club|live|news|link|top|vip|wiki|cloud|art|media|email|social|' +
  'video|money|finance|crypto|bio|fun|lol|icu|ru|cn|uk|de|fr|es|it|nl|eu|jp|br|in|ca|au|us|ch|se|' +
  'no|pl|be|at|dk|fi|cz|pt|gr|tr|ua|kr|tw|hk|sg|nz|za|mx|ar|cl|ir|id|vn|th|my|ph|pk|ng|ke|eg|sa|' +
  'ae|il|example|test|invalid|local|onion|zip|mov';
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** Built on first use, so a page that loads core for other rules never builds it. */
let builtLink: RegExp | undefined;
const linkPattern = (): RegExp =>
  (builtLink ??= new RegExp(
    [
      // Any scheme, including javascript: and data: written with or without slashes.
      '\\b(?:[a-z][a-z0-9+.-]{1,15}://|(?:javascript|data|vbscript|mailto):)[^\\s<>"\'`]+',
      '\\bwww\\d{0,3}\\.[^\\s<>"\'`]+',
      // A bare host with a path, any TLD (an IP address included).
      `(?<![\\w@.\\-/])(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59}|\\d{1,3})(?::\\d{1,5})?/[^\\s<>"'\`]*`,
      // A bare host on a TLD people type, not inside a longer word or an e-mail address.
      `(?<![\\w@.\\-/])(?:${LABEL}\\.)+(?:${COMMON_TLDS})(?::\\d{1,5})?(?![\\w-]|\\.[a-z0-9])`,
    ].join('|'),
    'giu',
  ));

/** Punctuation that closes the sentence around a link rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?'"”’»)\]}>…]+$/u;

/** The link without the sentence's closing punctuation (a ")" stays when the link opened one). */
function trimLink(link: string): string {
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
 * Every link in the text with its position, closing punctuation left out. Remembered per text
 * (every layer asks about the same sentences several times); the list is frozen, not to be changed.
 */
export const findLinks: (text: string) => readonly FoundLink[] = rememberLines((text: string) =>
  Object.freeze(scanLinks(text)),
);

function scanLinks(text: string): FoundLink[] {
  const found: FoundLink[] = [];
  for (const match of text.matchAll(linkPattern())) {
    const link = trimLink(match[0]);
    if (/[\p{L}\p{N}]/u.test(link)) found.push({ link, index: match.index });
  }
  return found;
}

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

/** The links of the source text and of the extra links the post carries. */
export function allowedLinks(options: ShapeOptions = {}): AllowedLinks {
  const full = new Set<string>();
  const hosts = new Set<string>();
  const sourceText = typeof options.sourceText === 'string' ? options.sourceText : '';
  const extra = Array.isArray(options.sourceLinks) ? options.sourceLinks : [];
  const links = [
    ...findLinks(sourceText).map(({ link }) => link),
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
