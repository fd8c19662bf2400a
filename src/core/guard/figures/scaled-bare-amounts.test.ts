/**
 * An amount told with its scale word and without the currency the source wrote once
 * (scaled-bare-amounts.ts): held at the same value, stopped when the number or the scale changed.
 * Every text here is synthetic, written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('heldScaledBareAmount: an amount whose currency the line drops', () => {
  it('keeps the amount with its scale word, in the languages probed', () => {
    expect(
      stopped('تبلغ كلفة المشروع 2.5 مليون.', 'تبلغ كلفة المشروع 2.5 مليون دولار.', 'ar'),
    ).toEqual([]);
    expect(
      stopped('Spółka zapłaci 40 milionów kary.', 'Spółka zapłaci 40 mln zł kary.', 'pl'),
    ).toEqual([]);
    expect(
      stopped('Proje 1,2 milyara mal oldu.', "Proje 1,2 milyar TL'ye mal oldu.", 'tr'),
    ).toEqual([]);
  });

  it('stops a changed number or scale', () => {
    expect(
      stopped('تبلغ كلفة المشروع 3.5 مليون.', 'تبلغ كلفة المشروع 2.5 مليون دولار.', 'ar'),
    ).toEqual(['3.5 مليون']);
    expect(
      stopped('Spółka zapłaci 40 miliardów kary.', 'Spółka zapłaci 40 mln zł kary.', 'pl'),
    ).toEqual(['40 miliardów']);
  });

  it('stops the amount moved to another role or noun, or given another currency', () => {
    const ru = 'Призовой фонд — 10 миллионов рублей, победитель получит 2,5 миллиона.';
    expect(stopped('Победитель получит 10 млн.', ru, 'ru')).toEqual(['10 млн']);
    const en = 'The firm will pay a $40 million fine and hire 120 people.';
    expect(stopped('The firm will hire 40 million people.', en, 'en')).toEqual(['40 million']);
    const pl = 'Spółka zapłaci 40 mln zł kary.';
    expect(stopped('Spółka zapłaci 40 milionów hrywien kary.', pl, 'pl')).not.toEqual([]);
    const ar = 'تبلغ كلفة المشروع 2.5 مليون دولار.';
    expect(stopped('تبلغ كلفة المشروع 2.5 مليون يورو.', ar, 'ar')).not.toEqual([]);
  });

  it('reads no bare number as the source money: the labelled swap stays stopped', () => {
    expect(
      stopped('Tickets cost €8 and 120 people came.', 'Tickets cost €120 and 8 people came.', 'en'),
    ).toContain('120');
  });

  it('holds exactly the amount the source gives, no other (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 999 }),
        fc.integer({ min: 1, max: 998 }),
        (value, shift) => {
          const other = ((value + shift - 2) % 998) + 2;
          const source = `Spółka zapłaci ${value} mln zł kary.`;
          expect(stopped(`Spółka zapłaci ${value} milionów kary.`, source, 'pl')).toEqual([]);
          if (other !== value)
            expect(stopped(`Spółka zapłaci ${other} milionów kary.`, source, 'pl')).toEqual([
              `${other} milionów`,
            ]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
