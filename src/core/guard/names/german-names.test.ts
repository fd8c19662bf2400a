/**
 * Names in a German line (german-names.ts), read by unsupportedClaims in a Normal line of a German
 * source: a capitalised word German does not make and the source does not have is a new name,
 * wherever it stands; the nouns, compounds and inflections a faithful summary writes are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isGermanWord, notSourceParts, unsupportedGermanNames } from './german-names.ts';

const DRACHENFEST =
  'Am Samstag, 7. Juni, wird das Tempelhofer Feld wieder bunt: Drachenfest ab 11 Uhr, Eintritt frei!';
const STADTRAT =
  'Der Leipziger Stadtrat hat am Mittwoch den Bau einer neuen Straßenbahnlinie nach Grünau beschlossen. Die Kosten liegen bei 240 Millionen Euro, der Freistaat Sachsen übernimmt drei Viertel.';
const KITAS =
  'Bremens Bildungssenatorin Sascha Aulepp hat 14 neue Kitas angekündigt. Der Elternverband kritisiert, dass weiterhin 2.000 Plätze fehlen.';
const HOCHWASSER =
  'Die Augustusbrücke ist für Autos gesperrt. Der Pegel soll laut Landeshochwasserzentrum am Samstag seinen Höchststand erreichen.';

const claims = (line: string, text: string, lang = 'de') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: names in a German line', () => {
  it('stops a place, person or venue the source does not have, mid-sentence or first', () => {
    expect(claims('Das Drachenfest findet im Treptower Park statt.', DRACHENFEST)).toEqual([
      'name:Treptower',
    ]);
    expect(claims('Baerbock lobte den Beschluss des Stadtrats.', STADTRAT)).toEqual([
      'name:Baerbock',
    ]);
    expect(claims('Sascha Aulepp kündigt 14 neue Kitas in Vegesack an.', KITAS)).toEqual([
      'name:Vegesack',
    ]);
    expect(claims('Die Carolabrücke ist für Autos gesperrt.', HOCHWASSER)).toEqual([
      'name:Carolabrücke',
    ]);
  });

  it('keeps the source’s words in their German forms: inflected, derived, compounded, shortened', () => {
    for (const line of [
      'Die Leipziger Stadträte stimmten für die neue Straßenbahnlinie nach Grünau.',
      'Baustart für die Tramlinie nach Grünau ist beschlossen.',
      'Sachsen trägt drei Viertel der Kosten.',
    ]) {
      expect(claims(line, STADTRAT), line).toEqual([]);
    }
    for (const line of [
      'Die Bremer Senatorin Aulepp kündigt 14 neue Kitas an.',
      'Laut Elternverband fehlen weiterhin 2000 Kitaplätze.',
      'Die Bildungssenatorin stellte ihre Pläne für 14 Kitas vor.',
    ]) {
      expect(claims(line, KITAS), line).toEqual([]);
    }
    // The source's compound shortened in its own frame ("laut Landeshochwasserzentrum am").
    expect(
      claims('Der Höchststand wird laut Hochwasserzentrum am Samstag erwartet.', HOCHWASSER),
    ).toEqual([]);
  });

  it('reads no names this way in a language whose capitals mark them', () => {
    // An English line of the same source keeps its own reader (claim-names.ts).
    expect(claims('The kite festival is at Treptower Park.', DRACHENFEST, 'en')).toEqual([
      'name:Treptower',
      'name:Park',
    ]);
  });
});

describe('isGermanWord', () => {
  it('knows common words in their forms and the compounds German makes of them', () => {
    for (const word of [
      'Haus',
      'Entscheidung',
      'Bürgermeisterin',
      'Einsatzkräfte',
      'Sandsäcke',
      'Torschütze',
      'Feuerwehrleute',
      'Verlängerung',
      'Investitionen',
      'Amtsgericht',
      'Freibad',
      'Teilnehmende',
    ]) {
      expect(isGermanWord(word), word).toBe(true);
    }
  });

  it('does not make names of common words, nor of a pronoun or a three-letter inner part', () => {
    for (const word of [
      'Treptower',
      'Pauli',
      'Hannover',
      'Kimmich',
      'Dreisamstadion',
      'Gregoritsch',
      'Meißen',
    ]) {
      expect(isGermanWord(word), word).toBe(false);
    }
  });

  it('makes a compound whose last word is three letters with its ending ("Schnell-lad-er")', () => {
    for (const word of ['Schnelllader', 'Schnellladern', 'Schnellladen']) {
      expect(isGermanWord(word), word).toBe(true);
    }
    // A three-letter part inside a compound is still none ("Drei-sam-stadion"), nor a name's end.
    for (const word of ['Dreisamstadion', 'Hannover', 'Kimmich']) {
      expect(isGermanWord(word), word).toBe(false);
    }
    const drive =
      'Kurzer Fahrbericht BMW i4 eDrive40 🚗⚡ 600 km Reichweite laut WLTP, real im Winter eher 420. Laden 10-80% in 31 min an der HPC. 0-100 in 5,7 s. Basispreis 59.200 €. Fazit: 8/10, top für die Langstrecke 👍 #EAuto';
    expect(claims('Am Schnelllader lädt er in 31 Minuten von 10 auf 80 Prozent.', drive)).toEqual(
      [],
    );
    expect(claims('Am Schnelllader in Ingolstadt lädt er in 31 Minuten.', drive)).toEqual([
      'name:Ingolstadt',
    ]);
  });

  it('reads the source’s words as German’s: "Kitaplätze" of a source’s "Kitas"', () => {
    const source = claimSource({ text: KITAS, lang: 'de' });
    expect(isGermanWord('Kitaplätze')).toBe(false);
    expect(isGermanWord('Kitaplätze', source)).toBe(true);
  });

  it('reads a word of three letters or more linearly: a long one is no compound', () => {
    expect(isGermanWord(`${'Haus'.repeat(30)}`)).toBe(false);
    expect(
      unsupportedGermanNames(`Die ${'Xy'.repeat(5_000)} kommt.`, claimSource({ text: KITAS })),
    ).toEqual([]);
  });
});

describe('notSourceParts', () => {
  it('drops a name that is the start or end of a source’s longer word, keeps the rest', () => {
    const source = claimSource({ text: HOCHWASSER, lang: 'de' });
    expect(notSourceParts(['Hochwasserzentrum', 'Carolabrücke', 'Augustus'], source)).toEqual([
      'Carolabrücke',
    ]);
  });

  it('drops a compound whose letters before the hyphen are short for a source word', () => {
    const source = claimSource({
      text: 'Das Geschäft mit Thermomanagement für Elektroautos wuchs um 12 Prozent.',
      lang: 'de',
    });
    expect(notSourceParts(['E-Autos', 'E-Busse', 'X-Autos'], source)).toEqual([
      'E-Busse',
      'X-Autos',
    ]);
    const line = 'Das Thermomanagement für E-Autos wuchs um 12 %.';
    expect(unsupportedClaims(line, source, 'normal')).toEqual([]);
  });
});
