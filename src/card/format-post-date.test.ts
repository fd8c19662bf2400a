import { describe, expect, it } from 'vitest';
import { formatPostDate, prepareDateFormat } from './format-post-date.ts';

describe('formatPostDate', () => {
  it('writes the post’s day in the card’s language', () => {
    expect(formatPostDate('2026-11-25T16:34:04.000Z', 'en')).toBe('Nov 25, 2026');
    expect(formatPostDate('2026-11-25T16:34:04.000Z', 'de')).toBe('25.11.2026');
    expect(formatPostDate('2026-11-25T16:34:04.000Z', 'ja')).toBe('2026/11/25');
    expect(formatPostDate('2026-11-25T16:34:04.000Z', 'fr')).toMatch(/^25 nov\.? 2026$/);
  });

  it('reads the day in UTC, so the browser and the server draw the same date', () => {
    // Late on the 25th in New York is the 26th in UTC; a zone offset in the text is honoured.
    expect(formatPostDate('2026-11-25T23:30:00-05:00', 'en')).toBe('Nov 26, 2026');
    expect(formatPostDate('2026-11-25', 'en')).toBe('Nov 25, 2026');
  });

  it('falls back to English for a language tag Intl does not know, and to no date for a bad one', () => {
    expect(formatPostDate('2026-01-02T00:00:00Z', 'not a tag!')).toBe('Jan 2, 2026');
    expect(formatPostDate('2026-01-02T00:00:00Z')).toBe('Jan 2, 2026');
    for (const bad of [
      undefined,
      '',
      'yesterday',
      'Nov 25, 2026',
      '2026-13-45T00:00:00Z',
      '1732552444',
    ]) {
      expect(formatPostDate(bad, 'en'), String(bad)).toBeUndefined();
    }
  });

  it('is prepared ahead for any language tag, a bad one too, without changing what it draws', () => {
    expect(() => prepareDateFormat('not a tag!')).not.toThrow();
    prepareDateFormat('fr');
    prepareDateFormat();
    expect(formatPostDate('2026-01-02T00:00:00Z', 'fr')).toBe('2 janv. 2026');
    expect(formatPostDate('2026-01-02T00:00:00Z', 'not a tag!')).toBe('Jan 2, 2026');
  });
});
