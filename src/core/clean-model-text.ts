/** Shared clean-up of raw model output and source text, used by every shaper. */

/**
 * Control, zero-width, bidi and other format characters: invisible, and a classic way to smuggle
 * text. Kept: newline, tab, the joiners of emoji and Persian, and the tags of subdivision flags.
 */
const INVISIBLE = /(?!\n|\t|\u200C|\u200D|[\u{E0020}-\u{E007F}])[\p{Cc}\p{Cf}]/gu;

/** Markers of a prompt's data block (see build-prompt.ts): what precedes the last one is echo. */
const BLOCK_END = /<<<\s*END[^\n>]*>>>/gi;
const BLOCK_START = /<<<\s*(?!END)[A-Z]+ [^\n>]*>>>/i;
const ANY_MARKER = /<<<[^\n>]*>>>/g;

/** A new turn the model began on its own; everything from there on is not the answer. */
const NEW_TURN =
  /\[INST\]|<\/s>|<s>|<\|(?:im_start|im_end|endoftext|eot_id)\|>|\n[ \t]*(?:user|human|assistant|### ?(?:instruction|input|response))[ \t]*:/i;

/** Removes invisible characters, CR line ends and non-breaking spaces. */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .replace(/[\u00A0\u2007\u202F]/g, ' ');
}

/** The model's own answer: echoed prompts, `[INST]` turns it started itself and stray tokens removed. */
export function removePromptEcho(raw: unknown): string {
  let text = normaliseText(typeof raw === 'string' ? raw : '');
  if (/^\s*(?:<s>\s*)?\[INST\]/.test(text)) {
    // The whole prompt came back first: the answer starts after its closing tag.
    const close = text.indexOf('[/INST]');
    text =
      close >= 0
        ? text.slice(close + '[/INST]'.length)
        : text.replace(/^\s*(?:<s>\s*)?\[INST\]/, '');
  }
  let blockEnd = -1;
  for (const match of text.matchAll(BLOCK_END)) {
    // Only an echoed prompt has an opening marker before the end marker.
    if (BLOCK_START.test(text.slice(0, match.index))) blockEnd = match.index + match[0].length;
  }
  if (blockEnd >= 0) {
    // The prompt's closing cue ("Now write the thread.") follows the block; it is echo too.
    text = text.slice(blockEnd).replace(/^\s*now write\b[^.\n]*[.:]?/i, '');
  }
  text = text.replace(ANY_MARKER, '');
  const turn = text.search(NEW_TURN);
  if (turn >= 0) text = text.slice(0, turn);
  return text.replace(/\[\/?INST\]|<\/?s>/g, '').trim();
}

/** Removes code-fence lines (``` or ~~~) while keeping the text they wrapped. */
export function removeCodeFences(text: string): string {
  return text.replace(/^[ \t]*(?:```|~~~)[^\n]*$/gm, '');
}

/** Inline markdown and HTML removed from one line: emphasis, headings, links, images, code. */
export function stripMarkdown(line: string): string {
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\((?:[^)\s]+)\)/g, '$1')
    .replace(/<\/?[a-zA-Z][^<>]*>/g, '')
    .replace(/^\s*#{1,6}\s+/, '')
    .replace(/^\s*(?:>\s*)+/, '')
    .replace(/\*\*|__|~~|`+/g, '')
    .replace(/\*/g, '')
    .replace(/(^|[\s(])_([^_\n]+)_(?=$|[\s.,!?;:)])/g, '$1$2');
}

/** A leading list marker: bullets, dashes, "1.", "2)", "(3)", "a)". */
const LIST_MARKER =
  /^\s*(?:(?:[-*+•·●○▪▫◦‣⁃–—→►▶➤✓✔☐☑]|\(?\d{1,2}[.)\]:](?!\d)|\(\d{1,2}\)|[a-zA-Z]\))\s*)+/u;

/** Removes leading list markers from one line. */
export function stripListMarker(line: string): string {
  return line.replace(LIST_MARKER, '');
}

/** A line made only of a horizontal rule: ---, ***, ___ (spaced or not). */
export function isHorizontalRule(line: string): boolean {
  return /^\s*(?:[-*_=]\s*){3,}$/.test(line);
}

