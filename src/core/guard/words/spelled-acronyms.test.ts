/**
 * An acronym a document spells out in lower-case words or writes inside a word
 * (spelled-acronyms.ts): "GDP" of "gross domestic product", "LFP cells" of "lithium iron
 * phosphate cells", "RNA" of "mRNA" are kept; letters no run of the source's words gives are a
 * new name and stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isSpelledAcronym } from './spelled-acronyms.ts';

const CATHODE =
  'Full cells paired with a hard-carbon anode achieved an energy density of 162 Wh/kg, comparable to lithium iron phosphate cells. The mRNA shot was tested too.';
const ECONOMY =
  'The country’s gross domestic product grew 2.1% last year, the statistics office said.';

const names = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('isSpelledAcronym', () => {
  it('reads the initials of a run of the source’s words, connectors skipped', () => {
    expect(isSpelledAcronym('GDP', { text: ECONOMY })).toBe(true);
    expect(isSpelledAcronym('DOJ', { text: 'a ruling of the department of justice' })).toBe(true);
    expect(isSpelledAcronym('GDP’s', { text: ECONOMY })).toBe(true);
    expect(isSpelledAcronym('IMF', { text: ECONOMY })).toBe(false);
  });

  it('reads capitals inside a source’s word, with no other capital beside them', () => {
    expect(isSpelledAcronym('RNA', { text: CATHODE })).toBe(true);
    expect(isSpelledAcronym('RN', { text: CATHODE })).toBe(false);
  });

  it('reads an acronym before the word the source writes after its run of words', () => {
    expect(isSpelledAcronym('LFP', { text: CATHODE }, 'cells')).toBe(true);
    expect(isSpelledAcronym('LFP', { text: CATHODE })).toBe(false);
    expect(isSpelledAcronym('NMC', { text: CATHODE }, 'cells')).toBe(false);
    // A function word after it is no frame.
    expect(isSpelledAcronym('LFP', { text: 'lithium iron phosphate and more' }, 'and')).toBe(false);
  });
});

describe('unsupportedClaims: an acronym of the source’s words', () => {
  it('keeps an acronym the document spells out', () => {
    expect(names('Full cells reached 162 Wh/kg, on par with LFP cells.', CATHODE)).toEqual([]);
    expect(names('The country’s GDP grew 2.1% last year.', ECONOMY)).toEqual([]);
  });

  it('stops an acronym the document does not give', () => {
    expect(names('Full cells reached 162 Wh/kg, on par with NMC cells.', CATHODE)).toEqual(['NMC']);
    expect(names('The country’s GDP grew 2.1% last year, the IMF said.', ECONOMY)).toEqual(['IMF']);
  });
});

describe('isSpelledAcronym: small letters for a name’s short words (round twenty-nine)', () => {
  const LEEDS =
    'The £2.4 million scheme is paid for by the Department for Transport’s active travel fund.';
  const BERLIN = 'Das Bundesinstitut für Risikobewertung rät von dem Produkt ab.';

  it('reads "DfT" of "Department for Transport", "BfR" of "Bundesinstitut für Risikobewertung"', () => {
    expect(isSpelledAcronym('DfT', { text: LEEDS })).toBe(true);
    expect(isSpelledAcronym('BfR', { text: BERLIN })).toBe(true);
    expect(names('The scheme is funded by the DfT, the council leader said.', LEEDS)).toEqual([]);
  });

  it('reads no such acronym the source’s words do not spell', () => {
    expect(isSpelledAcronym('DfE', { text: LEEDS })).toBe(false);
    expect(isSpelledAcronym('BfS', { text: BERLIN })).toBe(false);
    expect(names('The scheme is funded by the DfE, the council leader said.', LEEDS)).toEqual([
      'DfE',
    ]);
  });
});
