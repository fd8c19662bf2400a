/**
 * "No longer" by language (h255, docs/decisions/012): "ya no", "ne … plus", "non … più", "nicht
 * mehr" and "kein … mehr", "inte längre", "больше не", "tidak lagi". negation-words.ts reads them
 * as idioms that negate nothing a line could flip; no-longer-figures.ts reads them added to a
 * figure's clause, and negation-claims.ts reads a line that says one as negating (a source's
 * "keine 40 Betten mehr" said "nicht mehr 40 Betten" keeps its negation). A phrase before "than"
 * ("nicht mehr als 20", "ne … plus que") is a comparison, not read. With the side of the phrase
 * its verb is on: after it, before it (the languages whose finite verb comes before the
 * negation), or inside it (French "ne compte plus").
 */
import { saysClosed } from './closing-verbs.ts';

const W = String.raw`(?<![\p{L}\p{M}])`;
const E = String.raw`(?![\p{L}\p{M}])`;
/** A few words inside a phrase ("keine 40 Betten mehr"), in one clause. */
const SOME = '[^.,;:!?]{1,40}?';
const rx = (words: string) => new RegExp(`${W}(?:${words})${E}`, 'giu');

/** "No longer" by language, and which side of it its verb is on. */
export const NO_LONGER: Readonly<
  Record<string, { phrase: RegExp; verb: 'after' | 'before' | 'inside' }>
> = {
  es: { phrase: rx(String.raw`ya\s+no`), verb: 'after' },
  ca: { phrase: rx(String.raw`ja\s+no`), verb: 'after' },
  pt: { phrase: rx(String.raw`já\s+não`), verb: 'after' },
  fr: {
    phrase: rx(String.raw`(?:ne\s+|n['’])\p{L}+\s+plus(?!\s+(?:que|qu['’]|de|d['’]))`),
    verb: 'inside',
  },
  it: {
    phrase: rx(String.raw`non\s+(?:\p{L}+\s+)?più(?!\s+(?:di|del|della|che))`),
    verb: 'inside',
  },
  de: {
    phrase: rx(
      String.raw`nicht\s+mehr(?!\s+als)|nicht\s+länger|kein\p{L}*\s+${SOME}\s+mehr(?!\s+als)`,
    ),
    verb: 'before',
  },
  nl: {
    phrase: rx(String.raw`niet\s+langer|niet\s+meer(?!\s+dan)|geen\s+${SOME}\s+meer(?!\s+dan)`),
    verb: 'before',
  },
  sv: { phrase: rx(String.raw`inte\s+längre|inga\s+${SOME}\s+längre`), verb: 'before' },
  da: { phrase: rx(String.raw`ikke\s+længere`), verb: 'before' },
  nb: { phrase: rx(String.raw`ikke\s+lenger`), verb: 'before' },
  pl: { phrase: rx(String.raw`już\s+nie|nie\s+\p{L}+\s+już`), verb: 'after' },
  ru: { phrase: rx(String.raw`(?:больше|уже)\s+не`), verb: 'after' },
  uk: { phrase: rx(String.raw`(?:більше|вже)\s+не`), verb: 'after' },
  ro: { phrase: rx(String.raw`nu\s+mai`), verb: 'after' },
  id: { phrase: rx(String.raw`(?:tidak|tak|bukan)\s+lagi`), verb: 'after' },
  ms: { phrase: rx(String.raw`(?:tidak|tak|bukan)\s+lagi`), verb: 'after' },
  el: {
    phrase: rx(String.raw`δεν\s+(?:\p{L}+\s+)?(?:πια|πλέον)|(?:πια|πλέον)\s+δεν\s+\p{L}+`),
    verb: 'inside',
  },
  he: { phrase: rx(String.raw`כבר\s+לא|לא\s+עוד`), verb: 'after' },
};

/** Whether a text says "no longer" in `lang`. */
export function saysNoLonger(text: string, lang: string): boolean {
  const phrase = NO_LONGER[lang]?.phrase;
  if (!phrase) return false;
  phrase.lastIndex = 0;
  const found = phrase.test(text);
  phrase.lastIndex = 0;
  return found;
}

/**
 * A verb that says a thing stopped ("dejó de", "slutade", "перестал", "berhenti"): a source that
 * writes one may be said "no longer" by a faithful line.
 */
const STOPPED: Readonly<Record<string, RegExp>> = {
  es: rx(String.raw`dej(?:ó|a|an|aron|ará|arán)\s+de`),
  ca: rx(String.raw`deix(?:a|à|en|aren)\s+de`),
  pt: rx(String.raw`deix(?:ou|a|am|aram|ará|arão)\s+de`),
  fr: rx(String.raw`cess(?:e|é|ent|era|eront)\s+d|arrêt(?:e|é|ent|era)\s+d`),
  it: rx(String.raw`smess[oi]\s+di|smett(?:e|ono|erà)\s+di|cessat[oaie]`),
  de: rx(String.raw`aufgehört|eingestellt|stellt\p{L}*\s+[^.]{0,40}?ein|hörte\s+[^.]{0,40}?auf`),
  nl: rx('gestopt|stopte|stopten|stopt'),
  sv: rx('slutat|slutade|upphört|upphörde'),
  da: rx(String.raw`stoppet|ophørt|holdt\s+op`),
  nb: rx('sluttet|stoppet|opphørt'),
  pl: rx(String.raw`przesta\p{L}*|zaprzesta\p{L}*`),
  ru: rx(String.raw`переста\p{L}*|прекрати\p{L}*|прекращ\p{L}*`),
  uk: rx(String.raw`переста\p{L}*|припини\p{L}*|припиня\p{L}*`),
  ro: rx(String.raw`(?:a|au)\s+încetat`),
  id: rx('berhenti'),
  ms: rx('berhenti'),
  el: rx(String.raw`σταμάτ\p{L}*|έπαψ\p{L}*`),
  he: rx(String.raw`הפסיק\p{L}*|חדל\p{L}*`),
};

/**
 * "Until" a year ("vendía 300 libros al mes hasta 2020"): a thing that went on then stopped, which
 * a faithful line may say "no longer" of.
 */
const UNTIL: Readonly<Record<string, string>> = {
  es: 'hasta',
  ca: 'fins al?',
  pt: 'até',
  fr: "jusqu['’](?:en|à|au)",
  it: 'fino (?:al|a|nel)',
  de: 'bis',
  nl: 'tot',
  sv: '(?:fram )?till',
  da: 'indtil',
  nb: 'inntil|til',
  pl: 'do',
  ru: 'до',
  uk: 'до',
  ro: 'până (?:în|la)',
  id: 'sampai|hingga',
  ms: 'sampai|hingga',
};
const UNTIL_YEAR = Object.fromEntries(
  Object.entries(UNTIL).map(([lang, words]) => [
    lang,
    new RegExp(`(?<![\\p{L}\\p{M}])(?:${words})\\s+(?:\\p{L}+\\s+)?(?:19|20)\\d\\d(?!\\d)`, 'iu'),
  ]),
);

/** Whether a text says a thing stopped, in a verb of `lang` or "until" a year. */
export function saysStopped(text: string, lang: string): boolean {
  const stopped = STOPPED[lang];
  if (!stopped) return false;
  stopped.lastIndex = 0;
  const found = stopped.test(text);
  stopped.lastIndex = 0;
  // "sluit … voor autoverkeer": what a sentence closes or bans stops too (closing-verbs.ts).
  return found || UNTIL_YEAR[lang]?.test(text) === true || saysClosed(text, lang);
}
