/**
 * A run of days reached, told as its day or as its count (round fifty): "a greve chega ao 12º dia"
 * (reaches its 12th day) is the fact "a greve completa 12 dias" (completes 12 days) says, and the
 * other way round. A source's ordinal "12º" and a line's count "12 dias" are other figures (o12,
 * u:day:12), so the line was stopped. Read only after a verb that says a span has run to that day
 * (reaches, enters, completes, marks), so "on the 3rd day" holds no "3 days"; the day's word as
 * CLDR names the unit in the post's language (Intl's "day" unit: dia/dias, día/días, Tag/Tage).
 * A source's keys only: the day held as a count, the count as a day; another count still stops.
 */

/** A verb of a span reaching a day, by language, and the short words (articles) it may take. */
const REACH_VERBS: Readonly<Record<string, string>> = {
  en: 'reach(?:es|ed|ing)?|enter(?:s|ed|ing)?|mark(?:s|ed|ing)?|hit(?:s|ting)?|complete[sd]?',
  pt: 'complet(?:a|ou|am|aram)|cheg(?:a|ou|am|aram)|entr(?:a|ou|am|aram)|ating(?:e|iu|em|iram)',
  es: 'cumpl(?:e|ió|en|ieron)|lleg(?:a|ó|an|aron)|entr(?:a|ó|an|aron)|alcanz(?:a|ó|an|aron)',
  ca: 'compl(?:eix|í|eixen)|arrib(?:a|à|en)|entr(?:a|à|en)',
  fr: 'entr(?:e|ent|é|ée)\\s+dans|atteint|atteignent|boucle(?:nt)?',
  it: 'compi(?:e|ono)|entr(?:a|ano|ato|ata)|arriv(?:a|ano|ato|ata)|raggiung(?:e|ono)',
  de: 'geh(?:t|en)|ging(?:en)?|erreich(?:t|en|te)',
  nl: 'ga(?:at|an)|ging(?:en)?|bereik(?:t|en|te)',
};

/** The day's unit in a language as CLDR names it: its word for one day and for many. */
function dayWords(lang: string): [string, string] | undefined {
  try {
    const format = new Intl.NumberFormat(lang, {
      style: 'unit',
      unit: 'day',
      unitDisplay: 'long',
    });
    const word = (count: number) =>
      format
        .formatToParts(count)
        .filter((part) => part.type === 'unit')
        .map((part) => part.value)
        .join('')
        .trim();
    return [word(1), word(5)];
  } catch {
    return undefined;
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Each language's reading, made on first need. */
const readings = /* @__PURE__ */ new Map<string, RegExp | null>();

/**
 * After the verb, up to three short words ("ao", "a su", "in den"), then the day as an ordinal in
 * digits ("12º dia", "12th day", "12. Tag"), the day's word and its number ("dia 12"), or a count
 * ("12 dias").
 */
function readingOf(lang: string): RegExp | null {
  let reading = readings.get(lang);
  if (reading !== undefined) return reading;
  const verbs = REACH_VERBS[lang];
  const words = verbs ? dayWords(lang) : undefined;
  reading = null;
  if (verbs && words) {
    const [one, many] = words.map(escaped);
    reading = new RegExp(
      `(?<![\\p{L}])(?:${verbs})(?:\\s+[\\p{L}'’]{1,5}){0,3}\\s+(?:(\\d{1,3})(?:º|ª|°|\\.|st|nd|rd|th|e|er|ème|de|ste)?\\s+${one}|${one}\\s+(\\d{1,3})|(\\d{1,3})\\s+${many})(?![\\p{L}])`,
      'giu',
    );
  }
  readings.set(lang, reading);
  return reading;
}

/** Adds to `keys` each reached day of `text` as its count of days, each count as its day. */
export function addReachedDays(text: string, langs: readonly string[], keys: Set<string>): void {
  if (!/\d/u.test(text)) return;
  for (const lang of new Set(['en', ...langs])) {
    const reading = readingOf(lang);
    if (!reading) continue;
    for (const [, day, dayAfter, count] of text.matchAll(reading)) {
      if (count !== undefined) keys.add(`o${Number(count)}`);
      else keys.add(`u:day:${Number(day ?? dayAfter)}`);
    }
  }
}
