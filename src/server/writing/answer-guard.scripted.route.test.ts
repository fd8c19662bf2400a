/**
 * The guard as an outside tester drives it (issue 37, reviewed): model fakes answering what each
 * test writes (`say:` scenarios, test/fakes/scripted-answers.ts), first and second answer apart,
 * on pasted texts whose every word the test knows. What reaches `done`, the plain answer and the
 * stored card: checked lines only, three of them (a thread's 4-5 posts), none said twice, the
 * post's own sentences before any generic filler.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  claimSource,
  FALLBACK_SUMMARY,
  type SummaryResponse,
  sameTextKey,
  unsupportedClaims,
} from '#core/index.ts';
import type { StreamedCall } from '#fakes/fake-model-stream.ts';
import { LONG_THREAD_TEXTS } from '#fakes/long-thread-texts.ts';
import { WARNED_STATUS_TEXT, WARNED_STATUS_WARNING } from '#fakes/mastodon-fake.ts';
import { LONG_THREAD_WARNED, mastodonLongId } from '#fakes/mastodon-long-thread.ts';
import { SAMPLE_POSTS } from '#fakes/sample-posts.ts';
import { sayScenario } from '#fakes/scripted-answers.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { postEventStream } from '#test/post-event-stream.ts';
import { postJson } from '#test/post-json.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

/** A pasted text of four sentences, no figure, handle, link or quotation. */
const PUB =
  'Quiz night at the Anchor was packed. The band played until late and everyone stayed for the last song. The kitchen ran out of mushy peas. Thanks to all who came, see you next month.';
const pub = claimSource({ text: PUB });
/** The inventions, one a line. */
const INVENTED = [
  'The Anchor served 450 guests on quiz night.',
  'Tickets cost $25 and the kitchen closed at 11 pm.',
  'Chef @marco_fry said "the best night ever" at https://anchor.example/menu. More today.',
] as const;

let all: AllFakes;
let app: TestApp;

beforeAll(async () => {
  all = await startAllFakes();
  app = await startTestApp({ ...all.env, RATE_LIMIT_PER_MINUTE: '10000', METRICS_PORT: '0' });
});
afterAll(async () => {
  await app?.close();
  await all?.close();
});
beforeEach(() => all.reset());

/** The card's lines without their bullets. */
const linesOf = (summary: unknown) =>
  String(summary ?? '')
    .split('\n')
    .map((line) => line.replace(/^• /, ''));

/** Three lines, each passing the guard, none a generic filler, none the same as another. */
function expectCheckedCard(summary: unknown) {
  const lines = linesOf(summary);
  expect(lines).toHaveLength(3);
  for (const line of lines) {
    expect(unsupportedClaims(line, pub, 'normal'), line).toEqual([]);
    expect(FALLBACK_SUMMARY, line).not.toContain(line);
  }
  expect(new Set(lines.map(sameTextKey)).size).toBe(3);
}

describe('a second answer that fails or repeats itself', () => {
  it('takes a line the second answer says three times once, and the post’s sentences after it', async () => {
    const answers = [
      ['The band played until late.', INVENTED[0], INVENTED[1]].join('\n'),
      'Everyone stayed for the last song.\nEveryone stayed for the last song.\nEveryone stayed for the last song.',
    ];
    all.fakes.openai.setScenario(sayScenario({ answers }));
    const { body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      text: PUB,
      mode: 'normal',
    });
    expect(all.fakes.openai.calls).toHaveLength(2);
    expectCheckedCard(body.summary);
    expect(linesOf(body.summary)).toContain('Everyone stayed for the last song.');
    all.fakes.openai.setScenario(sayScenario({ answers, round: 2 }));
    const events = await postEventStream(`${app.url}/api/summary`, { text: PUB, mode: 'normal' });
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expectCheckedCard(done?.data.summary);
    expect(linesOf(done?.data.summary)).toContain('Everyone stayed for the last song.');
    const stored = await app.services.cards.get(String(done?.data.id));
    expect(stored?.summary).toBe(done?.data.summary);
  });
});

describe('a first answer shorter than the card', () => {
  it('fills the card from the second answer’s good lines, not generic fillers', async () => {
    const again = [
      'Quiz night at the Anchor was packed.',
      'The band played until late.',
      'The kitchen ran out of mushy peas.',
    ];
    all.fakes.openai.setScenario(sayScenario({ answers: [INVENTED[0], again.join('\n')] }));
    const { body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      text: PUB,
      mode: 'normal',
    });
    expect(all.fakes.openai.calls).toHaveLength(2);
    expect(linesOf(body.summary)).toEqual(again);
  });
});

