/**
 * A source's figures as keys (claim-figures.ts): here, a whole count that is a place in an order
 * where the source's language writes it as its number ("en el minuto 87", "auf Platz 3"), which a
 * translation writes as an ordinal (round seventeen: "in the 87th minute" was stopped).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('sourceFigures: a whole count holds its ordinal', () => {
  it('keeps the ordinal a translation writes of the source’s number', () => {
    const goal = 'Chimy Ávila dio la victoria en el 87.';
    expect(claims('Chimy Ávila scored the winner in the 87th minute.', goal, 'es')).toEqual([]);
    expect(claims('The club finished 3rd.', 'Der Verein landete auf Platz 3.', 'de')).toEqual([]);
  });

  it('stops another ordinal, and a count the source writes as a price or a percentage', () => {
    const goal = 'Chimy Ávila dio la victoria en el 87.';
    expect(claims('Chimy Ávila scored the winner in the 78th minute.', goal, 'es')).toEqual([
      'figure:78th',
    ]);
    expect(claims('The club finished 4th.', 'Der Verein landete auf Platz 3.', 'de')).toEqual([
      'figure:4th',
    ]);
    expect(claims('It came 5th.', 'Die Preise stiegen um 5%.', 'de')).toEqual(['figure:5th']);
  });
});

describe('sourceFigures: "pounds" weighs as well as pays (en-documents-4)', () => {
  const review = 'The bad: the bike weighs 58 pounds, so carrying it upstairs is hard work.';
  const stops = (line: string, text: string) =>
    unsupportedClaims(line, claimSource({ text }), 'normal').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );

  it('keeps the weight a line writes as "58-pound" or "58 lbs"', () => {
    expect(stops('Its 58-pound weight is the main downside.', review)).toEqual([]);
    expect(stops('It weighs 58 lbs.', review)).toEqual([]);
  });

  it('still stops another weight, and a weight the source writes only with "£"', () => {
    expect(stops('The bike weighs 58 kg.', review)).toEqual(['figure:58 kg']);
    expect(stops('Its 85-pound weight is the main downside.', review)).toEqual(['figure:85']);
    expect(stops('Its 58-pound weight is the main downside.', 'The bike costs £58.')).toEqual([
      'figure:58',
    ]);
  });
});

describe('a Russian decade as Russian writes it (round twenty-two)', () => {
  const history =
    'В 1870-х годах провели железную дорогу. В 1990-е население сократилось на треть, до 42 тысяч человек.';

  const inRussian = (line: string) =>
    unsupportedClaims(line, claimSource({ text: history, lang: 'ru' }), 'normal').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );

  it('reads "1990-е", "90-е" and "1870-х" as decades, either way written', () => {
    expect(inRussian('В 90-е годы население уменьшилось на треть.')).toEqual([]);
    expect(inRussian('Железную дорогу провели в 1870-е годы.')).toEqual([]);
  });

  it('stops another decade', () => {
    expect(inRussian('Железную дорогу провели в 1880-х годах.')).toEqual(['figure:1880-х']);
    expect(inRussian('В 80-е годы население уменьшилось.')).toEqual(['figure:80-е']);
  });
});
