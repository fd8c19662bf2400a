/**
 * Everyday words where the name readers look (issue 44, docs/decisions/012): blind rounds kept
 * stopping faithful lines for a "name" that was a verb or a noun of the source in another form
 * ("ارتفعت", "बाज़ार", "قیمت‌ها") or a sentence's new first word ("Според", "Максимальні"), one at a
 * time. Here every source of the labelled set in Arabic, Persian, Urdu, Hebrew, Hindi, Bengali,
 * Thai, Chinese, Japanese, Bulgarian, Ukrainian, Russian and Polish gives lines at once
 * (test/everyday-name-lines.ts): a sentence with one of its words moved to the front, in another
 * form of its stem, or both (to be kept), and with one of its names put for another source's
 * name, where it stood or opening the sentence (to be stopped). A sentence the guard stops as
 * the source writes it is left out: its variants would measure that, not the words. The known
 * gaps are the table below; the test fails when one opens and when one closes unstruck.
 */
import { describe, expect, it } from 'vitest';
import {
  EVERYDAY_LANGUAGES,
  type EverydayLine,
  everydayNameLines,
  sourceInputOf,
} from '#test/everyday-name-lines.ts';
import { type ClaimSource, claimSource, unsupportedClaims } from '../index.ts';

/** Each misjudged line (language, variant, source, word) and what the guard said of it. */
const KNOWN_GAPS: Readonly<Record<string, string>> = {
  // A figure's word moved off its number: the figure reader's, a user sees the figure stopped.
  // A name's half moved off it ("עדי" of "עדי כהן", "佐藤" of "佐藤健太"): the other half reads as
  // a new name. "Оля" and other names of three letters opening a sentence are no name to
  // first-word-names.ts (four letters at least); "Walię", "Włochów", "Gdańsku", "Большой" opening
  // one are common words' forms to it. "علی قمصری", "משה לוי" put for a name: no frame reader's.
  // Round 53 (h196) added a Russian and a Polish source: "Оля" put in the chess post; "России"
  // (a common word's form, from the chess post's names) now drawn for ru-r35-zenit; "lotniska"
  // moved off the hyphenated "Katowice-Pyrzowice", whose first half then reads as a new name.
  'fa moved fa-r14-volleyball ژاپن': 'figure 3 بر 1',
  // ("دولار" moved off "105 آلاف" and "টাকায়গুলো" off "50 লক্ষ" left bare counts of the source's
  // amounts, stopped until h269's scaled-bare-amounts.ts held an amount whose currency left it.)
  'fa invented fa-r28-enteghal علی قمصری': 'kept',
  'he moved he-r47-habima-onah עדי': 'name בבימויה של כהן',
  'he opened he-r47-habima-onah ועדי': 'name בבימויה של כהן',
  'he invented he-r47-habima-onah משה לוי': 'kept',
  'zh moved zh-r7-hangzhan 五届': 'figure 五; figure 十',
  'ja moved ja-yakyu 巨人': 'figure 5対3',
  'ja moved ja-r22-jikokuhyo 間隔': 'figure 4',
  'ja moved ja-r28-iseki 佐藤': 'name FC東京のMF健太',
  'ru invented ru-r35-zenit России': 'kept',
  'ru invented ru-r36-hockey Оля': 'kept',
  'ru invented ru-r39-snegopad Оля': 'kept',
  'ru invented ru-r41-vybory-mera Большой': 'kept',
  'ru invented ru-r41-vybory-mera Оля': 'kept',
  'ru invented ru-r43-festival-anapa Оля': 'kept',
  'ru invented ru-r46-chempionat-shakhmaty Оля': 'kept',
  'ru invented ru-r49-final-volkov Оля': 'kept',
  'ru invented ru-r53-superfinal-shahmaty Оля': 'kept',
  'pl invented pl-bilety-krakow Walię': 'kept',
  'pl invented pl-r17n-basen Włochów': 'kept',
  'pl invented pl-r8-koncert Gdańsku': 'kept',
  'pl moved pl-r53-terminal-pyrzowice lotniska': 'name Katowice',
  'pl opened pl-r53-terminal-pyrzowice lotniski': 'name Katowice',
};

const sources = new Map<string, ClaimSource>();
const sourceOf = (entry: EverydayLine) => {
  let source = sources.get(entry.source.id);
  if (!source) {
    source = claimSource(sourceInputOf(entry));
    sources.set(entry.source.id, source);
  }
  return source;
};

const said = (line: string, source: ClaimSource) =>
  unsupportedClaims(line, source, 'normal').map((claim) => `${claim.kind} ${claim.text}`);

/** The lines of `lang` the guard misjudges, in KNOWN_GAPS's shape. */
function gapsOf(lines: readonly EverydayLine[]): Record<string, string> {
  const gaps: Record<string, string> = {};
  for (const entry of lines) {
    const source = sourceOf(entry);
    if (said(entry.sentence, source).length > 0) continue;
    const claims = said(entry.line, source);
    if (claims.length > 0 === (entry.variant === 'invented')) continue;
    const key = `${entry.lang} ${entry.variant} ${entry.source.id} ${entry.word}`;
    gaps[key] = claims.length > 0 ? claims.join('; ') : 'kept';
  }
  return gaps;
}

describe('everyday words where the name readers look', () => {
  const lines = everydayNameLines();

  it('makes lines of every language’s sources', () => {
    for (const lang of EVERYDAY_LANGUAGES) {
      expect(lines.filter((entry) => entry.lang === lang).length).toBeGreaterThan(5);
    }
    expect(lines.filter((entry) => entry.variant === 'invented').length).toBeGreaterThan(80);
  });

  for (const lang of EVERYDAY_LANGUAGES) {
    it(`keeps ${lang}'s words moved and inflected and stops its names swapped, but the known gaps`, () => {
      const known = Object.entries(KNOWN_GAPS).filter(([key]) => key.startsWith(`${lang} `));
      expect(gapsOf(lines.filter((entry) => entry.lang === lang))).toEqual(
        Object.fromEntries(known),
      );
    }, 60_000);
  }
});
