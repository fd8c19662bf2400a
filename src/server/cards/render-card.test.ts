/**
 * The server renderer draws every script the card may carry with fonts from npm: colour emoji, CJK,
 * Arabic and Hebrew (right to left). A missing font draws the same empty box for every character,
 * so a line and its reverse then render alike: real glyphs make them differ.
 */
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { cardLayout, cardTexts } from '#card/card-layout.ts';
import { languageName, type StoredCard } from '#core/index.ts';
import { SCRIPT_LINES } from '#test/script-lines.ts';
import { HttpError } from '../http/errors.ts';
import { createLogger } from '../logging/logger.ts';
import type { ImageProxy } from '../services.ts';
import { fontFilesFor, parseUnicodeRange } from './card-fonts.ts';
import { autoDirection, createCardRenderer } from './render-card.ts';
import { storedCardContent } from './stored-card-content.ts';

const noPictures: ImageProxy = {
  fetchImage: async () => {
    throw new Error('no network in tests');
  },
  linkFor: () => undefined,
  openImage: async () => {
    throw new Error('no network in tests');
  },
};
const renderer = createCardRenderer({ imageProxy: noPictures, logger: createLogger('silent') });

let serial = 0;
/** A stored normal card of these lines. */
function stored(lines: string[], extra: Partial<StoredCard> = {}): StoredCard {
  serial += 1;
  return {
    id: `test${serial}`,
    mode: 'normal',
    username: 'mayabuilds',
    profileImage: '/default-profile.png',
    summary: lines.map((line) => `• ${line}`).join('\n'),
    postId: '1',
    postUrl: 'https://x.com/mayabuilds/status/1',
    createdAt: 0,
    ...extra,
  };
}

async function render(lines: string[], extra: Partial<StoredCard> = {}): Promise<PNG> {
  const card = stored(lines, extra);
  const { png } = await renderer.render(card, {
    theme: 'solid-dark',
    size: 'card',
    host: 'sum.test',
  });
  return PNG.sync.read(Buffer.from(png));
}

/** The first line of the list: 2x rows below the header (36 + 64 + 24 css px). */
const LINE_TOP = 250;
const LINE_BOTTOM = 290;

/** Bright (text) pixels of the first line: their count and mean x. */
function ink(png: PNG): { count: number; meanX: number } {
  let count = 0;
  let sumX = 0;
  for (let y = LINE_TOP; y < LINE_BOTTOM; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const at = (png.width * y + x) * 4;
      if (
        (png.data[at] ?? 0) > 160 &&
        (png.data[at + 1] ?? 0) > 160 &&
        (png.data[at + 2] ?? 0) > 160
      ) {
        count += 1;
        sumX += x;
      }
    }
  }
  return { count, meanX: count ? sumX / count : 0 };
}

/** Pixels of a strong colour (emoji), which the solid-dark card's white text never has. */
function colourful(png: PNG): number {
  let count = 0;
  for (let at = 0; at < png.data.length; at += 4) {
    const [r, g, b] = [png.data[at] ?? 0, png.data[at + 1] ?? 0, png.data[at + 2] ?? 0];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 120 && r > 180 && b < 120) count += 1;
  }
  return count;
}

const reversed = (text: string) => [...text].reverse().join('');

/**
 * Whether a character is drawn as tofu: a character no font has is drawn exactly as a private-use
 * code point (no font has one either), whatever the fallback box looks like, so the card with the
 * character alone on its line is the same picture, pixel for pixel, as the card with U+E000.
 */
function tofuDetector() {
  let privateUse: Promise<Buffer> | undefined;
  const pixels = async (text: string) => Buffer.from((await render([text])).data);
  return async (char: string) => {
    privateUse ??= pixels('\uE000');
    return Buffer.compare(await pixels(char), await privateUse) === 0;
  };
}

