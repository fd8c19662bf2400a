/**
 * Nothing unchecked on screen (issue 44 item 6): while a card or a thread streams, the line being
 * written shows only up to its last word before a claim still being written (an @handle, a #tag, a
 * figure, a link or an e-mail address whose last word may still grow, a quotation still open) or a
 * claim the guard stops. The finished lines are the guard's own (answer-guard.ts checks them whole
 * and puts the post's sentence in a failed one's place); this cuts the one being written.
 */

import { splitGifWords } from '../model-answer-json.ts';
import { UNSPACED } from '../unspaced-scripts.ts';
import { normaliseForClaims } from './figures/claim-figures.ts';
import { answerFromUnits, answerUnits, guardShape } from './guard-answer.ts';
import type { ClaimsOf, SafeHeads } from './safe-heads.ts';
import {
  type ClaimSource,
  type GuardMode,
  type UnsupportedClaim,
  unsupportedClaims,
} from './unsupported-claims.ts';
import { withGershayim } from './words/hebrew-gershayim.ts';

/**
 * Each opening quotation mark and the marks that close it: every pair a model writes (the guard
 * reads them once closed). `»…«` is the German order; ` ” ` opens a Swedish quotation.
 */
const QUOTE_PAIRS: Readonly<Record<string, string>> = {
  '“': '”',
  '„': '“”',
  '"': '"',
  '«': '»',
  '»': '«',
  '「': '」',
  '『': '』',
  '《': '》',
  '〈': '〉',
  '‹': '›',
  '‚': '‘’',
  '‛': '’',
  '‟': '”',
  '〝': '〞〟',
  '”': '”',
  '‘': '’',
  "'": "'",
  '`': '`',
};
/** Marks that are also apostrophes or closers: they open only before a word, after none. */
const AT_WORD_BOUND = "'‘”`";
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** True when the mark at `index` opens a quotation rather than closing one or eliding letters. */
function opensQuote(text: string, index: number): boolean {
  const mark = text[index] ?? '';
  if (!AT_WORD_BOUND.includes(mark)) return true;
  const before = text[index - 1] ?? ' ';
  const after = text[index + 1] ?? '';
  if (LETTER_OR_DIGIT.test(before) || after === '' || /\s/u.test(after)) return false;
  // "'90s" and "'n'" elide: the decade is a figure the guard reads, not a quotation.
  return !(mark === "'" && /^'\d\ds/u.test(text.slice(index, index + 4)));
}

/**
 * Where a quotation still open in `text` begins (its opening mark), or -1 when none is open. A
 * mark at `wrapper` left open opens none (see wrapperAt); closed, it paired as any other.
 */
export function openQuoteAt(written: string, wrapper = -1): number {
  // An abbreviation's gershayim ('ש"ח') opens nothing; the mark for a mark, so places hold.
  const text = withGershayim(written);
  let index = 0;
  while (index < text.length) {
    const closers = QUOTE_PAIRS[text[index] ?? ''];
    if (closers === undefined || (index !== wrapper && !opensQuote(text, index))) {
      index += 1;
      continue;
    }
    let close = index + 1;
    while (close < text.length && !closers.includes(text[close] ?? '')) close += 1;
    if (close < text.length) index = close + 1;
    else if (index === wrapper) index += 1;
    else return index;
  }
  return -1;
}

/** What may stand before a line's first word: spaces, a list marker, emphasis. */
const LINE_LEAD = /^\s*(?:(?:[-*•·]|\d{1,2}[.)])\s+)?(?:\*\*|__|\*|_)?/u;

/**
 * Where a mark opening the whole line stands, or -1. Models wrap whole lines in quotes (a meme's
 * caption most of all), and the line cleaner reads a lone opening mark as that: so its words show,
 * checked as the line's own; closed before the line ends, it was a quotation the guard judges.
 */
function wrapperAt(text: string): number {
  const at = text.match(LINE_LEAD)?.[0].length ?? 0;
  return QUOTE_PAIRS[text[at] ?? ''] !== undefined ? at : -1;
}

