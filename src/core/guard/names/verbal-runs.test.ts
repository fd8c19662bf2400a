/** A run of Han or kana a verb's ending follows or closes, or a Chinese modal opens (verbal-runs.ts). */
import { describe, expect, it } from 'vitest';
import { isVerbalRun } from './verbal-runs.ts';

const verbal = (line: string, run: string, chinese: boolean) => {
  const start = line.indexOf(run);
  return isVerbalRun(line, start, start + run.length, chinese);
};

describe('isVerbalRun', () => {
  it('reads a Japanese する verb, a Chinese aspect mark and a modal as verbs', () => {
    expect(verbal('新作はお披露目されます。', 'お披露目', false)).toBe(true);
    expect(verbal('活动吸引了很多人。', '吸引了', true)).toBe(true);
    expect(verbal('购买即可获得礼品。', '即可获得', true)).toBe(true);
    expect(verbal('据数码博主透露。', '据', true)).toBe(true);
  });

  it('reads a name, and a run of another script, as no verb', () => {
    expect(verbal('王伟表示欢迎。', '王伟', true)).toBe(false);
    expect(verbal('大山悠輔が2本のホームラン', '大山悠輔', false)).toBe(false);
    expect(verbal('Apple sells more.', 'Apple', false)).toBe(false);
  });
});
