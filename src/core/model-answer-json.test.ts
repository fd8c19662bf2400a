import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerTextFromJson,
  cardAnswerSchema,
  splitGifWords,
  threadAnswerSchema,
  threadPostMaxChars,
} from './model-answer-json.ts';

describe('answerTextFromJson', () => {
  it('reads card lines one per line, and a line cut mid-way up to where it is', () => {
    expect(answerTextFromJson('lines', '{"lines": ["One.", "Two.", "Three."]}')).toBe(
      'One.\nTwo.\nThree.',
    );
    expect(answerTextFromJson('lines', '{"lines": ["One.", "Tw')).toBe('One.\nTw');
    // A key half written is no line.
    expect(answerTextFromJson('lines', '{"li')).toBe('');
  });

  it('decodes escapes, and leaves out one cut in half', () => {
    expect(answerTextFromJson('lines', '{"lines": ["say \\"hi\\" \\u00e9\\u4e2d"]}')).toBe(
      'say "hi" é中',
    );
    expect(answerTextFromJson('lines', '{"lines": ["caf\\u00')).toBe('caf');
    expect(answerTextFromJson('lines', '{"lines": ["a\\nb"]}')).toBe('a b');
  });

  it("numbers a thread's posts, a blank line apart", () => {
    expect(answerTextFromJson('posts', '{"posts":["A.","B."]}')).toBe('Post 1: A.\n\nPost 2: B.');
  });

  it("gives a meme's caption, then its GIF words behind a mark split off again", () => {
    const text = answerTextFromJson('meme', '{"caption": "When it rains", "gif": "rain  dance"}');
    expect(splitGifWords(text)).toEqual({ caption: 'When it rains', gifWords: 'rain dance' });
    expect(splitGifWords('A caption from a model server')).toEqual({
      caption: 'A caption from a model server',
    });
  });

  it('only grows as the JSON streams in, and ends as the whole answer reads', () => {
    const anyText = fc.string({
      unit: fc.constantFrom(
        'a',
        'b',
        ' ',
        '  ',
        '\t',
        '\n',
        '\r',
        '\u3000',
        '。',
        '"',
        '\\',
        'é',
        '😀',
      ),
      maxLength: 30,
    });
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 5 }), (lines) => {
        const json = JSON.stringify({ lines });
        let before = '';
        for (let end = 1; end <= json.length; end++) {
          const now = answerTextFromJson('lines', json.slice(0, end));
          expect(now.startsWith(before)).toBe(true);
          before = now;
        }
        // Each run of whitespace stands as its first character, a line break as a space.
        const oneLine = (line: string) =>
          line.replace(/\s+/gu, (run) => (/[\n\r]/.test(run[0] ?? '') ? ' ' : (run[0] ?? '')));
        expect(before).toBe(lines.map(oneLine).join('\n'));
      }),
    );
  });

  it('keeps a line whole when its text so far ends in spaces and a line break comes next', () => {
    const json = '{"lines":["… 300 guests.  \\nEveryone stayed late.","Two.","Three."]}';
    const cut = json.indexOf('\\n');
    expect(answerTextFromJson('lines', json.slice(0, cut))).toBe('… 300 guests. ');
    expect(answerTextFromJson('lines', json)).toBe(
      '… 300 guests. Everyone stayed late.\nTwo.\nThree.',
    );
    // An ideographic space is kept as the post wrote it; the break after it adds nothing.
    expect(
      answerTextFromJson('lines', '{"lines":["三百人が来た。\u3000\\n皆が遅くまで残った。"]}'),
    ).toBe('三百人が来た。\u3000皆が遅くまで残った。');
  });
});

describe('the answer schemas', () => {
  it('hold a card to three capped lines, a meme to a caption and GIF words', () => {
    expect(cardAnswerSchema('normal')).toMatchObject({
      properties: { lines: { minItems: 3, maxItems: 3, items: { maxLength: 180 } } },
    });
    expect(cardAnswerSchema('meme')).toMatchObject({ required: ['caption', 'gif'] });
  });

  it("hold a thread to 4-5 posts within the network's limit", () => {
    expect(threadAnswerSchema('x')).toMatchObject({
      properties: { posts: { minItems: 4, maxItems: 5, items: { maxLength: 260 } } },
    });
    expect(threadAnswerSchema('mastodon')).toMatchObject({
      properties: { posts: { items: { maxLength: 480 } } },
    });
  });

  it('halve the characters of an X post for a text in Chinese, Japanese or Korean (X weighs them double)', () => {
    expect(
      threadPostMaxChars('x', '東京で新しい図書館が来月開館します。勉強部屋は無料です。'),
    ).toBe(130);
    expect(threadPostMaxChars('x', 'The library opens next month.')).toBe(260);
    expect(threadPostMaxChars('bluesky', '東京で新しい図書館が来月開館します。')).toBe(280);
  });
});
