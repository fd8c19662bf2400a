/**
 * A German name made of an adjective and a noun (issue 44, recall): "die Deutsche Bahn", "die
 * Europäische Union", "das Statistische Bundesamt". German capitalises every noun, so the names
 * reader takes "Deutsche" and "Bahn" for common words; but an adjective keeps its small letter in
 * a sentence, and one written with a capital before a noun opens a name. An adjective is read by
 * the endings German makes them with (-isch, -sch, -lich, -ig, then an inflection), so "der
 * Deutschen" (the Germans) with no noun after it, or a sentence's first word, is no name; nor is
 * an -er word, a town's ("den Leipziger Westen": the places readers read those). The name
 * is the source's where the source writes the adjective's stem before the same noun, in any form
 * ("der Deutschen Bahn").
 */

/** A capitalised adjective of the usual derivations, inflected, then a capitalised word. */
const ADJECTIVE_NAME =
  /(?<=[\p{L}\p{N},;:]\s+)(\p{Lu}\p{Ll}*?(?:isch|sch|lich|ig))(?:e|en|es|em)\s+(\p{Lu}\p{Ll}{2,})/gu;

/** The letters a noun keeps through its forms ("Bahn", "Bahnen"). */
const NOUN_STEM = 4;

/** The names of adjective and noun a German `line` gives that the `source` does not write. */
export function germanAdjectiveNames(line: string, source: { readonly text: string }): string[] {
  const found: string[] = [];
  for (const match of line.matchAll(ADJECTIVE_NAME)) {
    const [whole, stem = '', noun = ''] = match;
    const held = new RegExp(
      `(?<![\\p{L}])${stem}\\p{Ll}*\\s+${noun.slice(0, NOUN_STEM)}`,
      'u',
    ).test(source.text);
    if (!held) found.push(whole);
  }
  return found;
}
