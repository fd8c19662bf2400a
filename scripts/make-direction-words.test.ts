/** src/core/guard/meaning/direction-words.data.ts is exactly what scripts/make-direction-words.ts makes of its table. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DIRECTION_PAIRS,
  DIRECTION_WORDS_MODULE,
  directionWordsModule,
} from './make-direction-words.ts';

describe('the guard’s direction words', () => {
  const made = directionWordsModule();

  it('match the table of opposite pairs (else run npm run data:direction-words)', () => {
    expect(
      readFileSync(DIRECTION_WORDS_MODULE, 'utf8'),
      'src/core/guard/meaning/direction-words.data.ts is stale: run npm run data:direction-words',
    ).toBe(made);
  });

  it('give each side its verbs in every tense and its adjectives compared', () => {
    const sides = new Map(
      made
        .split('\n')
        .filter((line) => /^[a-z]+ (?:up|down) /.test(line))
        .map((line) => {
          const [group, side, ...words] = line.split(' ');
          return [`${group} ${side}`, words] as const;
        }),
    );
    expect(sides.size).toBe(Object.keys(DIRECTION_PAIRS).length * 2);
    expect(sides.get('amount up')).toEqual(
      expect.arrayContaining(['rise', 'rose', 'risen', 'rising', 'higher', 'highest', 'more']),
    );
    expect(sides.get('amount down')).toEqual(
      expect.arrayContaining(['fall', 'fell', 'fallen', 'shrank', 'lower', 'lowest', 'fewer']),
    );
    expect(sides.get('quality up')).toEqual(expect.arrayContaining(['better', 'improved']));
    // An adjective read only compared: "longer", never "long" ("as long as").
    expect(sides.get('length up')).toEqual(expect.arrayContaining(['longer', 'longest']));
    expect(sides.get('length up')).not.toContain('long');
  });
});
