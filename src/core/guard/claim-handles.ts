/**
 * @handles as the guard reads them (docs/decisions/012): a handle names one account, so a line's
 * handle is the source's only when it is the same account, its domain included.
 */

/**
 * An @handle: X's `@sam`, Bluesky's `@sam.bsky.social`, the fediverse's `@sam@mastodon.social`.
 * Not inside a word, an e-mail address or a link; in scripts written without spaces a handle
 * stands right after a word and ends at the next ("最新情報は@support_jpで"), and a Korean
 * particle ends it as a Japanese one does ("@LUNAVY_official에서"): none of the networks allows
 * their letters in a handle.
 */
const HANDLE_LETTER = String.raw`[[\p{L}\p{N}_]--[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}]]`;
const HANDLE_PATTERN = String.raw`(?:(?<![\p{L}\p{N}_.@\/])|(?<=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}]))@(${HANDLE_LETTER}+(?:[.@\-]${HANDLE_LETTER}+)*)`;
export const HANDLE = /* @__PURE__ */ new RegExp(HANDLE_PATTERN, 'gv');

/** A handle as one spelling: lower case, no "@" before it, no dot or dash after it. */
export const handleKey = (handle: string): string =>
  handle
    .toLowerCase()
    .replace(/^@/, '')
    .replace(/[.-]+$/, '');

/**
 * Domains where a handle's first label is the account's own name and the rest only who hosts it:
 * Bluesky's default handles. A custom domain (`sam.example.com`) is part of the name.
 */
const HOSTED_HANDLE = /^([\p{L}\p{N}_-]+)\.bsky\.social$/u;
/** The fediverse's `name@server`: the server shows the account as `@name`. */
const FEDIVERSE_HANDLE = /^([\p{L}\p{N}_.-]+)@[\p{L}\p{N}.-]+$/u;

/**
 * The spellings of one account a source's handle supports: the handle whole, and the bare name
 * where the rest only says who hosts it (`@sam.bsky.social` and `@sam@mastodon.social` are
 * `@sam` there), never the first label of another domain: `@sam.attacker.example` is not
 * `@sam.bsky.social`.
 */
export function handleKeys(handle: string): string[] {
  const key = handleKey(handle);
  const bare = HOSTED_HANDLE.exec(key)?.[1] ?? FEDIVERSE_HANDLE.exec(key)?.[1];
  return bare ? [key, bare] : [key];
}
