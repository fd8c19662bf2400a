/**
 * A figure a line says the source's comes near (issue 44 item 4, h303): "Sales neared 39 million"
 * of 38.6 million, "le loyer frôle les 25 €" of 24,70 €, "las ventas rondan los 39 millones",
 * "販売台数は3900万台に迫った", "판매량은 3,900만 대에 육박", "اقتربت المبيعات من 39 مليون", and the
 * rounding adverbs the other lists lack ("quasiment", "annähernd", "nyaris", "大概", "تقريباً" after
 * the figure and its noun). Blind probes found these stopped as figures the source does not hold.
 * They are roundings like figure-hedges.ts's: the source's figure still has to round to the line's
 * at its precision, on the side the word says (rounded-figures.ts), so "frôle les 30 €" of 24,70 €
 * and "neared 45 million" of 38.6 million stay stopped. A verb of approach says the source's figure
 * is below the line's; "rondar", "avoisiner", "beirar" (to hover around) either side.
 */

import { hedgeBefore } from './hedge-before.ts';
import { worldHedge } from './world-hedges.ts';

/** A side the source's figure stands on from the line's: 0 either, 1 above, -1 below. */
type Side = -1 | 0 | 1;

/** A word's start in a spaced script: no letter just before (Arabic's و "and" may be). */
const START = '(?:^|[^\\p{L}\\p{M}])و?';
/** An article or preposition a verb of approach takes before its figure ("frôle les", "ai"). */
const OBJECT =
  "(?:\\s+(?:the|les|la|le|l'|des|los|las|el|a los|a las|al|os|as|o|dos|das|i|gli|il|ai|agli|alle|al|к|do))?";

/** How far before a figure its words are looked for. */
const REACH = 32;

/** Words just before a figure, with the side each allows the source's figure. */
const BEFORE: ReadonlyArray<readonly [RegExp, Side]> = [
  // Verbs of coming near: the source's figure below the line's.
  [
    new RegExp(
      `${START}(?:nears|neared|nearing|approach(?:es|ed|ing)?|closing in on|edging towards?|frôl\\p{L}*|approch\\p{L}*(?:\\s+de)?|roz\\p{L}*|(?:se\\s+)?acerc\\p{L}*\\s+a|(?:se\\s+)?aproxim\\p{L}*\\s+(?:a|de)|aproxima-se\\s+de|sfior\\p{L}*|(?:si\\s+)?avvicin\\p{L}*\\s+a(?:i|gli|lle|lla|l)?|приблизил\\p{L}*|приближа\\p{L}*|zbliż\\p{L}*\\s+się\\s+do|mendekati|hampir mencapai|nyaris mencapai|tiệm cận|(?:اقترب\\p{L}*|تقترب|يقترب)(?:\\s+[\\p{L}\\p{M}]+){0,2}\\s+من)${OBJECT}\\s+$`,
      'iu',
    ),
    -1,
  ],
  // Verbs of hovering around: either side.
  [
    new RegExp(
      `${START}(?:rond(?:a|an|aba|aban|ó|aron|ando)|avoisin\\p{L}*|beir(?:a|am|ava|avam|ou|aram|ando)|يناهز|تناهز|ما يناهز)${OBJECT}\\s+$`,
      'iu',
    ),
    0,
  ],
  // Rounding adverbs the other lists lack.
  [
    new RegExp(
      `${START}(?:quasiment|pratiquement|pas loin de|un peu moins de|poco menos de|prácticamente|praticamente|pressoché|beinahe|nahezu|nagenoeg|чуть меньше|немногим менее|без малого|niespełna|bez mała|nyaris|ngót|gần như|أقل بقليل من)\\s+$`,
      'iu',
    ),
    -1,
  ],
  [
    new RegExp(
      `${START}(?:à peu près|grosso modo|approximativement|más o menos|mais ou menos|più o meno|annähernd|pakweg|zowat|om en nabij|kabaca|sekira|di kisaran|kisaran|in the region of|on the order of|in the neighbou?rhood of|تقريب(?:اً|ا|ًا))\\s+$`,
      'iu',
    ),
    0,
  ],
  // Han words stand without spaces: "大概3900万台", "差不多3900万台", "大体3900万台".
  [/(?:大概|大致|大体|大約|差不多|ざっと|だいたい)\s*$/u, 0],
  [/(?:几乎|幾乎)\s*$/u, -1],
];

/**
 * Words just after a figure, past its counter or unit: Japanese "3900万台に迫った", Korean "3,900만
 * 대에 육박", Turkish "39 milyon adede yaklaştı" (the dative on the figure or its noun), Arabic "39
 * مليون وحدة تقريباً" (its noun between).
 */
const AFTER: ReadonlyArray<readonly [RegExp, Side]> = [
  [/^[\p{Script=Han}\p{Script=Katakana}]?に(?:迫|近い|近づ)/u, -1],
  [/^\s*(?:[\p{Script=Hangul}]\s*)?에\s*(?:육박|근접|가까운|가까워)/u, -1],
  [/^(?:'?\p{L}*[ae]|\s+\p{L}+[ae])?\s+yaklaş\p{L}*/iu, -1],
  [/^(?:\s+[\p{L}\p{M}]+){0,2}\s+تقريب(?:اً|ا|ًا)(?![\p{L}\p{M}])/u, 0],
];

/**
 * The side a word of approach around the figure at `at`‥`end` of `line` allows the source's
 * figure (0 either, -1 below), where figure-hedges.ts's and world-hedges.ts's lists find none.
 */
export function approachHedge(line: string, at: number, end: number): Side | undefined {
  const before = line.slice(Math.max(0, at - REACH), at);
  const first = BEFORE.find(([pattern]) => pattern.test(before));
  if (first) return first[1];
  const after = line.slice(end, end + REACH);
  const next = AFTER.find(([pattern]) => pattern.test(after));
  if (next) return next[1];
  // "casi la mitad", "fast die Hälfte", "почти на 50%", "gần một nửa": a rounding word with an
  // article or a preposition between it and the figure, read as if it stood next to it.
  const bare = ARTICLE_BEFORE.exec(before);
  if (!bare) return undefined;
  const trimmed = before.slice(0, bare.index + 1);
  return (
    hedgeBefore(trimmed) ??
    worldHedge(trimmed, trimmed.length, trimmed.length) ??
    BEFORE.find(([pattern]) => pattern.test(trimmed))?.[1]
  );
}

/** An article or a preposition just before a figure, its space before it kept. */
const ARTICLE_BEFORE =
  /\s(?:the|an?|la|el|los|las|un|una|il|lo|l'|i|gli|le|les|del|della|die|der|das|den|dem|ein|eine|einen|на|в|до|một|o|os|um|uma)\s+$/iu;
