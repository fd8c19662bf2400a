import { describe, expect, it } from 'vitest';
import { captionMoods, moodOfWord } from './reaction-moods.ts';

describe('captionMoods', () => {
  it.each([
    ['I am so happy today', 'joy'],
    ['lmao this is hilarious', 'laugh'],
    ['I cried all night, so sad', 'sad'],
    ['I hate this, I am furious', 'angry'],
    ['Wait what, I am speechless', 'shock'],
    ['This is terrifying and I panicked', 'fear'],
    ['Hmm, I wonder who wrote this', 'thinking'],
    ['Nailed it, I am a legend', 'cool'],
    ['Congrats on the launch, time to celebrate', 'party'],
    ['So tired after that meeting', 'tired'],
    ['Oops, that was awkward', 'awkward'],
    ['Ugh, whatever', 'annoyed'],
    ['Eww, that smells disgusting', 'disgust'],
    ['My salary is gone on rent and taxes', 'money'],
  ])('reads %j as %s', (caption, mood) => {
    expect(captionMoods(caption)).toEqual([mood]);
  });

  it.each([
    ['Estoy muy feliz con el resultado', 'joy'],
    ['Jajaja qué risa', 'laugh'],
    ['Je suis tellement en colère', 'angry'],
    ['Ich bin so traurig heute', 'sad'],
    ['Ich bin so müde', 'tired'],
    ['Que raiva desse trânsito', 'angry'],
    ['Estou com medo de abrir o e-mail', 'fear'],
    ['C’est vraiment gênant', 'awkward'],
  ])('reads %j in its own language as %s', (caption, mood) => {
    expect(captionMoods(caption)).toEqual([mood]);
  });

  it('counts emoji and emoticons as moods too', () => {
    expect(captionMoods('Deploying on a Friday 😭')).toEqual(['sad']);
    expect(captionMoods('Look at this 🤣🤣')).toEqual(['laugh']);
    expect(captionMoods('I ❤️ it')).toEqual(['love']);
    expect(captionMoods('The build :(')).toEqual(['sad']);
    expect(captionMoods('Another one :D')).toEqual(['laugh']);
  });

  it('takes the mood said most, and every mood tied for most', () => {
    expect(captionMoods('I hate Mondays, they make me furious')).toEqual(['angry']);
    expect(captionMoods('Happy but tired')).toEqual(['joy', 'tired']);
  });

  it('reads a glad word after a negation as annoyed, and drops a gloomy one', () => {
    expect(captionMoods('I am not happy about this')).toEqual(['annoyed']);
    expect(captionMoods("Honestly I don't love it")).toEqual(['annoyed']);
    expect(captionMoods('Je ne suis pas heureux')).toEqual(['annoyed']);
    expect(captionMoods('Not sad at all')).toEqual([]);
  });

  it('says no mood for a caption without one', () => {
    expect(captionMoods('The quarterly report is attached')).toEqual([]);
    expect(captionMoods('')).toEqual([]);
  });
});

describe('moodOfWord', () => {
  it('ignores case and accents', () => {
    expect(moodOfWord('FRÖHLICH')).toBe('joy');
    expect(moodOfWord('Colère')).toBe('angry');
    expect(moodOfWord('Scheiße')).toBe('angry');
  });

  it('matches a stem at the start of a word, and a short word only whole', () => {
    expect(moodOfWord('hahahaha')).toBe('laugh');
    expect(moodOfWord('celebrating')).toBe('party');
    expect(moodOfWord('mad')).toBe('angry');
    expect(moodOfWord('made')).toBeUndefined();
    expect(moodOfWord('saddle')).toBeUndefined();
    expect(moodOfWord('wein')).toBeUndefined();
  });

  it('leaves alone words that only look like a mood word', () => {
    for (const word of ['terrific', 'flexible', 'deprecated', 'happen', 'affordable', 'sight']) {
      expect(moodOfWord(word), word).toBeUndefined();
    }
  });

  it('prefers the longer stem (German lächeln is a smile, lachen a laugh)', () => {
    expect(moodOfWord('lächeln')).toBe('joy');
    expect(moodOfWord('lachen')).toBe('laugh');
  });
});
