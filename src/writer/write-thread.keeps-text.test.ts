/**
 * The rules writer's thread keeps the text (issue 40, item 5): every sentence in order in some
 * post, as many as the 4-5 posts' room holds, each sentence whole, an opener or closer only for a
 * text too short to fill four posts, hashtags only from the posts' own words. Checked after core's
 * shaping, as the server applies it for each network.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NETWORK_IDS,
  NETWORK_POST_RULES,
  type NetworkId,
  shapeThread,
  THREAD_STYLE_IDS,
  THREAD_STYLES,
  type ThreadLeft,
  type ThreadStyleId,
  threadLeft,
  threadSpans,
} from '#core/index.ts';
import { TEAM_SENTENCES } from '#test/thread-texts.ts';
import { VOICES } from './thread-voices.ts';
import { writeLocally } from './write-locally.ts';
import { rulesThreadWindow } from './write-thread.ts';

/** The issue's case: eleven sentences, 971 characters. */
const ISSUE_SENTENCES = [
  'We spent the last year rewriting the code that runs our billing system, one small piece at a time.',
  'The old code had grown for more than a decade without a single automated test.',
  'Every change to it felt like defusing a bomb in the dark, so most of us simply stopped touching it.',
  'So we started by writing tests around what the code already did, bugs included.',
  'That took three months, and nobody outside the team saw any progress.',
  'Then we replaced one module at a time, behind a switch we could flip back in seconds.',
  'Twice we flipped it back within the hour, and twice the tests told us why.',
  'The hardest part was not the code but agreeing on what the old behaviour should have been.',
  'Our support team found more edge cases than any of our code reviews did.',
  'The new system handles twice the load on half the servers, and the pager has been quiet for weeks.',
  'The real lesson is that tests are how a team remembers its decisions long after the people who made them have moved on.',
];
const ISSUE_TEXT = ISSUE_SENTENCES.join(' ');

/** The thread as the server shapes the rules writer's answer for a network. */
function serverThread(
  text: string,
  style: ThreadStyleId,
  network: NetworkId,
  seed?: number,
  firstPost = 0,
): string[] {
  const raw = writeLocally({
    kind: 'thread',
    style,
    sourceText: text,
    network,
    ...(firstPost > 0 && { firstPost }),
    ...(seed !== undefined && { parameters: { seed } }),
  });
  let draw = 0;
  return shapeThread(raw, text, style, () => (((draw++ * 0.37) % 1) + 1) % 1, {
    rules: NETWORK_POST_RULES[network],
    minPosts: firstPost > 0 ? 1 : 4,
  });
}

/**
 * A thread as the route makes it with the rules writer (writing/thread-window.ts): the sentences
 * five posts hold from `from`, given to the writer, and what is left after them.
 */
function routeThread(
  text: string,
  style: ThreadStyleId,
  network: NetworkId,
  { from = 0, post = 0, seed }: { from?: number; post?: number; seed?: number } = {},
): { posts: string[]; left: ThreadLeft | undefined; next: number } {
  const spans = threadSpans(text, NETWORK_POST_RULES[network]);
  const rest = spans.slice(from);
  const count = rulesThreadWindow(text, rest, network);
  const window = text.slice(rest[0]?.start ?? 0, rest[count - 1]?.end ?? 0);
  const posts = serverThread(window, style, network, seed, post);
  return { posts, left: threadLeft(text, spans, from + count), next: from + count };
}

/** The posts of a thread and of every Continue after it, until nothing is left. */
function wholeThread(
  text: string,
  style: ThreadStyleId,
  network: NetworkId,
  seed?: number,
): { parts: string[][]; lefts: ThreadLeft[] } {
  const parts: string[][] = [];
  const lefts: ThreadLeft[] = [];
  let from = 0;
  for (let post = 0; parts.length < 40; ) {
    const answer = routeThread(text, style, network, { from, post, seed });
    parts.push(answer.posts);
    if (!answer.left) break;
    lefts.push(answer.left);
    from = answer.next;
    post += answer.posts.length;
  }
  return { parts, lefts };
}

const HASHTAG = /#[\p{L}\p{M}\p{N}_]+/gu;
const withoutHashtags = (post: string) => post.replace(HASHTAG, '').trim();

