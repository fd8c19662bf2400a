/**
 * Quotations the author never wrote, in every quotation mark a model writes (issue 37, reviewed):
 * straight single quotes (what a model writing JSON strings reaches for, its double quotes being
 * the string's own), the closing-mark pairs of Swedish and Finnish (”…”), single guillemets and
 * German single quotes. Each must be in the source, as in “…”; an apostrophe is no quotation.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, type GuardMode, unsupportedClaims } from './index.ts';

const source = claimSource({
  text: "Quiz night at the Anchor was packed. The landlord said 'best crowd all year' and we sang rock 'n' roll until late. The players' table won.",
});
const kinds = (line: string, mode: GuardMode = 'normal') =>
  unsupportedClaims(line, source, mode).map((claim) => `${claim.kind}:${claim.text}`);

describe('unsupportedClaims: quotations in every mark', () => {
  it.each([
    ["Everyone said 'the best night ever' on the way home.", "'the best night ever'"],
    ['Everyone said ”the best night ever” on the way home.', '”the best night ever”'],
    ['Everyone said ‹the best night ever› on the way home.', '‹the best night ever›'],
    ['Everyone said ‚the best night ever‘ on the way home.', '‚the best night ever‘'],
    ['Everyone said 〝the best night ever〟 on the way home.', '〝the best night ever〟'],
  ])('stops %s in every mode', (line, quote) => {
    for (const mode of ['normal', 'troll', 'meme', 'thread'] as const) {
      expect(kinds(line, mode), mode).toEqual([`quote:${quote}`]);
    }
  });

  it('lets a quotation the source holds through, in any mark', () => {
    expect(kinds("The landlord said 'best crowd all year'.")).toEqual([]);
    expect(kinds('The landlord said ”best crowd all year”.')).toEqual([]);
    expect(kinds('The landlord said ‹best crowd all year›.')).toEqual([]);
  });

  it('reads apostrophes as apostrophes', () => {
    expect(kinds("The players' table won, and everyone sang rock 'n' roll.")).toEqual([]);
    expect(kinds("It's the Anchor's best night: the players' table won.")).toEqual([]);
    expect(kinds("Everyone sang 'til late at the players' table.")).toEqual([]);
  });

  it('lets Troll and Meme put a word or two in scare quotes, in any mark', () => {
    expect(kinds("The Anchor's 'quiet' quiz night 😂", 'troll')).toEqual([]);
    expect(kinds('When the ”quiet” quiz night gets loud', 'meme')).toEqual([]);
  });
});
