/**
 * The guard never stops a line that only says what the source says: a line made of the source's
 * own words and figures (each as the source writes it, in any order) passes in every mode. And it
 * stops a line that gives the source's figures to each other (issue 44).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, GUARD_MODES, unsupportedClaims } from './index.ts';

const word = fc.stringMatching(/^[a-zA-ZàéüßñçÀÉ]{2,10}$/);
const digits = fc.integer({ min: 0, max: 9_999_999 });
/**
 * A figure as posts write them: digits, grouped, money, percent, time, score, range, decade, words
 * in several languages, scripts.
 */
const figure = fc.oneof(
  digits.map(String),
  digits.map((n) => n.toLocaleString('en-US')),
  digits.map((n) => n.toLocaleString('de-DE')),
  digits.map((n) => n.toLocaleString('fr-FR')),
  digits.map((n) => `$${n}`),
  fc.integer({ min: 0, max: 100 }).map((n) => `${n}%`),
  fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.constantFrom('am', 'pm'))
    .map(([h, m]) => `${h} ${m}`),
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`),
  fc
    .tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }))
    .map(([a, b]) => `${a}-${b}`),
  fc.integer({ min: 1, max: 9 }).map((n) => `${n} million`),
  fc.constantFrom('eight', 'forty thousand', 'twenty-one', 'a hundred', 'three hundred and five'),
  digits.map((n) => n.toLocaleString('ar-EG')),
  digits.map((n) => String(n).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))),
  fc.constantFrom('March 3', 'Friday', '2024-05-01', '四万', '三百', '千', '百名'),
  // Issue 44's kinds and conversions: money in a currency, Indian grouping, decades, ranges.
  digits.map((n) => n.toLocaleString('en-IN')),
  digits.map((n) => `₹${n.toLocaleString('en-IN')}`),
  digits.map((n) => `${n} €`),
  fc.integer({ min: 0, max: 100 }).map((n) => `${n} percent`),
  fc.integer({ min: 0, max: 99 }).map((n) => `the ${n * 10 + 1900}s`),
  fc.integer({ min: 0, max: 9 }).map((n) => `the '${n}0s`),
  fc
    .tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }))
    .map(([a, b]) => `${a} to ${b}`),
  fc.constantFrom('a dozen', 'at noon', 'midnight', 'half of them', '2.5 lakh', '3rd', '1990s'),
  // Number words of other languages, and CJK numerals alone.
  fc.constantFrom('cuarenta y dos', 'zweiundvierzig', 'сорок два', 'बयालीस', 'tweeënveertig'),
);
const handle = fc.stringMatching(/^[a-z][a-z0-9_]{1,12}$/).map((name) => `@${name}`);
const tag = fc.stringMatching(/^[A-Za-z]{2,12}$/).map((name) => `#${name}`);
const link = fc
  .tuple(fc.stringMatching(/^[a-z]{2,10}$/), fc.stringMatching(/^[a-z0-9]{1,10}$/))
  .map(([host, path]) => `https://${host}.example/${path}`);
const quote = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => `“${words.join(' ')}”`);
const unit = fc.oneof(
  { weight: 6, arbitrary: word },
  { weight: 3, arbitrary: figure },
  { weight: 1, arbitrary: handle },
  { weight: 1, arbitrary: tag },
  { weight: 1, arbitrary: link },
  { weight: 1, arbitrary: quote },
);

describe('unsupportedClaims (property)', () => {
  it('passes every line made only of the source’s own words and figures, in every mode', () => {
    fc.assert(
      fc.property(
        fc.array(unit, { minLength: 1, maxLength: 30 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
        fc.constantFrom(
          undefined,
          'en',
          'es',
          'fr',
          'de',
          'pt',
          'it',
          'ja',
          'nl',
          'ru',
          'hi',
          'ko',
        ),
        (units, picks, lang) => {
          // Units a comma apart, so that none joins its neighbour into a new figure.
          const source = claimSource({ text: units.join(', '), ...(lang && { lang }) });
          const line = picks.map((pick) => units[pick % units.length]).join(', ');
          for (const mode of GUARD_MODES) {
            expect(unsupportedClaims(line, source, mode), `${mode}: ${line}`).toEqual([]);
          }
        },
      ),
      { numRuns: 300 },
    );
    // 300 sources in every mode: 8 s alone, past the 20 s default once beside the other workers.
  }, 60_000);
  it('stops a line that swaps the post’s price and count, whatever they are', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 99_999 }),
        fc.constantFrom('€', '$', '£', '₹'),
        (price, count, sign) => {
          fc.pre(price !== count);
          const source = claimSource({
            text: `Tickets cost ${sign}${price} and ${count} people came.`,
          });
          const line = `Tickets cost ${sign}${count} and ${price} people came.`;
          const stopped = unsupportedClaims(line, source, 'normal').map((claim) => claim.text);
          expect(stopped).toEqual([`${sign}${count}`, `${price}`]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
