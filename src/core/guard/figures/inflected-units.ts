/**
 * A unit of time after a count in a form CLDR's unit names do not give (figure-measures.ts reads
 * their nominative and plural): German's dative plural ("in zwei Tagen", "in 10 Jahren"),
 * Turkish's case endings ("iki günde": in two days, "10 yılda", "3 haftadır", "5 saatlik"), and
 * Chinese's and Japanese's counters against the digits ("2天内", "10年で", "3个月", "2日間"). A
 * line "3.200 Besucher in zwei Tagen" of "an einem Wochenende" said its duration in the dative
 * and was read as a bare 2. Read only to tell a span's unit (derived-spans.ts).
 */

const GERMAN: Readonly<Record<string, string>> = {
  sekunden: 'second',
  minuten: 'minute',
  stunden: 'hour',
  tagen: 'day',
  wochen: 'week',
  monaten: 'month',
  jahren: 'year',
};

const TURKISH: Readonly<Record<string, string>> = {
  saniye: 'second',
  dakika: 'minute',
  saat: 'hour',
  gün: 'day',
  hafta: 'week',
  ay: 'month',
  yıl: 'year',
  sene: 'year',
};

const GERMAN_AFTER = /^[\s-](sekunden|minuten|stunden|tagen|wochen|monaten|jahren)(?![\p{L}])/iu;
/** Turkish's locative, ablative, "-dir" of a span so far, "-lik" of a thing that long. */
const TURKISH_AFTER =
  /^\s(saniye|dakika|saat|gün|hafta|ay|yıl|sene)(?:[dt][ae]|[dt][ae]n|[dt][iıuü]r|l[iıuü]k)(?![\p{L}])/u;

/** Han counters of time against the digits; 日 alone is a date's day ("2日": the 2nd). */
const HAN_AFTER =
  /^\s?(天|日間|日间|일간|週間|周|주간|个月|個月|[かヶカケ]月|개월|年間?|년간|小时|小時|時間|시간|分钟|分鐘|분간)/u;
const HAN: Readonly<Record<string, string>> = {
  天: 'day',
  日間: 'day',
  日间: 'day',
  일간: 'day',
  週間: 'week',
  周: 'week',
  주간: 'week',
  개월: 'month',
  년간: 'year',
  시간: 'hour',
  분간: 'minute',
  小时: 'hour',
  小時: 'hour',
  時間: 'hour',
  分钟: 'minute',
  分鐘: 'minute',
};

/** The unit of time of the word right after a count (`after`: the text after it), if inflected. */
export function inflectedUnitAfter(after: string): string | undefined {
  const german = GERMAN_AFTER.exec(after)?.[1];
  if (german) return GERMAN[german.toLowerCase()];
  const han = HAN_AFTER.exec(after)?.[1];
  if (han) return HAN[han] ?? (han.startsWith('年') ? 'year' : 'month');
  const turkish = TURKISH_AFTER.exec(after.toLocaleLowerCase('tr'))?.[1];
  return turkish ? TURKISH[turkish] : undefined;
}
