/**
 * Figures a faithful summary rewords (reworded-figures.ts and the units it reads): each case was a
 * faithful summary of the held-out long documents (eval/guard-cases/*-documents*.yaml) asked again,
 * and each keeps stopping the edit a model makes to the same figure.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addRewordedFigures } from './reworded-figures.ts';

const claims = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a source holds its figures as a summary rewords them', () => {
  it('numbers a period its ordinal names: Q3 of the third quarter, day four of the fourth day', () => {
    const results = 'Arcturus reported results for its fiscal third quarter ended Oct. 27.';
    expect(claims('Arcturus reported fiscal Q3 results.', results)).toEqual([]);
    expect(claims('Arcturus reported fiscal Q2 results.', results)).toEqual(['figure:2']);
    const test = 'India won on the fourth day of the first Test in Perth.';
    expect(claims('India won on day four in Perth.', test)).toEqual([]);
    expect(claims('India won on day three in Perth.', test)).toEqual(['figure:three']);
  });

  it("reads a year posts write short, FY25 or '25, as the year a summary writes out", () => {
    const take = '$NVDA Q3 FY25: rev $35.1B (+94% YoY). Guiding Q4 to $37.5B.';
    expect(
      claims("Nvidia's third-quarter revenue for fiscal 2025 was $35.1 billion.", take),
    ).toEqual([]);
    expect(
      claims("Nvidia's third-quarter revenue for fiscal 2026 was $35.1 billion.", take),
    ).toEqual(['figure:2026']);
    const drop = "Summer '25 collection drops Friday at 10am.";
    expect(claims('The summer 2025 collection drops on Friday at 10am.', drop)).toEqual([]);
    expect(claims('The summer 2024 collection drops on Friday at 10am.', drop)).toEqual([
      'figure:2024',
    ]);
  });

  it("counts a streak by its ordinal: three in a row of '3rd straight W' (round nineteen)", () => {
    const statline = 'Spurs beat the Hawks 118-105 for their 3rd straight W.';
    expect(claims('The Spurs won 118-105, three in a row.', statline)).toEqual([]);
    expect(claims('The Spurs won 118-105, four in a row.', statline)).toEqual(['figure:four']);
    const sales = 'Sales grew for the fifth consecutive year.';
    expect(claims('Sales grew for five years running.', sales)).toEqual([]);
    expect(claims('Sales grew for six years running.', sales)).toEqual(['figure:six years']);
  });

  it('reads a race time written in words as the clock writes it', () => {
    const race = 'Sawe won in 2 hours 2 minutes 16 seconds, the fastest time this year.';
    expect(claims('Sawe won in 2:02:16.', race)).toEqual([]);
    expect(claims('Sawe won in 2:03:16.', race)).toEqual(['figure:2:03']);
  });

  it('reads a range of days with its month in either order', () => {
    const booking = 'We would like to book the ballroom for 17-19 September.';
    expect(claims('They booked the ballroom for September 17-19.', booking)).toEqual([]);
    expect(claims('They booked the ballroom for September 18-20.', booking)).not.toEqual([]);
    const keys = new Set<string>();
    addRewordedFigures('from Sept. 3–5 in Lyon', keys);
    expect([...keys]).toEqual(expect.arrayContaining(['day3', 'day5']));
  });

  it('holds whole hours as days and days as weeks, and no other count of them', () => {
    const gates = 'Crews can install the gates in about 48 hours when a flood is forecast.';
    expect(claims('The gates go up in about two days.', gates)).toEqual([]);
    expect(claims('The gates go up in about three days.', gates)).toEqual(['figure:three days']);
    expect(claims('Deposits come back in two weeks.', 'Deposits come back in 14 days.')).toEqual(
      [],
    );
  });
});

describe('money as French and German summaries abbreviate it', () => {
  it('reads "Mio. €" and "Mrd. €" as the source’s Millionen and Milliarden Euro', () => {
    const text = 'Ein Defizit von 23 Millionen Euro, bei einem Umsatz von 11,7 Milliarden Euro.';
    expect(claims('Defizit von 23 Mio. € bei 11,7 Mrd. € Umsatz.', text, 'de')).toEqual([]);
    expect(claims('Defizit von 32 Mio. € bei 11,7 Mrd. € Umsatz.', text, 'de')).toEqual([
      'figure:32 Mio. €',
    ]);
  });

  it('reads "M€" as millions of euros, and "millions d’euros" as euros', () => {
    const text = "Le Medef estime le coût de la mesure à 420 millions d'euros par an.";
    expect(claims('Le Medef chiffre son coût à 420 M€ par an.', text, 'fr')).toEqual([]);
    expect(claims('Le Medef chiffre son coût à 240 M€ par an.', text, 'fr')).toEqual([
      'figure:240 M€',
    ]);
    // The sum without its currency is still the source's; in dollars it is not.
    expect(claims('Le coût : 420 millions par an.', text, 'fr')).toEqual([]);
    expect(claims('Le coût : 420 M$ par an.', text, 'fr')).not.toEqual([]);
  });

  it('reads a square metre as a unit, not a figure 2', () => {
    const text = 'Tout immeuble de bureaux neuf de plus de 1 000 mètres carrés à partir de 2027.';
    expect(claims('Les bureaux neufs de plus de 1 000 m² dès 2027.', text, 'fr')).toEqual([]);
    expect(claims('Les bureaux neufs de plus de 2 000 m² dès 2027.', text, 'fr')).not.toEqual([]);
  });
});

describe('scores, points and parts of the day as a summary writes them', () => {
  it('holds a vote counted in words as its score, and no other score', () => {
    const minutes = 'Approval was proposed by Cllr Qureshi and carried by 4 votes to 2.';
    expect(claims('The committee voted 4-2 to approve the homes.', minutes)).toEqual([]);
    expect(claims('The committee voted 5-2 to approve the homes.', minutes)).toEqual([
      'figure:5-2',
    ]);
  });

  it('holds a series level in words as its score', () => {
    const report = 'Indiana won 117-114 to even the series at two games apiece.';
    expect(claims('Indiana won 117-114 to level the series 2-2.', report)).toEqual([]);
    expect(claims('Indiana won 117-114 to lead the series 3-2.', report)).toEqual(['figure:3-2']);
  });

  it('reads basis points as points of a percentage', () => {
    const update = 'Gross margin was 40.2%, 60 basis points lower than last year.';
    expect(claims('Gross margin slipped 0.6 points to 40.2%.', update)).toEqual([]);
    expect(claims('Gross margin slipped 0.8 points to 40.2%.', update)).toEqual(['figure:0.8']);
  });

  it('reads "six at night" as six of something at night where no clock word says an hour', () => {
    const radio =
      'On some medical floors a nurse has six patients at night; we want a cap of four.';
    expect(claims('Nurses want a cap of four where one has six at night.', radio)).toEqual([]);
    expect(claims('Nurses want a cap of four where one has seven at night.', radio)).toEqual([
      'figure:seven',
    ]);
    // At six at night is the hour: the source's six patients are no time.
    expect(claims('The strike starts at six at night.', radio)).toEqual(['figure:six']);
  });

  it("reads an energy unit's letters as a unit, not a name", () => {
    const release = 'Pouch cells reached about 165 watt-hours per kilogram.';
    expect(claims('Pouch cells reached around 165 Wh/kg.', release)).toEqual([]);
    expect(claims('Pouch cells reached around 185 Wh/kg.', release)).toEqual(['figure:185']);
  });

  it('holds the total of two counts one sentence adds, and no other', () => {
    const recall =
      'Homestead is recalling about 412,000 cookers sold in the United States and another 38,000 sold in Canada.';
    expect(
      claims('Homestead is recalling roughly 450,000 cookers in the U.S. and Canada.', recall),
    ).toEqual([]);
    expect(
      claims('Homestead is recalling roughly 490,000 cookers in the U.S. and Canada.', recall),
    ).toEqual(['figure:490,000']);
  });
});
