import { describe, expect, it } from 'vitest';
import { saysNoLonger, saysStopped } from './no-longer-phrases.ts';

describe('"no longer" and "stopped" by language', () => {
  it('sees "no longer", not a comparison', () => {
    expect(saysNoLonger('ya no tiene 120 camas', 'es')).toBe(true);
    expect(saysNoLonger('ne compte plus 40 lits', 'fr')).toBe(true);
    expect(saysNoLonger('n’a plus que 40 lits', 'fr')).toBe(false);
    expect(saysNoLonger('hat keine 40 Betten mehr', 'de')).toBe(true);
    expect(saysNoLonger('fasst nicht mehr als 500 Personen', 'de')).toBe(false);
    expect(saysNoLonger('non espone più di 300 opere', 'it')).toBe(false);
    expect(saysNoLonger('больше не продаёт', 'ru')).toBe(true);
    expect(saysNoLonger('no longer has', 'en')).toBe(false);
    // The g flag's place is not kept between calls.
    expect(saysNoLonger('ya no tiene', 'es')).toBe(true);
  });

  it('sees a verb of stopping and "until" a year', () => {
    expect(saysStopped('dejó de vender 300 libros', 'es')).toBe(true);
    expect(saysStopped('slutade sälja 300 böcker', 'sv')).toBe(true);
    expect(saysStopped('vendía 300 libros hasta 2020', 'es')).toBe(true);
    expect(saysStopped('hasta 300 libros', 'es')).toBe(false);
    expect(saysStopped('vende 300 libros', 'es')).toBe(false);
  });
});
