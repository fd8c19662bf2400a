/**
 * A Japanese change against a base with no percent sign (ratio-percent-changes.ts): "前年比12.5増"
 * is "前年比12.5%増"; "前年比2倍" and points are left. Every text here is synthetic.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { withRatioPercents } from './ratio-percent-changes.ts';

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ja' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('withRatioPercents: the sign a change against a base dropped', () => {
  it('writes it between "比", a number and a word of rise or fall only', () => {
    expect(withRatioPercents('売上は前年比12.5増。')).toBe('売上は前年比12.5%増。');
    expect(withRatioPercents('前日比4上昇')).toBe('前日比4%上昇');
    expect(withRatioPercents('前年比12.5%増')).toBe('前年比12.5%増');
    expect(withRatioPercents('前年比2倍')).toBe('前年比2倍');
    expect(withRatioPercents('前年比3ポイント増')).toBe('前年比3ポイント増');
    expect(withRatioPercents('12.5増')).toBe('12.5増');
  });

  it('keeps the source’s percent, and stops another value', () => {
    const source = '売上高は前年比12.5%増えた。';
    expect(figures('売上は前年比12.5増。', source)).toEqual([]);
    expect(figures('売上は前年比15.5増。', source)).not.toEqual([]);
  });
});
