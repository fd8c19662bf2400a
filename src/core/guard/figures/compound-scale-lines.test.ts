/**
 * A line's amount in two scales of the Indian and Pakistani system (compound-scale-lines.ts): the
 * source's one figure holds "ایک ارب 20 کروڑ روپے" (1 arab 20 crore), "2 लाख 50 हज़ार" and "Rs 1
 * crore 20 lakh", and a source's two scales hold the line's one figure; a changed part still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const TUNNEL = 'سرنگ کی مرمت پر 1.2 ارب روپے لاگت آئے گی۔';
const GIFT = 'संस्थान को 2,50,000 रुपये का दान मिला।';
const BRIDGE = 'The state will spend Rs 1.2 crore on the bridge.';
const ROAD = 'سڑک پر ایک ارب 20 کروڑ روپے خرچ ہوں گے۔';

describe('unsupportedClaims: an amount in two scales of the source’s one figure', () => {
  it.each([
    ['مرمت پر ایک ارب 20 کروڑ روپے خرچ ہوں گے۔', TUNNEL, 'ur'],
    ['संस्थान को 2 लाख 50 हज़ार रुपये दान में मिले।', GIFT, 'hi'],
    ['The bridge will cost Rs 1 crore 20 lakh.', BRIDGE, 'en'],
    ['سڑک پر 1.2 ارب روپے خرچ ہوں گے۔', ROAD, 'ur'],
  ])('keeps %s', (line, text, lang) => {
    expect(claims(line, text, lang)).toEqual([]);
  });

  it.each([
    [
      'مرمت پر ایک ارب 30 کروڑ روپے خرچ ہوں گے۔',
      TUNNEL,
      'ur',
      ['figure:ایک ارب', 'figure:30 کروڑ روپے'],
    ],
    ['संस्थान को 2 लाख 60 हज़ार रुपये मिले।', GIFT, 'hi', ['figure:2 लाख', 'figure:60 हज़ार रुपये']],
    [
      'The bridge will cost Rs 1 crore 50 lakh.',
      BRIDGE,
      'en',
      ['figure:Rs 1 crore', 'figure:50 lakh'],
    ],
    ['سڑک پر 1.3 ارب روپے خرچ ہوں گے۔', ROAD, 'ur', ['figure:1.3 ارب روپے']],
  ])('stops a changed part: %s', (line, text, lang, stopped) => {
    expect(claims(line, text, lang)).toEqual(stopped);
  });
});