describe('what the source holds besides its words', () => {
  it('keeps a figure only the author’s name or the quoted post holds, asking nothing again', async () => {
    const lines = [
      'Studio 54 hosted the quiz night at the Anchor.',
      'The band played until late.',
      'The kitchen ran out of mushy peas.',
    ];
    all.fakes.openai.setScenario(sayScenario({ answers: [lines.join('\n')] }));
    const { body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      text: PUB,
      author: 'Studio 54',
      mode: 'normal',
    });
    expect(linesOf(body.summary)).toEqual(lines);
    expect(all.fakes.openai.calls).toHaveLength(1);
    // Dan's post quotes Maya's: "down for 47 minutes", "took 2 minutes; finding it took 45".
    all.reset();
    const quoted = [
      'Every team should read the postmortem, says Dan.',
      'The database was down for 47 minutes.',
      'The fix took 2 minutes; finding it took 45.',
    ];
    all.fakes.openai.setScenario(sayScenario({ answers: [quoted.join('\n')] }));
    const post = SAMPLE_POSTS.quoting;
    const quoting = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: `https://x.com/${post.author.screenName}/status/${post.id}`,
      mode: 'normal',
    });
    expect(linesOf(quoting.body.summary)).toEqual(quoted);
    expect(all.fakes.openai.calls).toHaveLength(1);
  });
});

describe('the lines that take a stopped line’s place (issue 44)', () => {
  /** Three lines the guard stops in any post below (no figure: a long thread holds many), twice. */
  const stopped = sayScenario({
    answers: [
      [
        'Chef @marco_fry cooked for everyone.',
        'Write to tickets@anchor.example for a place.',
        'Photos are on https://anchor.example/photos today.',
      ].join('\n'),
    ],
    round: 44,
  });

  it('are the quoting author’s sentences, never the quoted post’s nor "Quoting @…"', async () => {
    all.fakes.openai.setScenario(stopped);
    const post = SAMPLE_POSTS.quoting;
    const { body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: `https://x.com/${post.author.screenName}/status/${post.id}`,
      mode: 'normal',
    });
    expect(all.fakes.openai.calls).toHaveLength(2);
    const own = post.fullText.split(/(?<=\.) /);
    const lines = linesOf(body.summary);
    expect(lines.filter((line) => own.includes(line))).toHaveLength(own.length);
    for (const line of lines) {
      expect(line).not.toMatch(/Quoting|@mayabuilds|database|migration/);
      expect(own.includes(line) || FALLBACK_SUMMARY.includes(line), line).toBe(true);
    }
  });

  it('are never a post’s content warning', async () => {
    all.fakes.openai.setScenario(stopped);
    all.fakes.mastodon.setScenario('warned');
    const { body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: `${all.fakes.mastodon.url}/@mastodonpy_test/117020583223442465`,
      mode: 'normal',
    });
    expect(body.contentWarning).toBe(WARNED_STATUS_WARNING);
    expect(all.fakes.openai.calls).toHaveLength(2);
    const lines = linesOf(body.summary);
    expect(lines).toContain(WARNED_STATUS_TEXT);
    for (const line of lines) {
      expect(line).not.toMatch(/Content warning|politics/);
      expect(line === WARNED_STATUS_TEXT || FALLBACK_SUMMARY.includes(line), line).toBe(true);
    }
  });

  it('are never a thread mark or another post’s warning on a card of an author’s thread', async () => {
    all.fakes.openai.setScenario(stopped);
    const { body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: `${all.fakes.mastodon.url}/@mastodonpy_test/${mastodonLongId(LONG_THREAD_WARNED)}`,
      mode: 'normal',
    });
    expect(body.threadPosts).toBeGreaterThan(2);
    expect(all.fakes.openai.calls).toHaveLength(2);
    for (const line of linesOf(body.summary)) {
      expect(line).not.toMatch(/\[Post|Content warning|left out|injury/);
      expect(
        LONG_THREAD_TEXTS.some((text) => text.includes(line.replace(/…$/, ''))) ||
          FALLBACK_SUMMARY.includes(line),
        line,
      ).toBe(true);
    }
  });

  it('take no second-answer line that says a kept line again in other words', async () => {
    const kept = ['Quiz night at the Anchor was packed.', 'The kitchen ran out of mushy peas.'];
    const answers = [
      [kept[0], INVENTED[0], kept[1]].join('\n'),
      [
        'The Anchor’s quiz night was packed.',
        'The band played until late.',
        'Mushy peas ran out in the kitchen.',
      ].join('\n'),
    ];
    all.fakes.openai.setScenario(sayScenario({ answers, round: 45 }));
    const { body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      text: PUB,
      mode: 'normal',
    });
    expect(linesOf(body.summary)).toEqual([kept[0], 'The band played until late.', kept[1]]);
  });

  it('say no fact a kept post of a thread already says', async () => {
    // Post 1 says the text's first and third sentences in its own words.
    const posts = [
      'Post 1: A packed quiz night at the Anchor, where the kitchen ran out of mushy peas and the regulars cheered.',
      `Post 2: ${INVENTED[0]}`,
      'Post 3: Thanks to everyone who came along.',
      'Post 4: The regulars cheered all night long.',
    ].join('\n\n');
    all.fakes.openai.setScenario(sayScenario({ answers: [posts], round: 46 }));
    const { body } = await postJson<{ posts: string[] }>(`${app.url}/api/thread`, {
      text: PUB,
      style: 'standard',
    });
    expect(all.fakes.openai.calls).toHaveLength(2);
    const thread = body.posts.join('\n');
    expect(thread).toContain('The band played until late');
    expect(thread).not.toContain('Quiz night at the Anchor was packed');
    expect(thread).not.toContain('The kitchen ran out of mushy peas');
  });
});

