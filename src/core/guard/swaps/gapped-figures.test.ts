/**
 * A figure whose verb and unit the source writes once, for the clause before (gapped-figures.ts):
 * "the pool only 2" after "The gym is open 6 days a week" told as "The pool is open 2 days a week"
 * is kept, in the languages figure-bindings.ts reads; the other subject given that figure is still
 * stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const GAPPED: Array<[lang: string, source: string, faithful: string, invented: string]> = [
  [
    'en',
    'The gym is open 6 days a week and the pool only 2.',
    'The pool is open 2 days a week.',
    'The gym is open 2 days a week.',
  ],
  [
    'fr',
    'La salle est ouverte 6 jours par semaine, la piscine 2.',
    'La piscine est ouverte 2 jours par semaine.',
    'La salle est ouverte 2 jours par semaine.',
  ],
  [
    'de',
    'Das Fitnessstudio hat 6 Tage die Woche geöffnet, das Schwimmbad nur 2.',
    'Das Schwimmbad hat 2 Tage die Woche geöffnet.',
    'Das Fitnessstudio hat 2 Tage die Woche geöffnet.',
  ],
  [
    'it',
    'La palestra è aperta 6 giorni a settimana, la piscina solo 2.',
    'La piscina è aperta 2 giorni a settimana.',
    'La palestra è aperta 2 giorni a settimana.',
  ],
  [
    'nl',
    'De sportschool is 6 dagen per week open, het zwembad maar 2.',
    'Het zwembad is 2 dagen per week open.',
    'De sportschool is 2 dagen per week open.',
  ],
  [
    'pl',
    'Siłownia jest otwarta 6 dni w tygodniu, basen tylko 2.',
    'Basen jest otwarty 2 dni w tygodniu.',
    'Siłownia jest otwarta 2 dni w tygodniu.',
  ],
];

describe('keptInGap: the words the source writes once for two figures', () => {
  it.each(GAPPED)('keeps the gapped figure with its own subject (%s)', (lang, source, line) => {
    expect(figures(line, source, lang)).toEqual([]);
  });

  it.each(GAPPED)(
    'still stops that figure given the other subject (%s)',
    (lang, source, _, line) => {
      expect(figures(line, source, lang)).toHaveLength(1);
    },
  );

  it('still stops the figure where the source writes it with its own words', () => {
    const source = 'The gym has 6 trainers and is open 2 days a week.';
    expect(figures('The gym is open 6 days a week.', source, 'en')).toEqual(['6 days']);
  });
});
