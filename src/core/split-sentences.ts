/**
 * The product's one sentence splitter (decision 023): every writer, the thread packer and the
 * shapers find sentences here. Boundaries come from sentencex (Wikimedia's segmenter, pure
 * JavaScript), which knows the abbreviations of many languages ("z. B.", "Nr.", "Sra.", "Dr.",
 * "U.S."), so a sentence never ends at one. Unicode's sentence rules (Intl.Segmenter) end a
 * sentence at every "Dr." and "z. B.", and V8 ignores the keyword that would suppress them.
 */
import segment from 'sentencex';
import { detectLanguage } from './detect-language.ts';
import { findLinks } from './remove-foreign-links.ts';

/** Where a sentence stands in the text: `text.slice(start, end)`, trimmed. */
export interface SentenceSpan {
  start: number;
  end: number;
}

/**
 * Abbreviations sentencex 0.4.2's lists lack, for the languages the product is tested in: Arabic
 * "د." (doctor) and "أ." (professor), French "M.", "Mme", "Mlle", "MM.", "Me" (maître), "Dr",
 * "Pr". A sentence that ends with one goes on into the next. They belong upstream (decision 023).
 */
const EXTRA_ABBREVIATIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  ar: new Set(['د', 'أ']),
  fr: new Set(['M', 'Mme', 'Mlle', 'MM', 'Me', 'Dr', 'Pr']),
};

/**
 * Everyday English words sentencex lists as abbreviations (state and month names, "No."): a
 * sentence ending with one ("Tell me.", "The answer is no.") still ends there when a capital
 * follows. "No. 5" stays whole: a digit follows it.
 */
const ENDING_WORDS: Readonly<Record<string, RegExp>> = {
  en: endingWords(['me', 'no', 'ok', 'OK', 'may', 'ill', 'man', 'miss']),
};

/** A word of `words` (or it capitalised) and its full stop, before a capital. */
function endingWords(words: readonly string[]): RegExp {
  const either = words.map((word) => `[${word[0]}${word[0]?.toUpperCase()}]${word.slice(1)}`);
  return new RegExp(
    `(?<![\\p{L}\\p{N}.'’])(?:${either.join('|')})\\.(?=\\s+["'“‘(]?\\p{Lu})`,
    'gu',
  );
}

/** Lines longer than this are read in windows: sentencex's cost grows with a line's square. */
const WINDOW = 400;

/** sentencex's language: a BCP 47 tag's base, which its own fallbacks take from there. */
function baseLanguage(language: string | undefined, text: string): string {
  const tag = (language ?? detectLanguage(text) ?? 'en').toLowerCase().split(/[-_]/)[0] ?? '';
  return /^[a-z]{2,3}$/.test(tag) && tag !== 'und' ? tag : 'en';
}

/** The text with every link's characters replaced one for one: no dot in a link ends a sentence. */
function maskLinks(text: string): string {
  const links = findLinks(text);
  if (links.length === 0) return text;
  let out = '';
  let consumed = 0;
  for (const { link, index } of links) {
    out += text.slice(consumed, index) + 'x'.repeat(link.length);
    consumed = index + link.length;
  }
  return out + text.slice(consumed);
}

/** Spans of sentencex's sentences in `line` (from `offset` on), in order. */
function spansOf(language: string, line: string, offset: number): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let cursor = 0;
  for (const sentence of segment(language, line)) {
    // sentencex gives the line's own characters in order (it trims spaces only): found by search.
    const at = line.indexOf(sentence, cursor);
    if (at < 0) continue;
    spans.push({ start: offset + at, end: offset + at + sentence.length });
    cursor = at + sentence.length;
  }
  return spans;
}

/**
 * How far back from a window's end the next window starts when the window held no boundary: the
 * last words before a full stop are read with it (an abbreviation is known by the word before it).
 */
const CONTEXT = 80;

/**
 * A long line read a window at a time: each window's sentences but its last are kept, and the next
 * window starts where that last one did, so no sentence is cut at a window's edge. A window that
 * holds no boundary (one sentence longer than it) is not read again larger, which made a line of
 * one long sentence cost its length's square: the next window starts a few words before its end,
 * and the sentence's start is kept for the first sentence found there.
 */
