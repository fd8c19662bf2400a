/**
 * A word of direction put where the source has another (issue 44, round seven's "दो सौ से अधिक
 * प्रकाशक" of "200 से ज़्यादा प्रकाशक": "more" said with its other word): where no capital tells a
 * name, the replaced-names reader finds any word the source lacks in the source's frame, and a
 * direction word ("more", "less", "rose", "fell") is one a line rewords as often as a name. The
 * direction table (direction-stems.data.ts) lists them per language; a run of one such word is no
 * name, and the direction readers (language-direction-claims.ts) judge its side against the
 * source's: "200 से कम" (fewer than 200) of "200 से ज़्यादा" is still stopped, as a turned claim.
 * A stem ("बढ-") is read only in a word without capitals, where it cannot open a surname ("Steiger").
 */
import { DIRECTION_STEMS } from '../meaning/direction-stems.data.ts';
import { isHanDirectionBeforeFigure } from './han-direction-words.ts';

/**
 * Whether `run`, one word, is a direction word of one of the source's `langs`; in Chinese, one
 * right before its figure, the line's text `after` it (han-direction-words.ts).
 */
export function isDirectionWordRun(run: string, langs: readonly string[], after = ''): boolean {
  if (/\s/u.test(run)) return false;
  if (isHanDirectionBeforeFigure(run, after, langs)) return true;
  const word = run.toLowerCase();
  const cased = word !== run;
  return langs.some((lang) =>
    Object.values(DIRECTION_STEMS[lang] ?? {}).some((sides) =>
      sides.some((words) =>
        words
          .split(' ')
          .some((entry) =>
            entry.endsWith('-') ? !cased && word.startsWith(entry.slice(0, -1)) : entry === word,
          ),
      ),
    ),
  );
}
