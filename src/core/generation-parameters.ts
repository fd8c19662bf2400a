/** Sampling settings for each kind of generation (spec section 9). */
import type { ThreadStyleId, WrittenCardMode } from './constants.ts';

/** What the text generator is asked to sample with; thread calls set every field. */
export interface GenerationParameters {
  max_new_tokens: number;
  temperature: number;
  top_p?: number;
  top_k?: number;
  repetition_penalty?: number;
}

/** A source longer than this gets a larger token budget for its summary. */
const LONG_SOURCE_CHARS = 1500;
const THREAD_BASE_TEMPERATURE = 0.9;
const THREAD_MAX_TEMPERATURE = 0.98;
const REGENERATE_BOOST = 0.05;

/** Styles that want more (or less) surprise than the base creativity. */
const STYLE_TEMPERATURE_SHIFT: Readonly<Record<ThreadStyleId, number>> = {
  standard: 0,
  exciting: 0.05,
  troll: 0.05,
  cryptobro: 0.07,
  detailed: -0.05,
  journalist: -0.05,
};

/** Token budget and temperature of a summary card in the given mode. */
export function summaryParameters(mode: WrittenCardMode, sourceText: string): GenerationParameters {
  if (mode === 'troll') return { max_new_tokens: 250, temperature: 0.9 };
  if (mode === 'meme') return { max_new_tokens: 80, temperature: 1.0 };
  const long = typeof sourceText === 'string' && sourceText.length > LONG_SOURCE_CHARS;
  return { max_new_tokens: long ? 250 : 200, temperature: 0.7 };
}

/** Sampling of a thread: base creativity shifted by style and regeneration, capped at 0.98. */
export function threadParameters(
  style: ThreadStyleId,
  regenerate: boolean,
): Required<GenerationParameters> {
  const shifted =
    THREAD_BASE_TEMPERATURE +
    (STYLE_TEMPERATURE_SHIFT[style] ?? 0) +
    (regenerate ? REGENERATE_BOOST : 0);
  // Rounded to hundredths so 0.9 + 0.05 reads 0.95, not 0.9500000000000001.
  const temperature = Math.round(Math.min(shifted, THREAD_MAX_TEMPERATURE) * 100) / 100;
  return {
    max_new_tokens: 1000,
    temperature,
    top_p: 0.95,
    top_k: 80,
    repetition_penalty: 1.15,
  };
}
