/** Turns a model's raw summary into exactly three clean card lines (spec section 5). */
import {
  answerLines,
  charCount,
  collapseHorizontalRules,
  cutAtWord,
  hasWordCharacter,
  sameTextKey,
  stripListMarker,
  stripMarkdown,
  tidySpaces,
  trimCutOffEnd,
  writingLastLine,
} from './clean-model-text.ts';
import { FALLBACK_SUMMARY } from './fallbacks.ts';
import { copiedLine, isCopiedSentence, removeBannedWords } from './remove-banned-words.ts';
import {
  type AllowedLinks,
  allowedLinks,
  removeForeignLinks,
  type ShapeOptions,
} from './remove-foreign-links.ts';
import { stripReportingClause } from './strip-reporting-clause.ts';
import { dropRepeatedHashtags } from './thread-hashtags.ts';

export { removeBannedWords };

const SUMMARY_LINES = 3;
const MIN_LINE_CHARS = 10;
/** A card line longer than this is cut at a word: the card is 600px wide. */
const MAX_LINE_CHARS = 280;
/** Only this much of a model line is read (the card cuts at MAX_LINE_CHARS anyway). */
const MAX_READ_CHARS = 600;
/** Three lines are needed; an answer's first lines are the ones a model means. */
const MAX_ANSWER_LINES = 60;
/** Only a source longer than this is mined for numbered items. */
const LONG_SOURCE_CHARS = 1500;

/**
 * A line that still talks about the post after its reporting clause went ("The author is a
 * developer", "This tweet has 2M views"): a meta-reference, dropped. "The post office…" is not.
 */
const META_REFERENCE =
  /^(?:(?:this|the|that)\s+(?:x\s+)?(?:tweet|post|thread|author|user|poster|writer|original poster|op)|(?:author|user|poster|tweeter|op))\s+(?:is|was|are|were|has|had|have|seems|appears|also|does|did|can|could|will|would|may|might|must|should|\p{L}+(?:s|ed))(?![\p{L}\p{N}])/iu;
/** Lines about the summary itself ("These are the key points of the post"). */
const SUMMARY_TALK =
  /\b(?:summar\w*|bullet points?|key points|main points)\b.*\b(?:tweets?|posts?|thread|text|above|below|following|content)\b|\b(?:tweets?|posts?|thread|text|content)\b.*\b(?:summar\w*|bullet points?|key points|main points)\b/i;
/** Lead-ins that announce a summary before its content ("In summary, ..."). */
const SUMMARY_LEAD_IN =
  /^(?:in summary|to summari[sz]e|in short|in brief|overall|basically)\s*[,:-]\s*/i;
/** Generic step phrases a model pads with ("Step 1", "First, ...", "Finally, ..."). */
const STEP_PHRASE =
  /^(?:step\s*\d+\b|(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|next|then|finally|lastly|first of all|to begin|to start|to conclude|in conclusion)\s*[,:])/i;
/**
 * The line cleaned for the card, or undefined when it is empty or under `minChars` (10; 1 for a
 * line still being written). A copied sentence of the post (`copied`) keeps its words: the word
 * rule is for what a model writes.
 */
function cleanLine(line: string, copied = false, minChars = MIN_LINE_CHARS): string | undefined {
  const cleaned = copied ? copiedLine(line) : removeBannedWords(line.replace(SUMMARY_LEAD_IN, ''));
  if (charCount(cleaned) < minChars || !hasWordCharacter(cleaned)) return undefined;
  return cutAtWord(cleaned, MAX_LINE_CHARS);
}

/**
 * A model line for the card: foreign links and the reporting clause removed ("The author argues
 * that X" → "X"), or undefined when nothing is left, or it is meta talk or a generic step phrase.
 * A line that copies the post's own sentences keeps them as they are (no clause or word rule).
 */
