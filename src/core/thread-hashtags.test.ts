import { describe, expect, it } from 'vitest';
import { formatSummary } from './shape-summary.ts';
import { shapeThread } from './shape-thread.ts';
import { addHashtags, dropRepeatedHashtags } from './thread-hashtags.ts';

const first = () => 0;

describe('dropRepeatedHashtags', () => {
  it('drops a tag a closing run repeats in another case, and keeps the first', () => {
    expect(
      dropRepeatedHashtags(['Models got cheaper #AI', 'Costs fell #ai #Cloud', 'Done #CLOUD #Ops']),
    ).toEqual(['Models got cheaper #AI', 'Costs fell #Cloud', 'Done #Ops']);
  });

  it('writes a repeat inside a sentence the first way, so the sentence stays whole', () => {
    expect(
      dropRepeatedHashtags(['On our way to the #GoogleDance!', 'Tagged #googledance and #SMX.']),
    ).toEqual(['On our way to the #GoogleDance!', 'Tagged #GoogleDance and #SMX.']);
  });

  it('drops a repeat within one closing run, and leaves words that only look alike', () => {
    expect(dropRepeatedHashtags(['Rust and #Rustacean news #Rust #rust'])).toEqual([
      'Rust and #Rustacean news #Rust',
    ]);
  });

  it('keeps a text that is nothing but tags, in the first way of writing them', () => {
    expect(dropRepeatedHashtags(['We shipped it #AI', '#ai'])).toEqual([
      'We shipped it #AI',
      '#AI',
    ]);
  });

  it('leaves texts without repeats exactly as they were', () => {
    const texts = ['Café #Paris', 'Métro #Lyon', 'No tags here'];
    expect(dropRepeatedHashtags(texts)).toEqual(texts);
  });
});

describe('hashtags said once', () => {
  it('adds no tag an earlier post already carries in another case', () => {
    const posts = ['Renewables passed coal #renewables', 'Next, storage.', 'Then grids.', 'Fin.'];
    addHashtags(posts, 'Renewables renewables renewables', '#Thread', first);
    expect(posts.at(-1)).toBe('Fin. #Thread');
  });

  it('a thread the model tagged twice in two cases keeps one', () => {
    const raw = [
      '1/ Compilers are getting smarter #AI',
      '2/ They now reorder loops by themselves #ai',
      '3/ And they vectorise more code than before',
      '4/ Benchmarks show 20% gains on average #Ai',
    ].join('\n\n');
    const thread = shapeThread(raw, 'Compilers', 'standard', first);
    // Said one way throughout, and not again in a closing run.
    const tags = thread.join(' ').match(/#ai\b/gi) ?? [];
    expect(new Set(tags)).toEqual(new Set(['#AI']));
    expect(thread.at(-1)).not.toMatch(/#ai\b/i);
  });

  it('a card’s lines say a hashtag one way, and not again at a line’s end', () => {
    expect(
      formatSummary(['Launch day #SpaceX', 'Second try #spacex worked', 'Crowds cheered #SPACEX']),
    ).toBe('• Launch day #SpaceX\n• Second try #SpaceX worked\n• Crowds cheered');
  });
});