/** Replaces horizontal-rule lines with blank lines and squeezes runs of blank lines into one. */
export function collapseHorizontalRules(text: string): string {
  return normaliseText(text)
    .split('\n')
    .map((line) => (isHorizontalRule(line) ? '' : line))
    .join('\n')
    .replace(/\n[ \t]*(?:\n[ \t]*)+/g, '\n\n');
}

/** Opening words of chatty preambles and closing remarks, in English and a few other languages. */
const CHATTER_WORD =
  /^(?:sure|certainly|of course|absolutely|okay|ok|alright|here(?:'s|’s| is| are)|below (?:is|are)|hope this|let me know|feel free|note|please note|as an ai|aquí|aqui|claro|voici|bien sûr|hier (?:ist|sind)|gerne|ecco|certo)(?![\p{L}\p{N}])/iu;
const CHATTER_START =
  /^(?:i (?:hope|have (?:summari|creat|written|kept|made|condensed|generated)|can(?:not|'t)? (?:help|assist|provide)|am (?:happy|glad|sorry|unable))|i['’](?:ve|m) (?:summari|creat|written|kept|made|condensed|generated|happy|glad|sorry|unable)|以下|はい|了解|好的|当然|下面)/iu;

/** True for a chatty preamble or closing remark ("Sure! Here is...", "Note: ...", "I hope this helps"). */
export function isChatter(line: string): boolean {
  const trimmed = line.trim();
  return CHATTER_WORD.test(trimmed) || CHATTER_START.test(trimmed);
}

/** True for a heading that introduces what follows ("Summary of the post:", "以下は要約です："). */
export function isHeading(line: string): boolean {
  return /[:：]\s*$/.test(line);
}

/** A preamble that runs into content on the same line ("Here is the caption: Gym..."). */
const CHATTER_WITH_CONTENT = /^[^:：]{0,80}[:：]\s*(?=\S)/u;

/** Drops a chatty lead-in before a colon, keeping what follows; a pure preamble becomes empty. */
export function stripChatter(line: string): string {
  if (!isChatter(line)) return line;
  const lead = line.match(CHATTER_WITH_CONTENT);
  return lead ? line.slice(lead[0].length) : '';
}

/** Emoji and their glue: pictographs, skin tones, flags, keycaps, variation selectors, ZWJ, tags. */
const EMOJI =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200D\u20E3\uFE0E\uFE0F]|[\u{E0020}-\u{E007F}]/gu;

/** Removes every emoji from the text. */
export function stripEmoji(text: string): string {
  return text.replace(EMOJI, '');
}

/** Removes one pair of quotes wrapping the whole text, and stray quotes at either end. */
export function stripWrappingQuotes(text: string): string {
  let out = text.trim();
  const pairs: ReadonlyArray<readonly [string, string]> = [
    ['"', '"'],
    ['“', '”'],
    ['„', '“'],
    ['«', '»'],
    ['「', '」'],
    ["'", "'"],
    ['‘', '’'],
  ];
  for (const [open, close] of pairs) {
    if (out.length >= 2 && out.startsWith(open) && out.endsWith(close)) {
      out = out.slice(open.length, out.length - close.length).trim();
      break;
    }
  }
  // A quote left alone at one end (its partner was cut off) goes; a balanced inner quote stays.
  const quoteCount = (out.match(/["“”„«»]/g) ?? []).length;
  if (quoteCount % 2 === 1) out = out.replace(/^["“”„«»]\s*/, '').replace(/\s*["“”„«»]$/, '');
  return out.trim();
}

/** Single spaces, no space before punctuation, no leading punctuation left behind by removals. */
export function tidySpaces(text: string): string {
  return (
    text
      .replace(/[ \t\f\v]+/g, ' ')
      .replace(/ +([.,!?;:)\]}…。、！？，])/g, '$1')
      // "50 %" → "50%"; a % after a word or a link keeps its space (it would join the link).
      .replace(/(?<=\d) +%/g, '%')
      .replace(/([([{]) +/g, '$1')
      .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
      .replace(/^[\s,;:.\-–—)]+/, '')
      .trim()
  );
}

/** Uppercases the first letter when it opens the text (after leading emoji or punctuation). */
export function capitaliseFirst(text: string): string {
  // A line that starts with a link keeps it as written: "Http://…" is a broken link, not a sentence.
  if (/^[^\p{L}\p{N}]*(?:[a-z][a-z0-9+.-]*:\/\/|www\.)/iu.test(text)) return text;
  return text.replace(/^([^\p{L}\p{N}#@$]*)(\p{Ll})/u, (_, lead: string, letter: string) => {
    return lead + letter.toUpperCase();
  });
}

/** Number of characters as a reader counts them (code points, so an emoji is not two). */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** True when the text holds at least one letter or digit. */
export function hasWordCharacter(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** Labels a model puts before its lines ("Summary:", "Point 1:", "Caption:", "TL;DR:"). */
const LINE_LABEL =
  /^(?:summary|tl;?dr|caption|meme caption|meme|answer|output|result|line\s*\d+|point\s*\d+|bullet\s*\d+|fact\s*\d+|joke\s*\d+|roast\s*\d+|key (?:point|fact|takeaway)s?(?:\s*\d+)?)\s*[:：-]\s*/i;

/** Removes a leading label such as "Summary:" or "Point 2:", keeping what follows it. */
export function stripLineLabel(line: string): string {
  return line.replace(LINE_LABEL, '');
}

/**
 * Candidate answer lines: echo, fences, rules, markdown, list markers, wrapping quotes, chatter,
 * labels and headings removed; every line trimmed and holding at least one letter or digit.
 */
export function answerLines(raw: unknown): string[] {
  const text = removeCodeFences(removePromptEcho(raw));
  const lines: string[] = [];
  for (const rawLine of text.split(/\n|\s[•●▪]\s/)) {
    if (isHorizontalRule(rawLine)) continue;
    let line = stripListMarker(stripMarkdown(rawLine)).trim();
    line = stripWrappingQuotes(stripListMarker(line));
    if (isHeading(line)) continue;
    line = stripLineLabel(stripChatter(line)).trim();
    line = stripWrappingQuotes(line).replace(/[•●▪]/g, ' ');
    line = tidySpaces(line);
    if (hasWordCharacter(line)) lines.push(line);
  }
  return lines;
}

/**
 * True when `raw`'s last line is still being written (`unfinished`: a stream's partial) and is a
 * line of its own among answerLines(raw): then it is the last of them.
 */
export function writingLastLine(raw: string, unfinished: boolean | undefined): boolean {
  return unfinished === true && answerLines(raw.slice(raw.lastIndexOf('\n') + 1)).length > 0;
}

/** Cuts text to at most `max` code points at a word boundary, adding an ellipsis when cut. */
export function cutAtWord(text: string, max: number): string {
  const points = Array.from(text);
  if (points.length <= max) return text;
  const head = points.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space > head.length * 0.6 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:\-–—]+$/u, '')}…`;
}

/** Case- and space-insensitive key, to spot the same line twice. */
export function sameTextKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words a finished sentence never ends on: a line ending on one was cut off by the token limit. */
const DANGLING_END =
  /(?:^|\s)(?:the|a|an|of|to|for|in|on|at|with|and|or|but|as|by|from|that|which|who|whose|is|are|was|were|be|their|its|his|her|my|your|our|this|these|than|into|about|like|if|when|while|because|so|not|no|very|more|most)$/iu;

/**
 * A line the model did not finish ("…which the author sees as a sign of") cut back to its last
 * complete clause, or to its last full word, with an ellipsis; finished lines come back unchanged.
 */
export function trimCutOffEnd(line: string): string {
  const text = line.trimEnd();
  if (!DANGLING_END.test(text)) return line;
  const clause = Math.max(
    ...[',', ';', ':', ' —', ' –', ' - '].map((mark) => text.lastIndexOf(mark)),
  );
  let cut = clause >= text.length * 0.4 ? text.slice(0, clause) : text.replace(/\s+\S+$/u, '');
  while (DANGLING_END.test(cut)) cut = cut.replace(/\s*\S+$/u, '');
  cut = cut.replace(/[\s,;:\-–—]+$/u, '');
  return hasWordCharacter(cut) ? `${cut}…` : '';
}
