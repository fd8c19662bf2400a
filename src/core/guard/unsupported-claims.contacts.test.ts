/**
 * Contacts, links, handles and quotations as issue 44 tried them from outside: an e-mail address,
 * a link on a TLD no hand list knew, a handle borrowing the source's first label, a quotation in
 * marks the guard did not read. Each stopped in every mode; the faithful forms pass.
 */
import { describe, expect, it } from 'vitest';
import {
  CLAIM_KINDS,
  claimSource,
  GUARD_MODES,
  type GuardMode,
  unsupportedClaims,
} from './index.ts';

const SOURCE =
  'The Kiez food market opens Saturday at kiez.berlin/markt. Questions to hallo@kiez.berlin. ' +
  'Photos by @sam.bsky.social, music by @dj_lou, stalls run by @ana@mastodon.social.';
const source = claimSource({ text: SOURCE, names: ['Kiez Markt', 'kiezmarkt.bsky.social'] });
const kinds = (line: string, mode: GuardMode = 'normal', from = source) =>
  unsupportedClaims(line, from, mode).map((claim) => `${claim.kind}:${claim.text}`);

describe('unsupportedClaims: e-mail addresses', () => {
  it('counts an e-mail address as its own kind, one the metric has', () => {
    expect(CLAIM_KINDS).toContain('email');
  });

  it('stops an address the source never gives, in every mode', () => {
    for (const mode of GUARD_MODES) {
      expect(kinds('Write to tickets@kiez-market.example for a stall.', mode), mode).toEqual([
        'email:tickets@kiez-market.example',
      ]);
      expect(kinds('Send it to mailto:help@evil.example today.', mode), mode).toEqual([
        'email:help@evil.example',
      ]);
    }
  });

  it('lets the source’s own address through, in any case, and reads no name or handle in it', () => {
    expect(kinds('Questions go to hallo@kiez.berlin.')).toEqual([]);
    expect(kinds('Questions go to Hallo@Kiez.Berlin.')).toEqual([]);
    expect(kinds('Questions go to mailto:hallo@kiez.berlin.')).toEqual([]);
  });
});

describe('unsupportedClaims: links on every TLD', () => {
  it('stops links on TLDs a hand list did not know, with and without a path', () => {
    for (const mode of GUARD_MODES) {
      expect(kinds('Stalls are listed at markt.berlin today.', mode), mode).toEqual([
        'link:markt.berlin',
      ]);
      expect(kinds('Book a table at the-anchor.pub before Saturday.', mode), mode).toEqual([
        'link:the-anchor.pub',
      ]);
      expect(kinds('The list is on kiez.berlin/stalls now.', mode), mode).toEqual([
        'link:kiez.berlin/stalls',
      ]);
    }
  });

  it('lets the source’s link and its host through, and reads words run together as words', () => {
    expect(kinds('The market is at kiez.berlin/markt, Saturday.')).toEqual([]);
    expect(kinds('More on kiez.berlin about the market.')).toEqual([]);
    // A missing space after a full stop is no link: "Saturday.Today" names no host.
    expect(kinds('The market opens Saturday.Today the stalls are set.', 'thread')).toEqual([]);
  });
});

describe('unsupportedClaims: handles matched whole', () => {
  it('stops a handle that borrows the first label of the source’s', () => {
    for (const mode of GUARD_MODES) {
      expect(kinds('Photos by @sam.attacker.example at the market.', mode), mode).toEqual([
        'handle:@sam.attacker.example',
      ]);
      expect(kinds('Stalls run by @ana@evil.example again.', mode), mode).toEqual([
        'handle:@ana@evil.example',
      ]);
    }
  });

  it('stops a domain added to a bare handle, and a custom domain cut to its first label', () => {
    expect(kinds('Music by @dj_lou.bsky.social all day.')).toEqual(['handle:@dj_lou.bsky.social']);
    const custom = claimSource({ text: 'Photos by @sam.example.com at the market.' });
    expect(kinds('Photos by @sam at the market.', 'normal', custom)).toEqual(['handle:@sam']);
  });

  it('lets the same account through as the source writes it, or as its host shows it', () => {
    expect(kinds('Photos by @sam.bsky.social and @Sam.bsky.social.')).toEqual([]);
    // Bluesky's own domain and a fediverse server only say who hosts the account.
    expect(kinds('Photos by @sam, stalls by @ana.')).toEqual([]);
    expect(kinds('Stalls run by @ana@mastodon.social.')).toEqual([]);
    expect(kinds('Music by @dj_lou and @DJ_Lou.')).toEqual([]);
    expect(kinds('Follow @kiezmarkt.bsky.social for the next market.')).toEqual([]);
  });
});

describe('unsupportedClaims: quotations in every mark pair', () => {
  const quoted = claimSource({
    text: 'The landlord said ‛best crowd all year’ and we sang rock ’n’ roll. The players’ table won.',
  });
  it.each([
    '‛the best night ever’',
    '〈the best night ever〉',
    '《the best night ever》',
    '`the best night ever`',
    '»the best night ever«',
    '›the best night ever‹',
    '「the best night ever」',
    '『the best night ever』',
    '«the best night ever»',
    '„the best night ever“',
    '‚the best night ever‘',
    '‹the best night ever›',
    '“the best night ever”',
  ])('stops a quotation in %s the source lacks, in every mode', (quote) => {
    for (const mode of GUARD_MODES) {
      expect(kinds(`Everyone said ${quote} on the way home.`, mode, quoted), mode).toEqual([
        `quote:${quote}`,
      ]);
    }
  });

  it('lets the source’s words through in any mark', () => {
    for (const quote of [
      '‛best crowd all year’',
      '《best crowd all year》',
      '`best crowd all year`',
    ]) {
      expect(kinds(`The landlord said ${quote}.`, 'normal', quoted), quote).toEqual([]);
    }
  });

  it('reads apostrophes and backticks inside words as no quotation', () => {
    expect(
      kinds("The players' table won and they don't stop: rock 'n' roll.", 'normal', quoted),
    ).toEqual([]);
    expect(kinds('The players’ table won, rock ’n’ roll all night.', 'normal', quoted)).toEqual([]);
    expect(kinds('They don`t stop and can`t stop, rock ’n’ roll.', 'normal', quoted)).toEqual([]);
  });
});
