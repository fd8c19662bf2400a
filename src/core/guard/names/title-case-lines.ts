/**
 * A line in Title Case capitalises every word but a few short ones ("The Rhinos Lift the Cup at
 * Wembley"): no name can be told apart there. A line that writes a longer word in lower case
 * ("The Rhinos lifted the Challenge Cup at Old Trafford", "Дубль оформил Никита Морозов") is a
 * sentence, and its capitals are names.
 *
 * Vietnamese writes every word as one short syllable and a name as three capitalised ones (h280:
 * "Ông Phạm Minh Chính thăm Hải Phòng" of a source's "Thành phố Hồ Chí Minh" read as Title Case,
 * its new city let through): there a lower-case word is short whatever it is, and only a line
 * whose lower-case words are all grammar ("và", "của", "với") is Title Case.
 */
import { isStopWord } from '../words/stop-words.ts';

/** Languages whose every word is a syllable of a few letters, a name several capitalised ones. */
const SYLLABIC = new Set(['vi']);

export function isTitleCase(line: string, langs: readonly string[] = []): boolean {
  const words = line.match(/[\p{L}\p{M}]+/gu) ?? [];
  if (words.length < 4) return false;
  const lower = words.filter((word) => !/^\p{Lu}/u.test(word));
  if (lower.length > words.length / 4 || lower.some((word) => word.length > 4)) return false;
  const syllabic = langs.find((lang) => SYLLABIC.has(lang));
  return !syllabic || lower.every((word) => isStopWord(word, syllabic));
}
