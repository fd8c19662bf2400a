/**
 * A card's lines from a writer's answer (POST /api/summary): shaped for its mode, or the silent
 * fallback when nothing of the answer can be used; the meme's caption; what the writer reads of a
 * post; whether the rules have jokes in its language.
 */
import {
  FALLBACK_MEME_CAPTION,
  FALLBACK_SUMMARY,
  formatSummary,
  modelLinesOf,
  type Random,
  type ShapeOptions,
  type SummaryResponse,
  shapeMemeCaption,
  shapeSummary,
  shapeTroll,
  splitGifWords,
  type WrittenCardMode,
} from '#core/index.ts';
import type { FetchedPost, Services } from '../services.ts';
import { writerText } from './written-thread.ts';

/** What the writer reads of a post alone (written-thread.ts's `writerText`). */
export const readableText = (post: FetchedPost): string =>
  writerText({ ...post, text: post.tweetText });

/**
 * The card's text for a mode: the generated text shaped, or the silent fallback when it is missing
 * or when the shaper kept none of its lines (a refusal, a troll answer of nothing usable): padding
 * alone is the fallback, so it is flagged, counted and never stored.
 */
export function shapeCard(
  mode: Exclude<WrittenCardMode, 'meme'>,
  raw: string | undefined,
  post: FetchedPost,
  random: Random = Math.random,
  unfinished = false,
): Pick<SummaryResponse, 'summary' | 'fallback'> {
  if (raw === undefined && mode === 'normal') {
    return { summary: formatSummary([...FALLBACK_SUMMARY]), fallback: true };
  }
  // The padding is shaped again with the same random draws, so the same jokes are told apart.
  const draws: number[] = [];
  // A stream's partial (`unfinished`): the last line is still being written (ShapeOptions).
  const options = { ...linkSource(post), unfinished };
  const shape = (text: string, next: Random) =>
    mode === 'troll'
      ? shapeTroll(text, next, options)
      : shapeSummary(text, post.tweetText, options);
  // With no text, shapeTroll pads all three lines from the canned jokes: the troll fallback.
  const lines = shape(raw ?? '', () => {
    const value = random();
    draws.push(value);
    return value;
  });
  let replayed = 0;
  const padding = shape('', () => draws[replayed++] ?? random());
  const summary = formatSummary(lines);
  if (raw === undefined || modelLinesOf(lines, padding).length === 0) {
    return { summary, fallback: true };
  }
  return { summary };
}

/**
 * The meme's caption, and whether it is the fallback joke: no text, or a text the shaper could
 * not use (hashtags, a refusal) gives the same caption as no text.
 */
export function memeCaption(
  raw: string | undefined,
  post: FetchedPost,
): { caption: string; fallback: boolean } {
  if (raw === undefined) return { caption: FALLBACK_MEME_CAPTION, fallback: true };
  const caption = shapeMemeCaption(splitGifWords(raw).caption, linkSource(post));
  return { caption, fallback: modelLinesOf([caption], [shapeMemeCaption('')]).length === 0 };
}

/**
 * A model answered, but nothing of it reached the card: the answer is the silent fallback too, so
 * it is counted as one (a failed call was already counted where it failed).
 */
export function countUnusedAnswer(
  services: Services,
  mode: WrittenCardMode,
  raw: string | undefined,
  body: SummaryResponse,
): void {
  if (raw !== undefined && body.fallback) {
    services.metrics.countFallback(mode === 'normal' ? 'summary' : mode);
  }
}

/**
 * Whether the rules writer has jokes for the post's language; imported on first use, with the
 * writer, so a server whose model always answers never loads the writer's lexicon.
 */
export async function rulesJokeIn(text: string, lang: string | undefined): Promise<boolean> {
  const { rulesJokeIn: jokeIn } = await import('#writer/joke-languages.ts');
  return jokeIn(text, lang);
}

/** Small models answer a meme with its GIF's search words (core's model-answer-json.ts). */
export function givesGifWords(writing: Services): boolean {
  return writing.generator.name === 'embedded' || writing.generator.name === 'ollama';
}

/** What the card's links are checked against: only the post's own links may be shown (issue 12). */
function linkSource(post: FetchedPost): ShapeOptions {
  return { sourceText: post.tweetText, sourceLinks: post.facts?.linkHosts ?? [] };
}
