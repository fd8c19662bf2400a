/**
 * A source's runs of one script romanised, for the readers of names a translation writes in Latin
 * letters (korean-names.ts, pinyin-names.ts): each run of the script through any-ascii, in lower
 * case, letters only, then through the reader's own `alike` (the sounds its romanisations write
 * differently, read as one). Null for a source that is not mostly that script, so a loanword or a
 * quoted name in another language's post is never read as its people.
 */
import anyAscii from 'any-ascii';

export interface RomanisedScript {
  /** One letter of the script (global, so it can be counted). */
  readonly letter: RegExp;
  /** A run of the script's letters (global). */
  readonly run: RegExp;
  /** The reader's spellings made alike. */
  readonly alike: (letters: string) => string;
  /** A source that is another language's although its letters are mostly this script's. */
  readonly otherLanguage?: (text: string) => boolean;
}

/**
 * `source`'s runs of `script` romanised (alike), or null where fewer than half its letters are the
 * script's; kept per source in the reader's own `cache`, as a card's lines share one source.
 */
export function romanisedRuns(
  source: { readonly text: string },
  script: RomanisedScript,
  cache: WeakMap<object, readonly string[] | null>,
): readonly string[] | null {
  let runs = cache.get(source);
  if (runs !== undefined) return runs;
  const letters = (source.text.match(/\p{L}/gu) ?? []).length;
  const own = (source.text.match(script.letter) ?? []).length;
  runs =
    letters > 0 && own * 2 >= letters && !script.otherLanguage?.(source.text)
      ? (source.text.match(script.run) ?? []).map((run) =>
          script.alike(
            anyAscii(run)
              .toLowerCase()
              .replace(/[^a-z]+/g, ''),
          ),
        )
      : null;
  cache.set(source, runs);
  return runs;
}
