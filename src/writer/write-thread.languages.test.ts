/**
 * A thread of a text in another language has no English line the writer added (issue 30, item
 * 8): after core's shaping, as the server applies it for each network, 4-5 posts, every word one
 * the source has (core's style hashtag aside), each post within the network's limit. Texts in
 * Spanish, Japanese, Chinese and Arabic written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_THREAD,
  isEnglishText,
  NETWORK_IDS,
  NETWORK_POST_RULES,
  type NetworkId,
  shapeThread,
  THREAD_STYLE_IDS,
  type ThreadStyleId,
} from '#core/index.ts';
import { seededRandom } from '#test/seeded-random.ts';
import { splitAtWord } from './own-thread-posts.ts';
import { languageOf } from './sentence-scores.ts';
import { VOICES } from './thread-voices.ts';
import { writeLocally } from './write-locally.ts';

const TEXTS = {
  es: {
    oneSentence: 'El nuevo puente abre mañana a las ocho.',
    short:
      'Analicé 2 millones de viajes en el metro de Madrid. Ampliar andenes ahorraría más tiempo que cualquier línea nueva.',
    medium:
      'El ayuntamiento aprobó ayer un plan para plantar diez mil árboles en los barrios del sur. ' +
      'Los vecinos llevaban años pidiendo más sombra en las calles, sobre todo en verano. ' +
      'Las primeras plantaciones empezarán en octubre, cuando baje el calor. ' +
      'Cada árbol tendrá un sensor de riego que avisará si le falta agua. ' +
      'El presupuesto total es de cuatro millones de euros, financiados en parte por fondos europeos. ' +
      'La oposición pide que el plan incluya también los parques del norte.',
  },
  ja: {
    oneSentence: '新しい市立図書館が今日開館しました。',
    short: '新しい市立図書館が今日開館しました。蔵書は二十万冊です。',
    medium:
      '新しい市立図書館が今日駅前に開館しました。蔵書は二十万冊で、夜十時まで開いています。' +
      '週末には子ども向けの読み聞かせ会もあります。館内にはカフェと自習室があり、無料で使えます。' +
      '市によると、建設費は約三十億円でした。初日には三千人以上が訪れ、入口に長い列ができました。',
  },
  zh: {
    oneSentence: '新的市立图书馆今天开馆了。',
    short: '新的市立图书馆今天开馆了，藏书二十万册。周末还有儿童故事会。',
    medium:
      '新的市立图书馆今天在火车站旁边正式开馆。馆内藏书二十万册，每天开放到晚上十点。' +
      '周末有专门为孩子们准备的故事会。图书馆里还有咖啡馆和自习室，市民可以免费使用。' +
      '据市政府介绍，建设费用约为十五亿元。开馆第一天就有三千多人前来参观，门口排起了长队。',
  },
  ar: {
    oneSentence: 'افتتحت المدينة مكتبة عامة جديدة اليوم.',
    short:
      'افتتحت المدينة مكتبة عامة جديدة اليوم، وستبقى مفتوحة حتى العاشرة مساءً. تضم المكتبة مئتي ألف كتاب.',
    medium:
      'افتتحت المدينة اليوم مكتبة عامة جديدة قرب محطة القطار. تضم المكتبة مئتي ألف كتاب، وتبقى مفتوحة حتى العاشرة مساءً. ' +
      'وفي عطلة نهاية الأسبوع تقام جلسات قراءة للأطفال. وتحتوي المكتبة أيضاً على مقهى وقاعات للدراسة مجاناً. ' +
      'وقالت البلدية إن تكلفة البناء بلغت نحو مئة مليون دولار. وزار المكتبة في يومها الأول أكثر من ثلاثة آلاف شخص.',
  },
} as const;

/** Texts of fewer words than four posts can hold: the number posts make up the rest. */
const TINY = { ja: 'こんにちは', ar: 'مرحبا بالجميع' } as const;

