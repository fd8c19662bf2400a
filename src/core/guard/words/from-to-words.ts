/**
 * A change's "from … to" in the languages the guard reads, one table (issue 44): which of two
 * figures a text starts from. "von 64 auf 65", "de 62 à 64", "da 12 a 15", "van 4 naar 6",
 * "с 60 до 65", "从60岁提高到63岁", "60歳から65歳に", "60세에서 65세로", "64'ten 65'e",
 * "60 से 65", "من 60 إلى 65". A span's ends ("von 9 bis 17 Uhr") are read alike: told the other
 * way round they are wrong as well. English is change-ends.ts's, which reads more of it.
 *
 * Each language gives the word right before the first figure (`from`, for prepositions) and what
 * may stand between the two figures (`gap`: a unit or noun and the "to" word, or for languages
 * that mark "from" after the figure, that mark). A gap holds no figure nor a clause's end.
 */

/** A unit or a noun (two words at most) after the first figure, as "von 20 Euro auf 25 Euro". */
const UNIT = String.raw`(?:\s*[\p{L}\p{M}%°/\p{Sc}]+){0,2}`;

/** The "to" word after a unit, a currency sign perhaps after it. */
const to = (words: string) => String.raw`^${UNIT}\s+(?:${words})\s+\p{Sc}?\s?$`;

/** "From" after the first figure, joined to it or to its unit ("yaşından", "세에서", "歳から"). */
const marked = (marks: string) => String.raw`^['’:]?(?:\s?[\p{L}\p{M}]*?)(?:${marks})\s*\p{Sc}?$`;

export interface FromTo {
  /** The word ending right before the first figure, if the language writes "from" there. */
  from?: RegExp;
  /** The whole text between the two figures. */
  gap: RegExp;
}

const table: Record<string, [string | undefined, string]> = {
  de: ['von|vom', to('auf|bis|zu|nach')],
  fr: ["de|d'|d’|du", to('à|a|au')],
  it: ["da|dal|dalle|dai|dagli|dall’|dall'", to('a|al|alle|ai|agli|fino a')],
  es: ['de|desde|del', to('a|al|hasta')],
  pt: ['de|desde|dos|das|do|da', to('a|para|até|aos|às')],
  ca: ['de|des de|del', to('a|fins a|al')],
  nl: ['van', to('naar|tot|op')],
  sv: ['från', to('till')],
  no: ['fra', to('til')],
  nb: ['fra', to('til')],
  da: ['fra', to('til')],
  pl: ['z|ze|od', to('do|na')],
  cs: ['z|ze|od', to('na|do')],
  sk: ['z|zo|od', to('na|do')],
  ro: ['de la', to('la')],
  ru: ['с|со|от', to('до|на')],
  uk: ['з|із|зі|від', to('до|на')],
  bg: ['от', to('до|на')],
  el: ['από', to('σε|στα|στο|στις|έως|μέχρι')],
  ar: ['من', to('إلى|الى|حتى')],
  zh: ['从|由', String.raw`^[^\d\s。，；！？]{0,6}(?:到|至)$`],
  ja: [undefined, marked('から')],
  ko: [undefined, marked('에서|부터')],
  tr: [undefined, marked('dan|den|tan|ten')],
  hu: [undefined, marked('ról|ről|ból|ből|tól|től')],
  fi: [undefined, marked('sta|stä')],
  hi: [undefined, String.raw`^${UNIT}\s+से\s+(?:बढ़कर\s+|घटकर\s+)?\p{Sc}?$`],
};

/** A "from" word starts a word; Chinese writes no spaces, so "年龄从" holds its 从. */
const WORD_START = String.raw`(?<![\p{L}\p{M}])`;
const BOUND: Record<string, string> = { zh: '' };

/** The table read as patterns, by language. */
export const FROM_TO: Readonly<Record<string, FromTo>> = Object.fromEntries(
  Object.entries(table).map(([lang, [from, gap]]) => [
    lang,
    {
      ...(from === undefined
        ? {}
        : {
            from: new RegExp(
              String.raw`${BOUND[lang] ?? WORD_START}(?:${from})\s*\p{Sc}?\s?$`,
              'iu',
            ),
          }),
      gap: new RegExp(gap, 'iu'),
    },
  ]),
);
