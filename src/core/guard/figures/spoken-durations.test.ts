/**
 * A time told in words of hours, minutes and seconds (spoken-durations.ts): the line's clock
 * "2:09:41" holds where the source says two hours, nine minutes and 41 seconds in its language,
 * and another time is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addSpokenDurations } from './spoken-durations.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const keysOf = (text: string, lang: string) => {
  const keys = new Set<string>();
  addSpokenDurations(text, [lang], keys);
  return [...keys];
};

const ARABIC = 'فاز العداء بماراثون المدينة بزمن ساعتين و9 دقائق و41 ثانية، محطماً الرقم القياسي.';

describe('addSpokenDurations', () => {
  it('reads hours, minutes and seconds in words, a dual’s two hours too', () => {
    expect(keysOf(ARABIC, 'ar')).toEqual(['t2:09', 't14:09', 'n41']);
    expect(keysOf('w czasie 2 godziny, 5 minut i 3 sekundy', 'pl')).toEqual([
      't2:05',
      't14:05',
      'n3',
    ]);
    expect(keysOf('בזמן של שעתיים, 9 דקות ו-41 שניות', 'he')).toEqual(['t2:09', 't14:09', 'n41']);
  });

  it('reads no clock in hours and minutes told apart', () => {
    expect(keysOf('2 godziny jazdy, a potem 5 minut przerwy', 'pl')).toEqual([]);
  });
});

describe('unsupportedClaims: a race’s time on the clock', () => {
  it('keeps the source’s time and stops another', () => {
    expect(claims('فاز العداء بماراثون المدينة بزمن 2:09:41.', ARABIC, 'ar')).toEqual([]);
    expect(claims('فاز العداء بماراثون المدينة بزمن 2:19:41.', ARABIC, 'ar')).toEqual([
      'figure:2:19',
    ]);
  });
});
