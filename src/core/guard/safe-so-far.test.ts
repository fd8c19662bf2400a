import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownSoFar } from '../partial-answer.ts';
import { lineBeingWrittenFails, openQuoteAt, safeHead, safeSoFar } from './safe-so-far.ts';
import { claimSource, type GuardMode, unsupportedClaims } from './unsupported-claims.ts';

const PUB =
  'Quiz night at the Anchor was packed. The band played until late and everyone stayed for the last song. The kitchen ran out of mushy peas. Thanks to all who came, see you next month.';
const pub = claimSource({ text: PUB, names: ['The Anchor', 'anchorpub'] });
/** A source that holds a handle, a figure, a time, a link and a quotation. */
const HELD =
  'Chef @marco_fry served 450 guests until 11 pm. Menu at https://anchor.example/menu. He called it "the best night ever".';
const held = claimSource({ text: HELD });

/** What a stream shows of `text` in `mode`: the whole words so far, cut as the gate cuts them. */
const shown = (text: string, source = pub, mode: GuardMode = 'normal') =>
  safeSoFar(text, source, mode);

describe('safeSoFar, on the line being written', () => {
  it('shows faithful text whole, the first word included', () => {
    expect(shown('The band played until late and')).toBe('The band played until late and');
    expect(shown('The')).toBe('The');
    expect(shown('Quiz night was packed.\nThe band')).toBe('Quiz night was packed.\nThe band');
  });

  it('cuts before a claim the guard stops, in every kind', () => {
    expect(shown('Chef @marco_fry served')).toBe('Chef');
    expect(shown('The Anchor served 450 guests')).toBe('The Anchor served');
    expect(shown('Tickets cost $25 at the door')).toBe('Tickets cost');
    expect(shown('The kitchen closed at 11 pm sharp')).toBe('The kitchen closed at');
    expect(shown('Menu at https://pubquiz.example/menu tonight')).toBe('Menu at');
    expect(shown('Menu at pubquiz.example/menu tonight')).toBe('Menu at');
    expect(shown('Chef said “the best night ever” twice')).toBe('Chef said');
    expect(shown('Quiz night hosted by Bartholomew was packed')).toBe('Quiz night hosted by');
    expect(shown('Quiz night was packed #QuizNightLive today')).toBe('Quiz night was packed');
  });

  it('holds back the last word while it may still grow into a claim', () => {
    // "11" may become "11 pm", "450" may become "450 000": shown once the next word says which.
    expect(shown('Chef served 450', held)).toBe('Chef served');
    expect(shown('Chef served 450 guests', held)).toBe('Chef served 450 guests');
    expect(shown('Chef @marco_fry', held)).toBe('Chef');
    expect(shown('Chef @marco_fry served', held)).toBe('Chef @marco_fry served');
    expect(shown('Menu at anchor.example', held)).toBe('Menu at');
    expect(shown('Write to chef@anchor', held)).toBe('Write to');
  });

  it('holds back a quotation until it closes, then lets the guard judge it', () => {
    expect(shown('He called it "the best night', held)).toBe('He called it');
    expect(shown('He called it "the best night ever" and', held)).toBe(
      'He called it "the best night ever" and',
    );
    expect(shown('He called it "the worst night ever" and', held)).toBe('He called it');
    expect(shown('He called it «the best', held)).toBe('He called it');
    expect(shown('Er nannte es »den besten', held)).toBe('Er nannte es');
  });

  it('shows a line the model wraps in quotes as it comes, and judges a quotation opening it once closed', () => {
    expect(shown('"When the band plays until', pub, 'meme')).toBe('"When the band plays until');
    expect(shown('1. “The band played until', pub)).toBe('1. “The band played until');
    expect(shown('"When @marco_fry says', pub, 'meme')).toBe('"When');
    expect(shown('"Best night of my life," said the', pub)).toBe('');
    expect(shown('"Best night of my life," said the', pub, 'troll')).toBe('');
    expect(shown('"The band played until late," said the', pub)).toBe(
      '"The band played until late," said the',
    );
  });

  it('lets Troll and Meme exaggerate figures and names, but not handles, links or quotations', () => {
    expect(shown('A thousand people served 450 guests', pub, 'troll')).toBe(
      'A thousand people served 450 guests',
    );
    expect(shown('Chef @marco_fry served', pub, 'troll')).toBe('Chef');
    expect(shown('When @marco_fry says', pub, 'meme')).toBe('When');
    expect(shown('When the chef says “trust me, mate” and', pub, 'meme')).toBe(
      'When the chef says',
    );
  });

  it('cuts a thread’s post being written, and leaves finished posts to the guard', () => {
    const text = 'Post 1: Quiz night was packed.\n\nPost 2: Chef @marco_fry served';
    expect(shown(text, pub, 'thread')).toBe('Post 1: Quiz night was packed.\n\nPost 2: Chef');
    const unchanged = 'Post 1: Quiz night was packed.\n\nPost 2: The band played';
    expect(shown(unchanged, pub, 'thread')).toBe(unchanged);
    expect(shown('Post 1: Quiz night was packed.\n\nPost 2: @marco_fry', pub, 'thread')).toBe(
      'Post 1: Quiz night was packed.',
    );
  });

  it('cuts unspaced text where its claim starts, holding a numeral that may grow', () => {
    const ja = claimSource({ text: '東京で新しい図書館が開館しました。来場者は120名でした。' });
    expect(shown('来場者は120名でした', ja)).toBe('来場者は120名でした');
    expect(shown('来場者は12', ja)).toBe('来場者は');
    expect(shown('来場者は450名でした', ja)).toBe('来場者は');
    expect(shown('図書館が開館、@marco_fry', ja)).toBe('図書館が開館、');
  });

  it('cuts a long line before a claim it spells otherwise than the guard, in a few checks', () => {
    // The guard names "2 million" with one space; the line has two, so the claim is not found
    // where it stands: the line is cut at whole words, halving, not checked once a word.
    const words = Array.from({ length: 400 }, () => 'the band played until late and').join(' ');
    const line = `${words} 2  million guests came and ${words}`;
    let checks = 0;
    const counted = claimSource({ text: PUB });
    const head = safeHead(
      line,
      (text) => {
        checks += 1;
        return unsupportedClaims(text, counted, 'normal');
      },
      true,
    );
    expect(head).toBe(words);
    expect(checks).toBeLessThan(20);
  });

  it('leaves a meme’s caption alone once its GIF words follow', () => {
    const finished = 'When the band plays until late\n\u2063gif:band 2024';
    expect(shown(finished, pub, 'meme')).toBe(finished);
  });
});

