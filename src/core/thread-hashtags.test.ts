import { describe, expect, it } from 'vitest';
import { formatSummary } from './shape-summary.ts';
import { shapeThread } from './shape-thread.ts';
import { addHashtags, dropRepeatedHashtags } from './thread-hashtags.ts';

const first = () => 0;

describe('dropRepeatedHashtags', () => {
  it('keeps the first of a hashtag and drops it again in another case, in later texts', () => {
    expect(
      dropRepeatedHashtags(['Models got cheaper #AI', 'Costs fell #ai #Cloud', 'Done #CLOUD #Ops']),
    ).toEqual(['Models got cheaper #AI', 'Costs fell #Cloud', 'Done #Ops']);
  });

  it('drops a repeat within one text too, and leaves words that only look alike', () => {
    expect(dropRepeatedHashtags(['#Rust is fast, #rust is safe; rust and #Rustacean'])).toEqual([
      '#Rust is fast, is safe; rust and #Rustacean',
    ]);
  });

  it('keeps a text that would be left with no word at all', () => {
    expect(dropRepeatedHashtags(['We shipped it #AI', '#ai'])).toEqual([
      'We shipped it #AI',
      '#ai',
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
    const tags = thread.join(' ').match(/#ai\b/gi) ?? [];
    expect(tags).toHaveLength(1);
  });

  it('a card’s lines say a hashtag once', () => {
    expect(
      formatSummary(['Launch day #SpaceX', 'Second try #spacex worked', 'Crowds cheered']),
    ).toBe('• Launch day #SpaceX\n• Second try worked\n• Crowds cheered');
  });
});
