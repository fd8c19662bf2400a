/** Turns a model's raw summary into exactly three clean card lines (spec section 5). */
import {
  answerLines,
  capitaliseFirst,
  charCount,
  collapseHorizontalRules,
  cutAtWord,
  hasWordCharacter,
  sameTextKey,
  stripListMarker,
  stripMarkdown,
  tidySpaces,
} from './clean-model-text.ts';
import { FALLBACK_SUMMARY } from './fallbacks.ts';
import { allowedLinks, removeForeignLinks, type ShapeOptions } from './remove-foreign-links.ts';

const SUMMARY_LINES = 3;
const MIN_LINE_CHARS = 10;
/** A card line longer than this is cut at a word: the card is 600px wide. */
const MAX_LINE_CHARS = 280;
/** Only a source longer than this is mined for numbered items. */
const LONG_SOURCE_CHARS = 1500;

/** Lines that talk about the post instead of summarising it ("This tweet...", "The author says"). */
const META_REFERENCE =
  /^(?:in |according to |as stated in |as mentioned in )?(?:this|the|that) (?:tweet|post|x post|thread|author|user|poster|writer|original poster)\b|^(?:the )?(?:author|user|poster|tweeter|op)\b/i;
/** Lines about the summary itself ("These are the key points of the post"). */
const SUMMARY_TALK =
  /\b(?:summar\w*|bullet points?|key points|main points)\b.*\b(?:tweets?|posts?|thread|text|above|below|following|content)\b|\b(?:tweets?|posts?|thread|text|content)\b.*\b(?:summar\w*|bullet points?|key points|main points)\b/i;
/** Lead-ins that announce a summary before its content ("In summary, ..."). */
const SUMMARY_LEAD_IN =
  /^(?:in summary|to summari[sz]e|in short|in brief|overall|basically)\s*[,:-]\s*/i;
/** Generic step phrases a model pads with ("Step 1", "First, ...", "Finally, ..."). */
const STEP_PHRASE =
  /^(?:step\s*\d+\b|(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|next|then|finally|lastly|first of all|to begin|to start|to conclude|in conclusion)\s*[,:])/i;
/** The words the card never shows, with an article in front and a contraction behind. */
const BANNED_WORDS =
  /(?:(?<![\p{L}\p{N}_])(?:the|this|that|these|those|a|an)\s+)?(?<![\p{L}\p{N}_@#'’])(?:users?|authors?|tweets?|they)(?:['’](?:s|re|ve|ll|d))?(?![\p{L}\p{N}_])/giu;

/** The line without the words user, author, tweet and they, spaces and capital tidied after. */
export function removeBannedWords(line: string): string {
  return capitaliseFirst(tidySpaces(line.replace(BANNED_WORDS, ' ')));
}

/** The line cleaned for the card, or undefined when it is empty or under 10 characters. */
function cleanLine(line: string): string | undefined {
  const cleaned = removeBannedWords(line.replace(SUMMARY_LEAD_IN, ''));
  if (charCount(cleaned) < MIN_LINE_CHARS || !hasWordCharacter(cleaned)) return undefined;
  return cutAtWord(cleaned, MAX_LINE_CHARS);
}

/** A model line for the card, or undefined when it is meta talk or a generic step phrase. */
function usableModelLine(line: string): string | undefined {
  if (META_REFERENCE.test(line) || SUMMARY_TALK.test(line) || STEP_PHRASE.test(line)) {
    return undefined;
  }
  return cleanLine(line);
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
  options: Pick<ShapeOptions, 'sourceLinks'> = {},
): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  const add = (line: string | undefined): void => {
    if (line === undefined || lines.length >= SUMMARY_LINES || seen.has(sameTextKey(line))) return;
    seen.add(sameTextKey(line));
    lines.push(line);
  };
  const links = allowedLinks({ sourceText, sourceLinks: options.sourceLinks });
  for (const line of answerLines(raw)) add(usableModelLine(removeForeignLinks(line, links)));
  const source = typeof sourceText === 'string' ? sourceText : '';
  if (lines.length < SUMMARY_LINES && source.length > LONG_SOURCE_CHARS) {
    // The source is the poster's own words: only the card's word and length rules apply.
    for (const item of numberedItems(source)) add(cleanLine(item));
  }
  for (const filler of FALLBACK_SUMMARY) add(filler);
  return lines;
}

/** The summary text as stored and shown: each line after a bullet, one line each. */
export function formatSummary(lines: readonly string[]): string {
  return lines.map((line) => `• ${line.replace(/^\s*[•●▪]\s*/, '').trim()}`).join('\n');
}
