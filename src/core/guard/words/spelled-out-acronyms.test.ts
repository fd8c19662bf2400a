/**
 * An organisation's name spelled out where the source writes its acronym (spelled-out-acronyms.ts),
 * read by unsupportedClaims in a Normal line: the run's words are the acronym's; a run whose
 * initials are no acronym of the source is still read for its names.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { withoutSpelledOutAcronyms } from './spelled-out-acronyms.ts';

const EDSA = 'Inanunsyo ng MMDA na sarado ang kalsada ngayong Sabado para sa pag-aayos.';
const DGT = 'La DGT avisa de retenciones de hasta 12 km en la salida de la capital este viernes.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('unsupportedClaims: an acronym of the source spelled out', () => {
  it('keeps the spelled-out name, a place inside it included', () => {
    expect(
      claims('Isasara ng Metropolitan Manila Development Authority ang kalsada.', EDSA, 'tl'),
    ).toEqual([]);
    expect(claims('La Dirección General de Tráfico avisa de retenciones.', DGT, 'es')).toEqual([]);
  });

  it('reads a run whose initials are no acronym of the source for its names', () => {
    expect(claims('Isasara ng Metropolitan Manila Authority ang kalsada.', EDSA, 'tl')).toContain(
      'Manila',
    );
    expect(withoutSpelledOutAcronyms('the Metro Manila Council', EDSA)).toBe(
      'the Metro Manila Council',
    );
    const spelled = 'Metro Manila Development Agency';
    expect(withoutSpelledOutAcronyms(`the ${spelled}`, EDSA)).toBe(
      `the ${' '.repeat(spelled.length)}`,
    );
  });
});

describe('unsupportedClaims: an acronym spelled out without its last word (round twenty-nine)', () => {
  const CHEESE =
    'La AESAN alerta de la presencia de Listeria en un queso fresco de la marca Campo Real.';

  it('keeps all of a long name but its last word', () => {
    expect(
      claims('La Agencia Española de Seguridad Alimentaria alerta de listeria.', CHEESE, 'es'),
    ).toEqual([]);
  });

  it('reads a shorter run, or one that goes on, for its names', () => {
    expect(
      claims('La Agencia Española de Seguridad alerta de listeria.', CHEESE, 'es'),
    ).not.toEqual([]);
    expect(
      claims(
        'La Agencia Española de Seguridad Alimentaria Europea alerta de listeria.',
        CHEESE,
        'es',
      ),
    ).not.toEqual([]);
  });
});
