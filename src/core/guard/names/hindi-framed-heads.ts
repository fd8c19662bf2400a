/**
 * A Hindi noun phrase's head put for the source's (issue 44, blind round forty-five): "थुंबा से
 * PSLV-C64 रॉकेट" where the source launches "केंद्र से PSLV-C64 रॉकेट" from Sriharikota. A
 * Devanagari word the source lacks in every form and no common word (unknown-names.ts reads
 * both), standing before a postposition the source has followed by the same two words, one of
 * them no grammar word, is a name in the place of the source's: the postposition binds the word
 * to the rest of the clause as the source's word was bound. A single rare word needs that frame,
 * since Hindi's list of common words is short ("लोगों से", "तुलना में" are everyday nouns), and a
 * plural's oblique ending ("भवन मालिकों को") tells a common noun, never a name.
 */
import type { NameSource } from './claim-names.ts';
import { isHonorific } from './honorific-words.ts';
import { initialsInScript } from './initials-in-script.ts';
import { isUncasedGrammar, lineWords, uncasedLanguage } from './unknown-names.ts';

/** Postpositions after a noun phrase's head: from, in, to, of, the agent's. */
const POSTPOSITIONS = new Set(['से', 'में', 'को', 'का', 'की', 'के', 'ने', 'पर', 'तक']);
const PLURAL = /(?:ों|ियों|ाओं)$/u;
const TRIM = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

/** The line's rare Devanagari words that stand where the source has another before a shared frame. */
export function hindiFramedHeads(line: string, source: NameSource): string[] {
  if (uncasedLanguage(source) !== 'hi') return [];
  const found: string[] = [];
  const words = lineWords(line, source, 'hi');
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (!word.absent || !word.unknown || word.latin || !/^\p{Script=Devanagari}+$/u.test(word.text))
      return;
    if (!next || next.broken || !POSTPOSITIONS.has(next.text)) return;
    // A plural's oblique ending ("मालिकों को", "लोगों से") is a common noun's: a name takes none.
    if (PLURAL.test(word.text)) return;
    // "केजरीवाल जी ने": an honorific after the source's name (honorific-words.ts).
    if (isHonorific(word.text, source.langs)) return;
    // "भाजपा ने" of "भारतीय जनता पार्टी ने": the source's name by its initials (initials-in-script.ts).
    if (initialsInScript(word.text, source)) return;
    // The postposition and the two words after it, as written (a model's "PSLV-C64" whole).
    const frame = line
      .slice(next.start)
      .split(/\s+/u)
      .slice(0, 3)
      .map((part) => part.replace(TRIM, ''));
    if (frame.length < 3 || frame.some((part) => !part)) return;
    if (frame.slice(1).every((part) => isUncasedGrammar(part, source))) return;
    if (source.text.includes(frame.join(' '))) found.push(word.text);
  });
  return found;
}
