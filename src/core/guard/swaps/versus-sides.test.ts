/**
 * The two sides of a "versus" crossed, their figures kept (versus-sides.ts): the winner told as
 * the runner-up's name with the winner's share. The sides as the source sets them, in other words
 * or turned round with their figures, are kept. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { versusSides } from './versus-sides.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const BALADIYA =
  'أعلنت الهيئة مساء السبت فوز كريم الزين برئاسة بلدية سوسة بنسبة 61.5% من الأصوات، مقابل 30.2% لمنافسته هدى العلوي. وبلغت نسبة المشاركة 38%.';
const VOTO =
  'Il consiglio ha approvato il bilancio con 21 voti della maggioranza contro 12 voti delle opposizioni.';

describe('versusSides: the two sides of a versus crossed', () => {
  it("stops each side's words told on the other side's figure", () => {
    expect(
      stopped(
        'هدى العلوي تفوز برئاسة بلدية سوسة بنسبة 61.5% مقابل 30.2% لكريم الزين.',
        BALADIYA,
        'ar',
      ),
    ).not.toEqual([]);
    expect(
      stopped(
        'Il bilancio passa con 21 voti delle opposizioni contro 12 voti della maggioranza.',
        VOTO,
        'it',
      ),
    ).not.toEqual([]);
  });

  it('keeps the sides as the source sets them, reworded or turned round with their figures', () => {
    expect(
      stopped(
        'كريم الزين يفوز برئاسة بلدية سوسة بـ61.5% من الأصوات مقابل 30.2% لهدى العلوي.',
        BALADIYA,
        'ar',
      ),
    ).toEqual([]);
    // Turned round with its figures: this reading lays it the other way (other readers may still ask).
    expect(versusSides('هدى العلوي نالت 30.2% مقابل 61.5% لكريم الزين.', BALADIYA)).toEqual([]);
    expect(
      stopped(
        'Bilancio approvato con 21 voti della maggioranza contro 12 delle opposizioni.',
        VOTO,
        'it',
      ),
    ).toEqual([]);
  });
});