describe('a visitor who leaves while the model is asked again', () => {
  /** The key summary.ts stores a pasted text's cards under. */
  const pastedKey = (text: string) =>
    `text:${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;

  it.each([false, true])('closes the second request (streamed: %s)', async (streamed) => {
    const text = `${PUB} Streamed: ${streamed}.`;
    all.fakes.openai.setScenario(
      sayScenario({
        answers: [INVENTED.join('\n')],
        delayMs: [0, 30_000],
        round: Number(streamed),
      }),
    );
    const leave = new AbortController();
    const response = fetch(`${app.url}/api/summary`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(streamed && { accept: 'text/event-stream' }),
      },
      body: JSON.stringify({ text, mode: 'normal' }),
      signal: leave.signal,
    }).then(async (answer) => {
      // Read the stream as a browser does, until the visitor leaves.
      for await (const _ of answer.body as unknown as AsyncIterable<Uint8Array>);
    });
    const caught = response.catch(() => undefined);
    await expect.poll(() => all.fakes.openai.calls.length, { timeout: 10_000 }).toBe(2);
    leave.abort();
    await caught;
    const second = all.fakes.openai.calls[1] as StreamedCall;
    await expect.poll(() => second.streamEnd, { timeout: 10_000 }).toBe('client-closed');
    if (streamed) {
      expect(await app.services.cards.findRecent(pastedKey(text), 'normal', 0)).toBeUndefined();
    }
  });
});

describe('generation_unsupported_claims_total', () => {
  it('has exactly the labels kind and mode, kind one of figure, handle, link, email, quote, name, negation', async () => {
    const answer = [
      'The Anchor served 450 guests, said Bartholomew.',
      `${INVENTED[1]} Write to quiz@anchor.example.`,
      `${INVENTED[2]} #QuizNight`,
    ].join('\n');
    all.fakes.openai.setScenario(sayScenario({ answers: [answer] }));
    await postJson(`${app.url}/api/summary`, { text: PUB, mode: 'normal' });
    const text = await app.services.metrics.render();
    const series = text
      .split('\n')
      .filter((line) => line.startsWith('generation_unsupported_claims_total'));
    expect(series.length).toBeGreaterThan(0);
    for (const line of series) {
      expect(line).toMatch(
        /^generation_unsupported_claims_total\{kind="(?:figure|handle|link|email|quote|name|negation)",mode="(?:normal|troll|meme|thread)"\} \d+$/,
      );
    }
    const count = (kind: string) =>
      Number(
        series
          .find((line) => line.includes(`kind="${kind}",mode="normal"`))
          ?.split(' ')
          .at(-1),
      );
    expect(count('figure')).toBeGreaterThanOrEqual(3);
    expect(count('handle')).toBeGreaterThanOrEqual(1);
    expect(count('link')).toBeGreaterThanOrEqual(1);
    expect(count('email')).toBeGreaterThanOrEqual(1);
    expect(count('quote')).toBeGreaterThanOrEqual(1);
    expect(count('name')).toBeGreaterThanOrEqual(1);
  });
});

describe('a thread in the Crypto Bro voice', () => {
  it('lets the voice’s own slang tags through, asking nothing again, and stops an invented one', async () => {
    const posts = [
      'Post 1: gm ser, quiz night at the Anchor was packed.',
      'Post 2: The band played until late and everyone stayed for the last song.',
      'Post 3: The kitchen ran out of mushy peas, diamond hands only.',
      'Post 4: See you next month, you are still early. #HODL #LFG #WAGMI',
    ].join('\n\n');
    all.fakes.openai.setScenario(sayScenario({ answers: [posts] }));
    const { body } = await postJson<{ posts: string[] }>(`${app.url}/api/thread`, {
      text: PUB,
      style: 'cryptobro',
    });
    expect(all.fakes.openai.calls).toHaveLength(1);
    expect(body.posts.at(-1)).toContain('#HODL #LFG');
    all.fakes.openai.setScenario(
      sayScenario({ answers: [posts.replace('#LFG', '#AnchorDAO')], round: 2 }),
    );
    await postJson(`${app.url}/api/thread`, { text: PUB, style: 'cryptobro' });
    // An invented tag is asked for once more: the first thread's call, then two.
    expect(all.fakes.openai.calls).toHaveLength(3);
  });
});
