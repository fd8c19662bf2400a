/**
 * A Chinese or Japanese date a line ties to the event its post ties to another date (round
 * forty-two): "11月18日正式发货，11月25日在官网开启预售" of "11月18日10点起在官网开启预售，11月25日
 * 正式发货", the presale's and the shipping's days traded. weekday-events.ts reads English weekdays
 * with their clause's words; here a date written with 月 and 日 is read with the words of its
 * clause (Intl.Segmenter's words of two letters or more, the date's own figures left out). The
 * line's date is stopped where one of its clause's words stands in the post only in the clause of
 * another of the post's dates, and none of them in a clause of its own date.
 */

import { segmentsOf } from '../../segments-of.ts';

const DATE = /(\d{1,2})\s*月\s*(\d{1,2})\s*[日号號]/gu;
/** A clause's end in Han text, and the spaced marks a line may use. */
const CLAUSE_END = /[，。；！？、,.;!?\n]/u;
const HAN = /\p{Script=Han}/u;

interface DatedClause {
  date: string;
  words: Set<string>;
}

let segmenter: Intl.Segmenter | undefined;

/** A clause's words of two Han letters or more. */
function wordsOf(clause: string): Set<string> {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const found = new Set<string>();
  for (const part of segmentsOf(segmenter, clause.replace(DATE, ' '))) {
    if (part.isWordLike && part.segment.length >= 2 && HAN.test(part.segment)) {
      found.add(part.segment);
    }
  }
  return found;
}

/**
 * Each clause holding one date, with its words; and with `undated`, the words of the clauses that
 * hold none (the post's own topic: "全9公演を行う" makes 公演 no one date's word).
 */
function datedClauses(text: string, undated?: Set<string>): DatedClause[] {
  const found: DatedClause[] = [];
  for (const clause of text.split(CLAUSE_END)) {
    const dates = [...clause.matchAll(DATE)].map(
      ([, month, day]) => `${Number(month)}/${Number(day)}`,
    );
    if (dates.length === 0 && undated) for (const word of wordsOf(clause)) undated.add(word);
    if (dates.length !== 1) continue;
    found.push({ date: dates[0] as string, words: wordsOf(clause) });
  }
  return found;
}

/** The line's dates (as "11月18日") whose clause's words the post ties to another date only. */
export function hanDateEvents(line: string, sourceText: string): string[] {
  if (!HAN.test(line) || !line.includes('月')) return [];
  const ours = datedClauses(line);
  if (ours.length === 0) return [];
  const undated = new Set<string>();
  const theirs = datedClauses(sourceText, undated);
  if (new Set(theirs.map((one) => one.date)).size < 2) return [];
  const claims: string[] = [];
  for (const { date, words } of ours) {
    const own = theirs.filter((one) => one.date === date);
    if (own.length === 0) continue;
    const ownWords = [...words].filter((word) => own.some((one) => one.words.has(word)));
    if (ownWords.length > 0) continue;
    // A word the post also says with no date is not another date's.
    const elsewhere = [...words].some(
      (word) =>
        !undated.has(word) && theirs.some((one) => one.date !== date && one.words.has(word)),
    );
    const [month, day] = date.split('/');
    if (elsewhere) claims.push(`${month}月${day}日`);
  }
  return claims;
}
