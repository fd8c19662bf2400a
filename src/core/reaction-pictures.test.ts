import { describe, expect, it } from 'vitest';
import { REACTION_MOODS, type ReactionMood } from './reaction-moods.ts';
import {
  isReactionPicturePath,
  pickReactionPicture,
  REACTION_PICTURES,
  type ReactionPicture,
  reactionPictureOfPath,
} from './reaction-pictures.ts';

/** Every picture a caption can get, by drawing across [0, 1). */
const allPicks = (caption: string): ReactionPicture[] =>
  Array.from({ length: 50 }, (_, index) => pickReactionPicture(caption, () => index / 50));

const showsMood = (mood: ReactionMood) => (picture: ReactionPicture) =>
  picture.moods.includes(mood);

describe('pickReactionPicture', () => {
  it('gives a happy caption a happy face', () => {
    const picks = allPicks('So happy the tests are green');
    expect(picks.every(showsMood('joy'))).toBe(true);
    expect(picks.map((picture) => picture.name)).toContain('grinning-face');
  });

  it('gives an angry caption an angry face', () => {
    const picks = allPicks('I am furious, who deleted the database again');
    expect(picks.every(showsMood('angry'))).toBe(true);
    expect(picks.map((picture) => picture.name)).toContain('enraged-face');
  });

  it('gives a sad caption a sad face', () => {
    const picks = allPicks('Estoy tan triste, se acabó el verano');
    expect(picks.every(showsMood('sad'))).toBe(true);
    expect(picks.map((picture) => picture.name)).toContain('loudly-crying-face');
  });

  it('reads the caption’s emoji', () => {
    expect(allPicks('Friday deploys 🤮').every(showsMood('disgust'))).toBe(true);
  });

  it('varies the picture of one caption with the random draw', () => {
    const caption = 'So happy the tests are green';
    const first = pickReactionPicture(caption, () => 0);
    const last = pickReactionPicture(caption, () => 0.99);
    expect(first.name).not.toBe(last.name);
    expect(new Set(allPicks(caption).map((picture) => picture.name)).size).toBeGreaterThan(2);
  });

  it('still gives a caption with no mood word a picture, one of the everyday reactions', () => {
    const picks = allPicks('The quarterly report is attached');
    expect(new Set(picks.map((picture) => picture.name)).size).toBeGreaterThan(5);
    for (const picture of picks) {
      expect(picture.path).toMatch(/^\/reactions\/[a-z-]+\.webp$/);
      expect(picture.moods.some((mood) => mood === 'sad' || mood === 'angry')).toBe(false);
    }
  });

  it('lands on a real picture whatever the random source returns', () => {
    for (const draw of [1, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(REACTION_PICTURES).toContain(pickReactionPicture('happy', () => draw));
    }
  });
});

describe('REACTION_PICTURES', () => {
  it('has at least two pictures for every mood, so a mood still varies', () => {
    for (const mood of REACTION_MOODS) {
      expect(REACTION_PICTURES.filter(showsMood(mood)).length, mood).toBeGreaterThanOrEqual(2);
    }
  });

  it('names each picture once, by a path of our own origin', () => {
    const names = REACTION_PICTURES.map((picture) => picture.name);
    expect(new Set(names).size).toBe(names.length);
    for (const picture of REACTION_PICTURES) {
      expect(picture.path).toBe(`/reactions/${picture.name}.webp`);
      expect([...picture.emoji]).toHaveLength(1);
    }
  });
});

describe('reactionPictureOfPath', () => {
  it('knows exactly the paths we serve', () => {
    expect(reactionPictureOfPath('/reactions/grinning-face.webp')?.emoji).toBe('😀');
    expect(isReactionPicturePath('/reactions/fire.webp')).toBe(true);
    for (const path of [
      '/reactions/GRINNING-FACE.webp',
      '/reactions/grinning-face.png',
      '/reactions/../package.json',
      '/reactions/%2e%2e/package.json',
      'https://example.com/reactions/grinning-face.webp',
      '/fixed-meme.gif',
      '',
    ]) {
      expect(reactionPictureOfPath(path), path).toBeUndefined();
    }
  });
});
