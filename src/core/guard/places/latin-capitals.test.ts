/**
 * Capitals in a translation of a source in Latin letters (latin-capitals.ts, round eighteen): a
 * card's "from Istanbul to Paris" of a Turkish post about a flight "Londra'ya" passed.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const FLIGHT = "İstanbul Havalimanı'ndan Londra'ya kalkan uçuş 3 saat 40 dakika rötar yaptı.";
const TRAINS = 'Los trenes entre Lisboa y Roma no circularán el sábado.';

const card = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, names: [], lang, lineLang: 'en' }), 'normal').map(
    (claim) => claim.text,
  );

describe('a capital in a translation of a source in Latin letters', () => {
  it('keeps the capital the source names in its own language', () => {
    expect(card('The flight from Istanbul to London was delayed.', FLIGHT, 'tr')).toEqual([]);
    expect(card('Trains between Lisbon and Rome will not run on Saturday.', TRAINS, 'es')).toEqual(
      [],
    );
    // The same sound spelt with another letter: "Wien" is Vienna, "Varsovia" Warsaw.
    expect(card('The train to Vienna is cancelled.', 'Der Zug nach Wien fällt aus.', 'de')).toEqual(
      [],
    );
    expect(card('Flights to Warsaw resume.', 'Se reanudan los vuelos a Varsovia.', 'es')).toEqual(
      [],
    );
  });

  it('stops a capital the source does not name', () => {
    expect(card('The flight from Istanbul to Paris was delayed.', FLIGHT, 'tr')).toEqual(['Paris']);
    expect(
      card('Trains between Lisbon and Madrid will not run on Saturday.', TRAINS, 'es'),
    ).toEqual(['Madrid']);
  });
});
