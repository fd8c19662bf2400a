/**
 * An account's handle written out as words (account-names.ts): the source's account, no new name.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { spellsSourceAccount } from './account-names.ts';

const text =
  'Resep nasi goreng kampung ala aku: 2 piring nasi, 1 sdm kecap manis. Masak 15 menit doang! Full video di tiktok.com/@dapursari. Kolaborasi bareng @kikigaming minggu depan.';

const names = (line: string, mode: 'normal' | 'thread' = 'normal') =>
  unsupportedClaims(line, claimSource({ text, lang: 'id' }), mode)
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('spellsSourceAccount', () => {
  it('reads two words or more that spell a handle the source writes, in a link too', () => {
    const line = 'Video lengkapnya ada di TikTok Dapur Sari.';
    expect(spellsSourceAccount(line, line.indexOf('Dapur'), text)).toBe(true);
    expect(spellsSourceAccount(line, line.indexOf('Sari'), text)).toBe(true);
    // "TikTok" is no part of the handle.
    expect(spellsSourceAccount(line, line.indexOf('TikTok'), text)).toBe(false);
  });

  it('reads no single word, nor words that spell another handle or only a part of one', () => {
    const line = 'Tonton Dapur Rina dan Sari sekarang.';
    expect(spellsSourceAccount(line, line.indexOf('Dapur'), text)).toBe(false);
    expect(spellsSourceAccount(line, line.indexOf('Sari'), text)).toBe(false);
    expect(spellsSourceAccount('Ada Dapur Sari.', 4, 'No handle here, only Dapur.')).toBe(false);
  });
});

describe('a handle written as words in a line', () => {
  it("keeps the source's account as words, in a card and a thread", () => {
    expect(names('Video lengkapnya ada di TikTok Dapur Sari.', 'thread')).toEqual([]);
    expect(names('Video lengkapnya ada di TikTok Dapur Sari.')).toEqual([]);
    expect(names('Minggu depan masak bareng Kiki Gaming.', 'thread')).toEqual([]);
  });

  it('stops a name the handle does not spell', () => {
    expect(names('Video lengkapnya ada di TikTok Dapur Rina.', 'thread')).toContain('Rina');
    expect(names('Minggu depan masak bareng Kiki Pratama.', 'thread')).toContain('Pratama');
  });
});
