/**
 * Thai number words read as the figures they say (issue 44): a source's "ปิดปรับปรุงนานสองปี"
 * holds a line's "2 ปี", and a line's "ทุกสิบห้านาที" is 15 minutes, which a source's "ทุก 10
 * นาที" does not hold. The words (numbers/thai-number-words.ts) are written as digits, spaced
 * from the letters around them, and that text is read as any other: the same units, ordinals
 * and clocks as the digits would have. The windows and the line's reading take any language's
 * spans and way of writing them (`addWordSpanKeys`, `withWordSpanFigures`): Korean's native
 * numbers are read through them too (korean-word-figures.ts).
 */
import { type ThaiNumberSpan, thaiNumberWords } from '../numbers/thai-number-words.ts';
import type { Figure } from './figure-kinds.ts';

const THAI = /\p{Script=Thai}/u;
const DIGIT_BEFORE = /\d\s?$/u;

/** `text` with `spans` written as digits, a space each side where a letter stands. */
function withDigits(text: string, spans: readonly WordSpan[]): string {
  let written = '';
  let at = 0;
  for (const span of spans) {
    const before = text.slice(at, span.start);
    const after = text.charAt(span.end);
    written += `${before}${before && !/\s$/u.test(before) ? ' ' : ''}${span.value}`;
    if (after && !/\s/u.test(after)) written += ' ';
    at = span.end;
  }
  return written + text.slice(at);
}

/**
 * The number words a source's keys are read from: all, but a scale after digits ("350 ล้าน" is
 * already 350 million).
 */
function sourceSpans(text: string): ThaiNumberSpan[] {
  return thaiNumberWords(text).filter(
    (span) => !(span.bare && DIGIT_BEFORE.test(text.slice(0, span.start))),
  );
}

/**
 * A line's number words: not a scale alone ("แสนดี" is "very good", "พันเอก" a colonel,
 * "ร้อยเอ็ด" a province) nor "one" alone ("ครั้งหนึ่ง", once), as English "one" is no figure.
 */
function lineSpans(text: string): ThaiNumberSpan[] {
  return thaiNumberWords(text).filter((span) => !span.bare && span.value !== 1);
}

/** How far either side of a number word its unit, scale or frame may stand: a few words. */
const AROUND = 24;

/** Where a window of `text` may start or end: a space's, else the text's own end. */
function spaceBefore(text: string, at: number): number {
  if (at <= 0) return 0;
  const space = text.lastIndexOf(' ', at);
  return Math.max(space, 0);
}

function spaceAfter(text: string, at: number): number {
  if (at >= text.length) return text.length;
  const space = text.indexOf(' ', at);
  return space < 0 ? text.length : space;
}

/** Number words read in a text: where each stands, and the value it says. */
export interface WordSpan {
  start: number;
  end: number;
  value: number;
}

/** How a language writes its number words as digits in a text (`withDigits`, Thai's). */
export type WriteDigits = (text: string, spans: readonly WordSpan[]) => string;

/**
 * A source's keys its Thai number words add: `read` gives a text's keys. The words are read in a
 * few words around them (cut at spaces, so no figure is cut), those pieces read at once, apart
 * on their own lines: not the whole of a long source read a second time.
 */
export function addThaiWordKeys(
  text: string,
  keys: Set<string>,
  read: (text: string) => ReadonlySet<string>,
): void {
  if (THAI.test(text)) addWordSpanKeys(text, sourceSpans(text), keys, read, withDigits);
}

/** The keys `spans`, number words of a source, add as `write` writes them in digits. */
export function addWordSpanKeys(
  text: string,
  spans: readonly WordSpan[],
  keys: Set<string>,
  read: (text: string) => ReadonlySet<string>,
  write: WriteDigits,
): void {
  if (spans.length === 0) return;
  const pieces: string[] = [];
  let window: { from: number; to: number; spans: WordSpan[] } | undefined;
  const close = () => {
    if (!window) return;
    const { from, to } = window;
    const moved = window.spans.map((span) => ({
      ...span,
      start: span.start - from,
      end: span.end - from,
    }));
    pieces.push(write(text.slice(from, to), moved));
  };
  for (const span of spans) {
    const from = spaceBefore(text, span.start - AROUND);
    const to = spaceAfter(text, span.end + AROUND);
    if (window && from <= window.to) {
      window.to = Math.max(window.to, to);
      window.spans.push(span);
      continue;
    }
    close();
    window = { from, to, spans: [span] };
  }
  close();
  for (const key of read(pieces.join('\n;\n'))) keys.add(key);
}

const figureKey = (figure: Figure) => `${figure.kind} ${figure.text}`;

/**
 * A line's figures with those its Thai number words say: `read` gives the figures of the line
 * with its words written as digits; those beyond `figures` (the line's own digits) are the
 * words', shown as the digits they say.
 */
export function withThaiWordFigures(
  text: string,
  figures: Figure[],
  read: (text: string) => Figure[],
): Figure[] {
  if (!THAI.test(text)) return figures;
  return withWordSpanFigures(text, lineSpans(text), figures, read, withDigits);
}

/** `figures` with those `spans`, number words of a line, say as `write` writes them in digits. */
export function withWordSpanFigures(
  text: string,
  spans: readonly WordSpan[],
  figures: Figure[],
  read: (text: string) => Figure[],
  write: WriteDigits,
): Figure[] {
  if (spans.length === 0) return figures;
  const own = new Map<string, number>();
  for (const figure of figures) own.set(figureKey(figure), (own.get(figureKey(figure)) ?? 0) + 1);
  const added: Figure[] = [];
  for (const figure of read(write(text, spans))) {
    const left = own.get(figureKey(figure)) ?? 0;
    if (left > 0) own.set(figureKey(figure), left - 1);
    else added.push(figure);
  }
  return [...figures, ...added];
}
