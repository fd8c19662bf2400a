import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

/** What the guard stops in a Normal line of a post in `lang`. */
const stopped = (text: string, lang: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .map((claim) => claim.text)
    .join('\n');

const KUPA =
  'A Győri Audi ETO nyerte a Magyar Kupa döntőjét, miután vasárnap 31–27-re legyőzte az FTC-t. A szünetben még a Ferencváros vezetett 15–14-re. Győr ezzel negyedszer hódította el a trófeát.';
const FINAL =
  'Leeds Rhinos beat Wigan Warriors 24-18 in the final at Headingley on Saturday. At half-time Wigan led 12-6. Leeds scored three tries after the break.';

describe("a score's one side put for the match's other side", () => {
  it.each([
    [KUPA, 'hu', 'A szünetben a Győr vezetett 15–14-re.', /Győr/u],
    [FINAL, 'en', 'At half-time Leeds led 12-6.', /Leeds/u],
  ])('stops it: %s / %s / %s', (text, lang, line, shown) => {
    expect(stopped(text, lang, line)).toMatch(shown);
  });

  it.each([
    [KUPA, 'hu', 'A szünetben még a Ferencváros vezetett 15–14-re.'],
    // The side by its initials, as the post calls it in another sentence.
    [KUPA, 'hu', 'A szünetben az FTC vezetett 15–14-re.'],
    [KUPA, 'hu', 'A félidőben még a Ferencváros állt jobban, 15–14-re.'],
    [FINAL, 'en', 'At half-time Wigan led 12-6.'],
    // The other side, told trailing: worded otherwise, and true.
    [FINAL, 'en', 'Leeds trailed 12-6 at half-time.'],
  ])('keeps a restatement: %s / %s / %s', (text, lang, line) => {
    expect(stopped(text, lang, line)).not.toMatch(/Győr|Leeds|FTC|Ferencváros|Wigan/u);
  });
});
