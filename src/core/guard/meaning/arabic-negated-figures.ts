/**
 * Two of an Arabic source's figures traded across its negation (issue 44, blind round forty-five):
 * "ويشمل السحب العبوات سعة 800 غرام، ولا يشمل العبوات سعة 400 غرام" where the recall's source
 * includes the 400 g tins and not the 800 g ones. Every word and figure is the source's, so no
 * figure reader stops it, and Arabic's negations ("لا", "لم", "لن", "ليس", "غير") are no words of
 * negation-words.ts. A figure is read as negated where a negation stands before it in its clause
 * (cut at punctuation and at "بل", "لكن", "بينما"). The line is stopped only for a trade: one
 * figure the source says only outside a negation, negated in the line, and another the source
 * says only negated, said outside one, so a line that drops or rephrases a negation is not read.
 */
import type { ClauseSource } from './negation-claims.ts';

/** A clause's end: punctuation (not a decimal's point or a thousands' comma). */
const CLAUSE_END = /[.!?؟,](?=\s|$)|[،؛:\n]/u;
/** Arabic's negating particles, with a conjunction's "و" or "ف" before them. */
const NEGATION = /^[وف]?(?:لا|لم|لن|ليس|ليست|ليسا|ليسوا|غير)$/u;
/** Words that open another clause, whose figures a negation before them does not reach. */
const BREAK = /^[وف]?(?:بل|لكن|لكنه|لكنها|بينما|أما)$/u;
const DIGITS = /\p{Nd}[\p{Nd},.]*/gu;

interface Figure {
  value: string;
  negated: boolean;
  clause: string;
}

/** A figure's digits in ASCII, its separators gone ("١٬٧١٠" and "1,710" as "1710"). */
function figureValue(digits: string): string {
  return digits
    .replace(/\p{Nd}/gu, (digit) => (/[0-9]/u.test(digit) ? digit : String(digitOf(digit))))
    .replace(/[,.٬]/gu, '');
}

/** An Arabic-Indic or Persian digit's value (no other script's digits are read in Arabic). */
function digitOf(digit: string): number {
  const code = digit.codePointAt(0) ?? 0;
  if (code >= 0x660 && code <= 0x669) return code - 0x660;
  if (code >= 0x6f0 && code <= 0x6f9) return code - 0x6f0;
  return 0;
}

/** The text's figures, each with whether a negation before it in its clause negates it. */
function figuresOf(text: string): Figure[] {
  const found: Figure[] = [];
  for (const clause of text.split(CLAUSE_END)) {
    let negated = false;
    for (const word of clause.split(/\s+/u)) {
      if (BREAK.test(word)) negated = false;
      else if (NEGATION.test(word)) negated = true;
      for (const [digits] of word.matchAll(DIGITS)) {
        found.push({ value: figureValue(digits), negated, clause: clause.trim() });
      }
    }
  }
  return found;
}

/** The line's clauses that put a figure of an Arabic source on the other side of its negation. */
export function arabicNegatedFigures(line: string, source: ClauseSource): string[] {
  if (source.translated || source.langs[0] !== 'ar' || !/\p{Nd}/u.test(line)) return [];
  const sourceFigures = figuresOf(source.text);
  /** Whether the source says the figure, and only with this polarity. */
  const onlyAs = (value: string, negated: boolean) => {
    const sides = sourceFigures.filter((figure) => figure.value === value);
    return sides.length > 0 && sides.every((figure) => figure.negated === negated);
  };
  const figures = figuresOf(line);
  const negatedNow = figures.filter((figure) => figure.negated && onlyAs(figure.value, false));
  const saidNow = figures.filter((figure) => !figure.negated && onlyAs(figure.value, true));
  if (negatedNow.length === 0 || saidNow.length === 0) return [];
  return [...new Set([...negatedNow, ...saidNow].map((figure) => figure.clause))];
}
