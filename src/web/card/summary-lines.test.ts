import { describe, expect, it } from 'vitest';
import { splitSummaryLines } from './summary-lines.ts';

describe('splitSummaryLines', () => {
  it('makes one item per line without the leading bullet', () => {
    expect(splitSummaryLines('• First point\n• Second point\n• Third point')).toEqual([
      'First point',
      'Second point',
      'Third point',
    ]);
  });

  it('drops blank lines and trims, also for Windows line ends and dash bullets', () => {
    expect(splitSummaryLines('\r\n•  One \r\n\r\n- Two\n* Three\n   \n')).toEqual([
      'One',
      'Two',
      'Three',
    ]);
  });

  it('keeps a leading minus that is part of the text', () => {
    expect(splitSummaryLines('• -5% in a week')).toEqual(['-5% in a week']);
  });

  it('gives no items for a missing summary', () => {
    expect(splitSummaryLines(undefined)).toEqual([]);
  });
});
