import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { tradedComparisonSides } from './traded-comparison-sides.ts';

const stopped = (text: string, lang: string, line: string) =>
  tradedComparisonSides(line, claimSource({ text, lang }));

const LIGURIA =
  "Allerta meteo arancione domani in Liguria. Il rischio di frane è più alto nell'entroterra che sulla costa.";
const FLU = 'Flu cases were higher in York than in Leeds last week, the agency said.';
const WINTER = 'Зимой в Москве холоднее, чем в Сочи, пишет агентство.';

describe("a comparison's two sides traded", () => {
  it.each([
    ['it', LIGURIA, "Il rischio di frane è più alto sulla costa che nell'entroterra."],
    ['en', FLU, 'Flu cases were higher in Leeds than in York.'],
    ['ru', WINTER, 'Зимой в Сочи холоднее, чем в Москве.'],
    [
      'fr',
      'Les loyers sont plus chers à Lyon que dans le reste de la région.',
      'Les loyers sont plus chers dans la région qu’à Lyon.',
    ],
  ])('stops a %s line whose sides are the post’s the other way round', (lang, text, line) => {
    expect(stopped(text, lang, line)).toHaveLength(1);
  });

  it.each([
    // The post's sides, in other words.
    ['it', LIGURIA, "Le frane sono più probabili nell'entroterra che lungo la costa."],
    ['en', FLU, 'York had more flu cases than Leeds.'],
    // The other comparative, the sides traded: the same fact, not read.
    ['en', FLU, 'Flu cases were lower in Leeds than in York.'],
    ['it', LIGURIA, "Il rischio di frane è meno alto sulla costa che nell'entroterra."],
    // A comparison the post does not make.
    ['en', FLU, 'Leeds is bigger than York.'],
  ])('keeps a faithful %s line', (lang, text, line) => {
    expect(stopped(text, lang, line)).toEqual([]);
  });
});
