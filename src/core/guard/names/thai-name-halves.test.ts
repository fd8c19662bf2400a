/** A Thai person's surname changed in a Thai line (thai-name-halves.ts, round twenty-eight). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { changedThaiSurnames } from './thai-name-halves.ts';

const source = {
  text: 'นางสาวพิมพ์ชนก วงศ์ทอง ประธานเจ้าหน้าที่บริหาร กล่าวว่าบริษัทจะเปิดสาขาใหม่ 60 แห่ง',
};

describe('changedThaiSurnames', () => {
  it('gives the surname a line writes after the source’s title and given name', () => {
    expect(changedThaiSurnames('นางสาวพิมพ์ชนก ศรีสุข กล่าวว่าจะเปิดสาขาใหม่', source)).toEqual(['ศรีสุข']);
  });

  it('keeps the source’s surname, written against the next words too, and a person it lacks', () => {
    expect(changedThaiSurnames('นางสาวพิมพ์ชนก วงศ์ทอง กล่าวว่า', source)).toEqual([]);
    expect(changedThaiSurnames('นางสาวพิมพ์ชนก วงศ์ทองกล่าวว่า', source)).toEqual([]);
    // Another given name is no other half of the source's person.
    expect(changedThaiSurnames('นายสมชาย ศรีสุข กล่าวว่า', source)).toEqual([]);
  });

  it('stops the line in a Normal card', () => {
    const claims = unsupportedClaims(
      'นางสาวพิมพ์ชนก ศรีสุข กล่าวว่าบริษัทจะเปิดสาขาใหม่ 60 แห่ง',
      claimSource({ text: source.text, lang: 'th' }),
      'normal',
    );
    expect(claims).toContainEqual({ kind: 'name', text: 'ศรีสุข' });
  });
});
