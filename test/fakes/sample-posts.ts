/**
 * The sample X posts the FxTwitter, syndication and oEmbed fakes all serve, each fake in its own
 * wire format. `fullText` is what the person typed, with t.co links where X puts them (a photo's
 * link last); `expectedText` is what /api/fetch-tweet must answer for the post alone, by hand.
 */

import { LONG_THREAD_LENGTH, longThreadText } from './long-thread-texts.ts';

export type SampleAvatar = 'normal' | 'nocors' | 'dead' | 'none';
export type SampleGone = 'deleted' | 'protected' | 'suspended' | 'ageRestricted';

export interface SampleAuthor {
  id: string;
  name: string;
  screenName: string;
  /** Where the image-host fake serves the picture: with CORS, without, 404, or X's default. */
  avatar: SampleAvatar;
  /** `<numeric dir>/<file stem>` of `/profile_images/...`. */
  avatarFile: string;
}

export interface SampleLink {
  tco: string;
  expanded: string;
  display: string;
}

export interface SamplePost {
  id: string;
  author: SampleAuthor;
  createdAt: string;
  lang: string;
  fullText: string;
  links: SampleLink[];
  /** Photos; their t.co link closes `fullText`. */
  media: Array<{ tco: string; key: string }>;
  replyTo?: { id: string; author: SampleAuthor };
  /** The sample post this one quotes (X sends it whole inside the quoting post). */
  quotes?: { id: string };
  /** A "Show more" post: X's legacy fields (syndication) carry only its start. */
  long?: boolean;
  gone?: SampleGone;
  expectedText: string;
  likes: number;
  replies: number;
}

const author = (
  id: string,
  name: string,
  screenName: string,
  avatarFile: string,
  avatar: SampleAvatar = 'normal',
): SampleAuthor => ({ id, name, screenName, avatar, avatarFile });

const MAYA = author(
  '1432109876543210987',
  'Maya Okafor',
  'mayabuilds',
  '1790012345678901234/k8Qm2vXa',
);
const LENA = author('98765432', 'Dr. Lena Varga', 'lenavarga_sci', '1651234567890123456/Vq3LrT0p');
const PRIYA = author('2233445566', 'Priya Raman', 'priya_ops', '1702233445566778899/pR1ya0ps');
const TOMASZ = author(
  '1198877665544332211',
  'Tomasz Nowak',
  'tomaszcodes',
  '1588877665544332211/tN0wak7Q',
);
const LUCIA = author(
  '3344556677',
  'Lucía Fernández',
  'lucia_datos',
  '1623344556677889900/LuDat0sX',
);
const KIM = author('4455667788', 'Kim', 'quiet_kim', '1634455667788990011/qK1mPr1v');
const SPAM = author('5566778899', 'FREE CRYPTO', 'spamking2000', '1645566778899001122/sp4mK1ng');
const ART = author('6677889900', 'After Dark Art', 'afterdark_art', '1656677889900112233/aD4rkArt');
const RAFA = author(
  '7788990011',
  'Rafa Moreno',
  'rafa_ships',
  '1667788990011223344/rAfA5h1p',
  'nocors',
);
/** Her avatar is a 64px picture: smaller than the card's 128px (2x) box. */
const NINA = author('7788990011', 'Nina Park', 'ninapark', '1667788990011223344/small_avatar');
const OLGA = author(
  '8899001122',
  'Olga Petrova',
  'olga_reads',
  '1378899001122334455/oLgAr3ad',
  'dead',
);
const EGG = author('1790000000000000001', 'New Here', 'brand_new_bob', 'default_profile', 'none');
const DAN = author('9900112233', 'Dan Whitfield', 'devrel_dan', '1689900112233445566/dAnW1tf1');
// Posts in other scripts and directions, so right-to-left cards and `lang` can be seen offline.
const SAMIR = author('1122334455', 'سمير الحداد', 'samir_dev', '1701122334455667788/sAm1rDv0');
const NOA = author('1223344556', 'נועה לוי', 'noa_builds', '1711223344556677889/n0aBld5x');
const HARUTO = author('1334455667', '佐藤 陽翔', 'haruto_codes', '1721334455667788990/hRt0Cd3s');
const MEI = author('1445566778', '王美', 'wangmei_web', '1731445566778899001/wM31Web0');
const ZOE = author('1556677889', 'Zoe Park 🚀', 'zoe_ships', '1741556677889900112/z0eSh1ps');

