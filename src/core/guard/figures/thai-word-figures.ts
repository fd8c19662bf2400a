/**
 * Thai number words read as the figures they say (issue 44): a source's "ปิดปรับปรุงนานสองปี"
 * holds a line's "2 ปี", and a line's "ทุกสิบห้านาที" is 15 minutes, which a source's "ทุก 10
 * นาที" does not hold. The words (numbers/thai-number-words.ts) are written as digits, spaced
 * from the letters around them, and that text is read as any other: the same units, ordinals
 * and clocks as the digits would have.
 */
import { type ThaiNumberSpan, thaiNumberWords } from '../numbers/thai-number-words.ts';
import type { Figure } from './figure-kinds.ts';

const THAI = /\p{Script=Thai}/u;
const DIGIT_BEFORE = /\d\s?$/u;

/** `text` with `spans` written as digits, a space each side where a letter stands. */
function withDigits(text: string, spans: readonly ThaiNumberSpan[]): string {
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
  if (!THAI.test(text)) return;
  const spans = sourceSpans(text);
  if (spans.length === 0) return;
  const pieces: string[] = [];
  let window: { from: number; to: number; spans: ThaiNumberSpan[] } | undefined;
  const close = () => {
    if (!window) return;
    const { from, to } = window;
    const moved = window.spans.map((span) => ({
      ...span,
      start: span.start - from,
      end: span.end - from,
    }));
    pieces.push(withDigits(text.slice(from, to), moved));
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
  const spans = lineSpans(text);
  if (spans.length === 0) return figures;
  const own = new Map<string, number>();
  for (const figure of figures) own.set(figureKey(figure), (own.get(figureKey(figure)) ?? 0) + 1);
  const added: Figure[] = [];
  for (const figure of read(withDigits(text, spans))) {
    const left = own.get(figureKey(figure)) ?? 0;
    if (left > 0) own.set(figureKey(figure), left - 1);
    else added.push(figure);
  }
  return [...figures, ...added];
}
