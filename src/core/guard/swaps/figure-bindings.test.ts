/**
 * What a figure counts (figure-bindings.ts): a line's figure bound to a noun the source binds to
 * another of its values, and never to this one, is moved, where figure-ties.ts's one word either
 * side sees nothing ("17 reports of lids opening" of "61 reports of lids opening … 17 reports of
 * burns"). Faithful rewordings keep their figures: a change word binds nothing, a noun both values
 * share tells nothing, and a rounded or summed figure is no move.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { bindingKey } from './figure-bindings.ts';

const stopped = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const RECALL =
  'Homestead has received 61 reports of lids opening under pressure, including 17 reports of burns. No deaths have been reported.';
const TRIAL =
  'Over six months, 187 people in the mRNA group came down with flu, compared with 241 in the comparison group.';
const TREES =
  'Cities were on average 1.5 °C warmer than their surroundings. Increasing tree cover to 30% would cool cities by 0.4 °C on average.';

describe('reboundFigures: a figure bound to what another of the source’s counts', () => {
  it('stops two figures traded between the nouns a few words after them', () => {
    expect(
      stopped(
        'The company has had 17 reports of lids opening, 61 of them involving burns.',
        RECALL,
      ),
    ).toEqual(['17', '61']);
    expect(
      stopped(
        'There were 241 flu cases in the mRNA group against 187 in the comparison group.',
        TRIAL,
      ),
      // The pair's words after them are traded too: compared-pairs.ts stops the first of them.
    ).toEqual(['187', '241']);
  });

  it('binds nothing to a word of change in Indonesian either', () => {
    // Indonesian's "turun" (fell) is a change, not what the price counts: the faithful line moves
    // "dari Rp70.000" before the new price, as the source's "turun jadi Rp45.000" does not
    // (figure-phrase-words.ts lists it; before it did, Indonesian was not read at all).
    expect(
      stopped(
        'Harga cabai rawit turun dari Rp70 ribu menjadi Rp45 ribu per kilogram.',
        'Harga cabai rawit di Pasar Induk Kramat Jati turun jadi Rp45.000 per kg, dari Rp70.000 pekan lalu, kata Kepala Pasar Agus Lestari.',
        'id',
      ),
    ).toEqual([]);
  });

  it('keeps them where the line leaves each at its own words', () => {
    expect(
      stopped(
        'The company has had 61 reports of lids opening, 17 of them involving burns.',
        RECALL,
      ),
    ).toEqual([]);
    expect(
      stopped(
        'There were 187 flu cases in the mRNA group against 241 in the comparison group.',
        TRIAL,
      ),
    ).toEqual([]);
  });

  it('stops a measure moved to another’s place whose own value the line leaves out', () => {
    expect(stopped('More trees, 30% cover, would cool cities by 1.5 °C.', TREES)).toEqual([
      '1.5 °C',
    ]);
    expect(stopped('More trees, 30% cover, would cool cities by 0.4 °C.', TREES)).toEqual([]);
    // A line of one figure is read too.
    expect(stopped('Trees would cool cities by 1.5 °C.', TREES)).toEqual(['1.5 °C']);
    expect(stopped('Cities are 1.5 °C warmer than the countryside around them.', TREES)).toEqual(
      [],
    );
  });

  it('reads no binding across a word of change, nor moves a count a summary may have summed', () => {
    const results =
      'Online sales grew 11.2%. Homeware was the strongest category, with sales up 9.4%.';
    expect(stopped('Homeware sales rose 9.4%, and online sales grew 11.2%.', results)).toEqual([]);
    const telecom =
      'Revenue was ₹49,463 crore, up 28% from a year earlier. Airtel Africa reported revenue growth of 22%.';
    expect(stopped('Revenue rose 28% to ₹49,463 crore.', telecom)).toEqual([]);
    // A plain count whose rival is not in the line may be that value for another reason.
    const credits =
      'Caldera receives a credit of 2% of the monthly fee for each point below target, up to a maximum of 10%.';
    expect(stopped('Caldera gets credits of up to 10% of the monthly fee.', credits)).toEqual([]);
  });

  it('reads the nouns in Spanish and German too', () => {
    const entradas = 'Se vendieron 300 entradas de platea y 120 entradas de palco para el estreno.';
    expect(
      stopped('Se vendieron 120 entradas de platea y 300 entradas de palco.', entradas, 'es'),
    ).toEqual(['120', '300']);
    expect(
      stopped(
        'Para el estreno hubo 300 entradas de platea y 120 entradas de palco.',
        entradas,
        'es',
      ),
    ).toEqual([]);
    const deckel =
      'Es gab 61 Meldungen über offene Deckel, darunter 17 Meldungen über Verbrennungen.';
    expect(
      stopped('Es gab 17 Meldungen über offene Deckel, 61 davon mit Verbrennungen.', deckel, 'de'),
    ).toEqual(['17', '61']);
    expect(
      stopped('Es gab 61 Meldungen über offene Deckel, 17 davon mit Verbrennungen.', deckel, 'de'),
    ).toEqual([]);
  });

  it('keys a word by the forms it shares', () => {
    expect(bindingKey('decides')).toBe(bindingKey('decide'));
    expect(bindingKey('reports')).toBe(bindingKey('report'));
    expect(bindingKey('cities')).toBe(bindingKey('city'));
    expect(bindingKey('delivering')).toBe(bindingKey('delivers'));
    expect(bindingKey('lids')).not.toBe(bindingKey('burns'));
    // A Korean noun without its case particle: one streak, whatever the sentence does with it.
    expect(bindingKey('연승을')).toBe(bindingKey('연승이'));
    expect(bindingKey('연승을')).not.toBe(bindingKey('연패를'));
  });
});

describe('a fraction between a figure and a noun', () => {
  const RATE =
    'Monetary policy statement, Central Bank of Norland, 11 December 2025. The Monetary Policy Committee voted 5-2 to lower the policy rate by 0.25 percentage points to 3.75 percent, the second cut this year. Two members, Deputy Governor Ingrid Sørlie and external member Karl Brandt, preferred to keep the rate unchanged at 4.00 percent, citing wage growth.';

  it('ends the figure\'s phrase: "the rate by a quarter point to 3.75%" binds no rate to 3.75%', () => {
    const line =
      "Norland's central bank cut its policy rate by a quarter point to 3.75% in a 5-2 vote, with two members preferring to hold it at 4%.";
    expect(stopped(line, RATE, 'en')).toEqual([]);
  });

  it('still moves the figures when the line trades them', () => {
    const line =
      "Norland's central bank cut its policy rate by a quarter point to 4% in a 5-2 vote, with two members preferring to hold it at 3.75%.";
    expect(stopped(line, RATE, 'en')).not.toEqual([]);
  });
});
