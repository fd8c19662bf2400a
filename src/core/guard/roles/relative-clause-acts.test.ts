import { describe, expect, it } from 'vitest';
import { clauseMeaningClaims } from '../clause-meaning-claims.ts';
import { relativeClauseActs } from './relative-clause-acts.ts';

const source = (text: string, lang: string, translated = false) => ({
  text,
  langs: [lang],
  translated,
});

describe('a relative clause’s act given to another person', () => {
  const chess = source(
    'Гроссмейстер Андрей Есипенко выиграл чемпионат России. В последнем туре он сыграл вничью с Даниилом Дубовым и на пол-очка опередил Владислава Артемьева, который победил Никиту Витюгова.',
    'ru',
  );

  it('stops the winner credited with the runner-up’s win, read through the guard', () => {
    expect(
      clauseMeaningClaims('В последнем туре Есипенко победил Никиту Витюгова.', chess),
    ).toContain('Есипенко победил');
  });

  it('stops it in English too, by "who"', () => {
    const race = source(
      'Ana Silva won the final ahead of Mia Jones, who beat the world champion in the semi-final.',
      'en',
    );
    expect(relativeClauseActs('In the semi-final, Silva beat the world champion.', race)).toEqual([
      'Silva beat',
    ]);
  });

  it('keeps the act with its own person, in other words, and a line naming both', () => {
    expect(relativeClauseActs('Артемьев победил Никиту Витюгова.', chess)).toEqual([]);
    expect(
      relativeClauseActs('Артемьев отстал на пол-очка, обыграв в последнем туре Витюгова.', chess),
    ).toEqual([]);
    expect(
      relativeClauseActs('Есипенко опередил Артемьева, а Артемьев победил Никиту Витюгова.', chess),
    ).toEqual([]);
  });

  it('reads no translation, and no language without a listed relative pronoun', () => {
    const line = 'В последнем туре Есипенко победил Никиту Витюгова.';
    expect(relativeClauseActs(line, source(chess.text, 'ru', true))).toEqual([]);
    expect(relativeClauseActs(line, source(chess.text, 'es'))).toEqual([]);
  });
});
