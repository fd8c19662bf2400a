/**
 * A choice the source makes turned round (traded-alternatives.ts): the line keeps what the source
 * sets aside. A line that keeps the source's way round, rewords it, or weighs other things is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').filter(
    (claim) => claim.kind === 'negation',
  );

const CHAT =
  'Leah: The test shows your line is fine up to the cabinet on your street, but there is high packet loss between the cabinet and your home. That usually points to a fault in the cable rather than the router. Owen: So it is not my router?';
const BAKERY =
  'Could you ship the 25,000 bags to our Cardiff bakery rather than Swansea this time? Also, please use the new invoice address.';
const STACK = 'For the rewrite, the team chose Python rather than Java, to keep one language.';
const VACCINE =
  'The headline is that we can now update a flu vaccine in weeks rather than months, said the principal investigator.';

describe('a line that trades the sides of the source’s choice', () => {
  it.each([
    [
      CHAT,
      'A line test pointed to his router rather than a cable fault between the street cabinet and his home.',
      'router',
    ],
    [STACK, 'For the rewrite the team picked Java instead of Python.', 'java'],
    [VACCINE, 'The vaccine can now be updated in months rather than weeks.', 'months'],
  ])('stops it: %#', (text, line, word) => {
    // The claim names the side put first; traded-comparison-sides.ts, read before it, may name
    // the whole sentence instead ("months rather than weeks" is a comparison at "than" too).
    const named = claims(line, text).map((claim) => claim.text.toLowerCase());
    expect(named).toHaveLength(1);
    expect(named[0]).toContain(word);
  });
});

describe('a line that keeps the source’s choice', () => {
  it.each([
    [
      CHAT,
      'A line test pointed to a cable fault between the street cabinet and his home rather than his router.',
    ],
    [CHAT, 'The fault was in the cable rather than the router.'],
    [BAKERY, 'The next 25,000 bags go to the Cardiff bakery instead of Swansea.'],
    // A choice the source never weighs: nothing crossed.
    [VACCINE, 'The vaccine was tested on older adults rather than children.'],
  ])('keeps it: %#', (text, line) => {
    expect(claims(line, text)).toEqual([]);
  });
});
