/**
 * A figure told in the clause of another of the source's values (clause-swaps.ts): the line's
 * clause has the other value's words (a subject, a verb, a condition) and none of its own value's.
 * Each value told with its own words, a rounding, a subject said before a conjunction, and a
 * clause whose words the source's clauses share are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CONSOLE =
  'Chegou a data! O console Nova X será lançado no Brasil em 14 de março por R$ 4.299, e a versão digital sai por R$ 3.699.';
const FARES =
  'Fares change on 6 April: a single goes from £2 to £2.50. Under-19s still pay £1. Day tickets stay at £5.';
const CHILD_BENEFIT =
  'Regjeringen foreslår å øke barnetrygden med 200 kroner i måneden for barn under seks år. Barn over seks år får en økning på 100 kroner.';
const SALE =
  'Zapatillas desde 29,95 €, botas entre 45 y 80 €. Envío gratis en pedidos de más de 60 €.';
const POLL =
  'Nieuwe peiling: de PVV zakt naar 28 zetels, GroenLinks-PvdA stijgt naar 26 en het CDA komt op 19.';

describe('clauseSwaps: a figure told in another value’s clause', () => {
  it('stops a value told with the words of another value’s clause', () => {
    expect(stopped('O Nova X custará R$ 3.699.', CONSOLE, 'pt')).toEqual(['R$ 3.699']);
    expect(stopped('A versão digital sai por R$ 4.299.', CONSOLE, 'pt')).toEqual(['R$ 4.299']);
    expect(stopped('Under-19s will pay £2 from April.', FARES)).toEqual(['£2']);
    expect(stopped('Under-19s now pay £5.', FARES)).toEqual(['£5']);
    expect(stopped('Barn over seks år får 200 kroner mer.', CHILD_BENEFIT, 'nb')).toEqual([
      '200 kroner',
    ]);
    expect(stopped('El envío es gratis en pedidos de más de 45 €.', SALE, 'es')).toEqual(['45 €']);
  });

  it('stops a value given the unit of another value', () => {
    const tickets =
      'Bad Bunny anuncia 2 fechas más en el Metropolitano. Los primeros 40k boletos volaron en 20 min.';
    expect(stopped('Las primeras entradas se agotaron en 2 minutos.', tickets, 'es')).toEqual([
      '2 minutos',
    ]);
    expect(stopped('Las primeras entradas se agotaron en 20 minutos.', tickets, 'es')).toEqual([]);
  });

  it('keeps each value told with its own clause’s words', () => {
    expect(stopped('A versão digital do Nova X vai custar R$ 3.699.', CONSOLE, 'pt')).toEqual([]);
    expect(stopped('O Nova X chega ao Brasil por R$ 4.299.', CONSOLE, 'pt')).toEqual([]);
    expect(stopped('A single goes up from £2 to £2.50.', FARES)).toEqual([]);
    expect(stopped('Under-19s still pay £1, and a day ticket is £5.', FARES)).toEqual([]);
    expect(
      stopped('Barn under seks år får 200 kroner mer i måneden.', CHILD_BENEFIT, 'nb'),
    ).toEqual([]);
    expect(stopped('Barn over seks år får 100 kroner mer.', CHILD_BENEFIT, 'nb')).toEqual([]);
    expect(stopped('Envío gratis a partir de 60 €; botas de 45 a 80 €.', SALE, 'es')).toEqual([]);
  });

  it('keeps a subject said before a conjunction, and a rounding of another value', () => {
    expect(stopped('De PVV verliest zetels en komt uit op 28.', POLL, 'nl')).toEqual([]);
    const grades =
      'Results day: 27.8% of entries got an A or A*, down from 28.0% last year. In Wales the figure was 33%.';
    expect(stopped('About 28% of entries got an A or A*.', grades)).toEqual([]);
  });

  it('keeps a line whose words every clause of its value shares with the other', () => {
    const metro =
      'В Москве открыли 3 новые станции метро на Большой кольцевой линии. Теперь на линии 31 станция.';
    expect(stopped('Теперь на Большой кольцевой линии 31 станция.', metro, 'ru')).toEqual([]);
  });
});

describe('clauseSwaps: a value after a comma, its sentence’s subject before it (round 37)', () => {
  const SCHOOL =
    'Przypominamy, że od 1 października obiady kosztują 9 zł dziennie. Wycieczka klas siódmych do Malborka zaplanowana jest na 3 października, koszt 85 zł.';

  it('keeps the value told with its subject and another clause’s verb', () => {
    expect(stopped('Wycieczka do Malborka kosztuje 85 zł.', SCHOOL, 'pl')).toEqual([]);
  });

  it('still stops it told of the other value’s subject', () => {
    expect(stopped('Obiady kosztują 85 zł dziennie.', SCHOOL, 'pl')).toEqual(['85 zł']);
  });
});

describe('clauseSwaps: Malay\u2019s "manakala" (whereas) sets a clause apart (round thirty-nine)', () => {
  const OFFER =
    'Beras tempatan 10 kg dijual pada harga RM26.90, manakala minyak masak 5 kg pada RM25.50. Kedai dibuka dari 8 pagi.';

  it('stops two prices traded between the clauses', () => {
    expect(
      stopped('Beras 10 kg hanya RM25.50 dan minyak masak 5 kg RM26.90.', OFFER, 'ms'),
    ).toEqual(['RM25.50', 'RM26.90']);
  });

  it('keeps each price with its own goods', () => {
    expect(
      stopped('Beras 10 kg hanya RM26.90 dan minyak masak 5 kg RM25.50.', OFFER, 'ms'),
    ).toEqual([]);
  });
});

describe('clauseSwaps in minutes that settle on a value', () => {
  const MINUTES =
    'Olivia proposed a summer discount of 15% for new customers. Daniel said sales would prefer 10% because margins are thin. After discussion they settled on 12% for June and July.';

  it('reads "agreed on" as the settled value’s own word', () => {
    expect(stopped('They agreed on a 12% summer discount for new customers.', MINUTES)).toEqual([]);
    expect(stopped('They agreed on a 10% summer discount for new customers.', MINUTES)).toEqual([
      '10%',
    ]);
  });
});