/** The thread as the server shapes the rules writer's answer for a network. */
function serverThread(text: string, style: ThreadStyleId, network: NetworkId, seed?: number) {
  const raw = writeLocally({
    kind: 'thread',
    style,
    sourceText: text,
    ...(seed !== undefined && { parameters: { seed } }),
  });
  return shapeThread(raw, text, style, seededRandom(seed ?? 1), {
    rules: NETWORK_POST_RULES[network],
  });
}

/** The post without hashtags: core adds the style's own (#Thread, #HotTake) to the last post. */
const withoutHashtags = (post: string) => post.replace(/#[\p{L}\p{M}\p{N}_]+/gu, ' ');
/** Runs of letters (with their marks): words, or in Chinese and Japanese a run of characters. */
const letterRuns = (text: string) => text.toLowerCase().match(/\p{L}[\p{L}\p{M}]*/gu) ?? [];

/** Every English word (of two letters or more) the writer or core's filler could add. */
const WRITER_ENGLISH = new Set(
  [
    ...FALLBACK_THREAD,
    ...Object.values(VOICES).flatMap((voice) => [
      ...voice.hooks(undefined),
      ...voice.closings(undefined),
      ...voice.extras,
      voice.restyle('Sentence one.', 0, 0),
      voice.restyle('Sentence one.', 1, 1),
      voice.restyle('Sentence one.', 0, 2),
      voice.restyle('Sentence one.', 1, 3),
    ]),
  ]
    .flatMap(letterRuns)
    .filter((word) => word.length >= 2 && !['sentence', 'one'].includes(word)),
);

/** What a post says that the source does not: words (or runs of CJK characters) it lacks. */
function addedWords(post: string, source: string): string[] {
  const known = source.toLowerCase();
  return letterRuns(withoutHashtags(post)).filter((run) => !known.includes(run));
}

/** A post's letters and digits, as core tells two posts apart ("3️⃣" is "3"). */
const postKey = (post: string) =>
  (
    withoutHashtags(post)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');

function expectOwnWords(posts: string[], source: string, network: NetworkId, label: string) {
  const rules = NETWORK_POST_RULES[network];
  expect(posts.length, `${label}: ${JSON.stringify(posts)}`).toBeGreaterThanOrEqual(4);
  expect(posts.length, label).toBeLessThanOrEqual(5);
  for (const post of posts) {
    expect(addedWords(post, source), `${label}: ${post}`).toEqual([]);
    const english = letterRuns(withoutHashtags(post)).filter((word) => WRITER_ENGLISH.has(word));
    expect(english, `${label}: ${post}`).toEqual([]);
    expect(rules.length(post), `${label}: ${post}`).toBeLessThanOrEqual(rules.limit);
  }
  expect(isEnglishText(posts.map(withoutHashtags).join('\n')), label).toBe(false);
}

describe('threads in other languages have no English line (issue 30, item 8)', () => {
  const cases = Object.entries(TEXTS).flatMap(([language, texts]) =>
    Object.entries(texts).map(([size, text]) => ({ language, size, text })),
  );

  it.each(cases)('$language, $size: every style on every network', ({ language, text }) => {
    expect(languageOf(text, undefined)).toBe(language);
    for (const style of THREAD_STYLE_IDS) {
      for (const network of NETWORK_IDS) {
        for (const seed of [undefined, 1, 42]) {
          const label = `${style} on ${network}, seed ${seed}`;
          expectOwnWords(serverThread(text, style, network, seed), text, network, label);
        }
      }
    }
  });

  it('makes the posts from the text itself, not from core’s English filler', () => {
    for (const [language, texts] of Object.entries(TEXTS)) {
      for (const text of Object.values(texts)) {
        const posts = serverThread(text, 'standard', 'x');
        for (const filler of FALLBACK_THREAD) {
          expect(posts.map(withoutHashtags).join(' '), language).not.toContain(
            filler.replace(/#\S+/gu, '').trim(),
          );
        }
        // The text's first words open the thread: it is the text's own thread.
        const [opening = '-'] = letterRuns(posts[0] ?? '');
        expect(text.toLowerCase().startsWith(opening), posts[0]).toBe(true);
      }
    }
  });

  it('repeats nothing: no post says what another says', () => {
    for (const texts of Object.values(TEXTS)) {
      for (const text of Object.values(texts)) {
        for (const style of THREAD_STYLE_IDS) {
          const keys = serverThread(text, style, 'bluesky').map(postKey);
          expect(new Set(keys).size, JSON.stringify(keys)).toBe(keys.length);
          // Nor one holding another's words whole (core pads with the sentence a piece came from).
          for (const [index, key] of keys.entries()) {
            const others = keys.filter((other, at) => at !== index && /\p{L}/u.test(other));
            expect(
              others.filter((other) => key.includes(other)),
              key,
            ).toEqual([]);
          }
        }
      }
    }
  });

  it('ends a text of a word or two with number posts, never with English', () => {
    for (const [language, text] of Object.entries(TINY)) {
      expect(languageOf(text, undefined)).toBe(language);
      for (const style of THREAD_STYLE_IDS) {
        for (const network of NETWORK_IDS) {
          const posts = serverThread(text, style, network);
          expectOwnWords(posts, text, network, `${language} ${style} on ${network}`);
          expect(posts[0]).toBe(text);
          expect(withoutHashtags(posts.at(-1) ?? '').trim()).toBe('4️⃣');
        }
      }
    }
  });

  it('whatever the sentences, a Japanese, Chinese or Arabic thread stays in its own words', () => {
    const SENTENCES = [
      ...Object.values(TEXTS.ja).flatMap((text) => text.match(/[^。]+。/gu) ?? []),
      ...Object.values(TEXTS.zh).flatMap((text) => text.match(/[^。]+。/gu) ?? []),
      ...Object.values(TEXTS.ar).flatMap((text) => text.split(/(?<=\.)\s+/u)),
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SENTENCES), { minLength: 1, maxLength: 9 }),
        fc.constantFrom(...THREAD_STYLE_IDS),
        fc.constantFrom(...NETWORK_IDS),
        fc.integer({ min: 0, max: 1_000 }),
        (picked, style, network, seed) => {
          const text = picked.join(/\p{Script=Arabic}/u.test(picked[0] ?? '') ? ' ' : '');
          const posts = serverThread(text, style, network, seed);
          expect(posts.length).toBeGreaterThanOrEqual(4);
          for (const post of posts) {
            expect(addedWords(post, text), post).toEqual([]);
            expect(NETWORK_POST_RULES[network].length(post)).toBeLessThanOrEqual(
              NETWORK_POST_RULES[network].limit,
            );
          }
        },
      ),
      { numRuns: 60, seed: 30 },
    );
  });
});

describe('splitAtWord', () => {
  it('cuts between words, never inside one, and marks the cut', () => {
    expect(splitAtWord('El nuevo puente abre mañana a las ocho.', 'es')).toEqual([
      'El nuevo puente abre…',
      'mañana a las ocho.',
    ]);
    // After the particle, before the next word; never before a kana ending ("開館｜しました").
    expect(splitAtWord('新しい市立図書館が今日開館しました。', 'ja')).toEqual([
      '新しい市立図書館が…',
      '今日開館しました。',
    ]);
  });

  it('does not cut a link, nor a text of fewer than six words', () => {
    expect(splitAtWord('Hola a todos.', 'es')).toBeUndefined();
    const linked = 'Mira esto https://example.org/una/ruta/muy/larga/de/verdad hoy mismo.';
    for (const piece of splitAtWord(linked, 'es') ?? []) {
      expect(piece.includes('https://example.org') === piece.includes('verdad')).toBe(true);
    }
  });
});
