/**
 * Two figures traded between a list's entries (traded-entries.ts): a party's seats, a country's
 * share, a survey's answers moved to another entry whose words the line keeps. Each figure kept
 * with its own entry, a line naming both entries' words, and one figure alone are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const COUNCIL =
  'Resultados em Porto Alto: o Bloco Norte obteve 40,1% e 11 lugares; a Frente Rural ficou com 22,5% e 6 lugares; a Lista Jovem, 9,8% e 2 lugares.';
const EXPORTS =
  'Las ventas de aceite llegaron a 800.000 toneladas, de las cuales el 35% fue a los Estados Unidos y el 18% a la Unión Europea.';
const SURVEY =
  '社員500人の調査で、48%が「昼食は自炊」と回答。一方、残業が月20時間を超える人は31%でした。';

describe('tradedEntries: two figures traded between a list’s entries', () => {
  it('stops a party’s seats traded with another’s, whose name stands before the conjunction', () => {
    expect(
      stopped('O Bloco Norte obteve 40,1% e 6 lugares; a Frente Rural, 11.', COUNCIL, 'pt'),
    ).toEqual(['6', '11']);
  });

  it('stops two shares traded between countries, a country by its short name', () => {
    expect(stopped('Exportó el 18% a EE. UU. y el 35% a la UE.', EXPORTS, 'es')).toEqual(['18%']);
  });

  it('stops two shares traded between clauses written without spaces', () => {
    expect(stopped('48%が残業月20時間超、31%が昼食は自炊。', SURVEY, 'ja')).toEqual(['48%', '31%']);
  });

  it('keeps each figure with its own entry, however reworded', () => {
    expect(
      stopped('O Bloco Norte ficou com 11 lugares e a Frente Rural com 6.', COUNCIL, 'pt'),
    ).toEqual([]);
    expect(stopped('Exportó el 35% a EE. UU. y el 18% a la UE.', EXPORTS, 'es')).toEqual([]);
    expect(stopped('48%が昼食は自炊、31%が残業月20時間超。', SURVEY, 'ja')).toEqual([]);
  });

  it('keeps a line that names both entries beside their figures', () => {
    expect(
      stopped('A Frente Rural (6 lugares) ficou atrás do Bloco Norte, com 11.', COUNCIL, 'pt'),
    ).toEqual([]);
  });

  it('keeps a figure beside another sentence’s words where the rival stays with its own (h259)', () => {
    const TRIAL =
      'Background: Regular physical activity is associated with a lower risk of depression, but few trials have tested short daily walking programmes in older adults. We conducted a randomised controlled trial to assess whether a 12-week walking programme reduces depressive symptoms in adults aged 65 and older.\n\nMethods: We enrolled 340 participants from 9 community centres in Leeds and Sheffield. Participants were randomly assigned to a walking group (n = 172), who walked for 30 minutes a day, five days a week, or to a control group (n = 168), who received printed health advice. The primary outcome was the change in the Geriatric Depression Scale (GDS) score at 12 weeks.\n\nResults: The mean age of participants was 72.4 years, and 58% were women. At 12 weeks, the mean GDS score decreased by 2.1 points in the walking group and by 0.6 points in the control group (difference 1.5 points; 95% CI 0.9 to 2.1; p < 0.001). Adherence was high: 81% of the walking group completed at least four sessions a week. Secondary outcomes, including sleep quality and loneliness scores, also improved in the walking group. Blood pressure was unchanged in both groups. Eleven participants withdrew, 5 from the walking group and 6 from the control group. No serious adverse events were reported.\n\nConclusions: A simple daily walking programme reduced depressive symptoms in older adults over 12 weeks. Longer trials are needed to determine whether the benefit persists.';
    const line =
      'A randomised trial of 340 adults aged 65 and older tested a 12-week daily walking programme against printed health advice.';
    expect(stopped(line, TRIAL, 'en')).toEqual([]);
  });
});
