/**
 * A route told the other way round in a translation (translated-routes.ts, round fourteen): the
 * places are the source's, their order is not.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const TRAIN =
  'भोपाल और इंदौर के बीच नई वंदे भारत एक्सप्रेस 5 अप्रैल से चलेगी। ट्रेन सुबह 6:30 बजे भोपाल से रवाना होकर 9:45 बजे इंदौर पहुँचेगी।';
const FLIGHT = 'С 1 июня откроется прямой рейс из Казани в Сочи.';

describe('translatedRoutes', () => {
  it('stops a route whose start and end trade places', () => {
    expect(
      claims('The train will leave Indore at 6:30am and reach Bhopal at 9:45am.', TRAIN, 'hi'),
    ).toEqual(['name:Bhopal']);
    expect(claims('A direct flight from Sochi to Kazan opens on June 1.', FLIGHT, 'ru')).toEqual([
      'name:Kazan',
    ]);
  });

  it('keeps the route the source’s way round, or told without a direction', () => {
    expect(
      claims('The train will leave Bhopal at 6:30am and reach Indore at 9:45am.', TRAIN, 'hi'),
    ).toEqual([]);
    expect(claims('A new Vande Bharat Express runs from Bhopal to Indore.', TRAIN, 'hi')).toEqual(
      [],
    );
    expect(claims('A direct flight from Kazan to Sochi opens on June 1.', FLIGHT, 'ru')).toEqual(
      [],
    );
    expect(claims('Sochi and Kazan get a direct flight on June 1.', FLIGHT, 'ru')).toEqual([]);
  });
});
