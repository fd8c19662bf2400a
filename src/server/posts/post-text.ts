/** Turns X's HTML-escaped post text with t.co links into the plain text a person reads. */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/**
 * Decodes HTML entities exactly once: one left-to-right pass whose output is never rescanned,
 * so `&amp;lt;` (a person who typed "&lt;") becomes `&lt;`, not `<`.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** `text` cut to [start, end) counted in code points, as X's indices are. */
export function sliceCodePoints(text: string, start: number, end?: number): string {
  return Array.from(text).slice(start, end).join('');
}

/**
 * The code-point offset of a UTF-16 offset into `text`. An offset inside a surrogate pair counts
 * the whole character, so an emoji at the edge of a range is kept whole, never halved.
 */
export function codePointOffset(text: string, utf16Offset: number): number {
  return Array.from(text.slice(0, Math.max(0, utf16Offset))).length;
}

const T_CO = /https?:\/\/t\.co\/[A-Za-z0-9]+/g;

export interface LinkRewrites {
  /** t.co URL → the URL it stands for. */
  expand: Map<string, string>;
  /** t.co URLs to remove (photos, videos, "show more" links). */
  drop: Set<string>;
}

/**
 * Expands and drops t.co links, then decodes the entities of the text around them once (never
 * the expanded URLs, which X sends unescaped), and tidies the spaces a removed link leaves.
 */
export function renderPostText(escapedText: string, links: LinkRewrites): string {
  let out = '';
  let last = 0;
  for (const match of escapedText.matchAll(T_CO)) {
    const index = match.index ?? 0;
    out += decodeHtmlEntities(escapedText.slice(last, index));
    const tco = match[0];
    if (!links.drop.has(tco)) out += links.expand.get(tco) ?? tco;
    last = index + tco.length;
  }
  out += decodeHtmlEntities(escapedText.slice(last));
  return tidyText(out);
}

/** Trims each line's end and the whole, and keeps at most one blank line in a row. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Links X adds to a cut-off long post, pointing back at the post itself. */
export const isShowMoreLink = (expandedUrl: string) =>
  /^https?:\/\/(?:[a-z]+\.)?(?:twitter|x)\.com\/i\/web\/status\/\d+/i.test(expandedUrl);
