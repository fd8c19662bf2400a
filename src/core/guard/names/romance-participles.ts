/**
 * A Romance verb's past participle opening a sentence (issue 44, blind round fifty-three): "Criada
 * em 2021 por Camila Rezende" of the source's "Fundada em 2021 por Camila Rezende". The frame
 * reader (replaced-names.ts) reads a sentence's first word the source lacks, in the source's own
 * frame, as a name put for another; but a participle says how the subject came about, in any
 * verb's words, and no name is one. A word is such a participle when it ends as one does in its
 * language (Portuguese and Spanish "-ado", "-ida", Italian "-ato", "-ito", French "-é", "-ie", with
 * gender and number) and its stem with the matching infinitive's ending is one of the language's
 * common words (common-words.ts: "criar", "crear", "creare"). A name that ends so ("Almada",
 * "Granada", "Machado") makes no common verb, and is still read.
 */
import { commonWordsOf } from '../words/common-words.ts';

/** Each language's participle endings, each with the infinitive endings its verbs take. */
const PARTICIPLES: Readonly<Record<string, ReadonlyArray<readonly [RegExp, readonly string[]]>>> = {
  pt: [
    [/ad[ao]s?$/u, ['ar']],
    [/id[ao]s?$/u, ['er', 'ir']],
  ],
  es: [
    [/ad[ao]s?$/u, ['ar']],
    [/id[ao]s?$/u, ['er', 'ir']],
  ],
  it: [
    [/at[aeio]$/u, ['are']],
    [/it[aeio]$/u, ['ire']],
    [/ut[aeio]$/u, ['ere']],
  ],
  fr: [
    [/ée?s?$/u, ['er']],
    [/ie?s?$/u, ['ir']],
  ],
};

/** The fewest letters of a participle's stem ("cri" of "criada"). */
const LEAST = 2;

/** Whether `word` is a past participle of a common verb of one of `langs`. */
export function isCommonParticiple(word: string, langs: readonly string[]): boolean {
  const lower = word.normalize('NFC').toLowerCase();
  for (const lang of langs) {
    const code = lang.toLowerCase().split(/[-_]/u)[0] ?? '';
    const common = commonWordsOf(code);
    if (!common) continue;
    for (const [ending, infinitives] of PARTICIPLES[code] ?? []) {
      const match = ending.exec(lower);
      if (!match) continue;
      const stem = lower.slice(0, match.index);
      if ([...stem].length < LEAST) continue;
      if (infinitives.some((infinitive) => common.has(stem + infinitive))) return true;
    }
  }
  return false;
}
