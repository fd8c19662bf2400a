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

describe('a word after Spanish ¡ or ¿ (round thirty-six)', () => {
  const lottery =
    'El Gordo ha caído en el número 79432, vendido en Villanueva de la Serena. Cada décimo cobra 400.000 euros.';
  const thread = (line: string) =>
    unsupportedClaims(line, claimSource({ text: lottery }), 'thread').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );

  it('reads the word an exclamation or a question opens as a sentence’s first, no name', () => {
    expect(
      thread('2/2 Cada décimo se lleva 400.000 euros. ¡Enhorabuena a los vecinos! 🍾'),
    ).toEqual([]);
    expect(
      thread('Cada décimo cobra 400.000 euros. ¡Felicidades, Villanueva de la Serena!'),
    ).toEqual([]);
    expect(thread('El Gordo es el 79432. ¿Quién tiene un décimo?')).toEqual([]);
  });

  it('still stops a name the exclamation holds further on', () => {
    expect(thread('Cada décimo cobra 400.000 euros. ¡Enhorabuena a Don Benito!')).toEqual([
      'name:Don',
      'name:Benito',
    ]);
  });
});

describe('a currency’s letters with a Turkish case ending after its amount (h246)', () => {
  const bread = 'Ekmeğin fiyatı 10 liradan 15 liraya çıktı.';
  const tr = (line: string) =>
    unsupportedClaims(line, claimSource({ text: bread, lang: 'tr' }), 'normal').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );

  it('leaves "TL\'den", "TL\'ye" to the figures', () => {
    expect(tr("Ekmek 10 TL'den 15 TL'ye zamlandı.")).toEqual([]);
    expect(tr("Ekmek 10 TL'den 20 TL'ye zamlandı.")).toEqual(["figure:20 TL'ye"]);
  });

  it('still claims such a word with no amount before it', () => {
    expect(tr("Ekmek 15 lira, TL'ye güven azaldı.")).toContain("name:TL'ye");
  });
});
