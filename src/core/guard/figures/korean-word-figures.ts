/**
 * Korean's native numbers read as the figures they say (numbers/korean-native-numbers.ts): a
 * source's "사과 세 개" holds a line's "사과 3개", and a line's "버스 열여섯 대" is 16 buses, which
 * a source's "버스 15대" does not hold. The words are written as digits against their counter
 * ("세 명" as "3명", "네 시" as "4시", as Korean writes digits) and that text is read as any
 * other, through thai-word-figures.ts's windows: the same counters, clocks and ordinals.
 */
import { koreanNativeNumbers } from '../numbers/korean-native-numbers.ts';
import type { Figure } from './figure-kinds.ts';
import { addWordSpanKeys, type WordSpan, withWordSpanFigures } from './thai-word-figures.ts';

const HANGUL = /[\uac00-\ud7a3]/u;

/** `text` with each of `spans` written as its digits, its space before a counter dropped. */
function withDigits(text: string, spans: readonly WordSpan[]): string {
  let written = '';
  let at = 0;
  for (const span of spans) {
    written += `${text.slice(at, span.start)}${span.value}`;
    at = span.end;
  }
  return written + text.slice(at);
}

/** A source's keys its native numbers add, "one" too ("한 명이 숨졌다" holds "1명"). */
export function addKoreanWordKeys(
  text: string,
  keys: Set<string>,
  read: (text: string) => ReadonlySet<string>,
): void {
  if (!HANGUL.test(text)) return;
  addWordSpanKeys(text, koreanNativeNumbers(text), keys, read, withDigits);
}

/**
 * A line's figures with those its native numbers say; not "one" ("한 번 더", once more; "하나의
 * 팀", a team), as English "one" is no figure.
 */
export function withKoreanWordFigures(
  text: string,
  figures: Figure[],
  read: (text: string) => Figure[],
): Figure[] {
  if (!HANGUL.test(text)) return figures;
  const spans = koreanNativeNumbers(text).filter((span) => span.value !== 1);
  return withWordSpanFigures(text, spans, figures, read, withDigits);
}
