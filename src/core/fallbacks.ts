/** The spec's silent fallbacks (section 8): what the user sees when generation fails. */

/** Three generic summary lines for a failed normal summary (the web adds the bullets). */
export const FALLBACK_SUMMARY: readonly string[] = Object.freeze([
  'The post shares a quick update worth a closer look.',
  'It touches on a topic that people are actively discussing.',
  'Open the original post for the full details and context.',
]);

/** Four generic posts for a failed thread generation; each is well under 280 characters. */
export const FALLBACK_THREAD: readonly string[] = Object.freeze([
  'A short thread on something worth thinking about. Let us break it down step by step.',
  'The core idea is simple: look at the facts first, then decide what they mean for you.',
  'The details matter. Small choices add up, and the context changes how every point lands.',
  'That is the gist of it. What do you think? Share your take below. #Thread',
]);

/** The fixed caption for a failed meme: a pizza/gym joke, plain words only. */
export const FALLBACK_MEME_CAPTION =
  'Me ordering a large pizza right after my first gym session in months because balance is important.';
