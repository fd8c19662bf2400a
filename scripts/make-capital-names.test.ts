/** src/core/guard/places/capital-names.data.ts is exactly what scripts/make-capital-names.ts makes of the package. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAPITAL_NAMES_MODULE, capitalNamesModule } from './make-capital-names.ts';

describe('the guard’s capital cities', () => {
  it('match the world-countries package (else run scripts/make-capital-names.ts)', () => {
    expect(
      readFileSync(CAPITAL_NAMES_MODULE, 'utf8'),
      'src/core/guard/places/capital-names.data.ts is stale: run node --import tsx scripts/make-capital-names.ts',
    ).toBe(capitalNamesModule());
  });

  it('hold the capitals of the countries, by their ISO code', () => {
    const lines = capitalNamesModule()
      .split('\n')
      .filter((line) => /^[A-Z]{2} /.test(line));
    expect(lines.length).toBeGreaterThanOrEqual(240);
    const of = (code: string) => lines.find((line) => line.startsWith(`${code} `)) ?? '';
    expect(of('TR')).toBe('TR Ankara');
    expect(of('AE')).toBe('AE Abu Dhabi');
    expect(of('ZA').split(/[ |]/)).toEqual(expect.arrayContaining(['Pretoria']));
  });
});
