/**
 * A number word that is also its language's short weekday (CLDR's, through `Intl`): Serbian and
 * Croatian "пет"/"pet" is five and Friday. Written as a weekday is ("пет, 12. дец.", "pet.", "(pet)":
 * beside a date's number, with its full stop, in brackets; short-weekdays.ts says how), it is no
 * number: a card's "пет, 12. дец." of a post's "петак, 12. децембра" was stopped for a five the
 * post lacks once Serbian's number words were read (issue 44 item 2). "пет година" stays five.
 */
import { writtenAsWeekday } from '../dates/short-weekdays.ts';
import type { Lexicon } from '../numbers/number-words.ts';
import type { Token } from './figure-tokens.ts';

const weekdays = /* @__PURE__ */ new Map<Lexicon, ReadonlySet<string>>();

/** The short weekday names of the lexicon's locales (both Serbian scripts), in lower case. */
function shortWeekdays(lexicon: Lexicon): ReadonlySet<string> {
  let names = weekdays.get(lexicon);
  if (names === undefined) {
    const made = new Set<string>();
    for (const locale of lexicon.locales) {
      try {
        const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
        // January 2024 began on a Monday; a name's full stop is left out.
        for (let day = 1; day <= 7; day++) {
          const name = format.format(new Date(Date.UTC(2024, 0, day)));
          made.add(name.toLowerCase().replace(/\.$/, ''));
        }
      } catch {
        // A runtime without the locale's names reads the word as a number.
      }
    }
    names = made;
    weekdays.set(lexicon, names);
  }
  return names;
}

/** Whether the word `token` of `text` is a short weekday of `lexicon`'s, written as one. */
export function isWrittenWeekday(text: string, token: Token, lexicon: Lexicon): boolean {
  const word = token.text.toLowerCase();
  if (!shortWeekdays(lexicon).has(word)) return false;
  const before = text.slice(Math.max(0, token.start - 12), token.start);
  const after = text.slice(token.end, token.end + 12);
  const besideNumber = /^[\s,.]*\d/u.test(after) || /\d[\s,.]*$/u.test(before);
  return writtenAsWeekday(word, before, after, besideNumber);
}
