/** A speed written with its two units in different forms (mixed-rate-forms.ts; round fifty-three). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CYCLONE =
  'मौसम विभाग के अनुसार हवा की रफ्तार 120 किमी प्रति घंटा तक पहुंच सकती है। तटीय जिलों में स्कूल बंद रहेंगे।';
const STORM = 'Сильный ветер: порывы до 90 км в час, на побережье ждут шторм.';

describe('mixedRateForms', () => {
  it('keeps a card’s speed of the source’s, written with its units in other forms', () => {
    expect(figures('हवा की गति 120 किमी/घंटा तक जा सकती है।', CYCLONE, 'hi')).toEqual([]);
    expect(figures('हवा 120 किलोमीटर प्रति घंटा तक पहुंच सकती है।', CYCLONE, 'hi')).toEqual([]);
    expect(figures('Порывы ветра до 90 км/ч.', STORM, 'ru')).toEqual([]);
  });

  it('stops another speed, and a distance put for the speed', () => {
    expect(figures('हवा की गति 130 किमी/घंटा तक जा सकती है।', CYCLONE, 'hi')).toEqual([
      '130 किमी/घंटा',
    ]);
    expect(figures('Порывы ветра до 110 км/ч.', STORM, 'ru')).toEqual(['110 км/ч']);
    expect(
      figures('The wind reaches 120 km per hour.', 'The wind reaches 120 km on the ridge.', 'en'),
    ).toEqual(['120 km per hour']);
  });
});
