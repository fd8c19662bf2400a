import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { specLanes } from './e2e-lanes.ts';

const total = (files: string[], seconds: Record<string, number>) =>
  files.reduce((sum, file) => sum + (seconds[file] ?? 0), 0);

describe('specLanes', () => {
  it('deals every file to exactly one lane, the longest first to the lightest lane', () => {
    const seconds = {
      'a.spec.ts': 100,
      'b.spec.ts': 60,
      'c.spec.ts': 50,
      'd.spec.ts': 40,
      'e.spec.ts': 10,
    };
    const lanes = specLanes(Object.keys(seconds), seconds, 2);
    // 100 | 60, then 50 to the 60 (110), 40 to the 100 (140), 10 to the 110 (120).
    expect(lanes).toEqual([
      ['a.spec.ts', 'd.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'e.spec.ts'],
    ]);
    expect(lanes.flat().sort()).toEqual(Object.keys(seconds).sort());
  });

  it('counts a file not measured yet as the mean of the measured ones', () => {
    const seconds = { 'long.spec.ts': 90, 'short.spec.ts': 30 };
    // The new file counts 60: it goes beside the 30-second one, not beside the 90-second one.
    expect(specLanes(['long.spec.ts', 'short.spec.ts', 'new.spec.ts'], seconds, 2)).toEqual([
      ['long.spec.ts'],
      ['new.spec.ts', 'short.spec.ts'],
    ]);
  });

  it('gives the same lanes whatever order the files are listed in', () => {
    const seconds = { 'x.spec.ts': 20, 'y.spec.ts': 20, 'z.spec.ts': 20 };
    const lanes = specLanes(['x.spec.ts', 'y.spec.ts', 'z.spec.ts'], seconds, 2);
    expect(specLanes(['z.spec.ts', 'x.spec.ts', 'y.spec.ts'], seconds, 2)).toEqual(lanes);
  });

  it('refuses a lane count that is not a whole number of at least one', () => {
    expect(() => specLanes(['a.spec.ts'], {}, 0)).toThrow(
      'lanes must be a whole number ≥ 1, not 0',
    );
    expect(() => specLanes(['a.spec.ts'], {}, Number.NaN)).toThrow('not NaN');
  });

  it("splits the project's browser tests into lanes within a tenth of each other", () => {
    const seconds = JSON.parse(readFileSync('e2e/spec-seconds.json', 'utf8')) as Record<
      string,
      number
    >;
    const files = readdirSync('e2e').filter((file) => file.endsWith('.spec.ts'));
    // Every spec file is measured: a new one is added to the list with its time.
    expect(files.filter((file) => seconds[file] === undefined)).toEqual([]);
    const [first = [], second = []] = specLanes(files, seconds, 2);
    const [a, b] = [total(first, seconds), total(second, seconds)];
    expect(Math.abs(a - b)).toBeLessThan(0.1 * Math.max(a, b));
  });
});
