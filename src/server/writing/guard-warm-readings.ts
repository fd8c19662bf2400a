/**
 * What warms the guard (warm-guard.ts): sources in the scripts and calendars it reads, each with a
 * line that states figures, read as a card's line and as a stream reads it. Core alone, so the
 * guard's worker (guard-worker.ts) runs it where the guard runs.
 */
import {
  claimSource,
  lineBeingWrittenFails,
  safeSoFar,
  shownSoFar,
  unsupportedClaims,
} from '#core/index.ts';

export interface WarmReading {
  text: string;
  lang: string;
  line: string;
}

/** Sources in the scripts and calendars the guard reads, each with a line that states figures. */
export const WARM_READINGS: readonly WarmReading[] = [
  {
    text: 'On Monday 12 March, 1,200 people paid $25 each; the show ran from 7 pm to 11 pm.',
    lang: 'en',
    line: 'Twelve hundred people paid $25 on Monday at 7 pm.',
  },
  {
    text: 'El martes 3 de mayo llegaron treinta y cinco mil personas, la mitad en tren.',
    lang: 'es',
    line: 'Llegaron 35.000 personas el 3 de mayo, el 50% en tren.',
  },
  {
    text: '先月、会議を半分に減らし、リードタイムが30%短くなりました。',
    lang: 'ja',
    line: '会議は半分、30%短縮。',
  },
  {
    text: 'افتتح المترو يوم الأحد ١٥ سبتمبر بطول ٢٠ كيلومتراً.',
    lang: 'ar',
    line: 'المترو بطول 20 كم.',
  },
];

/** One warm-up source and its line read, as the guard reads a card's line. */
export function readOnce({ text, lang, line }: WarmReading): void {
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal');
}

/**
 * The words of `line` a stream shows at a few of its cuts: its first word, half of it, the whole,
 * and its second word half written (an embedded model's stream shows half words: issue 46 item 9).
 */
export function warmCuts(line: string): string[] {
  const words = line.split(' ');
  // Each way a line is cut, in a few runs, not dozens.
  const counts = new Set([1, Math.ceil(words.length / 2), words.length]);
  const cuts = [...counts].map((count) => words.slice(0, count).join(' '));
  const second = words[1];
  if (second) cuts.push(`${words[0]} ${second.slice(0, Math.ceil(second.length / 2))}`);
  return cuts.map((cut) => shownSoFar(cut, 1, true));
}

/** What the guard does with each cut of a streamed line: the line being written judged and cut. */
export function streamGuardOnce({ text, lang, line }: WarmReading): void {
  const source = claimSource({ text, lang, lineLang: 'en' });
  for (const soFar of warmCuts(line)) {
    lineBeingWrittenFails(soFar, source, 'normal');
    safeSoFar(soFar, source, 'normal');
  }
}
