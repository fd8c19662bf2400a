/**
 * A thread's line that puts another office where the post has its own, with the day moved ahead
 * of it (round twenty-three): a Hindi post whose e-mail address shows lower-case letters is still
 * read word by word in its frames, and the day moved before the name leaves the frame whole.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const POST =
  'टीम अपडेट: 1) अनीता गुप्ता जयपुर ऑफिस से हर सोमवार रिमोट जुड़ेंगी। 2) अगली मीटिंग 12 मई को सुबह 10 बजे होगी। सवाल हों तो info@example.in पर लिखें।';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: POST }), 'thread')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: an uncased thread line with a phrase moved before a name', () => {
  it("keeps the post's office, the day moved before it or not", () => {
    expect(names('अनीता गुप्ता हर सोमवार जयपुर ऑफिस से रिमोट जुड़ेंगी।')).toEqual([]);
    expect(names('अनीता गुप्ता जयपुर ऑफिस से हर सोमवार रिमोट जुड़ेंगी।')).toEqual([]);
  });

  it('stops another office, the day moved before it or not', () => {
    expect(names('अनीता गुप्ता हर सोमवार लखनऊ ऑफिस से रिमोट जुड़ेंगी।')).toEqual(['लखनऊ']);
    expect(names('अनीता गुप्ता लखनऊ ऑफिस से हर सोमवार रिमोट जुड़ेंगी।')).toEqual(['लखनऊ']);
  });
});
