/**
 * An account's name written out as words (issue 44, faithful lines still stopped): a card calls
 * the source's "tiktok.com/@dapursari" "TikTok Dapur Sari", its "@kikigaming" "Kiki Gaming". The
 * words are the handle's own letters, so they name the source's account, no one new; the names
 * reader took each as a name the source lacks. Only two words or more that spell a whole handle
 * the source writes (in a link too): "Dapur Rina" spells none and is still a name.
 */

/** A handle anywhere in a text, a link's path included ("tiktok.com/@dapursari"). */
const ACCOUNT = /@([\p{L}\p{N}_]+)/gu;
/** A run of capitalised words, one space between them. */
const RUN = /\p{Lu}[\p{L}\p{M}\p{N}]*(?:[ \t]\p{Lu}[\p{L}\p{M}\p{N}]*)+/gu;

/** The letters of a handle or words, as one spelling: lower case, nothing but letters and digits. */
const spelling = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

let last: { text: string; accounts: ReadonlySet<string> } | undefined;

/** The source's handles as spellings (one text is read at a time, as the guard reads a card's). */
function accountsOf(text: string): ReadonlySet<string> {
  if (last?.text === text) return last.accounts;
  const accounts = new Set([...text.matchAll(ACCOUNT)].map((match) => spelling(match[1] ?? '')));
  last = { text, accounts };
  return accounts;
}

/**
 * Whether the capitalised word at `at` of `line` is one of two words or more next to each other
 * that spell a handle of the source's `text` whole ("Dapur Sari" of "@dapursari").
 */
export function spellsSourceAccount(line: string, at: number, text: string): boolean {
  const accounts = accountsOf(text);
  if (accounts.size === 0) return false;
  for (const run of line.matchAll(RUN)) {
    if (at < run.index || at >= run.index + run[0].length) continue;
    const words = [...run[0].matchAll(/\S+/gu)].map((word) => ({
      text: word[0],
      start: run.index + word.index,
    }));
    const here = words.findIndex((word) => word.start === at);
    if (here < 0) return false;
    for (let first = 0; first <= here; first++) {
      for (let end = Math.max(here, first + 1); end < words.length; end++) {
        const spelled = spelling(
          words
            .slice(first, end + 1)
            .map((word) => word.text)
            .join(''),
        );
        if (accounts.has(spelled)) return true;
      }
    }
    return false;
  }
  return false;
}