const ARABIC_TEXT =
  'انقطعت قاعدة البيانات لدينا لمدة 47 دقيقة أمس. السبب: عملية ترحيل أضافت فهرسًا على جدول ضخم فأوقفت الكتابة. استغرق الإصلاح دقيقتين، أما العثور على السبب فاستغرق 45 دقيقة. الدرس: كل ترحيل يحتاج مهلة للقفل وتجربة على نسخة بحجم الإنتاج.';
const HEBREW_TEXT =
  'העברנו את כל הצוות לשבוע עבודה של ארבעה ימים לפני שנה. התפוקה לא ירדה, ומספר ימי המחלה ירד בשליש. הסוד היה לבטל פגישות מיותרות ולא לדחוס חמישה ימים לתוך ארבעה. מי שרוצה את הנתונים המלאים, הם פתוחים לכולם.';
const JAPANESE_TEXT =
  '先月、社内の会議を半分に減らしました。その結果、開発のリードタイムが30%短くなりました。大事なのは会議をなくすことではなく、決める人を先に決めることでした。来月は非同期のレビューを試してみます。';
const CHINESE_TEXT =
  '我们把网站的首屏加载时间从4.2秒降到了1.1秒。最大的改进不是换框架，而是删掉了三个没人用的第三方脚本。图片改成按需加载，又省了一秒。性能优化往往从删除开始。';
const EMOJI_TEXT =
  '🚀🚀 We shipped v2.0 today!! 🎉🎉🎉 Dark mode 🌙, offline sync 📶 and 40% faster startup ⚡️⚡️. Thank you to all 1,200 beta testers 🙏❤️🔥 You found 312 bugs 🐛🐛 and we fixed every one ✅✅✅ Next up: widgets 📱✨';

const LONG_TEXT = [
  "I spent six months tracking every hour of my team's week, and the results changed how I think about productivity. Here is what the data actually said, with no spin.",
  'First: meetings were not the problem people assumed. We averaged 6.5 hours of meetings per person per week, which is reasonable. The real cost was fragmentation. A 30-minute meeting at 10:30 and another at 14:00 destroyed the two longest blocks of the day, and deep work only happened in blocks of 90 minutes or more.',
  'Second: context switching was measurable. On days with more than four switches between projects, pull requests took 40% longer to merge and had twice as many review comments. People were not slower, they were re-loading context all day.',
  'Third: the "quick question" culture cost more than any meeting. Slack interruptions averaged 23 per day per engineer. Each one is small, but recovering focus after one takes minutes, not seconds.',
  'What we changed: no meetings before 13:00 on Tuesday to Thursday, one project per person per week where possible, and questions go into a shared doc that is answered twice a day. Nothing fancy, nothing that needed a new tool.',
  'The result after one quarter: cycle time down 31%, on-call pages down 18% (fewer rushed changes), and in the anonymous survey 9 of 11 engineers said they would quit before going back. The lesson is boring but true: protect long blocks of time and the work gets better on its own.',
].join('\n\n');

const THREAD_ROOT_TEXT =
  'It started with our bill: $48k a month for a product with 30k users. Three changes took it to $18k. Thread 🧵';
const THREAD_MIDDLE_TEXT =
  '1) We were paying for idle. Dev and staging ran 24/7 on the same instance sizes as production. Scheduling them to stop at night and on weekends saved $11k alone.';
const THREAD_LEAF_TEXT =
  '2) Logs were 40% of the bill. We kept every debug line for 90 days. Now: 7 days hot, 30 days cold, sampled debug. 3) Reserved capacity for the steady baseline. Total: -62%, no outage.';

const post = (
  fields: Omit<SamplePost, 'links' | 'media' | 'likes' | 'replies'> & Partial<SamplePost>,
) => ({ links: [], media: [], likes: 120, replies: 14, ...fields }) satisfies SamplePost;

