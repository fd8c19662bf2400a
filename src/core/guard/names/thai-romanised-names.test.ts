/**
 * A line translated from a Thai source writes its names romanised (thai-romanised-names.ts): a
 * name whose consonants no stretch of the source's words has is a new one; the source's, in the
 * romanisations people and places use, are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { thaiSoundKey } from './thai-romanised-names.ts';

const names = (line: string, text: string, lang = 'th') =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const SHUTTLE = 'บีทีเอสแจ้งปิดสถานีสยามชั่วคราว ผู้โดยสารใช้รถบัสรับส่งฟรีระหว่างสถานีชิดลมกับสถานีราชเทวีได้ทุก 10 นาที';
const FIRM =
  'นางสาวพิมพ์ชนก วงศ์ทอง ประธานเจ้าหน้าที่บริหาร กล่าวว่าธนาคารกสิกรไทยจะปล่อยกู้ให้บริษัท และนายอนุทิน ชาญวีรกูล จะเปิดสาขาใหม่ 60 แห่ง';

describe('unsupportedClaims: romanised names in a line translated from Thai', () => {
  it('stops a station or a person the source does not name', () => {
    expect(
      names(
        'Free shuttle buses will run every 10 minutes between Chit Lom and Asok stations.',
        SHUTTLE,
      ),
    ).toEqual(['Asok']);
    expect(names('Buses run between Chit Lom and Phrom Phong.', SHUTTLE)).toEqual([
      'Phrom',
      'Phong',
    ]);
    expect(names('CEO Somchai Wongthong will open 60 new branches.', FIRM)).toEqual(['Somchai']);
  });

  it('keeps the source’s names in the romanisations a translation writes', () => {
    expect(
      names(
        'Free shuttle buses will run every 10 minutes between Chit Lom and Ratchathewi.',
        SHUTTLE,
      ),
    ).toEqual([]);
    // A silent letter under ์, ญ read "n", a name run on with an English word.
    expect(
      names(
        'CEO Pimchanok Wongthong says Kasikornbank will lend, and Anutin Charnvirakul agrees.',
        FIRM,
      ),
    ).toEqual([]);
    // An acronym is spelled by its letters' names (บีทีเอส), no romanisation.
    expect(names('BTS will close Siam station for track maintenance.', SHUTTLE)).toEqual([]);
  });

  it('reads the letters romanisations trade as one', () => {
    expect(thaiSoundKey('สุขุมวิท')).toBe(thaiSoundKey('Sukhumvit'));
    expect(thaiSoundKey('นคร')).toBe(thaiSoundKey('Nakhon'));
    expect(thaiSoundKey('ชินวัตร')).toBe(thaiSoundKey('Shinawatra'));
  });

  it('reads no Thai where the source is in another script', () => {
    expect(names('Buses run between Chit Lom and Asok.', '阪神が巨人に5対3で勝利。', 'ja')).toEqual(
      [],
    );
  });
});
