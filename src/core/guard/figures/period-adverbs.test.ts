/**
 * A period said by an adverb after a figure's noun (period-adverbs.ts, read by period-prices.ts):
 * "4 mln pasażerów miesięcznie" of "4 mln pasażerów rocznie". Every text here is synthetic.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const TERMINAL =
  'Nowy terminal zostanie otwarty w czerwcu. Terminal obsłuży do 4 mln pasażerów rocznie, czyli dwa razy więcej niż obecny.';
const LOHN =
  'Der Mindestlohn steigt auf 14,60 Euro. Vollzeitkräfte kommen so auf 2410 Euro brutto monatlich.';
const RENT =
  'The council will charge tenants £120 weekly from April, and the parking permit costs £40.';
const PASS = 'Проездной будет стоить 3000 рублей в месяц, а разовый билет — 70 рублей.';

describe('an amount told per another period, in an adverb', () => {
  it.each([
    ['Terminal obsłuży do 4 mln pasażerów miesięcznie.', TERMINAL, 'pl'],
    ['Vollzeitkräfte kommen auf 2410 Euro brutto jährlich.', LOHN, 'de'],
    ['Tenants will pay £120 monthly from April.', RENT, 'en'],
    // The source's noun, the line's adverb.
    ['Проездной будет стоить 3000 рублей ежегодно.', PASS, 'ru'],
  ])('stops it: %#', (line, text, lang) => {
    expect(stopped(line, text, lang)).not.toEqual([]);
  });
});

describe('an amount told per the source’s period, or per none', () => {
  it.each([
    ['Nowy terminal przyjmie do czterech milionów pasażerów rocznie.', TERMINAL, 'pl'],
    ['Terminal obsłuży do 4 mln pasażerów na rok.', TERMINAL, 'pl'],
    ['Vollzeitkräfte kommen auf 2410 Euro brutto im Monat.', LOHN, 'de'],
    ['Tenants will be charged £120 a week from April.', RENT, 'en'],
    // A figure the source gives per no period.
    ['The parking permit costs £40 yearly.', RENT, 'en'],
    ['Проездной будет стоить 3000 рублей ежемесячно.', PASS, 'ru'],
  ])('keeps it: %#', (line, text, lang) => {
    expect(stopped(line, text, lang)).toEqual([]);
  });
});
