/** src/core/guard/words/common-names.data.ts is exactly what scripts/make-common-names.ts makes. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMON_NAMES_MODULE, commonNames, commonNamesModule } from './make-common-names.ts';

describe('the guard’s names among English common words', () => {
  it('match what compromise and the common words give (else run npm run data:common-names)', () => {
    expect(
      readFileSync(COMMON_NAMES_MODULE, 'utf8'),
      'src/core/guard/words/common-names.data.ts is stale: run npm run data:common-names',
    ).toBe(commonNamesModule());
  });

  it('hold people, places, organisations and months, and no plain noun', () => {
    const names = new Set(commonNames());
    for (const name of ['john', 'london', 'google', 'june', 'texas']) expect(names).toContain(name);
    for (const word of ['owners', 'entry', 'math', 'price', 'school']) {
      expect(names).not.toContain(word);
    }
  });
});
