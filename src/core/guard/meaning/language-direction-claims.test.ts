import { describe, expect, it } from 'vitest';
import { directionClaims } from './direction-claims.ts';
import { languageDirectionClaims } from './language-direction-claims.ts';

const source = (text: string, lang: string, translated = false) => ({
  text,
  langs: [lang],
  translated,
});

describe('a direction flipped in six languages', () => {
  it("stops a comparative turned round, with the source's words about it", () => {
    const abitur = source(
      'Der Landesschnitt liegt in diesem Jahr bei 2,21 und damit leicht besser als 2024 (2,28).',
      'de',
    );
    expect(
      directionClaims(
        'Der Landesschnitt liegt bei 2,21 und damit leicht schlechter als 2024.',
        abitur,
      ),
    ).toEqual(['schlechter 2024']);
    expect(directionClaims('Der Schnitt von 2,21 ist leicht besser als 2024.', abitur)).toEqual([]);
  });

  it('stops a rise said as a fall in each language, and keeps a synonym of the same side', () => {
    const cases: [string, string, string, string][] = [
      [
        'es',
        'El Banco de España prevé que la inflación baje al 2,4% en 2026.',
        'El Banco de España prevé que la inflación suba al 2,4% en 2026.',
        'El Banco de España espera que la inflación caiga al 2,4% en 2026.',
      ],
      [
        'fr',
        'Les loyers ont baissé de 3 % dans les quartiers concernés depuis 2023.',
        'Les loyers ont augmenté de 3 % dans les quartiers concernés depuis 2023.',
        'Les loyers ont diminué de 3 % dans les quartiers concernés depuis 2023.',
      ],
      [
        'pt',
        'O mercado prevê que os juros caiam para 12,25% até o fim de 2026.',
        'O mercado prevê que os juros subam para 12,25% até o fim de 2026.',
        'O mercado espera que os juros recuem para 12,25% até o fim de 2026.',
      ],
      [
        'it',
        'Sondaggio Swg: il Pd perde mezzo punto e scende al 22,1%.',
        'Sondaggio Swg: il Pd guadagna mezzo punto e scende al 22,1%.',
        'Sondaggio Swg: il Pd cede mezzo punto e scende al 22,1%.',
      ],
      [
        'nl',
        'Het aantal verkochte woningen daalde met 3 procent.',
        'Het aantal verkochte woningen steeg met 3 procent.',
        'Het aantal verkochte woningen nam met 3 procent af.',
      ],
    ];
    for (const [lang, text, flipped, faithful] of cases) {
      const post = source(text, lang);
      expect(languageDirectionClaims(flipped, post), flipped).toHaveLength(1);
      expect(languageDirectionClaims(faithful, post), faithful).toEqual([]);
    }
  });

  it('reads a word before the direction where nothing follows it ("10 minuti dopo")', () => {
    const treni = source('I treni partiranno 10 minuti prima, alle 6:50.', 'it');
    expect(languageDirectionClaims('I treni partiranno 10 minuti dopo, alle 6:50.', treni)).toEqual(
      ['dopo'],
    );
  });

  it('keeps a negated word, and the sides of a match told the other way round', () => {
    const preis = source('Die Preise steigen 2026 um 4 Prozent.', 'de');
    expect(languageDirectionClaims('Die Preise sinken 2026 nicht um 4 Prozent.', preis)).toEqual(
      [],
    );
    const loyers = source('Les loyers ont baissé de 3 % depuis 2023.', 'fr');
    expect(
      languageDirectionClaims("Les loyers n'ont pas augmenté de 3 % depuis 2023.", loyers),
    ).toEqual([]);
    const derbi = source('El Betis ganó 2-1 al Sevilla en el Villamarín.', 'es');
    expect(
      languageDirectionClaims('El Sevilla perdió 2-1 ante el Betis en el Villamarín.', derbi),
    ).toEqual([]);
    expect(
      languageDirectionClaims('El Betis perdió 2-1 ante el Sevilla en el Villamarín.', derbi),
    ).toHaveLength(1);
  });

  it("reads no card in the reader's language, nor a word a stem would wrongly start", () => {
    const text = 'Die Preise steigen 2026 um 4 Prozent.';
    expect(
      languageDirectionClaims('Die Preise sinken 2026 um 4 Prozent.', source(text, 'de')),
    ).toHaveLength(1);
    expect(
      languageDirectionClaims('Die Preise sinken 2026 um 4 Prozent.', source(text, 'de', true)),
    ).toEqual([]);
    // "fermement" is no "fermé": French "ferm-" is written out, not a stem.
    const usine = source("L'usine ouvre ses portes lundi à Lyon.", 'fr');
    expect(
      languageDirectionClaims("L'usine refuse fermement ses portes lundi à Lyon.", usine),
    ).toEqual([]);
    expect(languageDirectionClaims("L'usine ferme ses portes lundi à Lyon.", usine)).toEqual([
      'ferme portes lundi lyon',
    ]);
  });
});

describe("round forty-two's directions turned outside English", () => {
  it('reads the subject across "und" for a verb that follows it, and stops the fall of a rise', () => {
    const pegel = source(
      'Der Rheinpegel liegt aktuell bei 7,40 Metern und steigt weiter. Bis Samstag erwarten wir 8,60 Meter.',
      'de',
    );
    expect(
      languageDirectionClaims(
        'Der Rheinpegel in Köln liegt bei 7,40 Metern und sinkt weiter.',
        pegel,
      ),
    ).toHaveLength(1);
    expect(
      languageDirectionClaims('Der Rheinpegel liegt bei 7,40 Metern und steigt weiter.', pegel),
    ).toEqual([]);
  });

  it('stops an appeal upheld where the court rejected it, and keeps the rejection', () => {
    const tar = source(
      'Il Tar del Piemonte ha respinto il ricorso dei tassisti contro il Comune di Torino.',
      'it',
    );
    expect(
      languageDirectionClaims('Il Tar ha accolto il ricorso dei tassisti contro il Comune.', tar),
    ).toHaveLength(1);
    expect(
      languageDirectionClaims('Il Tar ha bocciato il ricorso dei tassisti contro il Comune.', tar),
    ).toEqual([]);
  });

  it('stops a Hindi "less" of the source\'s "more", in either spelling of its nukta', () => {
    const study = source(
      'बच्चों में नींद की समस्या 42% अधिक पाई गई। अध्ययन 8 से 14 साल के बच्चों पर किया गया।',
      'hi',
    );
    expect(languageDirectionClaims('बच्चों में नींद की समस्या 42% कम पाई गई।', study)).toHaveLength(1);
    expect(languageDirectionClaims('बच्चों में नींद की समस्या 42% ज़्यादा पाई गई।', study)).toEqual([]);
    expect(
      languageDirectionClaims('बच्चों में नींद की समस्या 42% \u095b\u094dयादा पाई गई।', study),
    ).toEqual([]);
  });

  it("stops a Polish rise of the source's fall, and keeps the fall said as its noun", () => {
    const rates = source(
      'Prezes powiedział, że inflacja w październiku spadła do 2,8 procent i że kolejne obniżki są możliwe.',
      'pl',
    );
    expect(
      languageDirectionClaims(
        'Prezes powiedział, że inflacja w październiku wzrosła do 2,8 procent.',
        rates,
      ),
    ).toEqual(['wzrosła 2,8 procent']);
    expect(
      languageDirectionClaims('Inflacja w październiku nie wzrosła, spadła do 2,8 procent.', rates),
    ).toEqual([]);
    expect(
      languageDirectionClaims('Spadek inflacji w październiku do 2,8 procent.', rates),
    ).toEqual([]);
  });
});
