/**
 * A refusal said with a verb outside English (h281): "se negó a firmar", "a refusé de signer",
 * "weigerde te tekenen", "weigerte sich, … zu unterschreiben", "αρνήθηκε να υπογράψει", "menolak
 * menandatangani", "отказался подписать". Each says the verb after it was not done, as English's
 * "refused to" does (negation-phrase-patterns.ts): a faithful line's "no firmó" of a source's "se
 * negó a firmar" is no negation added, and "firmó" of it is the negation dropped.
 *
 * Only the verb of refusing with what marks its verb after (a preposition, "να", a reflexive, an
 * infinitive's prefix): "rechazó la propuesta" (rejected a proposal) says no verb not done and is
 * not read. Each phrase is written as the language's negation word, so negation-claims.ts reads
 * the clause as it reads a plain "no firmar".
 */

/** A word's edges where `\b` knows no letters beyond ASCII. */
const W = String.raw`(?<![\p{L}\p{M}])`;

/** A language's refusals, and the negation word each is written as. */
interface Refusal {
  phrase: RegExp;
  negation: string;
}

const refusal = (source: string, negation: string): Refusal => ({
  phrase: new RegExp(`${W}${source}`, 'giu'),
  negation,
});

const REFUSALS: Readonly<Record<string, Refusal>> = {
  // "se negó a firmar", "se niegan a", "rehusó", "se rehusaron a": an infinitive after ("negó a su
  // hermano" is a denial to someone).
  es: refusal(
    String.raw`(?:se\s+(?:neg[óo]|negaron|niegan?|negar[áa]n?)\s+a|(?:se\s+)?(?:rehus[óo]|rehusaron|rehúsan?)(?:\s+a)?)\s+(?=\p{Ll}+(?:ar|er|ir|ír)(?![\p{L}\p{M}]))`,
    'no',
  ),
  // "recusou-se a", "se recusou a", "negou-se a" ("negou a" alone is "denied to").
  pt: refusal(
    String.raw`(?:se\s+(?:recus|neg)(?:ou|aram|a|am)|(?:recus|neg)(?:ou|aram|a|am)-se)\s+a\s+(?=\p{Ll})`,
    'não',
  ),
  // "a refusé de", "refusent d'".
  fr: refusal(
    String.raw`refus(?:e|é|ée|és|ent|ait|aient|era|eront)\s+d(?:e\s+|['’])(?=\p{Ll})`,
    'ne',
  ),
  // "si è rifiutato di", "ha rifiutato di", "si rifiuta di".
  it: refusal(String.raw`rifiut(?:a|ano|ato|ata|ati|ate|ò|arono)\s+di\s+(?=\p{Ll})`, 'non'),
  ro: refusal(String.raw`refuz(?:at|ă|a|ase)\s+să\s+`, 'nu'),
  // "weigerte sich, den Vertrag zu unterschreiben": the comma taken with it, the clause kept one.
  de: refusal(String.raw`weiger(?:te|ten|t|n)\s+sich\s*,?\s*`, 'nicht'),
  // "weigerde te tekenen", "weigerde op 5 maart te tekenen".
  nl: refusal(String.raw`weiger(?:de|den|t|en)\s+(?!\p{N})`, 'niet'),
  sv: refusal(String.raw`vägra(?:de|r)\s+(?:att\s+)?(?=\p{Ll})`, 'inte'),
  pl: refusal(String.raw`odmówi(?:ł|ła|li|ły)\s+(?=\p{Ll})`, 'nie'),
  ru: refusal(String.raw`отказ(?:ался|алась|алось|ались|ывается|ываются)\s+(?=\p{Ll})`, 'не'),
  uk: refusal(String.raw`відмови(?:вся|лася|лись|лися)\s+(?=\p{Ll})`, 'не'),
  el: refusal(String.raw`αρν(?:ήθηκε|ήθηκαν|είται|ούνται|ιόταν|ιούνταν)\s+να\s+`, 'δεν'),
  // "menolak menandatangani", "menolak untuk hadir": a verb after, not "menolak usulan" (a noun).
  id: refusal(String.raw`menolak\s+(?:untuk\s+|(?=me|ber|di\p{L}))`, 'tidak'),
  ms: refusal(String.raw`menolak\s+(?:untuk\s+|(?=me|ber|di\p{L}))`, 'tidak'),
  // "סירב לחתום": the verb after written with its infinitive's "ל".
  he: refusal(String.raw`סירב(?:ה|ו)?\s+(?=ל)`, 'לא'),
};

/** Whether a text says a refusal in `lang` (the pattern's `lastIndex` left as it was). */
export function saysRefusal(text: string, lang: string): boolean {
  const found = REFUSALS[lang];
  if (!found) return false;
  found.phrase.lastIndex = 0;
  return found.phrase.test(text);
}

/** A text with each refusal written as the language's negation word ("se negó a firmar": "no firmar"). */
export function plainRefusals(text: string, lang: string): string {
  const found = REFUSALS[lang];
  return found ? text.replace(found.phrase, `${found.negation} `) : text;
}

/** The first words after each refusal: what it negates ("firmar" of "se negó a firmar el"). */
export function refusedWords(text: string, lang: string): string[] {
  const found = REFUSALS[lang];
  if (!found) return [];
  const words: string[] = [];
  for (const match of text.matchAll(found.phrase)) {
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 60);
    for (const word of after.match(/[\p{L}\p{M}]+/gu)?.slice(0, 2) ?? []) {
      words.push(word.toLowerCase());
    }
  }
  return words;
}
