/** Turns a model's raw meme answer into one plain caption sentence of at most 40 words. */
import {
  answerLines,
  hasWordCharacter,
  stripWrappingQuotes,
  tidySpaces,
} from './clean-model-text.ts';
import { FALLBACK_MEME_CAPTION } from './fallbacks.ts';
import { isCopiedSentence } from './remove-banned-words.ts';
import {
  type AllowedLinks,
  allowedLinks,
  removeForeignLinks,
  type ShapeOptions,
} from './remove-foreign-links.ts';
import { splitSentences } from './split-sentences.ts';
import { stripReportingClause } from './strip-reporting-clause.ts';

const MAX_WORDS = 40;
const MAX_READ_CHARS = 1_000;
const MAX_ANSWER_LINES = 60;

/** Typographic punctuation mapped to the basic marks the caption keeps. */
function plainPunctuation(text: string): string {
  return text
    .replace(/[‘’‚‛′`´]/g, "'")
    .replace(/[“”„‟″«»「」]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/…/g, '...')
    .replace(/[。！？]/g, (mark) => ({ '。': '.', '！': '!', '？': '?' })[mark] ?? mark)
    .replace(/[、，]/g, ',')
    .replace(/[：]/g, ':')
    .replace(/[；]/g, ';');
}

/** Keeps letters, digits, combining marks on letters, spaces and . , ! ? ' " - : ; only. */
function keepAllowedCharacters(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{M}])\p{M}+/gu, '')
    .replace(/[^\p{L}\p{M}\p{N} .,!?'":;-]+/gu, ' ');
}

/** The first sentence, as the product's one splitter finds it. */
function firstSentence(text: string): string {
  return splitSentences(text)[0] ?? text;
}

/**
 * Hashtags and links say nothing in a caption; they go before the character filter, which would
 * break a kept link apart anyway. Only a host the post itself links to may be named ("reddit.com").
 */
function removeTagsAndLinks(text: string, links: AllowedLinks): string {
  const hostsOnly: AllowedLinks = { full: links.hosts, hosts: links.hosts };
  return removeForeignLinks(text, hostsOnly)
    .replace(/(?:https?:\/\/|www\.)\S+/giu, ' ')
    .replace(/#[\p{L}\p{M}\p{N}_]+/gu, ' ');
}

/** One sentence, at most 40 words, plain characters only; the pizza/gym joke when nothing is left. */
export function shapeMemeCaption(raw: string, options: ShapeOptions = {}): string {
  const links = allowedLinks(options);
  const line = answerLines(raw)
    .slice(0, MAX_ANSWER_LINES)
    // The caption is one sentence of at most 40 words: the head of a line is all it needs. A
    // copied sentence of the post keeps the author's words (the clause rule is for a model's).
    .map((candidate) => candidate.slice(0, MAX_READ_CHARS))
    .map((head) => (isCopiedSentence(head, options.sourceText) ? head : stripReportingClause(head)))
    .find((candidate) =>
      hasWordCharacter(keepAllowedCharacters(removeTagsAndLinks(candidate, links))),
    );
  if (line === undefined) return FALLBACK_MEME_CAPTION;
  const sentence = firstSentence(stripWrappingQuotes(removeTagsAndLinks(line, links)));
  let caption = keepAllowedCharacters(plainPunctuation(sentence)).replace(/\s+/g, ' ');
  caption = stripWrappingQuotes(tidySpaces(caption));
  const words = caption.split(' ').filter(Boolean);
  if (words.length > MAX_WORDS) {
    caption = words
      .slice(0, MAX_WORDS)
      .join(' ')
      .replace(/[\s,;:-]+$/, '');
  }
  // The character filter can make a host of what was not one; the link rule has the last word.
  caption = tidySpaces(removeTagsAndLinks(tidySpaces(caption), links));
  return hasWordCharacter(caption) ? caption : FALLBACK_MEME_CAPTION;
}
