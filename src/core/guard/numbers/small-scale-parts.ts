/**
 * A number under ten thousand written in parts, each digit with its small scale (issue 44, round
 * 59's probes): Korean "1천2백만 명" is (1,000 + 200) ten-thousands, 12,000,000; "3천5백 명" is
 * 3,500; Chinese and Japanese may write "1千2百万". The figures' reader takes one scale after digits,
 * so "1천2백만" was read as "1천" and 2,000,000, and a faithful restatement of "1,200만 명" stopped.
 * Such a run is written here as its digits ("1200만", "3500 명"), in the source and the line alike,
 * before the compounds (cjk-compounds.ts) and the figures are read. Only a run of two parts or
 * more, each a single digit, its scales falling (thousands, hundreds, tens, then units): a list or
 * a range ("3천 5천") is no such run and stays as written. A thousand may be followed, against it,
 * by its remainder in digits ("5천300만", "5千300万": 5,300 ten-thousands), smaller than it. A Han,
 * kana or Hangul word may stand against the run ("處理5千3百萬", "は5千3百万"); a Latin one not.
 */

const SCALES: Readonly<Record<string, number>> = {
  千: 1000,
  仟: 1000,
  천: 1000,
  百: 100,
  佰: 100,
  백: 100,
  十: 10,
  拾: 10,
  십: 10,
};

/** Parts of one digit and a small scale each, then a digit or a remainder; not after a number. */
const RUN =
  /(?<![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\d.,])[1-9]\s?[千仟천百佰백十拾십](?:(?:\s?[1-9]\s?[千仟천百佰백十拾십])+(?:\s?[1-9](?![\d.,]))?|[1-9]\d{1,2}(?![\d.,]))/gu;
const PART = /([1-9]\d{0,2})\s?([千仟천百佰백十拾십])?/gu;

/** The run's value, or undefined where its scales do not fall one below the other. */
function runValue(run: string): number | undefined {
  let total = 0;
  let previous = Number.POSITIVE_INFINITY;
  for (const [, digit = '', scale = ''] of run.matchAll(PART)) {
    const unit = SCALES[scale] ?? 1;
    if (unit >= previous || Number(digit) * unit >= previous) return undefined;
    total += Number(digit) * unit;
    previous = unit;
  }
  return total;
}

/** `text` with each run of small-scale parts written as its digits ("1천2백만": "1200만"). */
export function joinSmallScaleParts(text: string): string {
  if (!/\d\s?[千仟천百佰백十拾십]\s?\d/u.test(text)) return text;
  return text.replace(RUN, (run) => {
    const value = runValue(run);
    return value === undefined ? run : String(value);
  });
}
