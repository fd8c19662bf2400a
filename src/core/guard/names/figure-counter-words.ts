/**
 * A counter or hour written right after its digits, with an approximation or a duration stuck to
 * it ("2시쯤" of "2시께", "3일간" of "3일 동안", "10分間" of "10分", "午後6時開場" of "doors 6pm"):
 * the figure's words, no name. The figures readers check the number; the names readers of scripts
 * without capitals (unknown-names.ts, rare-swaps.ts) read these as a word the source lacks. A
 * word after a space or after the counter ("2시 서울역", "7時新宿") is still read: only the one
 * word glued to the digits is the figure's. Korean wants an approximation or duration after the
 * counter (a bare "시" is read as before); the segmenter cuts Japanese and Chinese counters apart,
 * so there the counter alone is the figure's. No package lists counters: a short list of words.
 */

/** Korean: a counter, then "about", "for", "-th", "or so" (쯤, 께, 경, 무렵, 가량, 간, 여, 째…). */
const KOREAN =
  /^(?:시간|시|분|초|일|주일|주|개월|달|년|명|개|곳|건|번|회|세|살)(?:쯤|께|경|무렵|가량|간|여|째|남짓|안팎|전후|정도|내외)+(?:에서|으로|부터|까지|에|의|은|는|이|가|을|를|로|만|도)?$/u;

/** Japanese and Chinese: a counter or hour as the segmenter cuts it, "about" or "for" after it. */
const SEGMENTED =
  /^(?:時間|時|分間|分|秒間|秒|日間|日|週間|か月|カ月|ヶ月|年間|割|小时|小時|分钟|分鐘|个月|個月|天)(?:頃|前後|過ぎ|左右|前后|余り|余|ほど|程度)?$/u;

/** Whether the word `start`-`end` of `line` is a counter glued to the digits before it. */
export function isFigureCounterWord(line: string, start: number, end: number): boolean {
  // The digit first: most words stand after no digit, and the test is one character.
  if (start === 0 || !/\p{N}/u.test(line[start - 1] ?? '')) return false;
  const word = line.slice(start, end);
  return KOREAN.test(word) || SEGMENTED.test(word);
}
