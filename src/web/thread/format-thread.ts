/** Turns posts into text for the clipboard and links into X's composer. */

/** The whole thread, each post prefixed with `n/N` and separated by a blank line. */
export function formatThread(posts: readonly string[]): string {
  return posts.map((post, index) => `${index + 1}/${posts.length} ${post}`).join('\n\n');
}

/** X's web intent that opens the composer with `text` filled in. */
export function xIntentUrl(text: string): string {
  return `https://x.com/intent/post?text=${encodeURIComponent(replaceLoneSurrogates(text))}`;
}

/** encodeURIComponent throws on half an emoji (possible mid-edit); U+FFFD keeps the link valid. */
function replaceLoneSurrogates(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}
