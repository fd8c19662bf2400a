/**
 * A refusal's verb said as done, or a refusal said of a verb the source says was done, outside
 * English (h281): "El alcalde firmó el contrato el 12 de marzo" of "se negó a firmar el contrato el
 * 12 de marzo", "De minister tekende op 5 maart" of "weigerde op 5 maart te tekenen". English's
 * are negation-phrases.ts's; here a refusal (refusal-phrases.ts) is written as the language's
 * negation word on both sides and negation-claims.ts reads the clauses as they are then.
 *
 * Read only where a side says a refusal, and, where only the source does, only of a line that
 * writes one of the words the refusal negates: the other lines are negation-claims.ts's alone.
 */
import { oncePer } from '../once-per-source.ts';
import { type ClauseSource, negationClaims, sameWord } from './negation-claims.ts';
import { plainRefusals, refusedWords, saysRefusal } from './refusal-phrases.ts';

/** The source with its refusals written as negations, and the words they negate; none if none. */
interface PlainSource {
  source: ClauseSource;
  negated: string[];
}

const plainSource = /* @__PURE__ */ oncePer((source: ClauseSource): PlainSource | undefined => {
  const lang = source.langs[0] ?? 'en';
  if (lang === 'en' || !saysRefusal(source.text, lang)) return undefined;
  return {
    source: { ...source, text: plainRefusals(source.text, lang) },
    negated: refusedWords(source.text, lang),
  };
});

/** The line's clauses that flip a clause of the source once refusals are read as negations. */
export function refusedVerbClaims(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  const lang = source.langs[0] ?? 'en';
  if (lang === 'en') return [];
  const lineSays = saysRefusal(line, lang);
  const plain = plainSource(source);
  if (!lineSays) {
    if (!plain) return [];
    const words = line.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
    if (!words.some((word) => plain.negated.some((one) => sameWord(one, word)))) return [];
  }
  if (!lineSays) return negationClaims(line, plain?.source ?? source);
  // A clause read with its refusal rewritten is named by the line as written where it differs.
  const claims = negationClaims(plainRefusals(line, lang), plain?.source ?? source);
  return claims.map((claim) => (line.includes(claim) ? claim : line.trim()));
}
