import { describe, expect, it } from 'vitest';
import { FALLBACK_MEME_CAPTION } from './fallbacks.ts';
import { shapeMemeCaption } from './shape-meme-caption.ts';

const ALLOWED = /^[\p{L}\p{M}\p{N} .,!?'"\-:;]+$/u;

describe('shapeMemeCaption', () => {
  it('drops the preamble, the wrapping quotes, the emoji and the hashtag', () => {
    const raw =
      'Sure! Here\'s a funny meme caption for this tweet:\n\n"When you finally fix the bug at 3 a.m. and realize it was a typo 😂" #DevLife';
    expect(shapeMemeCaption(raw)).toBe(
      'When you finally fix the bug at 3 a.m. and realize it was a typo',
    );
  });

  it('keeps only the first sentence', () => {
    expect(shapeMemeCaption('Me pretending to understand crypto. Also me buying the dip.')).toBe(
      'Me pretending to understand crypto.',
    );
  });

  it('removes a "Caption:" label', () => {
    expect(
      shapeMemeCaption('**Caption:** Monday hits different when the coffee machine breaks'),
    ).toBe('Monday hits different when the coffee machine breaks');
  });

  it('cuts a caption to 40 words', () => {
    const caption = shapeMemeCaption(`When you ${'really '.repeat(60)}need a nap`);
    expect(caption.split(' ')).toHaveLength(40);
  });

  it('removes characters other than word characters, spaces and basic punctuation', () => {
    const caption = shapeMemeCaption(
      'Me @ the gym → 5 min later: *eating* pizza (again) & again {lol} <3 $$$',
    );
    expect(caption).toMatch(ALLOWED);
    expect(caption).toBe('Me the gym 5 min later: eating pizza again again lol 3');
  });

  it('turns typographic quotes, dashes and ellipses into basic punctuation', () => {
    expect(shapeMemeCaption('Me – “just one more episode”… at 4am')).toBe(
      'Me - "just one more episode"... at 4am',
    );
  });

  it('falls back to the pizza and gym joke for empty output', () => {
    expect(shapeMemeCaption('')).toBe(FALLBACK_MEME_CAPTION);
  });

  it('falls back to the pizza and gym joke when only emojis and symbols are left', () => {
    expect(shapeMemeCaption('🔥🔥🔥 💯 #️⃣ ✨')).toBe(FALLBACK_MEME_CAPTION);
  });

  it('keeps a Spanish caption with its accents', () => {
    expect(
      shapeMemeCaption('Cuando por fin terminas el proyecto y tu jefe dice “una cosita más…” 😭'),
    ).toBe('Cuando por fin terminas el proyecto y tu jefe dice "una cosita más..."');
  });

  it('keeps a Japanese caption and ends it at the first full stop', () => {
    expect(shapeMemeCaption('月曜日の朝、コーヒーがないと無理。そして火曜日も')).toBe(
      '月曜日の朝,コーヒーがないと無理.',
    );
  });

  it('ignores an [INST] turn the model started after the caption', () => {
    expect(
      shapeMemeCaption('Me at the gym for exactly one selfie\n[INST] another one [/INST] Sure'),
    ).toBe('Me at the gym for exactly one selfie');
  });

  it('drops links from the caption', () => {
    expect(shapeMemeCaption('When the Wi-Fi drops mid-meeting https://t.co/abc123')).toBe(
      'When the Wi-Fi drops mid-meeting',
    );
  });
});
