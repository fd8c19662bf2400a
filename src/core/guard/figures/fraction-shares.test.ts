/**
 * A share the source writes as a fraction in words, which a line writes as its percentage
 * (fraction-shares.ts, round thirty-two: "about 25% of its London–Paris trains" of "about a
 * quarter of its London–Paris trains" was asked again).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, mode: 'normal' | 'thread' = 'normal') =>
  unsupportedClaims(line, claimSource({ text }), mode).map((claim) => claim.text);

const STRIKE =
  'SNCF says only 1 in 3 TGVs will run on Tuesday, and Eurostar is cancelling about a quarter of its London–Paris trains.';
const POLL = 'Two-thirds of voters back the plan, and a third of them want it sooner.';
const VUELOS =
  'Aena cancela un tercio de los vuelos del lunes y tres cuartas partes de los del martes.';
const KERETA = 'KAI memangkas sepertiga perjalanan kereta dan seperempat jadwal bus bandara.';

describe('addFractionShares: a fraction in words holds its percentage', () => {
  it('keeps the percentage of a quarter, a third, two-thirds and three quarters', () => {
    expect(
      stopped('2/5 Eurostar is cancelling about 25% of its trains.', STRIKE, 'thread'),
    ).toEqual([]);
    expect(stopped('67% of voters back the plan; 33% of them want it sooner.', POLL)).toEqual([]);
    expect(
      stopped('Aena cancela el 33% de los vuelos del lunes y el 75% del martes.', VUELOS),
    ).toEqual([]);
    expect(
      stopped('KAI memangkas 33% perjalanan kereta dan 25% jadwal bus bandara.', KERETA),
    ).toEqual([]);
  });

  it('still stops another percentage', () => {
    expect(stopped('Eurostar is cancelling about 30% of its trains.', STRIKE)).toEqual(['30%']);
    expect(stopped('Aena cancela el 25% de los vuelos del lunes.', VUELOS)).toEqual(['25%']);
    expect(stopped('KAI memangkas 40% perjalanan kereta.', KERETA)).toEqual(['40%']);
  });

  it('reads no share in a quarter that is no fraction of something', () => {
    const rate = 'The Fed cut rates by a quarter point to 3.75% in the third quarter.';
    expect(stopped('The Fed cut rates by 25% to 3.75%.', rate)).toEqual(['25% to 3.75%']);
    const hora = 'El tren sale en un cuarto de hora.';
    expect(stopped('El tren lleva el 25% de retraso.', hora)).toEqual(['25%']);
    const wait = 'Expect a quarter of an hour of delays on the line.';
    expect(stopped('Expect 25% of delays on the line.', wait)).toEqual(['25%']);
  });
});