/** CJK numerals: at the end of unspaced text they may still be the start of a longer number. */
const CJK_NUMERAL = /[〇零一二三四五六七八九十百千万萬億亿兆两兩]/u;
/** What an unfinished claim's last word may hold: handles, tags, links, e-mail, figures. */
const CLAIM_TAIL = /[\p{L}\p{M}\p{N}@#＠＃._\-/:%+\p{Sc}]/u;

/**
 * True when `word`, the last of a line being written, may still become a claim or grow into a
 * longer one: an @handle, a #tag, a link or an e-mail address in any mode; in Normal lines and
 * threads also a figure ("11" may become "11 pm", "2" "2 million", "450" "450 000").
 */
function mayBecomeClaim(word: string, factual: boolean): boolean {
  if (/^[@#＠＃]|@|:\/\/|^www\.|^https?:?$|[\p{L}\p{N}][./][\p{L}\p{N}]/iu.test(word)) return true;
  return factual && /\p{N}|^\p{Sc}/u.test(word);
}

/** Where the last word of `line` starts when it may still become a claim; the length otherwise. */
function unfinishedClaimAt(line: string, factual: boolean): number {
  const word = line.match(/\S+$/u);
  if (!word) return line.length;
  const start = word.index ?? line.length;
  if (!UNSPACED.test(word[0])) return mayBecomeClaim(word[0], factual) ? start : line.length;
  // Unspaced text shows as it comes: its last characters may be a half-written handle or figure.
  let tail = line.length;
  while (tail > start) {
    const char = line[tail - 1] ?? '';
    const claimChar = CLAIM_TAIL.test(char) && !UNSPACED.test(char);
    if (!claimChar && !(factual && CJK_NUMERAL.test(char))) break;
    tail -= 1;
  }
  const rest = line.slice(tail);
  return rest !== '' && (mayBecomeClaim(rest, factual) || /\p{L}/u.test(rest)) ? tail : line.length;
}

/** The start of the word holding `index`: in unspaced text, `index` itself. */
function wordStart(text: string, index: number): number {
  let start = index;
  while (start > 0) {
    const char = text[start - 1] ?? '';
    if (/\s/u.test(char) || UNSPACED.test(char) || !CLAIM_TAIL.test(char)) break;
    start -= 1;
  }
  return start;
}

/** `text` cut before a quotation still open, without the spaces and brackets that end it. */
function tidyEnd(text: string): string {
  const open = openQuoteAt(text, wrapperAt(text));
  return (open >= 0 ? text.slice(0, open) : text).replace(/[\s([{<]+$/u, '');
}

/** Where a claim of the line's starts in `text`, or -1 when the text spells it otherwise. */
function claimAt(text: string, claim: UnsupportedClaim): number {
  const at = text.indexOf(claim.text);
  if (at >= 0) return at;
  // The guard reads the line folded (full-width digits, every script's digits as ASCII).
  const folded = normaliseForClaims(text);
  return folded.length === text.length ? folded.indexOf(claim.text) : -1;
}

/**
 * The head of a line still being written that may be shown: cut before a claim that may still
 * grow, then before the first claim the guard stops (`claimsOf` reads the head as the guard reads
 * a line). A head with neither comes back whole: faithful text is never held back.
 */
export function safeHead(
  head: string,
  claimsOf: ClaimsOf,
  factual: boolean,
  heads?: SafeHeads,
): string {
  if (!heads) return cutHead(head, claimsOf, factual);
  const known = heads.known(head);
  if (known !== undefined) return known;
  // The shortest head read with a stopped claim: every longer head of a longer line holds it too.
  let stopped: string | undefined;
  const read = (text: string) => {
    const claims = heads.claims(text, claimsOf);
    if (claims.length > 0 && (stopped === undefined || text.length < stopped.length)) {
      stopped = text;
    }
    return claims;
  };
  const shown = cutHead(head, read, factual);
  heads.learn(head, shown, stopped);
  return shown;
}

/** safeHead without a stream's memory. */
function cutHead(head: string, claimsOf: ClaimsOf, factual: boolean): string {
  const closed = tidyEnd(head);
  let shown = tidyEnd(closed.slice(0, unfinishedClaimAt(closed, factual)));
  // Where the line spells its claims as the guard does (nearly always), a pass or two cut them.
  for (let pass = 0; pass < 3; pass++) {
    const claims = claimsOf(shown);
    if (claims.length === 0 || shown === '') {
      return shown === head.replace(/\s+$/u, '') ? head : shown;
    }
    const found = claims.map((claim) => claimAt(shown, claim)).filter((at) => at >= 0);
    if (found.length === 0) break;
    shown = tidyEnd(shown.slice(0, wordStart(shown, Math.min(...found))));
  }
  return cleanWords(shown, claimsOf);
}

/**
 * The longest head of `text`, in whole words, with no claim: found by halving (a head with a claim
 * has it in every longer head), so a long line costs a few checks, not one a word.
 */
function cleanWords(text: string, claimsOf: ClaimsOf) {
  if (claimsOf(text).length === 0) return text;
  const ends = [...text.matchAll(/\S+/gu)].map((word) => (word.index ?? 0) + word[0].length);
  const head = (count: number) => tidyEnd(text.slice(0, count > 0 ? ends[count - 1] : 0));
  // A head of `clean` words has no claim, one of `stopped` words has.
  let clean = 0;
  let stopped = ends.length;
  while (stopped - clean > 1) {
    const middle = Math.floor((clean + stopped) / 2);
    if (claimsOf(head(middle)).length === 0) clean = middle;
    else stopped = middle;
  }
  return head(clean);
}

/**
 * The text a stream may show (after the guard's partial: its finished units checked), with the
 * unit being written cut by safeHead: a card's last line, a meme's caption, a thread's last post.
 * Where nothing is cut, the text comes back as it was.
 */
export function safeSoFar(
  textSoFar: string,
  source: ClaimSource,
  mode: GuardMode,
  heads?: SafeHeads,
): string {
  const factual = mode === 'normal' || mode === 'thread';
  const shape = guardShape(mode);
  const claimsOf = (text: string) =>
    shape === 'posts'
      ? unsupportedClaims(text, source, mode)
      : answerUnits(text, shape).flatMap((unit) => unsupportedClaims(unit, source, mode));
  if (shape === 'posts') {
    const posts = answerUnits(textSoFar, shape);
    const last = posts.at(-1);
    if (last === undefined) return textSoFar;
    const head = safeHead(last, claimsOf, factual, heads);
    if (head === last) return textSoFar;
    return answerFromUnits(head === '' ? posts.slice(0, -1) : [...posts.slice(0, -1), head], shape);
  }
  // A meme's GIF words come after its caption: the caption is finished.
  if (shape === 'caption' && splitGifWords(textSoFar).caption !== textSoFar) return textSoFar;
  const end = textSoFar.lastIndexOf('\n') + 1;
  const line = textSoFar.slice(end);
  const head = safeHead(line, claimsOf, factual, heads);
  return head === line ? textSoFar : `${textSoFar.slice(0, end)}${head}`;
}

/**
 * True when a card's line being written can only be replaced: nothing of it may show (a claim the
 * guard stops opens it) and a whole word follows that claim, so the claim is complete, not still
 * growing. A stream then shows the post's sentence in the line's place at once, as it would once
 * the line ends, rather than a blank line while the model writes the rest of it (issue 46 item 9:
 * a noise first word held the bench's first partial a whole line, 2.7 times its floor).
 */
export function lineBeingWrittenFails(
  textSoFar: string,
  source: ClaimSource,
  mode: GuardMode,
  heads?: SafeHeads,
): boolean {
  if (guardShape(mode) !== 'lines') return false;
  const factual = mode === 'normal';
  const line = textSoFar.slice(textSoFar.lastIndexOf('\n') + 1);
  const closed = tidyEnd(line);
  const whole = tidyEnd(closed.slice(0, unfinishedClaimAt(closed, factual)));
  // Two whole words at least: one word alone may yet be the start of a name the post holds.
  if (!/\S\s+\S/u.test(whole)) return false;
  const claimsOf = (text: string) =>
    answerUnits(text, 'lines').flatMap((unit) => unsupportedClaims(unit, source, mode));
  const stops = heads
    ? heads.holdsStopped(whole) || heads.claims(whole, claimsOf).length > 0
    : claimsOf(whole).length > 0;
  return stops && safeHead(line, claimsOf, factual, heads) === '';
}
