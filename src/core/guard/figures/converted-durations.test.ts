/** A duration written in another unit than the source's (converted-durations.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('convertedDuration', () => {
  it('keeps months as years, and stops another count of years', () => {
    const project = 'The project will take 24 months.';
    expect(figures('The project will take two years.', project)).toEqual([]);
    expect(figures('The project will take three years.', project)).toEqual(['three years']);
    expect(
      figures('Das Projekt dauert zwei Jahre.', 'Das Projekt dauert 24 Monate.', 'de'),
    ).toEqual([]);
  });

  it('keeps hours as days and weeks as days, each way', () => {
    expect(figures('Delivery takes 48 hours.', 'Delivery takes two days.')).toEqual([]);
    expect(figures('The trial lasts 21 days.', 'The trial lasts three weeks.')).toEqual([]);
    expect(figures('The trial lasts 20 days.', 'The trial lasts three weeks.')).toEqual([
      '20 days',
    ]);
  });

  it('reads a fortnight, a half and a quarter of a unit in the source', () => {
    expect(figures('The repairs take 14 days.', 'The repairs take a fortnight.')).toEqual([]);
    expect(figures('The course lasts six months.', 'The course lasts half a year.')).toEqual([]);
    expect(figures('The course lasts 18 months.', 'The course lasts a year and a half.')).toEqual(
      [],
    );
    expect(figures('The course lasts 15 months.', 'The course lasts a year and a half.')).toEqual([
      '15 months',
    ]);
  });

  it('converts no month into days', () => {
    expect(figures('The works last 30 days.', 'The works last a month.')).toEqual(['30 days']);
  });
});
