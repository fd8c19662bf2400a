/**
 * The days a source's "weekend" or "weekdays" holds (issue 44 item 4: a weekday is a date only
 * where the line ties it to one the source does not hold): "on Saturdays and Sundays" of "every
 * weekend", "am Samstag" of "am Wochenende", "平日" days of "Monday to Friday" the other way. A
 * weekend is Saturday and Sunday here, as the calendars of the languages below keep it (a Friday
 * or a Thursday of Arabic's or Hebrew's weekend is left to the source's own day names).
 */

/** "Weekend" in the languages the guard reads, words with a letter boundary either side. */
const WEEKEND =
  /(?<![\p{L}\p{M}])(?:week-?ends?|wochenend(?:e|en|es)?|fin(?:es)? de semana|fi(?:m|ns) de semana|fine settimana|helg(?:en|er|erna|ene)?|viikonlopp?u\p{L}*|hétvég\p{L}*|víkend\p{L}*|vikend\p{L}*|выходн\p{L}*|вихідн\p{L}*|уикенд\p{L}*|akhir pekan|hujung minggu|cuối tuần|hafta ?sonu\p{L}*|σαββατοκύριακ\p{L}*|सप्ताहांत)(?![\p{L}\p{M}])|週末|周末|주말|สุดสัปดาห์/iu;

/** "Weekdays": Monday to Friday. */
const WEEKDAYS =
  /(?<![\p{L}\p{M}])(?:weekdays|on weekdays|werktags|wochentags|en semaine|entre semana|d[ií]as (?:laborables|hábiles)|dias úteis|giorni feriali|doordeweeks|vardagar(?:na)?|hverdage(?:ne)?|arkipäivi\p{L}*|hétköznap\p{L}*|pracovní dny|dni robocze|в будни|по будням|будн\p{L}*|hari kerja|ngày thường|hafta içi)(?![\p{L}\p{M}])|平日|工作日|평일/iu;

/** The day keys ("d1" Monday … "d7" Sunday) a source's weekend or weekday words hold. */
export function weekendDayKeys(text: string): string[] {
  const keys: string[] = [];
  if (WEEKEND.test(text)) keys.push('d6', 'd7');
  if (WEEKDAYS.test(text)) keys.push('d1', 'd2', 'd3', 'd4', 'd5');
  return keys;
}
