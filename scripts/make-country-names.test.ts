/** src/core/guard/places/country-names.data.ts is exactly what scripts/make-country-names.ts makes of the package. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES_MODULE, countryNamesModule } from './make-country-names.ts';

describe('the guard’s country names', () => {
  it('match the world-countries package (else run `npm run data:countries`)', () => {
    expect(
      readFileSync(COUNTRY_NAMES_MODULE, 'utf8'),
      'src/core/guard/places/country-names.data.ts is stale: run `npm run data:countries`',
    ).toBe(countryNamesModule());
  });

  it('hold every country with its names, other spellings and demonyms', () => {
    const lines = countryNamesModule()
      .split('\n')
      .filter((line) => /^[A-Z]{2} /.test(line));
    expect(lines.length).toBeGreaterThanOrEqual(240);
    const of = (code: string) => lines.find((line) => line.startsWith(`${code} `)) ?? '';
    expect(of('US').split(/[ |]/)).toEqual(expect.arrayContaining(['USA', 'American']));
    expect(of('GB')).toContain('Great Britain');
    expect(of('KE')).toContain('Kenyan');
    expect(of('CN')).toContain('Chinese');
  });
});
