/**
 * A summary's rounded figures (rounded-figures.ts): each case a faithful summary of the long
 * documents (eval/guard-cases/*-documents*.yaml) that was asked again, beside the edit a model
 * makes to the same figure, which keeps being stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { precisionOf } from './rounded-figures.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a rounded figure holds where the source rounds to it', () => {
  it('reads a figure after "about" at its own precision, and no further', () => {
    const recall = 'The company is recalling approximately 2,281,000 pounds of deli meat.';
    expect(claims('It recalls about 2.3 million pounds of deli meat.', recall)).toEqual([]);
    expect(claims('It recalls about 2.2 million pounds of deli meat.', recall)).toEqual([
      'figure:2.2 million pounds',
    ]);
    expect(claims('It recalls about 2.28 million pounds of deli meat.', recall)).toEqual([]);
    expect(claims('It recalls about 2.29 million pounds of deli meat.', recall)).toEqual([
      'figure:2.29 million pounds',
    ]);
    const trial = 'The study enrolled 23,410 people; the relative efficacy was 22.4%.';
    expect(claims('A trial of some 23,400 people found it about 22% better.', trial)).toEqual([]);
    expect(claims('A trial of some 23,400 people found it about 23% better.', trial)).toEqual([
      'figure:23%',
    ]);
  });

  it('keeps the kind and the unit: a share is no count, dollars no euros', () => {
    const bill = 'The bill would rise from $54.15 to $66.65, or 23%.';
    expect(claims('The bill rises from about $54 to $67.', bill)).toEqual([]);
    expect(claims('The bill rises from about €54 to $67.', bill)).toEqual(['figure:€54']);
    expect(claims('The bill rises by about 54%.', bill)).toEqual(['figure:54%']);
  });

  it('holds the hedge of a range for both its ends', () => {
    const bill = 'The bill would rise from $54.15 to $66.65.';
    expect(claims('The bill rises from about $54 to $68.', bill)).toEqual(['figure:$68']);
    const trials =
      'AHI fell by 25.3 events per hour versus 5.3 with placebo, and by 29.3 in trial 2.';
    expect(claims('The drug cut them by about 25 to 29 an hour.', trials)).toEqual([]);
    expect(claims('The drug cut them by about 25 to 31 an hour.', trials)).not.toEqual([]);
  });

  it('takes a decimal with a scale word as rounded, a whole number only when a word says so', () => {
    const contract = 'Resolution 2025-41 awards a $1,362,500 contract to Northfork Paving.';
    expect(claims('Northfork Paving won a $1.36 million contract.', contract)).toEqual([]);
    expect(claims('Northfork Paving won a $1.37 million contract.', contract)).toEqual([
      'figure:$1.37 million',
    ]);
    const sales = 'Group sales rose 6.8% to £1,214 million.';
    expect(claims('Sales rose to £1.2bn.', sales)).toEqual([]);
    expect(claims('Sales rose to £1.3bn.', sales)).toEqual(['figure:£1.3bn']);
    const people = 'The site houses 118 buses and employs 431 staff.';
    expect(claims('The site employs 430 staff.', people)).toEqual(['figure:430']);
    expect(claims('The site employs around 430 staff.', people)).toEqual([]);
  });

  it('wants the source above "over" and below "nearly", and one digit within 5%', () => {
    const trucks = 'Stellaris is recalling 1,046,000 pickup trucks and SUVs.';
    expect(claims('It recalls just over a million trucks.', trucks)).toEqual([]);
    expect(claims('It recalls nearly a million trucks.', trucks)).toEqual(['figure:a million']);
    const fewer = 'Stellaris is recalling 620,000 pickup trucks and SUVs.';
    expect(claims('It recalls about a million trucks.', fewer)).toEqual(['figure:a million']);
    expect(claims('It recalls about 600,000 trucks.', fewer)).toEqual([]);
    const homes = 'The council approved up to 450 homes.';
    expect(claims('The council approved about 500 homes.', homes)).toEqual(['figure:500']);
  });

  it('rounds no figure from a year', () => {
    const offices = 'New office buildings of more than 1,000 square metres from 2027.';
    expect(claims('New offices of more than 2,000 square metres from 2027.', offices)).toEqual([
      'figure:2,000',
    ]);
    expect(claims('About 3,000 people came in 2027.', 'In 2027, 2,980 people came.')).toEqual([]);
  });

  it('reads a share in words as the source says it, in words or as a percentage near it', () => {
    const trial = 'Body weight fell by 17.7%. Up to half of participants reached remission.';
    expect(claims('Up to half reached remission.', trial)).toEqual([]);
    expect(claims('Up to a third reached remission.', trial)).toEqual(['figure:a third']);
    const homes = 'Of the 340 homes, 35% would be affordable.';
    expect(claims('About a third of them would be affordable.', homes)).toEqual([]);
    expect(claims('About a quarter of them would be affordable.', homes)).toEqual([
      'figure:a quarter',
    ]);
    // An ordinal is the source's where it says it ("for a third week running").
    const tea = 'Prices fell for the third week in a row.';
    expect(claims('Prices fell for a third week running.', tea)).toEqual([]);
  });

  it('reads quarters counted after "first" or "past" as periods, no share (round thirty-five)', () => {
    const growth = claimSource({
      text: '前三季度国内生产总值同比增长5.2%，35%的企业增加了招聘。',
      lang: 'zh',
      lineLang: 'en',
    });
    const said = (line: string) =>
      unsupportedClaims(line, growth, 'normal').map((claim) => `${claim.kind}:${claim.text}`);
    expect(said('GDP grew 5.2% year on year in the first three quarters.')).toEqual([]);
    expect(said('GDP grew 5.2% in the first three quarters of the year.')).toEqual([]);
    // A share is still one where no period word stands before it.
    expect(said('Three quarters of firms hired more staff.')).toEqual(['figure:Three quarters']);
    expect(said('A third of firms hired more staff.')).toEqual([]);
  });

  it('holds a time "just before" or "around" the source\'s, within a quarter of an hour', () => {
    const chat =
      '[08:58] Marco: We shipped payments v4.18.0. [09:40] Priya: Error rate is back down.';
    expect(claims('A release shipped just before 9am broke checkout.', chat)).toEqual([]);
    expect(claims('A release shipped just after 9am broke checkout.', chat)).toEqual([
      'figure:9am',
    ]);
    expect(claims('A release shipped just before 10am broke checkout.', chat)).toEqual([
      'figure:10am',
    ]);
    expect(claims('A release shipped at 9am broke checkout.', chat)).toEqual(['figure:9am']);
  });

  it('finds the place of the last significant digit', () => {
    expect(precisionOf(2_300_000)).toBe(100_000);
    expect(precisionOf(22.4)).toBe(0.1);
    expect(precisionOf(54)).toBe(1);
    expect(precisionOf(1_000_000)).toBe(1_000_000);
  });
});

describe('approximation words of round twenty-six’s languages', () => {
  const own = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

  it('keeps "knap 2.000 kroner" of 1.999 kr., "noin 13 500" of 13 455, and stops a changed one', () => {
    const lego = 'Sættet koster 1.999 kr. i Danmark og kommer i butikkerne den 1. oktober.';
    expect(own('Sættet koster knap 2.000 kroner i Danmark.', lego, 'da')).toEqual([]);
    expect(own('Sættet koster knap 2.100 kroner i Danmark.', lego, 'da')).toEqual(['2.100 kroner']);
    const liiga = 'Ottelua seurasi 13 455 katsojaa Nokia-areenalla.';
    expect(own('Katsojia oli noin 13 500.', liiga, 'fi')).toEqual([]);
    expect(own('Katsojia oli noin 15 500.', liiga, 'fi')).toEqual(['15 500']);
  });
});

describe('unsupportedClaims: German "gut" before a figure is a little over it (round twenty-seven)', () => {
  const stock = 'Die Siemens-Energy-Aktie springt heute um 9,4 % auf 58,20 €.';

  it('keeps a good nine of 9,4', () => {
    expect(claims('Die Aktie legt um gut 9 % zu.', stock)).toEqual([]);
  });

  it('stops a good ten, and a bare nine', () => {
    expect(claims('Die Aktie legt um gut 10 % zu.', stock)).toEqual(['figure:10 %']);
    expect(claims('Die Aktie legt um 9 % zu.', stock)).toEqual(['figure:9 %']);
  });
});

describe('unsupportedClaims: "less than" a figure holds a source just below it (round twenty-nine)', () => {
  const own = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);
  const flu = 'Até agora, só 38,6% dos idosos se vacinaram, segundo a secretária.';
  const exams = 'This year 38.6% of pupils passed all five papers, the board said.';

  it('keeps "less than 40%" of 38.6%, in Portuguese, English, French and German', () => {
    expect(own('Menos de 40% dos idosos se vacinaram.', flu, 'pt')).toEqual([]);
    expect(own('Less than 40% of pupils passed all five papers.', exams, 'en')).toEqual([]);
    expect(own('Moins de 40 % des élèves ont réussi.', exams, 'fr')).toEqual([]);
    expect(own('Weniger als 40 % der Schüler bestanden.', exams, 'de')).toEqual([]);
  });

  it('stops a figure the source is not just below, and a bare rounded one', () => {
    expect(own('Menos de 30% dos idosos se vacinaram.', flu, 'pt')).toEqual(['30%']);
    expect(own('Less than 45% of pupils passed all five papers.', exams, 'en')).toEqual(['45%']);
    expect(own('Less than 38% of pupils passed all five papers.', exams, 'en')).toEqual(['38%']);
    expect(own('40% dos idosos se vacinaram.', flu, 'pt')).toEqual(['40%']);
  });
});

describe('unsupportedClaims: a side said before a one-digit figure, and Portuguese "quase" (round thirty-three)', () => {
  const said = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);
  const NANTES = "La mesure coûtera environ 3,2 millions d'euros par an.";
  const IPCA = 'No acumulado de 12 meses, a alta é de 4,76%.';

  it('keeps "just over 3 million" of 3.2 million, in French and English, and "quase 4,8%" of 4,76%', () => {
    expect(said("Coût : un peu plus de 3 millions d'euros par an.", NANTES, 'fr')).toEqual([]);
    const english = 'The measure will cost about €3.2 million a year.';
    expect(said('It will cost just over €3 million a year.', english, 'en')).toEqual([]);
    expect(said('Em 12 meses, a inflação chega a quase 4,8%.', IPCA, 'pt')).toEqual([]);
  });

  it('stops a figure on the wrong side, more than a tenth off, or rounded without a side', () => {
    expect(
      said("Coût : un peu plus de 3 millions d'euros.", NANTES.replace('3,2', '3,5'), 'fr'),
    ).toEqual(["3 millions d'euros"]);
    expect(said("Coût : presque 3 millions d'euros par an.", NANTES, 'fr')).toEqual([
      "3 millions d'euros",
    ]);
    expect(said("Coût : environ 3 millions d'euros par an.", NANTES, 'fr')).toEqual([
      "3 millions d'euros",
    ]);
    expect(said('Em 12 meses, a inflação chega a quase 4,7%.', IPCA, 'pt')).toEqual(['4,7%']);
    expect(said('Em 12 meses, a inflação chega a quase 4,9%.', IPCA, 'pt')).toEqual(['4,9%']);
  });
});

describe('a decimal in lakh or crore', () => {
  const stopped = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);
  const sales = 'मुंबई में घरों की बिक्री 12% बढ़कर 1,41,302 यूनिट हो गई।';
  const profit = 'कंपनी का मुनाफा ₹2,43,56,000 रहा।';

  it('is rounded at its own precision, as "1.36 million" is', () => {
    expect(stopped('मुंबई में 1.41 लाख घर बिके।', sales, 'hi')).toEqual([]);
    expect(stopped('कंपनी का मुनाफा ₹2.44 करोड़ रहा।', profit, 'hi')).toEqual([]);
    expect(stopped('Profit was ₹2.44 crore.', profit, 'hi')).toEqual([]);
  });

  it('still stops one the source’s figure does not round to', () => {
    expect(stopped('मुंबई में 1.51 लाख घर बिके।', sales, 'hi')).toEqual(['1.51 लाख']);
    expect(stopped('मुंबई में 1.42 लाख घर बिके।', sales, 'hi')).toEqual(['1.42 लाख']);
    expect(stopped('कंपनी का मुनाफा ₹2.54 करोड़ रहा।', profit, 'hi')).not.toEqual([]);
  });
});

describe('Dutch rounding words (h269)', () => {
  const stopped = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);
  const source = 'Het asiel ving vorige maand 98 honden op. De betoging trok 9.800 mensen.';
  it('keeps "bijna" and "ongeveer" of a figure they round', () => {
    expect(stopped('Het asiel ving bijna 100 honden op.', source, 'nl')).toEqual([]);
    expect(stopped('De betoging trok ongeveer 10.000 mensen.', source, 'nl')).toEqual([]);
  });
  it('stops a figure they do not round, or "bijna" on the wrong side', () => {
    expect(stopped('Het asiel ving bijna 200 honden op.', source, 'nl')).toEqual(['200']);
    expect(stopped('Het asiel ving bijna 90 honden op.', source, 'nl')).toEqual(['90']);
  });
});
