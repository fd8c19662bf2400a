/**
 * A body named by its head noun with the article (definite-heads.ts), read by unsupportedClaims:
 * "the municipality", "the company", "the government" of the body the source names in the
 * construct state hold; another body put in its place is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { definiteHead } from './definite-heads.ts';

const names = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'he' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const EILAT =
  "פסטיבל הג'אז של אילת ייפתח ביום רביעי. עיריית אילת תפעיל הסעות חינם מהטיילת לאזור ההופעות.";
const WORKS =
  'משרד הבריאות יחלק חיסוני שפעת בקופות החולים החל מיום ראשון. חברת החשמל תבצע עבודות בצפון העיר.';

describe('a body named by its own head noun with the article', () => {
  it('keeps "the municipality" and "the company" of the body the source names', () => {
    expect(names('העירייה תפעיל הסעות בחינם מהטיילת אל ההופעות.', EILAT)).toEqual([]);
    expect(names('החברה תבצע עבודות בצפון העיר.', WORKS)).toEqual([]);
  });

  it('stops another body put in its place', () => {
    expect(names('המשטרה תפעיל הסעות בחינם מהטיילת אל ההופעות.', EILAT)).toEqual(['המשטרה']);
    expect(names('העירייה תבצע עבודות בצפון העיר.', WORKS)).toEqual(['העירייה']);
  });

  it('reads the article before the construct state’s noun only', () => {
    expect(definiteHead('העירייה', 'עיריית', ['he'])).toBe(true);
    expect(definiteHead('לעירייה', 'עיריית', ['he'])).toBe(true);
    expect(definiteHead('הממשלה', 'ממשלת', ['he'])).toBe(true);
    expect(definiteHead('עירייה', 'עיריית', ['he'])).toBe(false);
    expect(definiteHead('המשטרה', 'עיריית', ['he'])).toBe(false);
    expect(definiteHead('העירייה', 'עיריית', ['ar'])).toBe(false);
  });
});
