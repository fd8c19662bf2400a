import { describe, expect, it } from 'vitest';
import { isGravePost } from './grave-post.ts';

describe('isGravePost', () => {
  it('reads deaths, disasters, violence and illness as grave, in several languages', () => {
    for (const text of [
      'At least 14 people were killed when an earthquake struck central Chile on Tuesday.',
      'Floods have displaced thousands across the region.',
      'Three wounded in a shooting outside the stadium.',
      'My father passed away this morning after a long illness.',
      'She was diagnosed with cancer last year.',
      'Al menos 14 muertos tras un terremoto en el centro de Chile.',
      'チリ中部で地震、少なくとも14人が死亡。',
      'مقتل 14 شخصا في زلزال ضرب وسط تشيلي',
    ]) {
      expect(isGravePost(text), text).toBe(true);
    }
  });

  it('leaves ordinary posts, and words that only look grave inside others, to the jokes', () => {
    for (const text of [
      'We shipped Bun 1.2 with a built-in S3 client.',
      'Our bakery switched to a four-day week in March.',
      'The deadline moved to Friday, the bodybuilding contest to Sunday.',
      'Read 52 books this year by replacing scrolling with a paperback.',
    ]) {
      expect(isGravePost(text), text).toBe(false);
    }
  });
});