/** The well-known posts tests and the demo ask for. */
export const SAMPLE_POSTS = {
  simple: post({
    id: '1790123456789012345',
    author: MAYA,
    createdAt: '2026-03-12T09:14:00.000Z',
    lang: 'en',
    fullText:
      'Our database went down for 47 minutes yesterday. Root cause: a migration added an index on a 900M-row table without CONCURRENTLY, locking writes. The fix took 2 minutes; finding it took 45. Lesson: every migration gets a lock-timeout and a dry run on a prod-sized copy.',
    expectedText:
      'Our database went down for 47 minutes yesterday. Root cause: a migration added an index on a 900M-row table without CONCURRENTLY, locking writes. The fix took 2 minutes; finding it took 45. Lesson: every migration gets a lock-timeout and a dry run on a prod-sized copy.',
    likes: 4210,
    replies: 212,
  }),
  long: post({
    id: '1791234567890123456',
    author: LENA,
    createdAt: '2026-03-20T17:02:00.000Z',
    lang: 'en',
    fullText: LONG_TEXT,
    long: true,
    expectedText: LONG_TEXT,
    likes: 18_900,
    replies: 1_304,
  }),
  threadQuestion: post({
    id: '1792000000000000100',
    author: PRIYA,
    createdAt: '2026-04-02T08:00:00.000Z',
    lang: 'en',
    fullText:
      'Honest question for startups: how did you actually cut your cloud bill? Not theory, numbers.',
    expectedText:
      'Honest question for startups: how did you actually cut your cloud bill? Not theory, numbers.',
  }),
  threadRoot: post({
    id: '1792000000000000257',
    author: TOMASZ,
    createdAt: '2026-04-02T09:30:00.000Z',
    lang: 'en',
    fullText: THREAD_ROOT_TEXT,
    replyTo: { id: '1792000000000000100', author: PRIYA },
    expectedText: THREAD_ROOT_TEXT,
  }),
  threadMiddle: post({
    id: '1792000000000000513',
    author: TOMASZ,
    createdAt: '2026-04-02T09:31:00.000Z',
    lang: 'en',
    fullText: THREAD_MIDDLE_TEXT,
    replyTo: { id: '1792000000000000257', author: TOMASZ },
    expectedText: THREAD_MIDDLE_TEXT,
  }),
  thread: post({
    id: '1792000000000000769',
    author: TOMASZ,
    createdAt: '2026-04-02T09:32:00.000Z',
    lang: 'en',
    fullText: THREAD_LEAF_TEXT,
    replyTo: { id: '1792000000000000513', author: TOMASZ },
    expectedText: THREAD_LEAF_TEXT,
    likes: 2_380,
  }),
  nonEnglish: post({
    id: '1793456789012345678',
    author: LUCIA,
    createdAt: '2026-04-10T12:45:00.000Z',
    lang: 'es',
    fullText:
      'Analicé 2 millones de viajes en el metro de Madrid: el 38 % de los retrasos se concentra en solo 4 estaciones de transbordo. Ampliar andenes ahí ahorraría más tiempo que cualquier línea nueva. Los datos son abiertos, cualquiera puede comprobarlo.',
    expectedText:
      'Analicé 2 millones de viajes en el metro de Madrid: el 38 % de los retrasos se concentra en solo 4 estaciones de transbordo. Ampliar andenes ahí ahorraría más tiempo que cualquier línea nueva. Los datos son abiertos, cualquiera puede comprobarlo.',
  }),
  deleted: post({
    id: '1794000000000000001',
    author: MAYA,
    createdAt: '2026-04-11T10:00:00.000Z',
    lang: 'en',
    fullText: 'This post no longer exists.',
    gone: 'deleted',
    expectedText: '',
  }),
  protected: post({
    id: '1794000000000000002',
    author: KIM,
    createdAt: '2026-04-11T10:00:00.000Z',
    lang: 'en',
    fullText: 'Only my followers can read this.',
    gone: 'protected',
    expectedText: '',
  }),
  suspended: post({
    id: '1794000000000000003',
    author: SPAM,
    createdAt: '2026-04-11T10:00:00.000Z',
    lang: 'en',
    fullText: 'FREE CRYPTO click here',
    gone: 'suspended',
    expectedText: '',
  }),
  ageRestricted: post({
    id: '1794000000000000004',
    author: ART,
    createdAt: '2026-04-11T10:00:00.000Z',
    lang: 'en',
    fullText: 'Age-restricted content.',
    gone: 'ageRestricted',
    expectedText: '',
  }),
  noCorsAvatar: post({
    id: '1795000000000000011',
    author: RAFA,
    createdAt: '2026-04-15T07:20:00.000Z',
    lang: 'en',
    fullText:
      'Shipped on a Friday, on purpose. Our deploys are small, reversible and take 4 minutes. If Friday deploys scare you, the problem is not the day of the week, it is the size of your changes.',
    expectedText:
      'Shipped on a Friday, on purpose. Our deploys are small, reversible and take 4 minutes. If Friday deploys scare you, the problem is not the day of the week, it is the size of your changes.',
  }),
  deadAvatar: post({
    id: '1795000000000000022',
    author: OLGA,
    createdAt: '2026-04-15T19:05:00.000Z',
    lang: 'en',
    fullText:
      'Read 52 books this year by replacing 30 minutes of scrolling before bed with a paperback. Not a productivity hack, just a swap. My sleep got better too, which I did not expect.',
    expectedText:
      'Read 52 books this year by replacing 30 minutes of scrolling before bed with a paperback. Not a productivity hack, just a swap. My sleep got better too, which I did not expect.',
  }),
  smallAvatar: post({
    id: '1795000000000000044',
    author: NINA,
    createdAt: '2026-04-16T08:30:00.000Z',
    lang: 'en',
    fullText:
      'Our bakery switched to a four-day week in March. Sales held steady, two bakers who had planned to quit stayed, and we now close on Wednesdays to test new recipes together.',
    expectedText:
      'Our bakery switched to a four-day week in March. Sales held steady, two bakers who had planned to quit stayed, and we now close on Wednesdays to test new recipes together.',
  }),
  noAvatar: post({
    id: '1795000000000000033',
    author: EGG,
    createdAt: '2026-04-16T11:11:00.000Z',
    lang: 'en',
    fullText:
      'Day one on this app. Unpopular opinion to start: pineapple on pizza is fine and the people who argue about it online are having less fun than the people eating it.',
    expectedText:
      'Day one on this app. Unpopular opinion to start: pineapple on pizza is fine and the people who argue about it online are having less fun than the people eating it.',
  }),
  htmlEntities: post({
    id: '1796000000000000044',
    author: DAN,
    createdAt: '2026-04-18T14:00:00.000Z',
    lang: 'en',
    fullText:
      'Code review rule: if (a < b && b > c) needs a comment. Q&A tonight on readable conditions, and yes, writing &lt;= in HTML counts. Slides: https://t.co/Sl1d3sQx7a https://t.co/Ph0t0mXk2b',
    links: [
      {
        tco: 'https://t.co/Sl1d3sQx7a',
        expanded: 'https://danwhitfield.dev/talks/readable-conditions?ref=x&utm_source=x',
        display: 'danwhitfield.dev/talks/readable…',
      },
    ],
    media: [{ tco: 'https://t.co/Ph0t0mXk2b', key: 'GLx7aBcDeFgHiJk' }],
    expectedText:
      'Code review rule: if (a < b && b > c) needs a comment. Q&A tonight on readable conditions, and yes, writing &lt;= in HTML counts. Slides: https://danwhitfield.dev/talks/readable-conditions?ref=x&utm_source=x',
  }),
  arabic: post({
    id: '1797000000000000101',
    author: SAMIR,
    createdAt: '2026-04-20T08:30:00.000Z',
    lang: 'ar',
    fullText: ARABIC_TEXT,
    expectedText: ARABIC_TEXT,
  }),
  hebrew: post({
    id: '1797000000000000202',
    author: NOA,
    createdAt: '2026-04-20T09:30:00.000Z',
    lang: 'he',
    fullText: HEBREW_TEXT,
    expectedText: HEBREW_TEXT,
  }),
  japanese: post({
    id: '1797000000000000303',
    author: HARUTO,
    createdAt: '2026-04-20T10:30:00.000Z',
    lang: 'ja',
    fullText: JAPANESE_TEXT,
    expectedText: JAPANESE_TEXT,
  }),
  chinese: post({
    id: '1797000000000000404',
    author: MEI,
    createdAt: '2026-04-20T11:30:00.000Z',
    lang: 'zh',
    fullText: CHINESE_TEXT,
    expectedText: CHINESE_TEXT,
  }),
  emoji: post({
    id: '1797000000000000505',
    author: ZOE,
    createdAt: '2026-04-20T12:30:00.000Z',
    lang: 'en',
    fullText: EMOJI_TEXT,
    expectedText: EMOJI_TEXT,
  }),
  /** News of deaths: Troll Mode and Meme make a plain card of it (issue 20, item 10). */
  earthquake: post({
    id: '1797000000000000606',
    author: OLGA,
    createdAt: '2026-04-21T07:05:00.000Z',
    lang: 'en',
    fullText:
      'At least 14 people were killed when an earthquake struck central Chile on Tuesday, officials said. Rescue teams are still searching collapsed buildings in two towns.',
    expectedText:
      'At least 14 people were killed when an earthquake struck central Chile on Tuesday, officials said. Rescue teams are still searching collapsed buildings in two towns.',
  }),
  /** Quotes the `simple` post: the quoted post travels with it as `quote` (issue 29). */
  quoting: post({
    id: '1797000000000000707',
    author: DAN,
    createdAt: '2026-04-21T09:00:00.000Z',
    lang: 'en',
    fullText:
      'Every team should read this postmortem. The lock-timeout rule alone would have saved us a weekend in March.',
    quotes: { id: '1790123456789012345' },
    expectedText:
      'Every team should read this postmortem. The lock-timeout rule alone would have saved us a weekend in March.',
  }),
} as const satisfies Record<string, SamplePost>;

