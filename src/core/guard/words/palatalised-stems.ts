/**
 * A Slavic word made of a source word's stem with its last consonant softened (issue 44,
 * precision; round forty-seven's "Śnieżyca zacznie się" of "opadami śniegu"): Polish, Czech,
 * Slovak, Russian and Ukrainian derive nouns and adjectives from a stem whose k, g, h or ch turns
 * into cz/č/ч, ż/ž/ж, sz/š/ш ("śnieg" → "śnieżyca", "ręka" → "ręczny", "книга" → "книжный",
 * "Praha" → "pražský"). Read only for a sentence's first word, where a capital tells nothing
 * (first-word-names.ts): a word of the source's stem with this one change is the source's word
 * made into another, no new name. A name so made mid-sentence ("na Śnieżce", the mountain) is
 * still read by its capital; one that opens a sentence is not told from the word (the measure
 * keeps a shared start of four letters or more and three fifths of the longer word).
 */

/** Each language's softened consonants, the plain one first. */
const SOFTENED: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  pl: [
    ['k', 'cz'],
    ['g', 'ż'],
    ['ch', 'sz'],
  ],
  cs: [
    ['k', 'č'],
    ['h', 'ž'],
    ['ch', 'š'],
  ],
  sk: [
    ['k', 'č'],
    ['h', 'ž'],
    ['ch', 'š'],
  ],
  ru: [
    ['к', 'ч'],
    ['г', 'ж'],
    ['х', 'ш'],
    // "столица" → "столичный", "улиця" → "вуличний" (h298).
    ['ц', 'ч'],
  ],
  uk: [
    ['к', 'ч'],
    ['г', 'ж'],
    ['х', 'ш'],
    // "столица" → "столичный", "улиця" → "вуличний" (h298).
    ['ц', 'ч'],
  ],
};

/** The longest ending either word may have past the softened consonant. */
const TAIL = 4;

/** Whether `lower` is `known` (both lower case) with its stem's last consonant softened. */
export function softenedStem(lower: string, known: string, lang: string): boolean {
  const pairs = SOFTENED[lang];
  if (!pairs || lower === known) return false;
  const line = [...lower];
  const source = [...known];
  let shared = 0;
  while (shared < line.length && line[shared] === source[shared]) shared++;
  if (shared < 3) return false;
  const rest = (letters: string[]) => letters.slice(shared).join('');
  for (const [plain, soft] of pairs) {
    const [lineRest, sourceRest] = [rest(line), rest(source)];
    if (!lineRest.startsWith(soft) || !sourceRest.startsWith(plain)) continue;
    const stem = shared + 1;
    const lineTail = line.length - shared - [...soft].length;
    const sourceTail = source.length - shared - [...plain].length;
    if (
      stem >= 4 &&
      stem >= Math.max(line.length, source.length) * 0.6 &&
      lineTail <= TAIL &&
      sourceTail <= TAIL
    ) {
      return true;
    }
  }
  return false;
}

/** Whether a source word (of `words`) is `word`'s stem before its consonant was softened. */
export function softensSourceWord(word: string, words: ReadonlySet<string>, lang: string): boolean {
  if (!SOFTENED[lang]) return false;
  const lower = word.toLowerCase();
  const start = [...lower].slice(0, 3).join('');
  for (const known of words) {
    if (known.startsWith(start) && softenedStem(lower, known, lang)) return true;
  }
  return false;
}
