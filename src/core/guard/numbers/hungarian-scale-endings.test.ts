/** A Hungarian scale with its case ending joined on (hungarian-scale-endings.ts, h273). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { hungarianScaleStem } from './hungarian-scale-endings.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'hu' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('hungarianScaleStem', () => {
  it.each([
    ['A tüntetésen 10 ezren vettek részt Budapesten.', 'Budapesten 10 000-en tüntettek.'],
    ['A 2,5 milliárdos beruházás 120 munkahelyet teremt.', 'A beruházás 2,5 milliárdos.'],
    ['A város 300 milliót költ az uszodára.', 'A város 300 milliót költ az uszodára.'],
    ['Az árak 40 ezerrel nőttek a tavalyihoz képest.', 'Az árak 40 000-rel nőttek.'],
  ])('keeps the scale of: %s / %s', (text, line) => {
    expect(stopped(line, text)).toEqual([]);
  });

  it('stops another figure of the same scale', () => {
    const text = 'A tüntetésen 10 ezren vettek részt Budapesten.';
    expect(stopped('Budapesten 20 000-en tüntettek.', text)).toEqual(['20 000']);
    expect(stopped('A beruházás 3,5 milliárdos.', 'A 2,5 milliárdos beruházás.')).toEqual([
      '3,5 milliárdos',
    ]);
  });

  it('reads only a scale and one of its endings', () => {
    expect(hungarianScaleStem('milliárdos')).toBe('milliard');
    expect(hungarianScaleStem('milliót')).toBe('millio');
    expect(hungarianScaleStem('ezren')).toBe('ezer');
    expect(hungarianScaleStem('ezerrel')).toBe('ezer');
    expect(hungarianScaleStem('ezredik')).toBeUndefined();
    expect(hungarianScaleStem('milliomos')).toBeUndefined();
    expect(hungarianScaleStem('ezer')).toBeUndefined();
  });
});
