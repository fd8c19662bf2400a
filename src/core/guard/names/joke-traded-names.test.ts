/**
 * A Troll or Meme line that trades two of the post's names (joke-traded-names.ts): round
 * thirty-six's "Trenitalia conferma tutti i treni ..., Italo no" of "Italo conferma tutti i suoi
 * collegamenti" was kept. The post's own pairs, a team named for its scorer and a side beaten are
 * kept. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const STRIKE =
  'Sciopero dei bus lunedì. Atac garantisce le fasce protette, Cotral sospende tutte le corse regionali.';
const FOOTBALL = 'Leeds beat Hull 2-0. Patterson scored a penalty before Okafor headed the second.';
const SWIM =
  '14 yaşındaki Elif Demir 200 metre kelebekte Türkiye şampiyonu oldu ve milli takıma çağrıldı.';
const HOCKEY = 'HC Dukla Trenčín zdolal v nedeľu HC Zvolen 4:1. Hetrik strelil Marek Blaho.';

const claims = (line: string, text: string, lang: string, mode: 'troll' | 'meme' = 'troll') =>
  unsupportedClaims(line, claimSource({ text, lang }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe("a joke's two names of the post traded", () => {
  it('stops a name set beside the word the post gives another it names too', () => {
    expect(
      claims('Cotral garantisce le fasce protette, Atac no. Che mondo 🙃', STRIKE, 'it'),
    ).toEqual(['name:Cotral']);
    expect(claims('Atac sospende tutto e Cotral ci guarda 🙃', STRIKE, 'it', 'meme')).toEqual([
      'name:Atac',
    ]);
    expect(claims('Okafor scored the penalty while Patterson watched 🥶', FOOTBALL, 'en')).toEqual([
      'name:Okafor',
    ]);
  });

  it("keeps the post's own pairs, a doer the line does not name, and a side beaten", () => {
    expect(
      claims(
        'Atac che garantisce le fasce mentre Cotral sospende tutto: 😎 vs 😬',
        STRIKE,
        'it',
        'meme',
      ),
    ).toEqual([]);
    expect(
      claims('Patterson scored from the spot, Okafor with the header 🔥', FOOTBALL, 'en'),
    ).toEqual([]);
    expect(
      claims('When Leeds scored the second and Hull just stood there 🧍', FOOTBALL, 'en'),
    ).toEqual([]);
    expect(
      claims(
        'Elif Demir 14 yaşında Türkiye şampiyonu, ben havuzda terlik arıyorum',
        SWIM,
        'tr',
        'meme',
      ),
    ).toEqual([]);
    expect(
      claims(
        'Dukla potreboval štyri góly, aby zdolal Zvolen, a Blaho ešte hetrik 🏒',
        HOCKEY,
        'sk',
      ),
    ).toEqual([]);
  });
});
