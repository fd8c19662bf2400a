/**
 * One hour written with no digit (issue 44 item 4, h308): Italian "calata di un'ora" of a wait that
 * fell from 4 h 10 to 3 h 25 (45 minutes), "lasted an hour" of "45 minutes". The figure readers
 * read "1 ora", "1 hour" and stop them; "un'ora", "an hour", "une heure", "una hora", "eine
 * Stunde" hold no digit and were let through. Read as the duration "u:hour:1" and held as the
 * figure readers hold "1 hour": the source's own hour, 60 minutes, or a span of its times
 * (derived-spans.ts). Not read: half or a quarter of one ("half an hour", "mezz'ora", "une heure et
 * demie"), a rate ("€5 an hour", "once an hour"), a time of day ("à une heure", "a la una"); held
 * where the source speaks of the hour as its unit ("la hora de aparcamiento costará 1,10 euros").
 */
import type { ClaimSource } from '../claim-source.ts';
import type { Figure } from '../figures/figure-kinds.ts';
import { derivedSpan } from './derived-spans.ts';

const L = String.raw`(?<![\p{L}\p{M}'’])`;
const R = String.raw`(?![\p{L}\p{M}])`;
/** Per language: one hour with no digit, lower case. */
const ONE_HOUR: Readonly<Record<string, RegExp>> = {
  en: new RegExp(
    String.raw`${L}(?<!(?:half|quarter|quarters|of|once|twice|times|every|per)\s)(?:an|one)[\s-]hour${R}(?!\s+and\s+a)`,
    'giu',
  ),
  it: new RegExp(String.raw`${L}un['’]ora${R}(?!\s+e\s+(?:mezz|un\s+quarto|tre\s+quarti))`, 'giu'),
  fr: new RegExp(
    String.raw`${L}(?<!(?:à|vers|dès|avant|après|jusqu'à)\s)une\s+heure${R}(?!\s+(?:et|du|de\s+l))`,
    'giu',
  ),
  es: new RegExp(String.raw`${L}(?<!(?:la|las|a)\s)una\s+hora${R}(?!\s+y\s)`, 'giu'),
  pt: new RegExp(String.raw`${L}(?<!(?:à|às|a)\s)uma\s+hora${R}(?!\s+e\s)`, 'giu'),
  de: new RegExp(String.raw`${L}eine[rn]?\s+stunde${R}(?!\s+und\s)`, 'giu'),
};
/**
 * A source's hour as a unit, with no digit: "la hora de aparcamiento costará 1,10 euros", "per
 * hour", "l'heure", "all'ora", "pro Stunde" (Italian's "ora" alone is "now": not read).
 */
const SOURCE_HOUR =
  /(?<![\p{L}\p{M}])(?:(?:the|per|an|one|each|every)\s+hour|hourly|(?:la|por|una|cada|a|uma)\s+hora|(?:l['’]|par\s+|une\s+|chaque\s+)heure|(?:l['’]|all['’]|un['’]|ogni\s+)ora|(?:die|pro|je|eine|einer|jede)\s+stunde|stündlich)(?![\p{L}\p{M}])/iu;
const HOUR: Figure = { text: '1 hour', kind: 'count', readings: [['u:hour:1']] };
/** A figure just before: a rate ("€5 an hour", "50 km une heure"). */
const FIGURE_BEFORE = /\p{N}[\p{L}\p{Sc}%.,\s]{0,12}$/u;

/** The line's one hour with no digit, where the source holds no hour. */
export function oneHourWords(line: string, source: ClaimSource): string[] {
  const langs = new Set(['en', ...source.langs, ...source.lineLangs]);
  const lower = line.toLowerCase();
  const found: string[] = [];
  for (const lang of langs) {
    const pattern = ONE_HOUR[lang.split('-')[0] ?? ''];
    for (const match of pattern ? lower.matchAll(pattern) : []) {
      if (FIGURE_BEFORE.test(lower.slice(Math.max(0, match.index - 14), match.index))) continue;
      found.push(line.slice(match.index, match.index + match[0].length));
    }
  }
  if (found.length === 0) return [];
  // The source's own hour, in words (a unit too: "la hora de aparcamiento") or a figure's key.
  const text = source.text.toLowerCase();
  if (SOURCE_HOUR.test(text)) return [];
  if (source.figures.has('u:hour:1') || derivedSpan(HOUR, '1 hour', source)) return [];
  return found;
}
