/** The writer's memo is bounded by bytes, whatever texts come (issue 30, item 6). */
import { describe, expect, it } from 'vitest';
import { MEMO_BYTES, MEMO_MAX_KEY_CHARS, memo, stringBytes } from './memo.ts';
import { postTopics } from './post-topics.ts';

/** A memo that counts its readings. */
function counted() {
  let readings = 0;
  const remembered = memo(
    (text: string) => text,
    (text: string) => {
      readings += 1;
      return [text.slice(0, 20)];
    },
    (topics) => topics.reduce((sum, topic) => sum + stringBytes(topic), 16),
  );
  return { remembered, readings: () => readings };
}

/** A text of `length` characters of its own, different from every other `index`. */
const textOf = (index: number, length: number) =>
  `${index}: ${'Bike lanes cut collisions. '.repeat(Math.ceil(length / 27))}`.slice(0, length);

describe('memo', () => {
  it('reads a text once, however often it is asked', () => {
    const { remembered, readings } = counted();
    const first = remembered('City councils voted for bike lanes.');
    expect(remembered('City councils voted for bike lanes.')).toBe(first);
    expect(readings()).toBe(1);
  });

  it('does not remember a key over its limit: a long text is read each time', () => {
    const { remembered, readings } = counted();
    const long = textOf(1, MEMO_MAX_KEY_CHARS + 1);
    remembered(long);
    remembered(long);
    expect(readings()).toBe(2);
    expect(remembered.entries()).toBe(0);
  });

  it('holds no more than its bytes, the oldest text going first', () => {
    const { remembered, readings } = counted();
    const count = Math.ceil((2 * MEMO_BYTES) / stringBytes(textOf(0, 4_000)));
    for (let index = 0; index < count; index++) remembered(textOf(index, 4_000));
    expect(remembered.heldBytes()).toBeLessThanOrEqual(MEMO_BYTES);
    expect(remembered.entries()).toBeLessThan(count);
    const before = readings();
    remembered(textOf(count - 1, 4_000));
    expect(readings()).toBe(before);
    remembered(textOf(0, 4_000));
    expect(readings()).toBe(before + 1);
  });
});

describe('postTopics memo', () => {
  it('hands out a copy: a caller changing its list changes nothing for the next', () => {
    const text = `Reddit moderators are removing comments about the new API pricing. ${textOf(2, 20_000)}`;
    const first = postTopics(text, 2);
    expect(first.length).toBeGreaterThan(0);
    first.length = 0;
    expect(postTopics(text, 2).length).toBeGreaterThan(0);
  });
});