/** Where each sentence stands in the posts joined, or -1 where it is missing. */
function placesOf(sentences: readonly string[], posts: readonly string[]): number[] {
  const joined = posts.map(withoutHashtags).join('\n');
  let from = 0;
  return sentences.map((sentence) => {
    const at = joined.indexOf(sentence, from);
    if (at >= 0) from = at + sentence.length;
    return at;
  });
}

/** Every line a voice adds to a short text: its openers, closers and extras. */
const VOICE_LINES = Object.values(VOICES).flatMap((voice) => [
  ...voice.hooks(undefined),
  ...voice.closings(undefined),
  ...voice.extras,
]);

/** The hashtags of the thread that are not the style's own, without their '#'. */
function textHashtags(posts: readonly string[], style: ThreadStyleId): string[] {
  return posts
    .flatMap((post) => post.match(HASHTAG) ?? [])
    .filter((tag) => tag !== THREAD_STYLES[style].hashtag)
    .map((tag) => tag.slice(1).toLowerCase());
}

describe('the rules writer’s thread of the issue’s text (11 sentences, 971 characters)', () => {
  it('is the issue’s text', () => {
    expect(ISSUE_SENTENCES).toHaveLength(11);
    expect(ISSUE_TEXT).toHaveLength(971);
  });

  it.each(NETWORK_IDS)('keeps every sentence whole and in order on %s', (network) => {
    const rules = NETWORK_POST_RULES[network];
    const posts = serverThread(ISSUE_TEXT, 'standard', network);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts.length).toBeLessThanOrEqual(5);
    expect(placesOf(ISSUE_SENTENCES, posts)).not.toContain(-1);
    for (const post of posts) expect(rules.length(post)).toBeLessThanOrEqual(rules.limit);
    // Nothing of its own: no opener, no closer, no post that is not the text's.
    for (const line of VOICE_LINES) expect(posts.join('\n')).not.toContain(line);
    // The fewest posts that hold it: on X 971 characters need four posts filled well past half.
    expect(posts).toHaveLength(4);
    if (network === 'x') {
      for (const post of posts) expect(rules.length(post)).toBeGreaterThan(150);
    }
  });

  it('keeps every sentence in every style, only the voice’s asides around them', () => {
    const normal = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    for (const style of THREAD_STYLE_IDS) {
      const posts = serverThread(ISSUE_TEXT, style, 'x', 7);
      const joined = normal(posts.join(' '));
      for (const sentence of ISSUE_SENTENCES) expect(joined, style).toContain(normal(sentence));
      for (const line of VOICE_LINES) expect(posts.join('\n'), style).not.toContain(line);
    }
  });

  it('draws its hashtags from the words of its posts', () => {
    const posts = serverThread(ISSUE_TEXT, 'standard', 'x');
    const words = posts.map(withoutHashtags).join(' ').toLowerCase();
    const tags = textHashtags(posts, 'standard');
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(words).toContain(tag);
  });
});

describe('a text too short to fill four posts', () => {
  it('gets the voice’s opener or closer, its sentences whole', () => {
    const text = 'The bridge opens tomorrow. It took ten years to build.';
    const posts = serverThread(text, 'standard', 'x');
    expect(posts).toHaveLength(4);
    expect(posts[1]).toBe(text);
    expect(VOICES.standard.extras).toContain(posts[2]);
    expect(VOICES.standard.hooks('the bridge')).toContain(posts[0]);
    expect(VOICES.standard.closings(undefined)).toContain(withoutHashtags(posts[3] ?? ''));
  });

  it('gets none once it fills four posts', () => {
    const sentences = [
      'The bridge over the river opens to traffic tomorrow morning at six.',
      'It took ten years and three governments to build it.',
      'It cost twice what the first plan said it would cost.',
      'Everyone in town is invited to walk across it on Sunday.',
    ];
    const posts = serverThread(sentences.join(' '), 'standard', 'x');
    expect(posts.map(withoutHashtags)).toEqual(sentences);
    // Four words a sentence do not fill four posts: the opener and closer come back.
    const short = serverThread(
      'It opens. It took years. It cost a lot. Come along.',
      'standard',
      'x',
    );
    expect(short).toHaveLength(4);
    expect(short.map(withoutHashtags).join(' ')).toContain('It opens. It took years.');
  });
});

