/**
 * A line's acronym of a name the source spells out in its own language, function words skipped
 * (capital-runs.ts), read by unsupportedClaims in a Normal line: the source's initials are kept,
 * another organisation's are stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { capitalRuns, spelledOut } from './capital-runs.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const ONU = 'A Organização das Nações Unidas pediu calma.';
const CSM = 'Il Consiglio Superiore della Magistratura ha deciso ieri.';
const CBS = 'Het Centraal Bureau voor de Statistiek meldde groei.';
const PBB = 'Perserikatan Bangsa-Bangsa memberi 5 juta dolar.';

describe('unsupportedClaims: the initials of a name the source spells out', () => {
  it('keeps them past the language’s function words, at a sentence’s start or inside it', () => {
    expect(claims('A ONU pediu calma.', ONU, 'pt')).toEqual([]);
    expect(claims('Calma, pediu a ONU.', ONU, 'pt')).toEqual([]);
    expect(claims('Il CSM ha deciso.', CSM, 'it')).toEqual([]);
    expect(claims('Het CBS meldde groei.', CBS, 'nl')).toEqual([]);
    expect(
      claims('La ONU pidió calma.', 'La Organización de las Naciones Unidas pidió calma.', 'es'),
    ).toEqual([]);
  });

  it('keeps the initials of hyphened words', () => {
    expect(claims('PBB memberi 5 juta dolar.', PBB, 'id')).toEqual([]);
  });

  it('stops another organisation’s initials', () => {
    expect(claims('A OMS pediu calma.', ONU, 'pt')).toContain('OMS');
    expect(claims('Il CNR ha deciso.', CSM, 'it')).toContain('CNR');
    expect(claims('Het CPB meldde groei.', CBS, 'nl')).toContain('CPB');
    expect(claims('BPK memberi 5 juta dolar.', PBB, 'id')).toContain('BPK');
  });

  it('reads an acronym of accented initials without their accents, and stops another', () => {
    const EU = 'Η Ευρωπαϊκή Ένωση ενέκρινε 2 δισ. ευρώ για την Ελλάδα.';
    expect(claims('Η ΕΕ ενέκρινε 2 δισ. ευρώ για την Ελλάδα.', EU, 'el')).toEqual([]);
    expect(claims('Ο ΟΗΕ ενέκρινε 2 δισ. ευρώ για την Ελλάδα.', EU, 'el')).toContain('ΟΗΕ');
  });

  it('skips a function word only of the text’s language, and a short one', () => {
    const initials = (text: string, langs: string[]) =>
      capitalRuns(text, langs).flatMap((run) =>
        [...spelledOut(run)].flatMap((one) => one.initials),
      );
    expect(initials('Organização das Nações Unidas', ['pt'])).toContain('ONU');
    expect(initials('Organização das Nações Unidas', [])).not.toContain('ONU');
  });
});
