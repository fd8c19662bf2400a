import { describe, expect, it } from 'vitest';
import { clauseMeaningClaims } from '../clause-meaning-claims.ts';
import { tradedCaseEndings } from './traded-case-endings.ts';

const source = (text: string, translated = false) => ({ text, langs: ['bn'], translated });

describe('two names’ case endings traded', () => {
  const transfer = source(
    'মোহনবাগান সুপার জায়ান্ট রেকর্ড ৪ কোটি ৫০ লক্ষ টাকায় ইস্টবেঙ্গলের মিডফিল্ডার সৌভিক দাসকে দলে নিয়েছে। দুই ক্লাবের মধ্যে এটিই সবচেয়ে বড় ট্রান্সফার।',
  );

  it('stops the buyer and the seller traded, read through the guard', () => {
    expect(
      clauseMeaningClaims(
        'ইস্টবেঙ্গল রেকর্ড ৪ কোটি ৫০ লক্ষ টাকায় মোহনবাগানের মিডফিল্ডার সৌভিক দাসকে দলে নিয়েছে।',
        transfer,
      ),
    ).toEqual(expect.arrayContaining(['ইস্টবেঙ্গল', 'মোহনবাগানের']));
  });

  it('keeps the source’s endings, one ending changed, and a genitive said the other way', () => {
    expect(
      tradedCaseEndings('মোহনবাগান রেকর্ড টাকায় ইস্টবেঙ্গলের মিডফিল্ডার সৌভিক দাসকে দলে নিয়েছে।', transfer),
    ).toEqual([]);
    expect(
      tradedCaseEndings('মোহনবাগান ৪.৫ কোটি টাকায় ইস্টবেঙ্গল থেকে সৌভিক দাসকে কিনেছে।', transfer),
    ).toEqual([]);
    const spiders = source('গবেষকরা সুন্দরবনে ৩৪টি নতুন প্রজাতির মাকড়সা খুঁজে পেয়েছেন।');
    expect(tradedCaseEndings('সুন্দরবনে ৩৪টি নতুন মাকড়সার প্রজাতি খুঁজে পেয়েছেন।', spiders)).toEqual([]);
  });

  it('reads no translation and no script with capitals', () => {
    const line = 'ইস্টবেঙ্গল রেকর্ড টাকায় মোহনবাগানের মিডফিল্ডার সৌভিক দাসকে দলে নিয়েছে।';
    expect(tradedCaseEndings(line, source(transfer.text, true))).toEqual([]);
    expect(
      tradedCaseEndings(
        'Mohun Bagan signed East Bengal’s Souvik.',
        source('East Bengal signed Mohun Bagan’s Souvik.'),
      ),
    ).toEqual([]);
  });
});