export type SamplePostName = keyof typeof SAMPLE_POSTS;

/** The ids of the well-known posts, as strings (they do not fit a JS number). */
export const SAMPLE_POST_IDS = Object.fromEntries(
  Object.entries(SAMPLE_POSTS).map(([name, sample]) => [name, sample.id]),
) as { [K in SamplePostName]: string };

/** The three posts of the sample self-thread, oldest first (the root replies to another author). */
export const SAMPLE_THREAD_TEXTS = [THREAD_ROOT_TEXT, THREAD_MIDDLE_TEXT, THREAD_LEAF_TEXT];

/** The author of the long self-thread (long-thread-texts.ts): posts only the thread. */
const ROWAN = author(
  '1812233445566',
  'Rowan Ellis',
  'rowan_rivers',
  '1751223344556677889/r0wAnRv5',
);

/** The long self-thread's posts on X, oldest first: each replies to the one before. */
export const X_LONG_THREAD: readonly SamplePost[] = (() => {
  const posts: SamplePost[] = [];
  for (let n = 1; n <= LONG_THREAD_LENGTH; n += 1) {
    const previous = posts.at(-1);
    const text = longThreadText(n);
    posts.push(
      post({
        id: String(1798000000000000000n + BigInt(n) * 4096n),
        author: ROWAN,
        createdAt: new Date(Date.UTC(2026, 4, 1, 10, n)).toISOString(),
        lang: 'en',
        fullText: text,
        expectedText: text,
        ...(previous && { replyTo: { id: previous.id, author: ROWAN } }),
      }),
    );
  }
  return posts;
})();

