/**
 * A sum added to a priced one in the same sentence, its currency written once (round fifty-one:
 * "por 38 milhões de euros, mais 7 milhões por objetivos" holds a line's "mais 7 M€"; "$40 million
 * plus 5 million in bonuses", "30 Millionen Euro plus 5 Millionen"). The second sum, after a word
 * that adds ("mais", "plus", "más", "più", "und"), is the first's money: the source's keys gain it
 * in the currency of the priced sums before it in the sentence, where they have one currency. Only
 * a sum in a scale's word ("7 milhões"): a bare small number after "and" counts other things as
 * often ("38 milhões de euros e 7 jogadores"). A line's other sum ("mais 9 M€") is still none.
 */

/** Words that add one sum to another in the languages most posts come in. */
const ADDED_WORDS =
  'plus|mais|além de|más|además de|y|e|più|oltre a|and|und|zuzüglich|sowie|et|en|plus de|и|плюс|oraz|i|ve|artı';
/** The adding word, then a number and the word after it (its scale's, where the sum has one). */
const ADDED = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:${ADDED_WORDS})\s+(\d[\d.,]*\d|\d)\s?([\p{L}\p{M}]+)`,
  'giu',
);
/** A sentence's end: a full stop not inside a number, "!", "?", a semicolon. */
const SENTENCE_END = /[.!?;](?!\d)/u;
/** A count's key and its value ("n7000000"). */
const COUNT = /^n(\d+(?:\.\d+)?)$/u;
/** A money key: its currency and value ("c:euro:38000000"). */
const MONEY = /^c:([^:?]+):/u;

/**
 * Adds to `keys` the money a scaled sum after an adding word is, in the one currency of the
 * priced sums before it in its sentence; `read` gives the keys of a part of the text.
 */
export function addAddedCurrencies(
  text: string,
  keys: Set<string>,
  read: (part: string) => ReadonlySet<string>,
): void {
  if (!/\d/u.test(text)) return;
  for (const match of text.matchAll(ADDED)) {
    const [, amount = '', word = ''] = match;
    // A sum in a scale's word: its count is more than the digits say ("7 milhões": 7000000).
    const digits = Number(amount.replace(',', '.'));
    const counts = [...read(`${amount} ${word}`)].flatMap((key) => COUNT.exec(key)?.[1] ?? []);
    const scaled = counts.filter((value) => Number(value) > digits * 999);
    if (scaled.length === 0) continue;
    const before = text.slice(0, match.index).split(SENTENCE_END).pop() ?? '';
    const currencies = new Set([...read(before)].flatMap((key) => MONEY.exec(key)?.[1] ?? []));
    if (currencies.size !== 1) continue;
    const [currency] = currencies;
    for (const value of scaled) {
      keys.add(`c:${currency}:${value}`);
      keys.add(`c:?:${value}`);
    }
  }
}