/** Plain sentences the writer reads in each language it knows, none of them a post's whole room. */
const SENTENCES: Record<string, readonly string[]> = {
  en: [
    'The council approved a new cycling plan for the city centre.',
    'Twelve streets get protected lanes by the end of spring.',
    'Loading bays stay open before ten every morning.',
    'The plan is paid for by a national grant of four million pounds.',
    'A first review of the results is due in a year.',
    'Shop owners worry that fewer cars will mean fewer customers.',
    'Cyclists have asked for safer junctions for more than a decade.',
    'Two schools on the route will get new crossings as well.',
    'The work starts in March and should be finished before the summer holidays.',
    'Buses keep their own lanes on the three busiest roads.',
    'Residents can comment on the detailed drawings until the end of the month.',
    'Similar plans in other cities cut traffic accidents by almost a third.',
  ],
  es: [
    'El ayuntamiento aprobó ayer un plan para plantar diez mil árboles en los barrios del sur.',
    'Los vecinos llevaban años pidiendo más sombra en las calles, sobre todo en verano.',
    'Las primeras plantaciones empezarán en octubre, cuando baje el calor.',
    'Cada árbol tendrá un sensor de riego que avisará si le falta agua.',
    'El presupuesto total es de cuatro millones de euros.',
    'La oposición pide que el plan incluya también los parques del norte.',
    'Los colegios del barrio participarán en la plantación con sus alumnos.',
    'Un comité de vecinos revisará el avance del plan cada seis meses.',
  ],
  fr: [
    'La mairie a présenté hier un nouveau plan pour les pistes cyclables du centre.',
    'Douze rues recevront des voies protégées avant la fin du printemps.',
    'Les livraisons resteront possibles avant dix heures chaque matin.',
    'Le projet est financé par une subvention nationale de quatre millions.',
    'Un premier bilan est prévu dans un an.',
    'Les commerçants craignent de perdre une partie de leur clientèle.',
    'Les cyclistes réclament des carrefours plus sûrs depuis des années.',
    'Les travaux commenceront en mars et dureront jusqu’à l’été.',
  ],
  de: [
    'Der Stadtrat hat gestern einen neuen Plan für die Radwege in der Innenstadt beschlossen.',
    'Zwölf Straßen bekommen bis zum Frühjahr geschützte Spuren.',
    'Lieferverkehr bleibt jeden Morgen bis zehn Uhr erlaubt.',
    'Das Geld kommt aus einem Förderprogramm des Bundes.',
    'Eine erste Bilanz soll in einem Jahr gezogen werden.',
    'Viele Händler fürchten, dass weniger Kunden kommen werden.',
    'Radfahrer fordern seit Jahren sicherere Kreuzungen.',
    'Die Arbeiten beginnen im März und dauern bis zum Sommer.',
  ],
  ja: [
    '新しい市立図書館が今日駅前に開館しました。',
    '蔵書は二十万冊で、夜十時まで開いています。',
    '週末には子ども向けの読み聞かせ会もあります。',
    '館内にはカフェと自習室があり、無料で使えます。',
    '市によると、建設費は約三十億円でした。',
    '初日には三千人以上が訪れ、入口に長い列ができました。',
  ],
};

/** A text of some of a language's sentences, each kept as written; Japanese needs no spaces. */
const textOf = (language: string, sentences: readonly string[]) =>
  sentences.join(language === 'ja' ? '' : ' ');

const TEAM_TEXT = TEAM_SENTENCES.join(' ');

