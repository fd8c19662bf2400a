import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '#core/index.ts';
import { warmGuard } from './warm-guard.ts';

describe('warmGuard', () => {
  it('reads its sources without a throw, and leaves the guard judging lines as before', () => {
    const source = claimSource({ text: 'Tickets cost €8 and 120 people came.', lang: 'en' });
    const before = unsupportedClaims('Tickets cost €120 and 8 people came.', source, 'normal');
    expect(() => warmGuard()).not.toThrow();
    expect(unsupportedClaims('Tickets cost €120 and 8 people came.', source, 'normal')).toEqual(
      before,
    );
    expect(unsupportedClaims('Tickets cost €8 and 120 people came.', source, 'normal')).toEqual([]);
  });
});
