import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnswerShape, answerTextFromJson } from '#core/index.ts';
import { jsonTextReader } from './small-model-ask.ts';

/** The pieces read one by one, as a stream hands them on: the text the reader gives, joined. */
function streamed(shape: AnswerShape, pieces: string[]): string {
  const read = jsonTextReader(shape);
  return pieces.map((piece) => read(piece)).join('');
}

describe('the streaming JSON reader', () => {
  it("keeps a streamed answer whole when a line's text so far ends in two spaces and an escaped line break comes next (issue 37)", () => {
    const pieces = [
      '{"lines":["… 300 guests.  ',
      '\\n',
      'Everyone stayed late.","The mushy peas ran out by eight.","The full menu is linked in the post."]}',
    ];
    const whole = answerTextFromJson('lines', pieces.join(''));
    expect(whole.split('\n')).toEqual([
      '… 300 guests. Everyone stayed late.',
      'The mushy peas ran out by eight.',
      'The full menu is linked in the post.',
    ]);
    expect(streamed('lines', pieces)).toBe(whole);
  });

  it('keeps a Japanese answer whole when a line break follows an ideographic space (U+3000)', () => {
    const pieces = [
      '{"lines":["新しい図書館が三月に開館します。\u3000',
      '\\n',
      '建物は古い駅舎です。","予算は三千八百万です。","説明会は二月に開かれます。"]}',
    ];
    const whole = answerTextFromJson('lines', pieces.join(''));
    expect(whole.split('\n')).toEqual([
      '新しい図書館が三月に開館します。\u3000建物は古い駅舎です。',
      '予算は三千八百万です。',
      '説明会は二月に開かれます。',
    ]);
    expect(streamed('lines', pieces)).toBe(whole);
  });

  it('keeps a tab before a line break, in a thread post and in a meme caption', () => {
    const thread = ['{"posts":["One.\t', '\\n', 'Still one.","Two.","Three.","Four."]}'];
    expect(streamed('posts', thread)).toBe(answerTextFromJson('posts', thread.join('')));
    expect(streamed('posts', thread)).toContain('Post 4: Four.');
    const meme = ['{"caption":"When the  ', '\\n', 'peas run out","gif":"sad  ', ' face"}'];
    expect(streamed('meme', meme)).toBe(answerTextFromJson('meme', meme.join('')));
  });

  it('gives the unstreamed text for any answer cut into any pieces', () => {
    const anyText = fc.string({
      unit: fc.constantFrom(
        'a',
        'Z',
        '7',
        ' ',
        '  ',
        '\t',
        '\n',
        '\r\n',
        '\u3000',
        '\u00a0',
        '。',
        '"',
        '\\',
        '/',
        'é',
        '😀',
      ),
      maxLength: 40,
    });
    const answers = fc.oneof(
      fc
        .array(anyText, { minLength: 3, maxLength: 3 })
        .map((lines) => ({ shape: 'lines' as const, json: JSON.stringify({ lines }) })),
      fc
        .array(anyText, { minLength: 4, maxLength: 5 })
        .map((posts) => ({ shape: 'posts' as const, json: JSON.stringify({ posts }) })),
      fc.tuple(anyText, anyText).map(([caption, gif]) => ({
        shape: 'meme' as const,
        json: JSON.stringify({ caption, gif }),
      })),
    );
    fc.assert(
      fc.property(
        answers,
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.boolean(),
        ({ shape, json }, cuts, spaced) => {
          // A model may write the JSON with spaces between its tokens; the text is the same.
          const text = spaced ? json.replace(/^\{"(\w+)":/, '{ "$1" : ') : json;
          const at = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
          const pieces = [0, ...at].map((start, index) =>
            text.slice(start, at[index] ?? text.length),
          );
          expect(streamed(shape, pieces)).toBe(answerTextFromJson(shape, text));
        },
      ),
      { numRuns: 500 },
    );
  });
});
