/**
 * A Polish active participle opening a sentence (polish-participles.ts, round fifty): it was read
 * as a new name, its capital telling nothing there.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isPolishParticiple } from './polish-participles.ts';

const FINAL =
  'Jastrzębski Węgiel mistrzem Polski! W piątym meczu finału PlusLigi pokonał Aluron Zawiercie 3:2 (25:22, 23:25, 25:20, 22:25, 15:12) i wygrał całą serię 3:2.';

const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: FINAL, lang: 'pl' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a Polish participle opening a sentence', () => {
  it('keeps the participle as no name', () => {
    expect(claims('Decydującego tie-breaka piątego meczu gospodarze wygrali 15:12.')).toEqual([]);
  });

  it('still stops a new name that opens the sentence', () => {
    expect(claims('Kowalczyk rozstrzygnął tie-breaka piątego meczu, 15:12.')).toEqual([
      'name:Kowalczyk',
    ]);
  });

  it('reads the participle in Polish lines only, in its adjective forms', () => {
    expect(isPolishParticiple('Prowadzących', 'pl')).toBe(true);
    expect(isPolishParticiple('Decydującego', 'en')).toBe(false);
    expect(isPolishParticiple('Kowalczyk', 'pl')).toBe(false);
  });
});
