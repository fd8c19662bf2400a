/**
 * A joke's line that gives the source's figure to another person (issue 44, round thirty-two):
 * "Vinícius marcando en el 71'" of the source's "Mbappé descontó en el 71'". The line's name, then
 * a verb of its own, then the source's words up to the source's figure (two words at least): the
 * source has another capitalised name in that place, which the line does not name. The verb is
 * free, as a joke says it otherwise ("marcando" of "descontó"); the words before the figure and
 * the figure are the frame. A name the source has, or one the line adds without the frame ("Elon
 * Musk would buy 10 tickets"), is no such edit.
 */
import { isSourceName, type NameSource } from '../names/claim-names.ts';
import { isCommonWord } from '../words/common-words.ts';
import { isStopWord } from '../words/stop-words.ts';

/** A capitalised word, a word after it, then two or three words and a number. */
const NAME_THEN_FIGURE =
  /(?<![\p{L}\p{M}])(\p{Lu}[\p{L}\p{M}]+)\s+[\p{L}\p{M}]+\s+((?:[\p{L}\p{M}]+\s+){2,3})(\d+)(?!\d)/gu;

/** The names a line puts before the source's figure's words where the source has another. */
export function changedFigureSubjects(line: string, source: NameSource): string[] {
  const found: string[] = [];
  for (const [, name = '', frame = '', digits = ''] of line.matchAll(NAME_THEN_FIGURE)) {
    if (source.words.has(name.toLowerCase()) || isSourceName(name, source)) continue;
    // A sentence's first word is a pronoun or a verb as often as a name ("Yo el jueves", "He would").
    const langs = ['en', ...source.langs];
    if (langs.some((lang) => isStopWord(name, lang) || isCommonWord(name.toLowerCase(), lang))) {
      continue;
    }
    // The frame's words are letters alone: nothing in them to escape in a pattern.
    const words = frame.trim().split(/\s+/u).join('\\s+');
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{M}])(\\p{Lu}[\\p{L}\\p{M}]+)\\s+[\\p{L}\\p{M}]+\\s+${words}\\s+${digits}(?!\\d)`,
      'giu',
    );
    for (const [, other = ''] of source.text.matchAll(pattern)) {
      if (!line.toLowerCase().includes(other.toLowerCase())) {
        found.push(name);
        break;
      }
    }
  }
  return found;
}
