import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const REVIEW =
  'The weak point is the companion app. It asked me to create an account before I could change the equalizer, crashed twice on my Android phone, and the firmware update took 25 minutes.';
const SHOP =
  'We moved the whole shop to eBay last spring. The iPhones we refurbish sell within a week, and the 500 mAh batteries we swap in are tested at 25 kWh a month.';

const stopped = (text: string, line: string, lang = 'en', mode: 'normal' | 'thread' = 'normal') =>
  unsupportedClaims(line, claimSource({ text, lang }), mode).filter(
    (claim) => claim.kind === 'name',
  );

describe('a brand written with a capital inside that the source never names', () => {
  it.each([
    [
      REVIEW,
      'The app crashed twice on her iPhone and took 25 minutes to update the firmware.',
      'iPhone',
    ],
    [
      SHOP,
      'The shop moved to Etsy and eBay last spring; its refurbished iPads sell within a week.',
      'iPads',
    ],
  ])('stops it: %s / %s', (text, line, name) => {
    expect(stopped(text, line).map((claim) => claim.text)).toContain(name);
  });

  it('stops it in a thread post too', () => {
    const line = 'The app crashed twice on an iPhone. 2/3';
    expect(stopped(REVIEW, line, 'en', 'thread').map((claim) => claim.text)).toContain('iPhone');
  });
});

describe('a brand or unit the source writes, or no brand at all', () => {
  it.each([
    [REVIEW, 'The app crashed twice on Android and took 25 minutes to update the firmware.'],
    // The source's brand, in another case or as a plural or possessive.
    [
      SHOP,
      "The shop moved to EBAY last spring, and eBay's buyers take its iPhone stock in a week.",
    ],
    // Units and a system's letters have one small letter after the capital at most.
    [REVIEW, 'The firmware update took 25 minutes, and the 500 mAh battery charges at 5 kWh.'],
  ])('keeps it: %s / %s', (text, line) => {
    expect(stopped(text, line)).toEqual([]);
  });

  it('reads no source in other letters, nor Irish, whose grammar writes words so', () => {
    const japanese = 'アイフォーンのアプリが2回クラッシュし、ファームウェアの更新に25分かかった。';
    expect(
      unsupportedClaims(
        'The app crashed twice on the iPhone.',
        claimSource({ text: japanese, lang: 'ja', lineLang: 'en' }),
        'normal',
      ).filter((claim) => claim.text === 'iPhone'),
    ).toEqual([]);
    const irish = 'Beidh an cruinniú ar siúl i nGaillimh Dé Máirt, in aice leis an tSionainn.';
    expect(stopped(irish, 'Beidh an cruinniú i nGaillimh Dé Máirt.', 'ga')).toEqual([]);
  });
});
