import { describe, expect, it } from 'vitest';
import { shapeTroll, TROLL_EMOJIS, TROLL_JOKES } from './shape-troll.ts';

/** A repeatable random source cycling through the given values. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => {
    const value = values[index % values.length] ?? 0;
    index += 1;
    return value;
  };
}

/** The troll emojis a line contains. */
function emojisIn(line: string): string[] {
  return TROLL_EMOJIS.filter((emoji) => line.includes(emoji));
}

describe('TROLL_EMOJIS and TROLL_JOKES', () => {
  it('has 7 distinct emojis and 5 distinct canned jokes', () => {
    expect(new Set(TROLL_EMOJIS).size).toBe(7);
    expect(new Set(TROLL_JOKES).size).toBe(5);
  });

  it('keeps emojis out of the canned jokes so each line carries exactly one', () => {
    for (const joke of TROLL_JOKES) expect(joke).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});

describe('shapeTroll', () => {
  it('keeps three satirical lines from a numbered answer with a preamble', () => {
    const raw = [
      'Sure! Here are 3 troll lines:',
      '1. Wow, another genius discovers that coffee contains caffeine.',
      '2. **Revolutionary**: water is officially wet, sources confirm.',
      '3. Tell me you never left the house without telling me.',
    ].join('\n');
    const lines = shapeTroll(raw, sequence(0));
    expect(lines.map((line) => line.slice(0, line.lastIndexOf(' ')))).toEqual([
      'Wow, another genius discovers that coffee contains caffeine.',
      'Revolutionary: water is officially wet, sources confirm.',
      'Tell me you never left the house without telling me.',
    ]);
  });

  it('ends every line with exactly one troll emoji', () => {
    const lines = shapeTroll(
      'Nice try.\nBold claim, zero evidence, maximum confidence.',
      Math.random,
    );
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(emojisIn(line)).toHaveLength(1);
      expect(TROLL_EMOJIS).toContain(Array.from(line).at(-1));
    }
  });

  it('strips the emojis the model added itself', () => {
    const raw = '😂😂 Breaking news: the sky is blue 🤡\n💎🙌 Diamond hands on a toaster 🚀🚀';
    const [first, second] = shapeTroll(raw, sequence(0.5));
    expect(first).toMatch(/^Breaking news: the sky is blue \p{Extended_Pictographic}$/u);
    expect(second).toMatch(/^Diamond hands on a toaster \p{Extended_Pictographic}$/u);
  });

  it('picks the emoji of each line with the random source', () => {
    const lines = shapeTroll(TROLL_JOKES.join('\n'), sequence(0, 0, 0));
    expect(lines.map((line) => emojisIn(line)[0])).toEqual([
      TROLL_EMOJIS[0],
      TROLL_EMOJIS[1],
      TROLL_EMOJIS[2],
    ]);
  });

  it('gives the three lines three different emojis', () => {
    const lines = shapeTroll('', sequence(0.99));
    expect(new Set(lines.map((line) => emojisIn(line)[0])).size).toBe(3);
  });

  it('pads a short answer with canned jokes and never repeats a line', () => {
    const lines = shapeTroll('Imagine needing a whole thread to say nothing.', sequence(0));
    expect(lines[0]).toMatch(/^Imagine needing a whole thread to say nothing\. /);
    const texts = lines.map((line) => line.slice(0, line.lastIndexOf(' ')));
    expect(TROLL_JOKES).toContain(texts[1]);
    expect(TROLL_JOKES).toContain(texts[2]);
    expect(new Set(texts).size).toBe(3);
  });

  it('falls back to three canned jokes for empty output', () => {
    const texts = shapeTroll('', Math.random).map((line) => line.slice(0, line.lastIndexOf(' ')));
    expect(texts).toHaveLength(3);
    for (const text of texts) expect(TROLL_JOKES).toContain(text);
  });

  it('drops the same joke written twice', () => {
    const raw = 'Bold claim, zero evidence.\nBold claim, zero evidence.';
    const texts = shapeTroll(raw, sequence(0)).map((line) => line.slice(0, line.lastIndexOf(' ')));
    expect(texts.filter((text) => text === 'Bold claim, zero evidence.')).toHaveLength(1);
  });

  it('keeps a troll answer written in Spanish', () => {
    const raw =
      '- Otro genio descubre que el café tiene cafeína.\n- Revolucionario: el agua moja.\n- Dime que nunca sales de casa sin decírmelo.';
    const texts = shapeTroll(raw, sequence(0)).map((line) => line.slice(0, line.lastIndexOf(' ')));
    expect(texts[0]).toBe('Otro genio descubre que el café tiene cafeína.');
    expect(texts[2]).toBe('Dime que nunca sales de casa sin decírmelo.');
  });

  it('rewords the model’s words but never a quote or a copied sentence of the post', () => {
    const post =
      'Our new limits are temporary, they say. The CEO called it "a gift to users" on Monday.';
    const raw = [
      'Calling rate limits "a gift to users" is bold, they say.',
      'Our new limits are temporary, they say.',
      'Users will love reading three posts a day.',
    ].join('\n');
    const texts = shapeTroll(raw, sequence(0), { sourceText: post }).map((line) =>
      line.slice(0, line.lastIndexOf(' ')),
    );
    expect(texts).toEqual([
      'Calling rate limits "a gift to users" is bold.',
      'Our new limits are temporary, they say.',
      'People will love reading three posts a day.',
    ]);
  });

  it('survives a random source that returns values outside [0, 1)', () => {
    for (const odd of [Number.NaN, -3, 1, 42]) {
      const lines = shapeTroll('', () => odd);
      expect(lines).toHaveLength(3);
      for (const line of lines) expect(emojisIn(line)).toHaveLength(1);
    }
  });

  // Issue 46 item 9: a stream's partial shows the first word of the line being written.
  it('keeps the first word of a line still being written, with its emoji', () => {
    const [first] = shapeTroll('Wow', () => 0, { unfinished: true });
    expect(first).toBe(`Wow ${TROLL_EMOJIS[0]}`);
    expect(shapeTroll('Wow', () => 0).join('\n')).not.toMatch(/^Wow/m);
    expect(shapeTroll('Wow\n', () => 0, { unfinished: true }).join('\n')).not.toMatch(/^Wow/m);
  });
});
