import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const TERMS =
  'The Standard plan costs $11.99 per month. Members in the European Union and the United Kingdom may withdraw from an annual plan within 14 days of purchase and receive a full refund.';
const SWISS = 'The watch costs CHF 1,200 at the Geneva shop and ships to the whole of Europe.';

const names = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('a country named where the source writes only its currency', () => {
  it.each([
    [TERMS, 'EU and US members can get a full refund within 14 days.', 'US'],
    [TERMS, 'The 14-day refund is for members in the EU and the US.', 'US'],
  ])('stops it: %s / %s', (text, line, name) => {
    expect(names(text, line)).toContain(name);
  });
});

describe('the currency itself, or a country the source names', () => {
  it.each([
    // The currency's name or its sign beside the word.
    [TERMS, 'The Standard plan costs 11.99 US dollars a month.'],
    [TERMS, 'The Standard plan costs US$11.99 a month.'],
    [SWISS, 'The watch costs 1,200 Swiss francs.'],
    // The source names the country: its capital's country is the names readers' to judge.
    [TERMS, 'EU and UK members can get a full refund within 14 days.'],
    [
      'The plan costs $11.99 per month in the United States and Canada.',
      'US members pay $11.99 a month.',
    ],
  ])('keeps it: %s / %s', (text, line) => {
    expect(names(text, line)).toEqual([]);
  });
});
