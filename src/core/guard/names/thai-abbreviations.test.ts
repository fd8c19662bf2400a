/**
 * A Thai name cut short with "ฯ" is the source's where its letters open the source's word
 * (thai-abbreviations.ts, h305's blind probes); another province is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { abbreviatesThaiSourceWord } from './thai-abbreviations.ts';

const STORM =
  'กรมอุตุนิยมวิทยาประกาศเตือนพายุฤดูร้อนในภาคเหนือ ประชาชนในจังหวัดเชียงใหม่ควรระวังลูกเห็บ นอกจากนี้ อุณหภูมิในกรุงเทพมหานครจะลดลงประมาณ 3 องศาเซลเซียส';

const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: STORM, lang: 'th' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a Thai name cut short with ฯ', () => {
  it('keeps the source’s Bangkok and department cut short, stops another province', () => {
    expect(claims('อุณหภูมิในกรุงเทพฯ จะลดลงประมาณ 3 องศา')).toEqual([]);
    expect(claims('กรมอุตุฯ เตือนพายุฤดูร้อนในภาคเหนือ')).toEqual([]);
    expect(claims('ประชาชนในจังหวัดเชียงรายควรระวังลูกเห็บ').length).toBeGreaterThan(0);
  });
});

describe('abbreviatesThaiSourceWord', () => {
  it('reads a marked word whose letters open a longer word of the source, and no other', () => {
    expect(abbreviatesThaiSourceWord('กรุงเทพฯ', { text: STORM })).toBe(true);
    expect(abbreviatesThaiSourceWord('เชียงรายฯ', { text: STORM })).toBe(false);
    expect(abbreviatesThaiSourceWord('กรุงเทพ', { text: STORM })).toBe(false);
    expect(abbreviatesThaiSourceWord('ภาคเหนือฯ', { text: 'ภาคเหนือ' })).toBe(false);
  });
});