const BY_ID = new Map<string, SamplePost>(
  [...Object.values(SAMPLE_POSTS), ...X_LONG_THREAD].map((p) => [p.id, p]),
);

/** The sample post with this id, compared as a string so neighbouring snowflakes never collide. */
export const findSamplePost = (id: string): SamplePost | undefined => BY_ID.get(id);

/** Every sample post, for fakes that need to search (the thread's continuation). */
export const allSamplePosts = (): SamplePost[] => [...BY_ID.values()];

/** X's HTML escaping of post text: only `&`, `<` and `>`. */
export const escapeXText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** How many characters X keeps of a long post in its legacy `text` before the note takes over. */
const LEGACY_LIMIT = 275;

/** The part of `fullText` X's legacy fields carry: all of it, or a long post's start with "…". */
export function legacyText(sample: SamplePost): string {
  if (!sample.long) return sample.fullText;
  const start = Array.from(sample.fullText).slice(0, LEGACY_LIMIT).join('');
  return `${start.slice(0, start.lastIndexOf(' '))}…`;
}

/** The leading "@handle " X puts before a reply to someone else (hidden by display_text_range). */
export function replyMention(sample: SamplePost): string {
  const other = sample.replyTo?.author;
  return other && other.id !== sample.author.id ? `@${other.screenName} ` : '';
}

/** The `_normal` avatar URL X gives for the author, on the image-host fake. */
export function normalAvatarUrl(sampleAuthor: SampleAuthor, imageBaseUrl: string): string {
  switch (sampleAuthor.avatar) {
    case 'none':
      return 'https://abs.twimg.com/sticky/default_profile_images/default_profile_normal.png';
    case 'nocors':
      return `${imageBaseUrl}/nocors/profile_images/${sampleAuthor.avatarFile}_normal.jpg`;
    case 'dead':
      return `${imageBaseUrl}/dead/profile_images/${sampleAuthor.avatarFile}_normal.jpg`;
    default:
      return `${imageBaseUrl}/profile_images/${sampleAuthor.avatarFile}_normal.jpg`;
  }
}

/** The avatar URL /api/fetch-tweet must answer for the author. */
export function expectedAvatarUrl(sampleAuthor: SampleAuthor, imageBaseUrl: string): string {
  return sampleAuthor.avatar === 'none'
    ? 'https://abs.twimg.com/sticky/default_profile_images/default_profile_400x400.png'
    : normalAvatarUrl(sampleAuthor, imageBaseUrl).replace('_normal.jpg', '_400x400.jpg');
}

/** The tombstone sentence X shows for each kind of unavailable post. */
export const TOMBSTONE_TEXTS: Record<SampleGone, string> = {
  deleted: 'This Post was deleted by the Post author. Learn more',
  protected:
    "You're unable to view this Post because this account owner limits who can view their Posts. Learn more",
  suspended: 'This Post is from a suspended account. Learn more',
  ageRestricted:
    "Age-restricted adult content. This content might not be appropriate for people under 18 years old. To view this media, you'll need to log in to X. Learn more",
};
