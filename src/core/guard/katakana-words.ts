/**
 * A name found inside a text written without spaces (docs/decisions/012, round twenty-four): a
 * country Japanese writes in katakana is read where the text holds it, but katakana also spells
 * the foreign names that hold it, リビア (Libya) in オリビア (Olivia), イラン (Iran) in マイランド.
 * A katakana name stands for itself only where no other katakana letter (nor the long mark ー)
 * runs on either side of it; a name in kanji or in Thai is read wherever it stands.
 */

const KATAKANA = /^[\p{Script=Katakana}ー・]+$/u;
const KATAKANA_LETTER = /[\p{Script=Katakana}ー]/u;

/** Whether `text` says `phrase` (a place's name in a script without spaces) as a word of its own. */
export function unspacedSays(text: string, phrase: string): boolean {
  if (!KATAKANA.test(phrase)) return text.includes(phrase);
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + phrase.length] ?? '';
    if (!KATAKANA_LETTER.test(before) && !KATAKANA_LETTER.test(after)) return true;
  }
  return false;
}
