/**
 * Periods a source names by a word of their own, with no digit, in the languages the guard reads
 * (issue 44 item 4): a weekend is two days ("8,000 visitors in two days" of "over a weekend", "In
 * due giorni" of "in un weekend"), a decade ten years ("en 10 ans" of "en une décennie"), a quarter
 * three months ("en tres meses" of "en el último trimestre"), and a fortnight fourteen days, which
 * the Romance languages count as fifteen ("une quinzaine", "una quincena": either holds), and a
 * century a hundred years, half of one fifty ("per 100 anni" of "per un secolo").
 * converted-durations.ts's English "fortnight" and "decade" are read there; no library names these
 * periods, so each language's words are listed here. A word is read only as a period: not "a long
 * weekend" (three days), "a quarter of", "une quinzaine de personnes" (about fifteen people) or
 * "la década de 1990" (the nineties), and a decade's or quarter's word only in the singular ("two
 * decades" is twenty years, not ten), a century only after "a" or "one" ("the 20th century" is an
 * era).
 */

/** A duration as converted-durations.ts reads it (not imported: that file imports this one). */
interface Duration {
  unit: string;
  value: number;
}

interface Period {
  /** The period's words, matched case-insensitively, whole words but in CJK. */
  words: RegExp;
  durations: readonly Duration[];
  /** What may not stand right after the word for it to name the period. */
  notAfter?: RegExp;
}

const days = (value: number): Duration => ({ unit: 'day', value });
/** A letter before or after a word: the word is part of a longer one. */
const EDGE_BEFORE = '(?<![\\p{L}\\p{M}])';
const EDGE_AFTER = '(?![\\p{L}\\p{M}])';
const worded = (words: string) => new RegExp(`${EDGE_BEFORE}(?:${words})${EDGE_AFTER}`, 'giu');

/** "long weekend", "langes Wochenende", "fin de semana largo", "ponte", "puente": three days or more. */
const LONG_BEFORE = /(?:long|lang\p{L}*|verlängert\p{L}*|prolongé|lungo|largo|prolongado)\s+$/iu;
const LONG_AFTER = /^\s+(?:largo|lungo|prolongé|prolongado|long)(?![\p{L}])/iu;

/** "de 1990", "dos anos 90", "des années 2000", "degli anni '80": an era, not ten years. */
const ERA_AFTER =
  /^\s+(?:de|del|dos|das|des|di|dei|degli|der|van|of)\s+(?:(?:los|las|the|années|anni|anos|años|jaren)\s+)?['’]?\d/iu;

const PERIODS: readonly Period[] = [
  {
    words: worded(
      String.raw`week-?ends?|wochenend(?:e[ns]?)?|fine[\s-]settimana|fin(?:es)?\s+de\s+semana|fim[\s-]de[\s-]semana|выходны[еху]|выходным|hafta\s?sonu\p{L}*|akhir\s+pekan|सप्ताहांत`,
    ),
    durations: [days(2)],
    notAfter: LONG_AFTER,
  },
  {
    words: worded('quincena|quinzaine|quindicina|quinzena'),
    durations: [days(14), days(15)],
    // "une quinzaine de personnes": about fifteen of something; "de jours" is the period still.
    notAfter: /^\s+(?:de|di|d['’])\s*(?!jours|días|dias|giorni)\p{L}|^\s*d['’]/iu,
  },
  {
    words: worded(
      'décennie|década|decenio|decennio|decênio|decénio|decennium|jahrzehnts?|dekad[aęzie]{1,2}|dekady|dziesięcioleci[eau]|десятилети[еия]|десятилетием|dekade|dasawarsa|दशक',
    ),
    durations: [{ unit: 'year', value: 10 }],
    notAfter: ERA_AFTER,
  },
  {
    words: worded(
      'trimestre|quartal(?:s|es)?|kwartaal|kwarta[łl]u?|kwartale|квартал[еау]?|кварталом|kuartal|triwulan|तिमाही',
    ),
    durations: [{ unit: 'month', value: 3 }],
  },
  {
    // A century only after "a" or "one" ("the 20th century", "siglo XX" are eras).
    words: worded(
      String.raw`(?:an?|one|un[ae]?|um[a]?|ein(?:em|es|en)?|een|jeden|один|bir|satu|एक)\s+(?:century|siglo|siècle|secolo|século|jahrhunderts?|eeuw|stulecie|век|столетие|yüzyıl|abad|सदी|शताब्दी)`,
    ),
    durations: [{ unit: 'year', value: 100 }],
    notAfter: ERA_AFTER,
  },
  {
    words: worded(
      String.raw`half\s+a\s+century|half-century|medio\s+siglo|demi-siècle|halb(?:es|en)?\s+jahrhunderts?|mezzo\s+secolo|meio\s+século|halve\s+eeuw|pół\s+wieku|полвека|yarım\s+yüzyıl|setengah\s+abad`,
    ),
    durations: [{ unit: 'year', value: 50 }],
  },
];

/** CJK's words, which stand against the words around them: no edge is asked. */
const CJK_PERIODS: readonly Period[] = [
  { words: /週末|周末|주말/gu, durations: [days(2)] },
  { words: /四半期|季度|분기/gu, durations: [{ unit: 'month', value: 3 }] },
  { words: /一世紀|一个世纪|一個世紀|한\s?세기/gu, durations: [{ unit: 'year', value: 100 }] },
  { words: /半世紀|半个世纪|半個世紀|반세기/gu, durations: [{ unit: 'year', value: 50 }] },
];

/**
 * English's "quarter" as a year's quarter: in lower case (the "Latin Quarter" is a place), after
 * a word that makes it one ("last quarter", "the third quarter", "this quarter"), and not "a
 * quarter of", "quarter-final", "quarter hour".
 */
const QUARTER =
  /(?<![\p{L}])(?:the|this|last|past|next|previous|first|second|third|fourth|fiscal|each|every|per)\s+quarter(?![\p{L}\p{M}-])(?!\s+(?:of|hour|mile|century|pounder)\b)/gu;

const QUARTER_PERIOD: Period = { words: QUARTER, durations: [{ unit: 'month', value: 3 }] };

/** Small counts and shares before a period's word: "two decades", "dwie dekady", "half a century". */
const COUNT_BEFORE =
  /(?<![\p{L}])(?:two|three|four|several|few|half|dos|tres|deux|trois|zwei|drei|due|tre|dois|duas|três|twee|drie|dwie|dwa|trzy|cztery|kilka|два|две|три|несколько|iki|üç|birkaç|dua|tiga|दो|तीन|medio|demi|mezzo|meio)(?:\s+an?)?\s+$/iu;

/** Whether a match of a period's word at `index` (of `length`) names the period. */
function namesPeriod(text: string, index: number, length: number, period: Period): boolean {
  const before = text.slice(Math.max(0, index - 20), index);
  // "2 décadas", "dwie dekady", "half a century": a count or a share of periods, not one.
  if (/\d\s*$/u.test(before) || COUNT_BEFORE.test(before)) return false;
  if (period.durations[0]?.value === 2 && LONG_BEFORE.test(before)) return false;
  const after = text.slice(index + length, index + length + 24);
  return !period.notAfter?.test(after);
}

/** The durations `text` names by a period's word (a weekend, a decade, a quarter) in any language. */
export function periodWordDurations(text: string): Duration[] {
  const found: Duration[] = [];
  for (const period of [...PERIODS, ...CJK_PERIODS, QUARTER_PERIOD]) {
    for (const match of text.matchAll(period.words)) {
      if (namesPeriod(text, match.index, match[0].length, period)) found.push(...period.durations);
    }
  }
  return found;
}
