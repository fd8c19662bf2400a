/**
 * A list's commas end no clause (list-commas.ts), read by unsupportedClaims in a Normal line: the
 * districts of one list ("Bogor Timur, Bogor Tengah dan Bogor Selatan") share the clause's words,
 * so a line that lists them in another frame trades no one's fate; two parties' fates traded across
 * a clause's comma are still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { listCommas } from './list-commas.ts';

const BOGOR =
  'Wilayah terdampak meliputi Kecamatan Bogor Timur, Bogor Tengah dan Bogor Selatan, dengan sekitar 35.000 pelanggan.';
const VONIS =
  'Pengadilan memvonis Budi Santoso tujuh tahun penjara, sedangkan rekannya Andi Santoso dibebaskan karena kurang bukti.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a list’s commas in a sentence of parties', () => {
  it('keeps a list told in another frame', () => {
    expect(
      claims(
        'Sekitar 35 ribu pelanggan di Bogor Timur, Bogor Tengah dan Bogor Selatan terdampak.',
        BOGOR,
        'id',
      ),
    ).toEqual([]);
  });

  it('stops two fates traded across a clause’s comma', () => {
    expect(
      claims(
        'Andi Santoso divonis tujuh tahun penjara, sedangkan Budi Santoso dibebaskan.',
        VONIS,
        'id',
      ),
    ).toEqual(['negation:andi tujuh, budi dibebaskan']);
  });

  it('reads a comma as a list’s only before an item and the language’s closing word', () => {
    const tokens = (text: string) => text.toLowerCase().match(/\p{L}+|[,;:]/gu) ?? [];
    expect([
      ...listCommas(tokens('Timur, Bogor Tengah dan Bogor Selatan terdampak'), 'id'),
    ]).toEqual([1]);
    expect([...listCommas(tokens('Leeds, Wigan, Hull and York'), 'en')]).toEqual([1, 3]);
    expect([
      ...listCommas(tokens('Pawar was sentenced, while Kulkarni was acquitted'), 'en'),
    ]).toEqual([]);
    expect([
      ...listCommas(tokens('Pawar was sentenced, and Kulkarni was acquitted'), 'en'),
    ]).toEqual([]);
  });
});
