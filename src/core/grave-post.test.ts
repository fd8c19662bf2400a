import { describe, expect, it } from 'vitest';
import { isGravePost } from './grave-post.ts';

/** Posts about loss or harm, in English, Spanish, Japanese and Arabic. */
const GRAVE = [
  'At least 14 people were killed when an earthquake struck central Chile on Tuesday.',
  'Floods have displaced thousands across the region.',
  'Three wounded in a shooting outside the stadium.',
  'My father passed away this morning after a long illness.',
  'She was diagnosed with cancer last year.',
  'Al menos 14 muertos tras un terremoto en el centro de Chile.',
  'チリ中部で地震、少なくとも14人が死亡。',
  'مقتل 14 شخصا في زلزال ضرب وسط تشيلي',
];
/** Ordinary posts, one with words that only look grave inside longer ones ("deadline"). */
const ORDINARY = [
  'We shipped Bun 1.2 with a built-in S3 client.',
  'Our bakery switched to a four-day week in March.',
  'The deadline moved to Friday, the bodybuilding contest to Sunday.',
  'Read 52 books this year by replacing scrolling with a paperback.',
];

describe('isGravePost', () => {
  it.each(GRAVE)('reads deaths, disasters, violence and illness as grave: %s', (text) => {
    expect(isGravePost(text)).toBe(true);
  });

  it.each(ORDINARY)('leaves ordinary posts to the jokes: %s', (text) => {
    expect(isGravePost(text)).toBe(false);
  });
});
