/**
 * A clock's time and a date's day never trade places (issue 44, round fifty): Hindi's "1 दिसंबर से
 * ओपीडी 8:00 से 14:00 तक" of "ओपीडी 1 दिसंबर से सुबह 8 बजे से दोपहर 2 बजे तक" puts the day first, so
 * "8:00" stood at "ओपीडी", the word that holds the day "1" in the source, and was read as traded
 * with it (figure-ties.ts). A line that gave the hour the day's place would say an hour for a day,
 * which no reader takes for the other's fact: a time trades with a time, a day with a day.
 */
import type { Figure } from '../figures/figure-kinds.ts';

/** Whether one of `mine` and `theirs` is a time on the clock and the other a date's part. */
export const clockAndDay = (mine: Figure, theirs: Figure): boolean =>
  (mine.kind === 'time' && theirs.kind === 'date') ||
  (mine.kind === 'date' && theirs.kind === 'time');
