import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { doubleNegativeClaims } from './double-negatives.ts';

const lease =
  "12.4 The Tenant may not redecorate without the written consent of the Landlord. 12.5 Pets are not allowed without the Landlord's written consent, which will not be unreasonably withheld. A pet deposit is not charged.";
const stopped = (line: string) =>
  doubleNegativeClaims(line, claimSource({ text: lease, lang: 'en' }));

describe('a double negative turned round (en-documents-4)', () => {
  it.each([
    "Pets don't need the landlord's written consent and carry no extra deposit.",
    "Pets do not require the landlord's consent.",
    "The landlord's consent is not needed for pets.",
    "Pets are allowed without the landlord's consent.",
  ])('stops "%s" of "not allowed without the Landlord’s written consent"', (line) => {
    expect(stopped(line)).not.toEqual([]);
  });

  it.each([
    "Pets need the landlord's written consent but carry no extra deposit.",
    "Pets are not allowed without the landlord's written consent.",
    "Pets require the landlord's consent, which won't be unreasonably withheld.",
    'The tenant cannot keep pets without consent.',
  ])('keeps "%s", the same rule in other words', (line) => {
    expect(stopped(line)).toEqual([]);
  });

  it('reads English alone', () => {
    const text = 'Las mascotas no están permitidas sin el consentimiento del propietario.';
    const line = 'Las mascotas no necesitan el consentimiento del propietario.';
    expect(doubleNegativeClaims(line, claimSource({ text, lang: 'es' }))).toEqual([]);
  });
});
