/** A day a source writes only before one month's name is that month's (tied-source-days.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { tiedSourceDays } from './tied-source-days.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const ZOO =
  'Pražská zoo přivítala mládě gorily. Návrhy jmen mohou lidé posílat do konce dubna. Pavilon goril je kvůli klidu zavřený do 20. března.';
const SHOW = 'Výstava potrvá od 4. března do 20. dubna.';

describe('tiedSourceDays', () => {
  it('ties a day to the month named after it, and leaves a day written otherwise too', () => {
    const read = tiedSourceDays('Zavřeno do 20. března, 4. dubna a 20 lidí.', ['cs']);
    expect(read.pairs).toEqual([
      [20, 3],
      [4, 4],
    ]);
    expect([...read.tied]).toEqual([4]);
  });

  it('keeps the source’s day and month, in digits or words', () => {
    for (const line of [
      'Pavilon goril zůstane zavřený až do 20. 3.',
      'Pavilon goril zůstane zavřený až do 20. března.',
      'Návrhy jmen do konce dubna, pavilon zavřený do 20. března.',
    ])
      expect(claims(ZOO, line, 'cs'), line).toEqual([]);
    expect(claims(SHOW, 'Výstava potrvá od 4. 3. do 20. 4.', 'cs')).toEqual([]);
    expect(claims('Pawilon jest zamknięty do 20 marca.', 'Zamknięty do 20.03.', 'pl')).toEqual([]);
  });

  it('stops the day put in another month the source names elsewhere', () => {
    expect(claims(ZOO, 'Pavilon goril zůstane zavřený až do 20. 4.', 'cs')).not.toEqual([]);
    expect(claims(ZOO, 'Pavilon goril zůstane zavřený až do 20. dubna.', 'cs')).not.toEqual([]);
    expect(claims(SHOW, 'Výstava potrvá do 20. března.', 'cs')).not.toEqual([]);
    expect(
      claims('Die Ausstellung läuft vom 4. März bis 20. April.', 'Sie läuft bis 20. März.', 'de'),
    ).not.toEqual([]);
    expect(
      claims("L'exposition est ouverte du 4 mars au 20 avril.", "Jusqu'au 20 mars.", 'fr'),
    ).not.toEqual([]);
  });
});
