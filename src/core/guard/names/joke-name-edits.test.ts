/**
 * A name or place a Troll or Meme line changed from the post's (joke-name-edits.ts): one in the
 * post's frame, after the post's two words before another name, or a near miss of a post's name is
 * stopped; a celebrity or place a joke adds beside the post's, the post's own names, a nickname and
 * a demonym are kept. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { jokeNameEdits } from './joke-name-edits.ts';

const FINAL =
  'Bake-off final tonight at 8pm. Three bakers left: Dylan, Georgie and Christiaan. Argentina fans are watching too.';
const RAMEN =
  'Finally tried Ichiran in Shibuya 🍜 waited 75 minutes at 1am. My friend Kenji says the Fukuoka original is better.';
const BAKSO =
  'Hari ini warung bakso bapakku di Solo genap 30 tahun 🥹 Bapak masih bikin kuah sendiri.';

const edits = (text: string, line: string, lang?: string) =>
  jokeNameEdits(line, claimSource({ text, ...(lang && { lang }) }));

describe('jokeNameEdits', () => {
  it("stops a near miss of the post's name", () => {
    expect(edits(FINAL, 'Dylan, Georgie and Christine walking into the final like 🍰🔥')).toEqual([
      'Christine',
    ]);
    expect(edits(FINAL, 'Georgie vs Christina tonight, place your bets 🍰')).toEqual(['Christina']);
  });

  it("stops a place after the post's words before its own place", () => {
    expect(edits(RAMEN, '75 minutes at 1am for Ichiran in Shinjuku is peak commitment 🍜')).toEqual(
      ['Shinjuku'],
    );
    expect(edits(RAMEN, 'Queuing for Ichiran in Akihabara at 1am, living the dream')).toEqual([
      'Akihabara',
    ]);
  });

  it("stops a place put in the post's frame", () => {
    expect(
      edits(BAKSO, 'Warung bakso di Semarang genap 30 tahun, bapak masih juara 🥹', 'id'),
    ).toEqual(['Semarang']);
  });

  it("keeps a celebrity or place a joke adds, and the post's own names", () => {
    expect(edits(FINAL, 'Christiaan baking like Gordon Ramsay is watching 🔥')).toEqual([]);
    expect(edits(FINAL, 'Elon Musk would be proud of Georgie tonight')).toEqual([]);
    expect(edits(RAMEN, 'Ichiran in Shibuya has more drama than Hollywood 🍜')).toEqual([]);
    expect(edits(RAMEN, 'Kenji defending the Fukuoka original like a lawyer 😤')).toEqual([]);
    expect(edits(BAKSO, 'Warung bakso di Solo genap 30 tahun, Jakarta mana bisa 🥹', 'id')).toEqual(
      [],
    );
  });

  it("keeps a nickname of the post's person and a demonym of its country", () => {
    expect(edits(FINAL, 'Georgie and Chrissy walking into the final like 🍰🔥')).toEqual([]);
    expect(
      edits(FINAL, 'Even the Argentinian fans are watching a bake-off final at 8pm 😂'),
    ).toEqual([]);
  });
});

describe('a Troll or Meme line', () => {
  it("is stopped for a name changed from the post's, as a name claim", () => {
    const source = claimSource({ text: RAMEN });
    expect(
      unsupportedClaims('75 minutes for Ichiran in Shinjuku, peak commitment 🍜', source, 'troll'),
    ).toEqual([{ kind: 'name', text: 'Shinjuku' }]);
    expect(
      unsupportedClaims('Ichiran in Shibuya at 1am, peak commitment 🍜', source, 'meme'),
    ).toEqual([]);
  });

  it("keeps the post's place in the reader's language", () => {
    const source = claimSource({
      text: 'Concierto en Londres el sábado: 3 horas de cola para entrar.',
      lang: 'es',
      lineLang: 'en',
    });
    expect(unsupportedClaims('3 hours queuing in London, worth it?', source, 'troll')).toEqual([]);
  });
});
