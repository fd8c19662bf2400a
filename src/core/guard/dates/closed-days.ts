/**
 * A day the source says a place is closed, told as open (issue 44, round thirteen): "Kaaswinkel De
 * Vries is vanaf 3 maart ook op zondag open" of a shop's "Zondag en maandag gesloten" was kept, as
 * no figure changed: the line says the opposite of the source with the source's own day. A clause
 * (up to a comma or a sentence's end) that says closed names the days it closes; a line's clause
 * that says open, with no word of closing or negation, names the days it opens. Weekdays are read
 * in English and the source's languages (weekday-hours.ts, a plural or German's "sonntags" too).
 */
import { weekdayOf } from './weekday-hours.ts';

/** Words that say a shop, an office or a service is closed, in the languages the guard reads most. */
const CLOSED =
  /(?<![\p{L}\p{M}])(?:closed|shut|gesloten|dicht|geschlossen|ferm[ée]e?s?|fermeture|cerrad[oa]s?|chius[oaie]|fechad[oa]s?|zamknięt[eya]|nieczynn[eya]|stängt|stängd|lukket|stengt|suljettu|kapalı|tutup|tancat|tancad[ae]s?|tancats|tanca|tanquem|cierra|cerramos|închis[ăe]?|zárva|закрыт[оа]?)(?![\p{L}\p{M}])/iu;
/** Words that say it is open. */
const OPEN =
  /(?<![\p{L}\p{M}])(?:open|opens|geopend|geöffnet|offen|ouvert[es]?|ouvertes|abiert[oa]s?|apert[oaie]|abert[oa]s?|otwart[eya]|czynn[eya]|öppet|öppen|åpent|åben|avoin|açık|buka|obert[ae]?s?|obre|obrim|obren|abre|abrimos|abren|ouvre|ouvrons|deschis[ăe]?|nyitva|открыт[оа]?)(?![\p{L}\p{M}])/iu;
/**
 * A negation, which turns a clause's "open" round ("niet open", "not open", "nicht geöffnet"), or
 * an exception, which names the days it is not ("open daily except Sunday", "außer sonntags").
 */
const NEGATION =
  /(?<![\p{L}\p{M}])(?:not|no|never|niet|geen|nicht|kein|pas|jamais|nunca|non|não|nie|inte|ikke|ei|nem|kivéve|değil|tidak|не|except|excluding|but|außer|ausgenommen|sauf|excepté|excepto|excepte|tret|salvo|menos|tranne|eccetto|behalve|uitgezonderd|utom|förutom|oprócz|poza|kromě|кроме)(?![\p{L}\p{M}])/iu;
const CLAUSE = /[.;!?\n,]/u;
const WORD = /[\p{L}\p{M}]+/gu;

/** Each clause of `text` that `says`, with the weekdays (1-7) it names and the words naming them. */
function daysSaid(
  text: string,
  says: RegExp,
  langs: readonly string[],
  unless?: RegExp,
): Array<{ day: number; word: string }> {
  const found: Array<{ day: number; word: string }> = [];
  const clauses = text.split(CLAUSE);
  clauses.forEach((clause, index) => {
    if (!says.test(clause) || unless?.test(clause)) return;
    const days = daysOf(clause, langs);
    // "Diumenges, tancat", "Sundays, closed": a clause of days alone before it names them.
    const before = days.length === 0 && index > 0 ? daysOf(clauses[index - 1] ?? '', langs) : [];
    const alone =
      before.length > 0 &&
      [...(clauses[index - 1] ?? '').matchAll(WORD)].every(
        ([word]) => word.length <= 3 || weekdayOf(word, langs) !== undefined,
      );
    found.push(...days, ...(alone ? before : []));
  });
  return found;
}

/** The weekdays (1-7) a clause names, with the words naming them. */
function daysOf(clause: string, langs: readonly string[]): Array<{ day: number; word: string }> {
  const found: Array<{ day: number; word: string }> = [];
  for (const [word] of clause.matchAll(WORD)) {
    const day = weekdayOf(word, langs);
    if (day !== undefined) found.push({ day, word });
  }
  return found;
}

/**
 * The line's words naming a weekday it says is open that the source says is closed, and never
 * open. `langs`: the languages whose weekdays are read (English always).
 */
export function openedClosedDays(
  lineText: string,
  sourceText: string,
  langs: readonly string[],
): string[] {
  // Most lines say nothing is open, and most sources nothing is closed.
  if (!OPEN.test(lineText) || !CLOSED.test(sourceText)) return [];
  const opened = daysSaid(
    lineText,
    OPEN,
    langs,
    new RegExp(`${CLOSED.source}|${NEGATION.source}`, 'iu'),
  );
  if (opened.length === 0) return [];
  const closed = new Set(daysSaid(sourceText, CLOSED, langs).map(({ day }) => day));
  const open = new Set(daysSaid(sourceText, OPEN, langs, CLOSED).map(({ day }) => day));
  return opened.filter(({ day }) => closed.has(day) && !open.has(day)).map(({ word }) => word);
}