describe('lineBeingWrittenFails', () => {
  const fails = (text: string, source = pub, mode: GuardMode = 'normal') =>
    lineBeingWrittenFails(text, source, mode);

  it('is true once a claim the guard stops opens the line and a whole word follows it', () => {
    expect(fails('@marco_fry served the')).toBe(true);
    expect(fails('450 guests came to')).toBe(true);
    expect(fails('Quiz night was packed.\nhttps://pubquiz.example/menu has the')).toBe(true);
    expect(fails('Chef said')).toBe(false);
  });

  it('is false while anything of the line may show, or the claim may still grow or hold', () => {
    // "Chef" shows before the handle: the gate cuts there, the line is not replaced yet.
    expect(fails('Chef @marco_fry served the')).toBe(false);
    // One word alone, or a figure that may still become "450 000".
    expect(fails('@marco_fry')).toBe(false);
    expect(fails('@marco_fry ')).toBe(false);
    expect(fails('The 450')).toBe(false);
    // A quotation still open is held, not judged.
    expect(fails('“the best night ever was')).toBe(false);
    // The post's own handle and figure.
    expect(fails('@marco_fry served 450 guests', held)).toBe(false);
  });

  it('leaves Troll’s figures, and threads’ posts, to the gate alone', () => {
    expect(fails('450 guests came to', pub, 'troll')).toBe(false);
    expect(fails('@marco_fry served the', pub, 'troll')).toBe(true);
    expect(fails('@marco_fry served the', pub, 'thread')).toBe(false);
  });
});

describe('openQuoteAt', () => {
  it('finds a quotation still open, not apostrophes, elisions or closed pairs', () => {
    expect(openQuoteAt('he said "hi" and \'yo')).toBe(17);
    expect(openQuoteAt("don't rock 'n' roll, the players' table in the '90s")).toBe(-1);
    expect(openQuoteAt('«bonjour» et «salut')).toBe(13);
    expect(openQuoteAt('「東京」と『大阪')).toBe(5);
    expect(openQuoteAt('`npm` and `npx')).toBe(10);
    expect(openQuoteAt('‛quoted’ and 《book')).toBe(13);
  });
});

/** Words of the pub's post, to write faithful text around an invented claim. */
const WORDS = ['the', 'band', 'played', 'until', 'late', 'and', 'everyone', 'stayed', 'kitchen'];
/** Claims no word of the pub's post holds, each with the modes that stop it. */
const STOPPED: ReadonlyArray<{ claim: string; modes: readonly GuardMode[] }> = [
  { claim: '@marco_fry', modes: ['normal', 'troll', 'meme', 'thread'] },
  { claim: 'https://pubquiz.example/menu', modes: ['normal', 'troll', 'meme', 'thread'] },
  { claim: 'pubquiz.example/menu', modes: ['normal', 'troll', 'meme', 'thread'] },
  { claim: '“the best night ever”', modes: ['normal', 'troll', 'meme', 'thread'] },
  { claim: '450', modes: ['normal', 'thread'] },
  { claim: '$25', modes: ['normal', 'thread'] },
  { claim: '11 pm', modes: ['normal', 'thread'] },
  { claim: '2 million', modes: ['normal', 'thread'] },
  { claim: '#QuizNightLive', modes: ['normal', 'thread'] },
];

/** The text a stream has after `end` characters of `line`, behind what the mode's shape finished. */
function textSoFar(mode: GuardMode, line: string, end: number): string {
  const head = line.slice(0, end);
  if (mode === 'thread') return `Post 1: The band played until late.\n\nPost 2: ${head}`;
  return mode === 'meme' ? head : `The band played until late.\n${head}`;
}

describe('safeSoFar, for any split of a line into pieces', () => {
  it('never shows a claim the guard stops in the whole line', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STOPPED),
        fc.constantFrom<GuardMode>('normal', 'troll', 'meme', 'thread'),
        fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }),
        fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 40 }),
        fc.constantFrom(1, 3),
        ({ claim, modes }, mode, before, after, pieces, minWords) => {
          fc.pre(modes.includes(mode));
          const line = ['The', ...before, claim, ...after].join(' ');
          const stopped = unsupportedClaims(line, pub, mode).map((found) => found.text);
          fc.pre(stopped.includes(claim));
          let end = 0;
          for (const size of [...pieces, line.length]) {
            end = Math.min(line.length, end + size);
            const text = textSoFar(mode, line, end);
            // As the route shows it (whole words first), and as the gate alone cuts it.
            for (const soFar of [shownSoFar(text, minWords), text]) {
              expect(safeSoFar(soFar, pub, mode)).not.toContain(claim);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
    // 300 lines, each checked at every split: ~3 s alone, but past the default 20 s twice on a
    // machine loaded with other suites. A hang guard, not a speed goal.
  }, 60_000);
});