describe('server card rendering of every script', () => {
  it.each([
    ['Japanese', '日本語のテキストです'],
    ['Chinese', '这是中文摘要内容'],
    ['Korean', '한국어 요약 텍스트'],
    ['Arabic', 'هذا ملخص المنشور'],
    ['Hebrew', 'זהו סיכום הפוסט'],
  ])('draws %s glyphs, not empty boxes', async (_name, text) => {
    const forward = await render([text]);
    const backward = await render([reversed(text)]);
    expect(ink(forward).count).toBeGreaterThan(200);
    expect(Buffer.compare(forward.data, backward.data)).not.toBe(0);
  });

  it('draws emoji in colour (the troll badge and emoji in the text)', async () => {
    const plain = await render(['No emoji here']);
    const emoji = await render(['Launch day 🚀😂🔥'], { mode: 'troll' });
    expect(colourful(plain)).toBe(0);
    expect(colourful(emoji)).toBeGreaterThan(500);
  });

  it('sets Arabic and Hebrew lines from the right, as the browser does with dir="auto"', async () => {
    const arabic = await render(['مرحبا']);
    const hebrew = await render(['שלום']);
    const latin = await render(['Hello']);
    expect(ink(arabic).meanX).toBeGreaterThan(900);
    expect(ink(hebrew).meanX).toBeGreaterThan(900);
    expect(ink(latin).meanX).toBeLessThan(300);
  });

  it('sets a card in Arabic from the right, even a line that opens with a Latin name (issue 45)', async () => {
    const line = 'Apple أعلنت عن هاتف جديد اليوم';
    const arabicCard = await render([line], { lang: 'ar', sourceLang: 'en' });
    // Without a language, the line takes its first letter's direction: left to right.
    const unknown = await render([line]);
    expect(ink(arabicCard).meanX).toBeGreaterThan(ink(unknown).meanX + 200);
  });

  it('draws a card in Chinese with Chinese forms of Han characters, one in Japanese with Japanese ones', async () => {
    // Characters whose Chinese and Japanese forms differ (直, 骨, 写, 角, 曜).
    const line = '直骨写角曜';
    const chinese = await render([line], { lang: 'zh' });
    const japanese = await render([line], { lang: 'ja' });
    expect(Buffer.compare(chinese.data, japanese.data)).not.toBe(0);
    // A card of no known language draws them as the Japanese card does.
    expect(Buffer.compare((await render([line])).data, japanese.data)).toBe(0);
  });

  it.each([
    ['ar', 'Arabic', 'Noto Sans Arabic'],
    ['he', 'Hebrew', 'Noto Sans Hebrew'],
    ['ja', 'Japanese', 'Noto Sans JP'],
    ['zh', 'Chinese', 'Noto Sans SC'],
    ['ko', 'Korean', 'Noto Sans KR'],
    ['hi', 'Devanagari', 'Noto Sans Devanagari'],
    ['th', 'Thai', 'Noto Sans Thai'],
  ])(
    'draws a card asked in %s in its script’s font, saying where it came from',
    async (lang, script, family) => {
      const line = SCRIPT_LINES.find(([name]) => name === script)?.[1] ?? '';
      const card = { ...stored([line]), lang, sourceLang: 'en' };
      const texts = cardTexts(
        cardLayout(storedCardContent(card, { host: 'sum.test' }), 'solid-dark'),
      );
      expect(texts).toContain(`Summed up in ${languageName(lang)} from a post in English`);
      expect(fontFilesFor(texts.join('')).map((file) => file.name)).toContain(family);
      expect(ink(await render([line], { lang, sourceLang: 'en' })).count).toBeGreaterThan(200);
    },
  );

  it('reads the direction from the first letter', () => {
    expect(autoDirection('• مرحبا hello')).toBe('rtl');
    expect(autoDirection('2024: שלום')).toBe('rtl');
    expect(autoDirection('Hello مرحبا')).toBe('ltr');
    expect(autoDirection('🚀')).toBe('ltr');
  });

  it('loads only the font subsets a text needs', () => {
    const latin = fontFilesFor('Hello');
    expect(new Set(latin.map((file) => file.name))).toEqual(new Set(['Inter']));
    const mixed = fontFilesFor('Hello 日本 한국 שלום مرحبا');
    const names = new Set(mixed.map((file) => file.name));
    for (const name of [
      'Inter',
      'Noto Sans JP',
      'Noto Sans KR',
      'Noto Sans Hebrew',
      'Noto Sans Arabic',
    ]) {
      expect(names).toContain(name);
    }
    expect(mixed.length).toBeLessThan(60);
    expect(parseUnicodeRange('U+0000-00FF,U+0131,U+4??')).toEqual([
      [0, 255],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
  });

  it.each(SCRIPT_LINES.filter(([script]) => script !== 'emoji'))(
    'has a font for every letter of a %s line (no tofu)',
    (_script, line) => {
      const files = fontFilesFor(line);
      const covered = (code: number) =>
        files.some((file) => file.unicodeRange.some(([from, to]) => code >= from && code <= to));
      for (const char of line.match(/[\p{L}\p{M}]/gu) ?? []) {
        expect(
          covered(char.codePointAt(0) ?? 0),
          `${char} U+${char.codePointAt(0)?.toString(16)}`,
        ).toBe(true);
      }
    },
  );

  it('draws no tofu: every letter, mark and emoji of a line in each script is a real glyph', async () => {
    const isTofu = tofuDetector();
    // The check can fail: scripts whose fonts we do not bundle (Khmer, Tibetan, Ethiopic) are tofu.
    for (const missing of ['ក', 'ཀ', 'ሀ']) expect(await isTofu(missing), missing).toBe(true);
    for (const [script, line] of SCRIPT_LINES) {
      const characters = new Set(line.match(/[\p{L}\p{M}\p{Extended_Pictographic}]/gu));
      for (const char of characters) {
        const code = `U+${char.codePointAt(0)?.toString(16).toUpperCase()}`;
        expect(await isTofu(char), `${script} ${char} ${code}`).toBe(false);
      }
    }
    // A whole card drawn per character, a few hundred of them: ~16 s alone on 2 cores, more than
    // 30 s beside the other test files on a loaded CI machine.
  }, 120_000);

  it('draws the meme’s GIF as a still, and the fixed GIF when the picture cannot be fetched', async () => {
    const meme = (gifUrl: string) =>
      render([], {
        mode: 'meme',
        summary: undefined,
        meme: { caption: 'Deploy day', gifUrl, fromGiphy: false },
      });
    const fixed = await meme('/fixed-meme.gif');
    const unreachable = await meme('https://media.giphy.com/gone.gif');
    expect(fixed.width).toBe(1200);
    expect(Buffer.compare(fixed.data, unreachable.data)).toBe(0);
    // The left half is the picture, not the solid-dark card's black.
    let notBlack = 0;
    for (let y = 40; y < 500; y += 10) {
      for (let x = 40; x < 560; x += 10) {
        const at = (fixed.width * y + x) * 4;
        if ((fixed.data[at] ?? 0) + (fixed.data[at + 1] ?? 0) + (fixed.data[at + 2] ?? 0) > 60)
          notBlack += 1;
      }
    }
    expect(notBlack).toBeGreaterThan(1000);
  });
});

describe('server card rendering: pictures first, then a slot (issue 30)', () => {
  /** An image proxy whose fetches never answer; each ends only when its signal aborts. */
  function hangingProxy() {
    const signals: (AbortSignal | undefined)[] = [];
    const proxy: ImageProxy = {
      fetchImage: (_url, signal) => {
        signals.push(signal);
        return new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new HttpError(504, 'given up')));
        });
      },
      linkFor: () => undefined,
      openImage: async () => {
        throw new Error('not used');
      },
    };
    return { proxy, signals };
  }
  const cardOf = (id: string, profileImage = '/default-profile.png'): StoredCard => ({
    id,
    mode: 'normal',
    username: 'mayabuilds',
    profileImage,
    summary: '• One line',
    postId: '1',
    postUrl: 'https://x.com/mayabuilds/status/1',
    createdAt: 0,
  });
  const logger = createLogger('silent');
  const view = { theme: 'solid-dark', size: 'card', host: 'sum.test' } as const;

  it('holds no slot while an avatar host hangs: another card is drawn first, the hung one by its deadline', async () => {
    const { proxy } = hangingProxy();
    const one = createCardRenderer({
      imageProxy: proxy,
      logger,
      concurrency: 1,
      pictureDeadlineMs: 600,
    });
    const slow = one.render(
      cardOf('hung', 'https://pbs.twimg.com/profile_images/1/hung.jpg'),
      view,
    );
    const quick = one.render(cardOf('quick'), view);
    const first = await Promise.race([slow.then(() => 'hung'), quick.then(() => 'quick')]);
    expect(first).toBe('quick');
    expect((await quick).complete).toBe(true);
    // By its deadline, with our stand-in: answered, never kept.
    expect((await slow).complete).toBe(false);
  });

  it('never waits more than 3 s for pictures, whatever it is given', async () => {
    const { PICTURE_DEADLINE_MS } = await import('./card-pictures.ts');
    expect(PICTURE_DEADLINE_MS).toBeLessThanOrEqual(3_000);
  });

  it('stops the picture fetch when the client goes away', async () => {
    const { proxy, signals } = hangingProxy();
    const own = createCardRenderer({ imageProxy: proxy, logger });
    const client = new AbortController();
    const pending = own.render(
      cardOf('left', 'https://pbs.twimg.com/profile_images/1/left.jpg'),
      view,
      client.signal,
    );
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    client.abort();
    await expect(pending).rejects.toBeInstanceOf(HttpError);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('draws CARD_RENDER_CONCURRENCY cards at once; the next waits briefly, then 503 with Retry-After', async () => {
    const one = createCardRenderer({
      imageProxy: noPictures,
      logger,
      concurrency: 1,
      queueWaitMs: 1,
    });
    const outcomes = await Promise.allSettled(
      ['busy1', 'busy2', 'busy3'].map((id) => one.render(cardOf(id), view)),
    );
    expect(outcomes[0]?.status).toBe('fulfilled');
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(HttpError);
    expect(refused?.reason).toMatchObject({ status: 503, headers: { 'Retry-After': '2' } });
  });
});
