/** A role after a comma that goes on to a name is that name's (forward-roles.ts, round 45). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { roleGoesOnToName } from './forward-roles.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const MEMO =
  'Harbor Foods will close two plants. CFO Marta Lindqvist told staff in a memo that pay continues through March.';

describe('roleGoesOnToName', () => {
  it('keeps a role said before its own name after a comma, the word before the comma no holder', () => {
    expect(claims('Pay continues until March, CFO Marta Lindqvist told staff.', MEMO)).toEqual([]);
  });

  it('still stops the role given to the word before the comma, or to another name after it', () => {
    expect(claims('Pay continues, said Harbor, CFO of the company.', MEMO)).not.toEqual([]);
    expect(claims('Pay continues until March, CEO Marta Lindqvist told staff.', MEMO)).toEqual([
      'name:CEO Marta Lindqvist',
    ]);
  });

  it('reads a name after the role, not an acronym or a comma', () => {
    const text = 'June, CEO Dana Whitfield wrote';
    expect(roleGoesOnToName(text, 'June, CEO'.length)).toBe(true);
    expect(roleGoesOnToName('Dana Whitfield, CEO, wrote', 'Dana Whitfield, CEO'.length)).toBe(
      false,
    );
    expect(roleGoesOnToName('Dana Whitfield, CEO of Acme', 'Dana Whitfield, CEO'.length)).toBe(
      false,
    );
  });
});
