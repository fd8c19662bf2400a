import { describe, expect, it } from 'vitest';
import type { ThreadStyleId } from '#core/index.ts';
// One namespace for core's rules: the test reads as which rule shapes what.
import * as core from '#core/index.ts';
import { type WriterRequest, writeLocally } from './write-locally.ts';

const RELEASE =
  'We just shipped Bun 1.2! It includes a built-in S3 client, a Postgres client, and text-based lockfiles. Node.js compatibility is now at 96% of the test suite passing. Install it with one command and let us know what breaks. https://bun.sh/blog/bun-v1.2';
const NEWS =
  'The European Central Bank cut interest rates by 0.25 percentage points today, the third cut this year. Inflation in the euro area fell to 2.2% in August. Markets had widely expected the move. Several economists now see another cut in December.';
const CASUAL = 'just adopted a cat and she already knocked my coffee off the desk twice 😭';
const LISTY =
  'Thread 🧵 on why most startups fail:\n\n1. They build something nobody wants.\n2. They run out of money before finding product-market fit.\n3. The founders stop talking to customers.\n\nThe fix is boring: talk to users every week.';

const summary = (mode: 'normal' | 'troll' | 'meme', sourceText: string): WriterRequest => ({
  kind: 'summary',
  mode,
  sourceText,
});
const thread = (style: ThreadStyleId, sourceText: string): WriterRequest => ({
  kind: 'thread',
  style,
  sourceText,
});
const fixedRandom = () => 0.42;

/** A long report of varied sentences, exactly 20,000 characters. */
function longText(): string {
  const topics = ['solar panels', 'battery storage', 'grid upgrades', 'heat pumps', 'wind farms'];
  const templates = [
    (i: number, topic: string) =>
      `In region ${i + 1}, installations of ${topic} grew by ${(i % 9) + 2}% this quarter.`,
    (i: number, topic: string) =>
      `Local councils approved ${i + 3} new ${topic} projects, most of them near schools.`,
    (_i: number, topic: string) =>
      `Critics argue that ${topic} still depend on subsidies that may end next year.`,
    (i: number, topic: string) =>
      `Prices for ${topic} fell ${(i % 7) + 1}% as suppliers expanded factories abroad.`,
  ];
  const parts: string[] = [];
  for (let i = 0; parts.join(' ').length < 20_000; i++) {
    const template = templates[i % templates.length]!;
    parts.push(template(i, topics[Math.floor(i / templates.length) % topics.length]!));
    if (i % 6 === 5) parts.push('\n\n');
  }
  return parts.join(' ').slice(0, 20_000);
}

