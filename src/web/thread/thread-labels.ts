/** Labels and messages of the thread panel that depend on its state (spec sections 2 and 8). */
import {
  NETWORK_IDS,
  NETWORK_POST_RULES,
  THREAD_STYLE_IDS,
  THREAD_STYLES,
  type ThreadStyleId,
} from '#core/index.ts';

export const BLANK_THREAD_TEXT = 'Please enter some text to generate a thread.';
export const THREAD_FAILED = 'Error generating thread. Please try again.';
export const THREAD_PLACEHOLDER = 'Enter your text to be converted into a thread...';
/** The style a request uses while the user has not picked one. */
export const DEFAULT_THREAD_STYLE: ThreadStyleId = 'standard';

/** The style buttons and the networks a thread may be posted to, by their display names. */
export const STYLE_OPTIONS = THREAD_STYLE_IDS.map((id) => ({
  value: id,
  label: THREAD_STYLES[id].name,
}));
export const NETWORK_OPTIONS = NETWORK_IDS.map((id) => ({
  value: id,
  label: NETWORK_POST_RULES[id].name,
}));

/** The display name of a style, e.g. "Crypto Bro". */
export const threadStyleName = (style: ThreadStyleId): string => THREAD_STYLES[style].name;

/**
 * `Generate Thread` before a style is picked, `Generate {Style} Thread` after,
 * `Generate New Thread` once a result exists in that style.
 */
export function generateThreadLabel(
  chosen: ThreadStyleId | null,
  hasResultInStyle: boolean,
): string {
  if (hasResultInStyle) return 'Generate New Thread';
  if (chosen === null) return 'Generate Thread';
  return `Generate ${threadStyleName(chosen)} Thread`;
}

/** The warning shown after the style changed and the old posts were cleared. */
export const styleChangedMessage = (style: ThreadStyleId): string =>
  `You switched to the ${threadStyleName(style)} style. Generate again to get a thread in this style.`;
