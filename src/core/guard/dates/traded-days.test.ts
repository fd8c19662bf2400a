import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

/** The claims the guard stops in a Normal line of a text in `lang`, kind and text. */
const claims = (text: string, lang: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind} ${claim.text}`,
  );

const FLOETE =
  'Forschende der Universität Tübingen haben eine 42.000 Jahre alte Flöte gefunden. Die Ergebnisse erscheinen am 4. März in der Fachzeitschrift „Nature“. Ab dem 15. März ist die Flöte im Museum Blaubeuren zu sehen.';
const FLOYTE =
  'Resultatene publiseres 4. mars i tidsskriftet Nature. Fra 15. mars kan fløyta ses på museet i Blaubeuren.';
const FESTIVAL =
  'Tickets go on sale on March 4 at the box office. The festival opens on March 15 in the park.';

describe("two days of one month, each given the other's clause", () => {
  it.each([
    [
      FLOETE,
      'de',
      'Die Ergebnisse erscheinen am 15. März in „Nature“, ab dem 4. März ist die Flöte in Blaubeuren zu sehen.',
    ],
    [FLOYTE, 'no', 'Resultatene publiseres 15. mars, fra 4. mars kan fløyta ses i Blaubeuren.'],
    [FESTIVAL, 'en', 'Tickets go on sale on March 15; the festival opens on March 4 in the park.'],
  ])('stops both days: %s / %s / %s', (text, lang, line) => {
    const stopped = claims(text, lang, line).join('\n');
    expect(stopped).toMatch(/15/u);
    expect(stopped).toMatch(/ 4\b/u);
  });

  it.each([
    [
      FLOETE,
      'de',
      'Die Ergebnisse erscheinen am 4. März in „Nature“, ab dem 15. März ist die Flöte in Blaubeuren zu sehen.',
    ],
    [FLOETE, 'de', 'Ab dem 15. März ist die Flöte in Blaubeuren zu sehen.'],
    [FLOYTE, 'no', 'Resultatene publiseres 4. mars, fra 15. mars kan fløyta ses i Blaubeuren.'],
    [FESTIVAL, 'en', 'Tickets go on sale on March 4; the festival opens on March 15 in the park.'],
  ])('keeps the days in their own clauses: %s / %s / %s', (text, lang, line) => {
    expect(claims(text, lang, line)).toEqual([]);
  });
});
