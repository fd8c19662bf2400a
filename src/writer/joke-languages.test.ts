import { describe, expect, it } from 'vitest';
import { TROLL_JOKES } from '#core/index.ts';
import { recordedPosts } from '#test/recorded-posts.ts';
import { rulesJokeIn } from './joke-languages.ts';
import { languageOf } from './sentence-scores.ts';
import { writeLocally } from './write-locally.ts';

const ENGLISH =
  'The European Central Bank cut interest rates by 0.25 percentage points today, the third cut this year.';
const SPANISH =
  'Analicé 2 millones de viajes en el metro de Madrid: el 38 % de los retrasos se concentra en solo 4 estaciones.';
const JAPANESE = '新しい市立図書館が今日開館しました。蔵書は二十万冊です。';
const GERMAN =
  'Die Stadt hat heute eine neue Bibliothek im Zentrum eröffnet. Sie ist bis 22 Uhr geöffnet.';

describe('rulesJokeIn', () => {
  it('is true for English posts only: the rules’ jokes are English', () => {
    expect(rulesJokeIn(ENGLISH)).toBe(true);
    expect(rulesJokeIn(ENGLISH, 'en')).toBe(true);
    expect(rulesJokeIn(SPANISH)).toBe(false);
    expect(rulesJokeIn(SPANISH, 'es')).toBe(false);
    expect(rulesJokeIn(JAPANESE)).toBe(false);
    expect(rulesJokeIn(GERMAN, 'de')).toBe(false);
  });

  it('reads the source’s language tag first, as core’s one English guess does', () => {
    expect(rulesJokeIn(ENGLISH, 'es')).toBe(false);
    expect(rulesJokeIn(ENGLISH, 'und')).toBe(true);
    // A post of emoji or a handle says nothing of its language: the jokes may go on.
    expect(rulesJokeIn('🔥🔥🔥')).toBe(true);
    // Short technical English without function words, known to the writer's lexicon.
    expect(rulesJokeIn('Ships faster builds, smaller bundles, better errors')).toBe(true);
  });

  it('answers as the writer works: jokes where it says yes, the Normal card’s lines where no', () => {
    const samples = [
      ...recordedPosts().map((post) => ({ text: post.text, lang: undefined })),
      { text: ENGLISH, lang: 'en' },
      { text: SPANISH, lang: 'es' },
      { text: SPANISH, lang: undefined },
      { text: JAPANESE, lang: 'ja' },
      { text: GERMAN, lang: undefined },
      { text: ENGLISH, lang: 'fr' },
    ];
    for (const { text, lang } of samples) {
      const write = (mode: 'normal' | 'troll') =>
        writeLocally({ kind: 'summary', mode, sourceText: text, ...(lang && { lang }) });
      const jokes = rulesJokeIn(text, lang);
      expect(jokes, text).toBe(languageOf(text, lang) === 'en');
      const troll = write('troll');
      if (jokes) expect(TROLL_JOKES, text).toContain(troll.split('\n').at(-1));
      else expect(troll, text).toBe(write('normal'));
    }
  });
});
