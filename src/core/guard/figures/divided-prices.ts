/**
 * A yearly price the line itself divides into months (issue 44, faithful lines still asked again):
 * "Pro at $48 a year?? That's $4 a month" works out what the plan costs a month, as a reader does.
 * The monthly amount is held only where the same line states the yearly one in the same currency
 * (which the figures readers check against the source) and the yearly one divided by twelve comes
 * to it, to the amount's written precision. "Pro is $4 a month" with no yearly price on the line,
 * or "$5 a month" of "$48 a year", is still a claim: a source's own monthly price may differ.
 */
import type { Figure } from './figure-kinds.ts';

const SYMBOL = /^([$€£¥₹])/u;

/** An amount then "a", "per" or "/" and a period, in the line's English. */
const PRICED =
  /([$€£¥₹])\s?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)\s?(?:a|per|\/)\s?(year|yr|annum|month|mo)(?![a-z])/giu;

/** An amount's number, commas as thousands. */
const amountOf = (digits: string) => Number(digits.replaceAll(',', ''));

/** Whether the money `figure` is a monthly price the line's own yearly price divides into. */
export function dividedYearlyPrice(figure: Figure, line: string): boolean {
  if (figure.kind !== 'money') return false;
  const symbol = SYMBOL.exec(figure.text)?.[1];
  if (!symbol) return false;
  const priced = [...line.matchAll(PRICED)].map((match) => ({
    text: match[0],
    symbol: match[1],
    digits: match[2] ?? '',
    month: /^mo/iu.test(match[3] ?? ''),
  }));
  const monthly = priced.find(
    (price) => price.month && price.symbol === symbol && price.text.startsWith(figure.text),
  );
  if (!monthly) return false;
  const decimals = monthly.digits.split('.')[1]?.length ?? 0;
  const value = amountOf(monthly.digits);
  return priced.some((price) => {
    if (price.month || price.symbol !== symbol) return false;
    const divided = amountOf(price.digits) / 12;
    return Math.abs(Number(divided.toFixed(decimals)) - value) < 1e-9;
  });
}