describe('a thread never drops words unsaid (issue 46, item 3)', () => {
  it('says the fourteen-sentence text on X from its start: each sentence placed or left, in order', () => {
    expect(TEAM_TEXT).toHaveLength(1237);
    const first = routeThread(TEAM_TEXT, 'standard', 'x');
    const places = placesOf(TEAM_SENTENCES, first.posts);
    const placed = places.indexOf(-1) < 0 ? places.length : places.indexOf(-1);
    // The text's opening, whole: nothing missing from its middle.
    expect(places.slice(placed).every((at) => at === -1)).toBe(true);
    expect(placed).toBeGreaterThanOrEqual(12);
    expect(first.left).toEqual({
      sentences: TEAM_SENTENCES.length - placed,
      characters: TEAM_SENTENCES.slice(placed).join(' ').length,
    });
    // Continue thread: the rest, with no opener or closer.
    const next = routeThread(TEAM_TEXT, 'standard', 'x', { from: first.next, post: 5 });
    expect(placesOf(TEAM_SENTENCES.slice(placed), next.posts)).not.toContain(-1);
    expect(next.left).toBeUndefined();
    for (const line of VOICE_LINES) expect(next.posts.join('\n')).not.toContain(line);
  });

  it('places the 21-character "So we split the work." on Bluesky, where five posts hold it all', () => {
    // With this sentence first the old writer left it out, 92 characters free in its last post.
    const sentences = [
      'Two of the shortcuts are still on that list, if we are honest.',
      ...TEAM_SENTENCES,
    ];
    const { posts, left } = routeThread(sentences.join(' '), 'standard', 'bluesky');
    expect(left).toBeUndefined();
    expect(placesOf(sentences, posts)).not.toContain(-1);
    for (const post of posts)
      expect(NETWORK_POST_RULES.bluesky.length(post)).toBeLessThanOrEqual(300);
  });
});

describe('the rules writer’s thread of any text, in the languages it knows', () => {
  const anyText = fc.constantFrom(...Object.keys(SENTENCES)).chain((language) =>
    fc
      .array(fc.constantFrom(...(SENTENCES[language] ?? [])), { minLength: 4, maxLength: 40 })
      // A sentence said twice is one sentence said: each is used once.
      .map((sentences) => ({ language, sentences: [...new Set(sentences)] }))
      .filter(({ sentences }) => sentences.length >= 4),
  );

  it('places every sentence once and in order, or counts it as left; Continue says the rest', () => {
    fc.assert(
      fc.property(
        anyText,
        fc.constantFrom(...NETWORK_IDS),
        fc.constantFrom<ThreadStyleId>('standard', 'detailed'),
        fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
        ({ language, sentences }, network, style, seed) => {
          const rules = NETWORK_POST_RULES[network];
          const text = textOf(language, sentences);
          const { parts, lefts } = wholeThread(text, style, network, seed);
          let said = 0;
          parts.forEach((posts, index) => {
            expect(posts.length).toBeGreaterThanOrEqual(index === 0 ? 4 : 1);
            expect(posts.length).toBeLessThanOrEqual(5);
            for (const post of posts) expect(rules.length(post)).toBeLessThanOrEqual(rules.limit);
            const places = placesOf(sentences.slice(said), posts);
            const placed = places.indexOf(-1) < 0 ? places.length : places.indexOf(-1);
            // In order and none twice: after the first sentence left, none is in these posts.
            expect(places.slice(placed).every((at) => at === -1)).toBe(true);
            // Nothing but the text's sentences (and hashtags): no opener, closer or filler.
            const body = posts.map(withoutHashtags).join(' ');
            const kept = textOf(language, sentences.slice(said, said + placed));
            expect(body.replace(/\s+/gu, '')).toBe(kept.replace(/\s+/gu, ''));
            said += placed;
            // What the answer says is left is what is: the sentences after these.
            expect(lefts[index]?.sentences ?? 0).toBe(sentences.length - said);
            // Hashtags only of words the posts say.
            const lower = body.toLowerCase();
            for (const tag of textHashtags(posts, style)) expect(lower).toContain(tag);
          });
          expect(said).toBe(sentences.length);
          // Hashtags go first: the first sentence left does not fit five posts even without them.
          const first = sentences.length - (lefts[0]?.sentences ?? 0);
          if (lefts.length > 0) {
            const wider = textOf(language, sentences.slice(0, first + 1));
            expect(
              placesOf(sentences.slice(0, first + 1), serverThread(wider, style, network, seed)),
            ).toContain(-1);
          }
          // While the text fits five posts, it is all in the first thread.
          if (rules.length(text) <= 4 * rules.limit - 200) expect(lefts).toEqual([]);
        },
      ),
      { numRuns: 60, seed: 40 },
    );
  });
});