function lineSpans(language: string, line: string, offset: number): SentenceSpan[] {
  if (line.length <= WINDOW) return spansOf(language, line, offset);
  const spans: SentenceSpan[] = [];
  let start = 0;
  // Where the sentence that outran the last window began, while it goes on.
  let open: number | undefined;
  const keep = (found: SentenceSpan[]) => {
    const [first, ...rest] = found;
    if (first) spans.push({ start: open ?? first.start, end: first.end }, ...rest);
    open = undefined;
  };
  while (start < line.length) {
    let end = Math.min(line.length, start + WINDOW);
    // A window ends between words, never inside one.
    const space = end < line.length ? line.lastIndexOf(' ', end) : -1;
    if (space > start) end = space;
    const found = spansOf(language, line.slice(start, end), offset + start);
    if (end >= line.length) {
      keep(found);
      break;
    }
    if (found.length < 2) {
      // One sentence fills the window: it goes on past it.
      open ??= found[0]?.start;
      const back = line.lastIndexOf(' ', end - CONTEXT);
      start = back > start ? back : end;
      continue;
    }
    keep(found.slice(0, -1));
    start = (found.at(-1)?.start ?? offset + end) - offset;
  }
  return spans;
}

/** The spans joined where a sentence ends with one of the language's extra abbreviations. */
function joinAbbreviations(text: string, spans: SentenceSpan[], language: string): SentenceSpan[] {
  const extra = EXTRA_ABBREVIATIONS[language];
  if (!extra) return spans;
  const joined: SentenceSpan[] = [];
  for (const span of spans) {
    const previous = joined.at(-1);
    const ending = previous && text.slice(previous.start, previous.end).trimEnd();
    const word = ending && /(\p{L}+)\.$/u.exec(ending)?.[1];
    if (previous && word && extra.has(word) && !/\n/.test(text.slice(previous.end, span.start))) {
      previous.end = span.end;
    } else joined.push({ ...span });
  }
  return joined;
}

/** The spans split after an everyday word sentencex took for an abbreviation. */
function splitAtEndingWords(text: string, spans: SentenceSpan[], language: string): SentenceSpan[] {
  const pattern = ENDING_WORDS[language];
  if (!pattern) return spans;
  return spans.flatMap((span) => {
    const pieces: SentenceSpan[] = [];
    let start = span.start;
    for (const match of text.slice(span.start, span.end).matchAll(pattern)) {
      const end = span.start + match.index + match[0].length;
      pieces.push({ start, end });
      start = end;
    }
    pieces.push({ start, end: span.end });
    return pieces;
  });
}

/** The span without the spaces around it; undefined when it holds no letter or digit. */
function trimmed(text: string, { start, end }: SentenceSpan): SentenceSpan | undefined {
  const part = text.slice(start, end);
  if (!/[\p{L}\p{N}]/u.test(part)) return undefined;
  const lead = part.length - part.trimStart().length;
  return { start: start + lead, end: start + part.trimEnd().length };
}

/**
 * Where the text's sentences stand, in order. A line break ends a sentence too (posts use lines
 * as sentences); a link's dots never do. `language` (a BCP 47 tag) picks the abbreviations; the
 * text's own language is guessed without one. Only spans with a letter or digit count.
 */
export function sentenceSpans(text: string, language?: string): SentenceSpan[] {
  const lang = baseLanguage(language, text);
  const masked = maskLinks(text);
  const spans: SentenceSpan[] = [];
  let offset = 0;
  for (const line of masked.split('\n')) {
    if (/[\p{L}\p{N}]/u.test(line)) spans.push(...lineSpans(lang, line, offset));
    offset += line.length + 1;
  }
  const joined = joinAbbreviations(masked, spans, lang);
  return splitAtEndingWords(masked, joined, lang).flatMap((span) => trimmed(text, span) ?? []);
}

/**
 * The last texts split, by language and text: the guard's readers each split the same source and
 * line again (a card's three lines ask for one 20,000-character source's sentences dozens of
 * times), and a split is a pure function of its text and language.
 */
const RECENT_SPLITS = 32;
const recentSplits = /* @__PURE__ */ new Map<string, readonly string[]>();

/** The text's sentences in order (see sentenceSpans), each on one line with single spaces. */
export function splitSentences(text: string, language?: string): string[] {
  const key = `${language ?? ''}\u0000${text}`;
  const known = recentSplits.get(key);
  if (known) return [...known];
  const sentences = sentenceSpans(text, language).map(({ start, end }) =>
    text.slice(start, end).replace(/\s{2,}|[\t\r\f\v\u00a0]/g, ' '),
  );
  if (recentSplits.size >= RECENT_SPLITS) {
    const oldest = recentSplits.keys().next().value;
    if (oldest !== undefined) recentSplits.delete(oldest);
  }
  recentSplits.set(key, sentences);
  return [...sentences];
}