function usableModelLine(
  line: string,
  links: AllowedLinks,
  source: string,
  writing = false,
): string | undefined {
  // The card shows at most 280 characters of a line; the rules never need more than this of it.
  const head = line.length > MAX_READ_CHARS ? cutAtWord(line, MAX_READ_CHARS) : line;
  // A line still being written ends mid-sentence: only a finished one is cut back to its clause.
  const linked = removeForeignLinks(head, links);
  const kept = (writing ? linked : trimCutOffEnd(linked)).replace(SUMMARY_LEAD_IN, '');
  const minChars = writing ? 1 : MIN_LINE_CHARS;
  const copied = isCopiedSentence(kept, source);
  const stated = copied ? kept : stripReportingClause(kept);
  if (stated === '' || META_REFERENCE.test(stated) || SUMMARY_TALK.test(stated)) return undefined;
  if (STEP_PHRASE.test(stated)) return undefined;
  const cleaned = cleanLine(stated, copied, minChars);
  if (cleaned === undefined) return undefined;
  // Tidying and cutting can change a link ("…/atlas )" → "…/atlas)", "https://gith…"): the link
  // rule has the last word.
  const final = removeForeignLinks(cleaned, links);
  return final === cleaned ? cleaned : cleanLine(final, copied, minChars);
}

let fillerKeys: ReadonlySet<string> | undefined;
/** The filler lines' keys, made on first use (nothing runs when a page loads core). */
function isFiller(line: string): boolean {
  fillerKeys ??= new Set(FALLBACK_SUMMARY.map(sameTextKey));
  return fillerKeys.has(sameTextKey(line));
}

/** Numbered list items ("1. ...", "2) ...") of the source, horizontal rules collapsed first. */
function numberedItems(sourceText: string): string[] {
  const items: string[] = [];
  for (const line of collapseHorizontalRules(sourceText).split('\n')) {
    const plain = stripMarkdown(line).trim();
    if (!/^\(?\d{1,2}[.)](?!\d)\s*\S/.test(plain)) continue;
    items.push(tidySpaces(stripListMarker(plain)));
  }
  return items;
}

/** Exactly 3 clean, non-empty lines without bullet characters, filled by the spec's order. */
export function shapeSummary(
  raw: string,
  sourceText: string,
  options: Pick<ShapeOptions, 'sourceLinks' | 'unfinished'> = {},
): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  const add = (line: string | undefined): void => {
    if (line === undefined || lines.length >= SUMMARY_LINES || seen.has(sameTextKey(line))) return;
    seen.add(sameTextKey(line));
    lines.push(line);
  };
  const links = allowedLinks({ sourceText, sourceLinks: options.sourceLinks });
  const source = typeof sourceText === 'string' ? sourceText : '';
  const candidates = answerLines(raw).slice(0, MAX_ANSWER_LINES);
  // A line being written is held to the shortest line rule only once it ends (issue 46 item 9):
  // a stream shows its first word, not nothing until ten characters (or until the line ends, when
  // the guard's gate holds the words after it), and no ellipsis of a line cut off.
  const writing = writingLastLine(raw, options.unfinished) ? candidates.length - 1 : -1;
  for (const [index, line] of candidates.entries()) {
    if (lines.length >= SUMMARY_LINES) break;
    // A filler line the model happened to write stays the filler, so it is never shown twice.
    add(isFiller(line) ? line : usableModelLine(line, links, source, index === writing));
  }
  if (lines.length < SUMMARY_LINES && source.length > LONG_SOURCE_CHARS) {
    // The source is the poster's own words: only the card's length rules apply.
    for (const item of numberedItems(source)) add(cleanLine(item, true));
  }
  for (const filler of FALLBACK_SUMMARY) add(filler);
  return lines;
}

/** The summary text as stored and shown: each line after a bullet, one line each. */
export function formatSummary(lines: readonly string[]): string {
  // A hashtag is said once on a card: `#ai` after `#AI` goes.
  return dropRepeatedHashtags(lines.map((line) => line.replace(/^\s*[•●▪]\s*/, '').trim()))
    .map((line) => `• ${line}`)
    .join('\n');
}
