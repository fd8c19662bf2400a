/**
 * A place moved off its date in a Chinese card of a post in Latin letters (issue 44, lines in
 * another script): "颁奖典礼将于11月12日在爱丁堡举行" of a prize from the University of Edinburgh
 * presented "at a ceremony in Glasgow on 12 November" was kept, 爱丁堡 (Ai Ding Bao) being the
 * source's Edinburgh by its sounds. Chinese writes a foreign place by its sounds after 在 ("at",
 * "in"); its consonants in the loose classes of chinese-sound-loans.ts begin a source name's
 * ("tnp" of both 爱丁堡 and "Edinburgh", Chinese dropping the "rgh"). Where the line gives the
 * place a day and month, and the source's sentences of that date name a place of their own ("in
 * Glasgow") but none sounding like the line's, the place is moved. A line with no date, a date the
 * source does not give, or a place no source name sounds like is left to the other readers.
 */
import { calendarKey } from '../dates/calendar-words.ts';
import { soundLoanKey } from '../names/chinese-sound-loans.ts';

/** A day and month as Chinese and Japanese write them ("11月12日"). */
const CJK_DATE = /(\d{1,2})月(\d{1,2})日/gu;
/** Where a Chinese clause ends. */
const CLAUSE_END = /[，,。；;！？!?]/u;
/** A place after 在, up to five characters (its end unmarked: each length is tried). */
const AT_PLACE = /在(\p{Script=Han}{2,5})/gu;
const SENTENCE_END = /(?<=[.!?])\s+|\n+/u;
const CAPITALISED = /\p{Lu}[\p{L}\p{M}'’]+/gu;
/** "in Glasgow", "at Wembley": a sentence's place of its own. */
const IN_PLACE = /\b(?:in|at) (\p{Lu}[\p{L}\p{M}]+)/u;
/** The fewest consonants a place read by its sounds has. */
const MIN_KEY = 3;

/** Whether an English sentence gives `day` of `month` ("12 November", "November 12"). */
function givesDate(sentence: string, day: number, month: number): boolean {
  for (const match of sentence.matchAll(/(\d{1,2})(?:st|nd|rd|th)? (\p{Lu}\p{Ll}+)/gu)) {
    if (Number(match[1]) === day && calendarKey(match[2] ?? '', true) === `m${month}`) return true;
  }
  for (const match of sentence.matchAll(/(\p{Lu}\p{Ll}+)\.? (\d{1,2})(?!\d)/gu)) {
    if (Number(match[2]) === day && calendarKey(match[1] ?? '', true) === `m${month}`) return true;
  }
  return false;
}

/** Whether the Han `key` begins the key of one of `words`. */
const soundsLike = (key: string, words: readonly string[]) =>
  words.some((word) => soundLoanKey(word).startsWith(key));

/**
 * The places a Chinese line puts on a date whose sentences in the source (Latin letters) name
 * another place and none sounding like it: each as the line writes it.
 */
export function datedSoundPlaces(line: string, source: { readonly text: string }): string[] {
  if (!line.includes('在') || !/\p{Script=Han}/u.test(line)) return [];
  if (!/\d月\d{1,2}日/u.test(line) || /\p{Script=Han}/u.test(source.text)) return [];
  const sentences = source.text.split(SENTENCE_END);
  const named = source.text.match(CAPITALISED) ?? [];
  const found: string[] = [];
  // A date and a place are tied in one clause of the line ("3月7日在里斯本开幕，8月15日在马德里").
  for (const clause of line.split(CLAUSE_END)) {
    for (const [, month, day] of clause.matchAll(CJK_DATE)) {
      const theirs = sentences.filter((sentence) =>
        givesDate(sentence, Number(day), Number(month)),
      );
      // The date's sentences must give a place of their own: otherwise the line may join two.
      if (theirs.length === 0 || !theirs.some((sentence) => IN_PLACE.test(sentence))) continue;
      const near = theirs.flatMap((sentence) => sentence.match(CAPITALISED) ?? []);
      for (const [, run = ''] of clause.matchAll(AT_PLACE)) {
        const characters = [...run];
        for (let length = characters.length; length >= 2; length--) {
          const place = characters.slice(0, length).join('');
          const key = soundLoanKey(place);
          if (key.length < MIN_KEY || !soundsLike(key, named)) continue;
          if (!soundsLike(key, near) && !found.includes(place)) found.push(place);
          break;
        }
      }
    }
  }
  return found;
}
