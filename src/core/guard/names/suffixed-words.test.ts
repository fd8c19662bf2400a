/**
 * The source's word inflected (suffixed-words.ts): a Tamil line's "கட்டுவதே" (the building) where
 * the source writes "கட்ட" (to build) is that word, no name; a name put there still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const SCHOOL = 'மாவட்டம் முழுவதும் புதிய பள்ளிகள் கட்ட இலக்கு வைக்கப்பட்டுள்ளது என்று ஆட்சியர் தெரிவித்தார்.';
const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: SCHOOL, lang: 'ta' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a Tamil word with its suffix', () => {
  it('keeps the source’s verb with a suffix written on', () => {
    expect(claims('மாவட்டம் முழுவதும் புதிய பள்ளிகள் கட்டுவதே இலக்கு என்கிறார் ஆட்சியர்.')).toEqual([]);
  });

  it('still stops another word in its place', () => {
    expect(claims('மாவட்டம் முழுவதும் புதிய பள்ளிகள் மதுரையில் இலக்கு என்கிறார் ஆட்சியர்.')).not.toEqual([]);
  });
});
