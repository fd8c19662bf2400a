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
