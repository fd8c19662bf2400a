/** A total adds the parts of one list, not the counts of two verbs (named-sums.ts, h308). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'it' }), 'normal').map((claim) => claim.text);

const HOSPITAL =
  "L'ospedale ha registrato nel 2024 98.650 accessi. La Regione stanzierà 18,4 milioni di euro per 2 nuovi reparti e assumerà 65 infermieri e 22 medici entro giugno.";

describe('namedSum across verbs', () => {
  it('keeps the total of one list’s parts', () => {
    expect(claims(HOSPITAL, 'La Regione assumerà 87 persone tra infermieri e medici.')).toEqual([]);
    expect(claims(HOSPITAL, 'In arrivo 87 assunzioni: infermieri e medici.')).toEqual([]);
  });

  it('stops a total of counts two verbs tell, and a wrong total of one list', () => {
    expect(claims(HOSPITAL, '67 persone tra reparti e infermieri.')).toContain('67');
    expect(claims(HOSPITAL, 'Arrivano 67 nuove unità tra reparti e infermieri.')).toContain('67');
    expect(claims(HOSPITAL, 'La Regione assumerà 88 persone tra infermieri e medici.')).toContain(
      '88',
    );
  });
});
