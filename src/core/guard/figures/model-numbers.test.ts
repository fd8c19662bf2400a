/**
 * A thing's number after its name (model-numbers.ts): round nineteen's "Air Jordan 4" of a post's
 * "Air Jordan 1" passed, the post holding a 4 in "sizes 4-18".
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { changedModelNumbers } from './model-numbers.ts';

const DROP =
  "SNKRS W 🔥 Air Jordan 1 High 'Chicago' restock Sat 10am ET, $180, sizes 4-18. Only ~2k pairs per region.";

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a numbered name', () => {
  it('stops another number after a name the source numbers, though the source holds it elsewhere', () => {
    expect(claims("The Air Jordan 4 'Chicago' restocks on Saturday for $180.", DROP)).toEqual([
      'figure:Jordan 4',
    ]);
    expect(claims("The Air Jordan 1 High 'Chicago' restocks on Saturday for $180.", DROP)).toEqual(
      [],
    );
    const launch = 'iPhone 15 is $799 and ships Sept 22. The 16 GB model is gone.';
    expect(claims('The iPhone 16 costs $799.', launch)).toEqual(['figure:iPhone 16']);
  });

  it('keeps a name the source never numbers, a date, a score and a common word', () => {
    const stats = 'Wemby tonight: 34 pts, 14 reb. Spurs beat the Hawks 118-105 on March 3.';
    expect(changedModelNumbers('Wemby had 34 points.', stats, ['en'])).toEqual([]);
    expect(changedModelNumbers('The Spurs won on March 3.', stats, ['en'])).toEqual([]);
    expect(changedModelNumbers('Spurs 118-105 Hawks.', stats, ['en'])).toEqual([]);
    // A sentence's first word is capitalised for its place: "Продано 120" (sold) is no model.
    const sold = 'Продано 300 билетов в партер. Продано 120 билетов на балкон.';
    expect(changedModelNumbers('Продано 120 билетов в партер.', sold, ['ru'])).toEqual([]);
    const crowd = 'About 200 came on Friday; About 50 stayed.';
    expect(changedModelNumbers('About 50 stayed late.', crowd, ['en'])).toEqual([]);
  });
});
