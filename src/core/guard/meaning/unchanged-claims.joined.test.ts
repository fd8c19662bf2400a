/**
 * No change said in other words, and two of a source's sentences joined in one line (h265,
 * unchanged-claims.ts): "did not change", "held steady", "was stable at" say no change on either
 * side, and a line's "X fell while Y rose" is read in its two parts, one subject each.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unchangedClaims } from './unchanged-claims.ts';

const source = (text: string) => ({ text, langs: ['en'] });

const BUDGET =
  "Spending on adult social care will increase by £11 million to £164 million. The children's services budget will remain at £88 million. Parking charges in the town centre will stay unchanged for a second year, while council tax will rise by 4.99%.";
const UNIVERSITY =
  'Student satisfaction remained at 82%, unchanged from last year. Graduate employment rose slightly, with 88% of graduates in work.';
const VACCINES =
  'Vaccination coverage for the second dose fell from 91% to 84%. Coverage for the first dose was stable at 92%.';
const CASH = 'Operating cash flow was $310 million, roughly flat compared with last year.';

describe('unchangedClaims: no change in other words, joined sentences', () => {
  it('keeps a change denied ("did not change") of the source’s "unchanged"', () => {
    for (const line of [
      "Children's services funding did not change, staying at £88 million.",
      'Parking charges did not change, but council tax will rise by 4.99%.',
      "Children's services funding held steady at £88 million while social care spending rose.",
      'Parking charges saw no change, while council tax goes up 4.99%.',
    ]) {
      expect(unchangedClaims(line, source(BUDGET)), line).toEqual([]);
    }
  });

  it('shares no auxiliary or function word with a clause of no change ("will", "about")', () => {
    const TAX =
      'Council tax will rise by 4.99%, adding about £92 a year to a Band D bill. Parking charges will stay unchanged for a second year.';
    expect(unchangedClaims('Band D bills will go up by about £92 a year.', source(TAX))).toEqual(
      [],
    );
    expect(unchangedClaims('Parking charges will go up this year.', source(TAX))).toEqual([
      'Parking charges will go up this year',
    ]);
  });

  it('reads "was stable at", "roughly flat" in a source as no change', () => {
    expect(unchangedClaims('First-dose coverage fell to 92%.', source(VACCINES))).toEqual([
      'First-dose coverage fell to 92%',
    ]);
    expect(unchangedClaims('Operating cash flow rose to $310 million.', source(CASH))).toEqual([
      'Operating cash flow rose to $310 million',
    ]);
    // A bare "were flat" after its subject's commas is its sentence's.
    const HOMES =
      'House prices, by contrast, were flat, with the average sale price unchanged at £286,000. Sales volumes decreased by 5%.';
    expect(unchangedClaims('House prices fell to £286,000.', source(HOMES))).toEqual([
      'House prices fell to £286,000',
    ]);
    expect(unchangedClaims('Sales volumes fell 5%.', source(HOMES))).toEqual([]);
    // What the source says changed is still kept.
    expect(unchangedClaims('Second-dose coverage fell to 84%.', source(VACCINES))).toEqual([]);
  });

  it('reads a joined line in its parts: the unchanged one said to change is stopped', () => {
    expect(
      unchangedClaims(
        'Student satisfaction fell to 82% while graduate employment rose slightly.',
        source(UNIVERSITY),
      ),
    ).toEqual(['Student satisfaction fell to 82%']);
    expect(
      unchangedClaims(
        'Graduate employment rose slightly, and student satisfaction stayed the same at 82%.',
        source(UNIVERSITY),
      ),
    ).toEqual([]);
  });

  it('property: the source’s two sentences joined in either order, by any joiner, are kept', () => {
    const still = 'Student satisfaction remained at 82%';
    const moved = 'graduate employment rose slightly';
    fc.assert(
      fc.property(
        fc.constantFrom('while', 'whereas', 'but', 'and', 'as', 'though'),
        fc.boolean(),
        fc.constantFrom('', ','),
        (joiner, stillFirst, comma) => {
          const [one, two] = stillFirst ? [still, moved] : [moved, still];
          const line = `${one.charAt(0).toUpperCase()}${one.slice(1)}${comma} ${joiner} ${two.charAt(0).toLowerCase()}${two.slice(1)}.`;
          expect(unchangedClaims(line, source(UNIVERSITY)), line).toEqual([]);
        },
      ),
    );
  });
});
