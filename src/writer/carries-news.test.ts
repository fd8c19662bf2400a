import { describe, expect, it } from 'vitest';
import { carriesNews } from './carries-news.ts';

describe('carriesNews', () => {
  it.each([
    'We had 47 minutes of downtime on the EU cluster this morning.',
    'The European Central Bank cut interest rates by 0.25 percentage points today.',
    'BREAKING: Apple agreed to buy a chip maker for $4 billion.',
    '🚀 We just shipped Bun 1.2 with a built-in S3 client.',
    'Senator @RonWyden is doing an AMA on r/technology on Monday.',
    '1/ We had 47 minutes of downtime on the EU cluster this morning.',
  ])('reads a headline as the news: %s', (sentence) => {
    expect(carriesNews(sentence, true)).toBe(true);
  });

  it.each([
    'Thread: why most startups fail.',
    'Thread 🧵 on why most startups fail:',
    '🧵',
    'BREAKING:',
    'Big news!',
    'Good morning everyone, hope your week is going well.',
    'Hey folks, quick update on the outage from this morning.',
    'You won’t believe what happened at the council meeting last night.',
    'Here’s why the EU cluster went down for 47 minutes:',
    'Why did the EU cluster go down for 47 minutes this morning?',
    'So many thoughts about what happened on the EU cluster…',
    'This is huge.',
    '1/5 🧵',
    '1/',
  ])('does not read a greeting, thread marker, label or teaser as the news: %s', (sentence) => {
    expect(carriesNews(sentence, true)).toBe(false);
  });

  it('reads other languages by their punctuation and length', () => {
    expect(carriesNews('El Banco Central Europeo bajó hoy los tipos de interés.', false)).toBe(
      true,
    );
    expect(carriesNews('¿Qué pasó hoy con los tipos de interés del banco?', false)).toBe(false);
    expect(carriesNews('Hilo sobre los tipos de interés del banco.', false)).toBe(false);
    expect(carriesNews('新しい市立図書館が今日開館しました。', false)).toBe(true);
    expect(carriesNews('速報：', false)).toBe(false);
  });
});