describe('the local writer, summaries', () => {
  it('picks the post’s own informative sentences, without links', () => {
    const lines = core.shapeSummary(writeLocally(summary('normal', RELEASE)), RELEASE);
    expect(lines).toHaveLength(3);
    expect(lines.join(' ')).toContain('Bun 1.2');
    expect(lines.join(' ')).toMatch(/Postgres client/);
    expect(lines.join(' ')).not.toContain('https://');
  });

  it('keeps the numbers of a news post', () => {
    const text = writeLocally(summary('normal', NEWS));
    expect(text).toContain('0.25 percentage points');
    expect(text).toContain('2.2%');
    expect(text.split('\n')).toHaveLength(3);
  });

  it('drops list numbers and prefers list items over a lead-in ending in a colon', () => {
    const text = writeLocally(summary('normal', LISTY));
    expect(text).not.toMatch(/Thread 🧵 on why/);
    expect(text).not.toMatch(/^- \d\./m);
    expect(text.split('\n')).toHaveLength(3);
  });

  it('keeps a one-sentence post whole: no clause pieces, no keyword list', () => {
    const text = writeLocally(summary('normal', CASUAL));
    expect(text).toBe(
      '- Just adopted a cat and she already knocked my coffee off the desk twice 😭',
    );
    expect(text).not.toMatch(/Main topics/);
  });

  it('keeps the first sentence when it carries the news, under every new take', () => {
    // A reader's trial: the card began at "Root cause:", whose words repeat, and lost the headline.
    const outage =
      'We had 47 minutes of downtime on the EU cluster this morning. Root cause: a config push that disabled the health checks on the load balancers. With the health checks off, the load balancers kept sending traffic to nodes that had crashed. We rolled back the config push and added a canary stage for every config change. The full postmortem with the timeline of the config push is coming tomorrow.';
    const headline = 'We had 47 minutes of downtime on the EU cluster this morning.';
    for (const seed of [undefined, 1, 2, 3, 4, 5]) {
      const raw = writeLocally({
        kind: 'summary',
        mode: 'normal',
        sourceText: outage,
        ...(seed !== undefined && { parameters: { seed } }),
      });
      expect(core.shapeSummary(raw, outage)[0], String(seed)).toBe(headline);
    }
    const short =
      'We had 47 minutes of downtime on the EU cluster this morning. Root cause: a config push that disabled the health checks. We rolled it back and added a canary stage.';
    expect(core.shapeSummary(writeLocally(summary('normal', short)), short)[0]).toBe(headline);
  });

  it('does not put a teaser, a greeting or a thread marker first for being first', () => {
    const teaser =
      'You won’t believe what happened to our EU cluster. We had 47 minutes of downtime this morning. Root cause: a config push that disabled the health checks on the load balancers. We rolled back the config push and added a canary stage for every config push.';
    const lines = writeLocally(summary('normal', teaser)).split('\n');
    expect(lines.join(' ')).not.toMatch(/won’t believe/);
    expect(lines).toContain('- We had 47 minutes of downtime this morning.');
  });

  it('writes the same summary every time for the same post', () => {
    expect(writeLocally(summary('normal', NEWS))).toBe(writeLocally(summary('normal', NEWS)));
  });
});

describe('the local writer, whole sentences only', () => {
  const PARAGRAPH =
    'City councils voted this week to expand protected bike lanes, citing a 30% drop in collisions. ' +
    'Shop owners worried about parking, but early counts show foot traffic up on redesigned streets. ' +
    'Transit agencies plan to sync bus priority signals with the new corridors next spring. ';

  it('gives three different sentences of a text that repeats itself', () => {
    const text = PARAGRAPH.repeat(40);
    const lines = writeLocally(summary('normal', text)).split('\n');
    expect(lines).toHaveLength(3);
    expect(new Set(lines).size).toBe(3);
  });

  it('leaves out of a card the last sentence a post was cut inside; a thread keeps every word', () => {
    const cut = 'City councils voted this week to expand protected bike lanes, citi';
    expect(writeLocally(summary('normal', `${PARAGRAPH.repeat(3)}${cut}`))).not.toMatch(/citi$/m);
    // A thread is made of the visitor's own text: its last words are theirs to post (issue 46).
    const raw = writeLocally(thread('standard', `${PARAGRAPH}${cut}`));
    expect(raw).toMatch(/protected bike lanes, citi\b/);
  });

  it('reads sentences of languages written without spaces', () => {
    const japanese =
      '今日は新しいカフェに行きました。コーヒーがとても美味しかったです。また行きたいと思います！';
    expect(writeLocally(summary('normal', japanese))).toBe(
      [
        '- 今日は新しいカフェに行きました。',
        '- コーヒーがとても美味しかったです。',
        '- また行きたいと思います！',
      ].join('\n'),
    );
  });

  it('adds no English aside to a thread in another language', () => {
    const spanish =
      'El ayuntamiento aprobó ayer el nuevo carril bici. Las obras empiezan en marzo. Los comerciantes temen perder clientes. La alcaldesa promete más aparcamiento.';
    for (const style of core.THREAD_STYLE_IDS) {
      const raw = writeLocally(thread(style, spanish));
      // The style's own hashtag (#Thread) closes every thread, in every language.
      expect(raw.replace(/#\S+/gu, '')).not.toMatch(
        /Breaking|Plot twist|Apparently|Bullish|GM|thread|gist/i,
      );
      expect(raw).toContain('Las obras empiezan en marzo.');
    }
  });
});

describe('the local writer, troll lines', () => {
  it('jokes about the post’s own keywords and adds one canned joke', () => {
    const raw = writeLocally(summary('troll', RELEASE));
    const lines = raw.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(0, 2).join(' ')).toMatch(/Bun|Postgres/);
    expect(core.TROLL_JOKES).toContain(lines[2]);
  });

  it('keeps all three lines through the troll shaping', () => {
    for (const post of [RELEASE, NEWS, CASUAL, LISTY]) {
      const shaped = core.shapeTroll(writeLocally(summary('troll', post)), fixedRandom);
      expect(shaped).toHaveLength(3);
      expect(
        shaped.filter((line) => core.TROLL_JOKES.some((joke) => line.startsWith(joke))),
      ).toHaveLength(1);
    }
  });
});

