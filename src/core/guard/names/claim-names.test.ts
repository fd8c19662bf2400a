/**
 * The names reader's compounds (claim-names.ts, round sixteen): in a language that writes a
 * compound as one word, a translation names its first part alone ("the Bergen Line" of
 * "Bergensbanen").
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a name that begins a compound of the source', () => {
  const norwegian = 'Bergensbanen er stengt mellom Voss og Myrdal på grunn av sporarbeid.';

  it('holds "the Bergen Line" of a Norwegian "Bergensbanen"', () => {
    expect(claims('The Bergen Line is closed between Voss and Myrdal.', norwegian, 'nb')).toEqual(
      [],
    );
    const swedish = 'Malmöstationen stänger i helgen på grund av spårarbete.';
    expect(claims('Malmö station closes this weekend for track work.', swedish, 'sv')).toEqual([]);
  });

  it('still stops a name no compound of the source begins with', () => {
    expect(claims('The Oslo Line is closed between Voss and Myrdal.', norwegian, 'nb')).toEqual([
      'name:Oslo',
    ]);
    expect(claims('The Bergen Line is closed between Voss and Finse.', norwegian, 'nb')).toEqual([
      'name:Finse',
    ]);
  });

  it('reads no compound in a language that does not write them as one word', () => {
    const slovak = 'Bergensbanen je zatvorená medzi Vossom a Myrdalom pre opravy trate.';
    expect(claims('The Bergen Line is closed between Voss and Myrdal.', slovak, 'sk')).toEqual([
      'name:Bergen',
    ]);
  });
});
