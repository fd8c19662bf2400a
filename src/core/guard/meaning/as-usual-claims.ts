/**
 * A thing the post says is suspended, said to go on as usual (issue 44, docs/decisions/012):
 * "Garden waste collections will go ahead as normal next week" of a council's "Garden waste
 * collections are suspended for the week". "as normal", "as usual" deny any change; the post's
 * "suspended" is no negation word, and its "as normal" is said of another thing (the recycling
 * centre), so no reader of negations or directions stops the line.
 *
 * A line's sentence that says "as normal", "as usual" (a short list per language: "comme
 * d'habitude", "wie gewohnt", "como siempre", "come al solito", "som vanligt", "jak zwykle", "как
 * обычно"), negates nothing and says no stop itself ("will close as planned") is read against the
 * post's sentence that shares the most of its content words, two at least: it is stopped where
 * that sentence says its thing stops ("suspended", "cancelled", "closed", "called off": a short
 * list per language) or negates, and says no "as usual" itself. Read in the post's language, not
 * a translation.
 */
import { splitSentences } from '../../split-sentences.ts';
import { isStopWord } from '../words/stop-words.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';
import { negationWordsOf } from './negation-words.ts';

const W = String.raw`(?<![\p{L}\p{M}])`;
const E = String.raw`(?![\p{L}\p{M}])`;
const rx = (words: string) => new RegExp(`${W}(?:${words})${E}`, 'iu');

/** "as usual", per language. */
const AS_USUAL: Readonly<Record<string, RegExp>> = {
  en: rx(String.raw`as\s+(?:normal|usual|planned|scheduled)|business\s+as\s+usual`),
  fr: rx(String.raw`comme\s+d'habitude|comme\s+prévu|comme\s+à\s+l'accoutumée`),
  de: rx(String.raw`wie\s+(?:gewohnt|üblich|geplant|immer)|planmäßig`),
  nl: rx(String.raw`zoals\s+(?:gewoonlijk|gebruikelijk|gepland|altijd)`),
  es: rx(String.raw`como\s+(?:siempre|de\s+costumbre|estaba\s+previsto|previsto)|con\s+normalidad`),
  pt: rx(String.raw`como\s+(?:sempre|de\s+costume|previsto|habitualmente)`),
  it: rx(String.raw`come\s+(?:al\s+solito|sempre|previsto|di\s+consueto)`),
  sv: rx(String.raw`som\s+(?:vanligt|planerat|vanligtvis)`),
  da: rx(String.raw`som\s+(?:normalt|sædvanligt|planlagt)`),
  nb: rx(String.raw`som\s+(?:vanlig|normalt|planlagt)`),
  pl: rx(String.raw`jak\s+(?:zwykle|zawsze|planowano)`),
  ru: rx(String.raw`как\s+обычно|в\s+обычном\s+режиме|штатно`),
};
/** Words that say a thing stops or does not take place, per language. */
const STOPPED: Readonly<Record<string, RegExp>> = {
  en: rx(
    String.raw`suspend(?:ed|s)?|cancell?(?:ed|s)?|called\s+off|closed?|halted|postponed|scrapped|paused`,
  ),
  fr: rx(
    `suspendu(?:e|s|es)?|annulé(?:e|s|es)?|fermé(?:e|s|es)?|reporté(?:e|s|es)?|interrompu(?:e|s|es)?`,
  ),
  de: rx(
    String.raw`ausgesetzt|abgesagt|geschlossen|eingestellt|verschoben|fällt\s+aus|fallen\s+aus`,
  ),
  nl: rx(`opgeschort|afgelast|geannuleerd|gesloten|uitgesteld|vervalt|vervallen`),
  es: rx(`suspendid[oa]s?|cancelad[oa]s?|cerrad[oa]s?|aplazad[oa]s?|pospuest[oa]s?`),
  pt: rx(`suspens[oa]s?|cancelad[oa]s?|fechad[oa]s?|adiad[oa]s?`),
  it: rx(`sospes[oaie]|annullat[oaie]|chius[oaie]|rinviat[oaie]`),
  sv: rx(`inställd(?:a)?|stängd(?:a)?|uppskjuten|pausad(?:e)?`),
  da: rx(`aflyst|lukket|udsat|suspenderet`),
  nb: rx(`avlyst|stengt|utsatt|innstilt`),
  pl: rx(`zawieszon[aey]|odwołan[aey]|zamknięt[aey]|przełożon[aey]|wstrzyman[aey]`),
  ru: rx(`приостановлен[аоы]?|отменен[аоы]?|отменён[аоы]?|закрыт[аоы]?|перенесен[аоы]?`),
};
const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;
/** How many content words the line's sentence shares with the post's, at least. */
const SHARED = 2;

const contentOf = (text: string, lang: string) =>
  (text.toLowerCase().match(WORD) ?? []).filter(
    (word) => word.length > 2 && !isStopWord(word, lang),
  );

/** The line's sentences that say "as usual" of what its post's sentence says stops. */
export function asUsualClaims(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? 'en';
  const usual = AS_USUAL[lang];
  const stops = STOPPED[lang];
  const negations = negationWordsOf(lang)?.words;
  if (source.translated || !usual || !stops || !negations || !usual.test(line)) return [];
  const negates = (text: string) =>
    (text.toLowerCase().match(WORD) ?? []).some(
      (word) => negations.has(word) || /n['’]t$/u.test(word),
    );
  const posts = splitSentences(source.text, lang).map((text) => ({
    text,
    words: contentOf(text, lang),
  }));
  const claims: string[] = [];
  for (const sentence of splitSentences(line, lang)) {
    // "will close as planned": the line says the stop itself.
    if (!usual.test(sentence) || negates(sentence) || stops.test(sentence)) continue;
    const words = contentOf(sentence, lang);
    const counts = posts.map(
      (post) => new Set(words.filter((word) => post.words.some((one) => sameWord(one, word)))).size,
    );
    const best = Math.max(0, ...counts);
    if (best < SHARED) continue;
    const turned = posts.some(
      (post, index) =>
        counts[index] === best &&
        !usual.test(post.text) &&
        (stops.test(post.text) || negates(post.text)),
    );
    if (turned) claims.push(sentence);
  }
  return claims;
}