describe('the local writer, meme captions', () => {
  it('puts the post’s topic into one caption sentence', () => {
    const caption = core.shapeMemeCaption(writeLocally(summary('meme', CASUAL)));
    expect(caption).toMatch(/cat/);
    expect(caption.split(/\s+/).length).toBeLessThanOrEqual(40);
    expect(writeLocally(summary('meme', NEWS))).toMatch(/European Central Bank/);
  });

  it('still writes a caption for a post with no words', () => {
    expect(writeLocally(summary('meme', '🔥🔥🔥'))).toMatch(/snack/);
  });
});

describe('the local writer, threads', () => {
  const source = `${RELEASE}\n\n${NEWS}`;

  it.each(core.THREAD_STYLE_IDS)(
    'writes 4-5 numbered posts in the %s style that survive shaping',
    (style) => {
      const raw = writeLocally(thread(style, source));
      const posts = raw.split('\n\n');
      expect(posts.length).toBeGreaterThanOrEqual(4);
      expect(posts.length).toBeLessThanOrEqual(5);
      for (const [i, post] of posts.entries()) {
        expect(post.startsWith(`${i + 1}/${posts.length} `)).toBe(true);
      }
      const shaped = core.shapeThread(raw, source, style, fixedRandom);
      expect(shaped.length).toBeGreaterThanOrEqual(4);
      for (const post of shaped) expect(core.postLength(post)).toBeLessThanOrEqual(280);
      expect(shaped.join(' ')).toContain('Bun 1.2');
    },
  );

  it('gives each style its own voice', () => {
    const text = (style: ThreadStyleId) => writeLocally(thread(style, source));
    expect(text('journalist')).toMatch(/^1\/\d Breaking: /);
    expect(text('journalist')).not.toContain('!');
    expect(text('exciting')).toMatch(/!.*[🔥🚀]/su);
    expect(text('cryptobro')).toMatch(/GM/);
    expect(text('cryptobro')).toMatch(/WAGMI/);
    expect(text('troll')).toMatch(
      /Groundbreaking|Revolutionary|nobody saw that coming|Hold my coffee/,
    );
    expect(text('standard')).not.toMatch(/WAGMI|Breaking:|Groundbreaking/);
    const detailed = text('detailed').length;
    expect(detailed).toBeGreaterThan(text('standard').length - 120);
  });

  it('makes four posts out of a single sentence', () => {
    const raw = writeLocally(thread('detailed', CASUAL));
    expect(core.shapeThread(raw, CASUAL, 'detailed', fixedRandom).length).toBeGreaterThanOrEqual(4);
  });

  // Its speed is a bench figure (bench/local-writer.ts, goal < 20 ms), not a test's.
  it('condenses 20,000 characters into five posts, the same way each time', () => {
    const text = longText();
    expect(text.length).toBe(20_000);
    const raw = writeLocally(thread('standard', text));
    expect(raw.split('\n\n')).toHaveLength(5);
    expect(writeLocally(summary('normal', text)).split('\n')).toHaveLength(3);
    expect(writeLocally(thread('standard', text))).toBe(raw);
  });
});
