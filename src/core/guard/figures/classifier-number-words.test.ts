/** Bengali number words with a joined classifier (classifier-number-words.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'bn' }), 'normal').map((claim) => claim.text);

describe('heldClassifiedCount', () => {
  it('keeps the count a classified number word gives', () => {
    expect(claims('দুর্ঘটনায় চারজন আহত হয়েছেন।', 'দুর্ঘটনায় ৪ জন আহত হয়েছেন।')).toEqual([]);
    expect(claims('পাঁচটি স্কুল বন্ধ রয়েছে।', '৫টি স্কুল বন্ধ রয়েছে।')).toEqual([]);
  });

  it('stops another count', () => {
    expect(claims('দুর্ঘটনায় চারজন আহত হয়েছেন।', 'দুর্ঘটনায় ৫ জন আহত হয়েছেন।')).toEqual(['5']);
    expect(claims('পাঁচটি স্কুল বন্ধ রয়েছে।', '৬টি স্কুল বন্ধ রয়েছে।')).not.toEqual([]);
  });
});
