import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { negatedNeedClaims } from './negated-needs.ts';

const email =
  'Because the damage happened in transit, you do not need to return the whole blender. We will send a replacement jug free of charge. You do not need to send the cracked jug back, but please dispose of it safely.';
const stopped = (line: string) => negatedNeedClaims(line, claimSource({ text: email, lang: 'en' }));

describe('a need the source rules out, said as a need (en-documents-4)', () => {
  it.each([
    'A free replacement jug is coming; the broken jug needs to be returned.',
    'The customer must send the cracked jug back.',
    'The whole blender has to be returned.',
  ])('stops "%s"', (line) => {
    expect(stopped(line)).not.toEqual([]);
  });

  it.each([
    'A free replacement jug is coming, and the broken jug does not need to be returned.',
    'There is no need to send the cracked jug back.',
    'The customer must dispose of the cracked jug safely.',
  ])('keeps "%s"', (line) => {
    expect(stopped(line)).toEqual([]);
  });
});

const recall =
  'Consumers should stop using the recalled heaters immediately, unplug them, and contact HomeComfort for a full refund or a free replacement heater. Consumers do not need to return the heater to a store; the company will send a prepaid shipping label.';
const recalled = (line: string) =>
  negatedNeedClaims(line, claimSource({ text: recall, lang: 'en' }));

describe('a need the source rules out, its verb said in other words (en-documents-5)', () => {
  it.each([
    'Owners can get a full refund, but need to take the heater back to a store.',
    'Owners must bring the heater back to a store for a refund.',
  ])('stops "%s"', (line) => {
    expect(recalled(line)).not.toEqual([]);
  });

  it.each([
    'Owners can get a full refund, with no need to take the heater back to a store.',
    'Owners do not have to bring the heater back to a store.',
    // One of the need's words is no need ruled out: the source has owners stop using the heater.
    'Owners need to stop using the heater and unplug it.',
  ])('keeps "%s"', (line) => {
    expect(recalled(line)).toEqual([]);
  });
});
