/**
 * A title's abbreviation before a name, of a source that writes the title in full
 * (title-abbreviations.ts).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isWrittenTitle } from './title-abbreviations.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const CLINICA =
  'La clínica abrirá el lunes, dijo la doctora Lucía Fernández. La señora Ana Ruiz, alcaldesa, asistió.';
const CLINIQUE = 'La clinique ouvrira lundi, a déclaré le professeur Jean Dupont, chef du service.';
const CLINICA_PT = 'A clínica abre na segunda, disse a doutora Ana Souza, diretora do hospital.';

describe('isWrittenTitle', () => {
  it('reads an abbreviation before a name, with or without its dot, of a title the source writes', () => {
    expect(isWrittenTitle('Dra', 'La Dra. Fernández habló.', CLINICA)).toBe(true);
    expect(isWrittenTitle('Pr', 'Selon le Pr Dupont, oui.', CLINIQUE)).toBe(true);
    expect(isWrittenTitle('Prof', 'Selon le Prof. Dupont, oui.', CLINIQUE)).toBe(true);
  });

  it('reads no title the source does not write, none before no name, and no other word', () => {
    expect(isWrittenTitle('Sra', 'La Sra. Souza habló.', CLINICA_PT)).toBe(false);
    expect(isWrittenTitle('Dra', 'Vino la Dra. al final.', CLINICA)).toBe(false);
    expect(isWrittenTitle('Durand', 'Selon Durand Dupont, oui.', CLINIQUE)).toBe(false);
  });
});

describe('a title shortened in a line (issue 44, faithful lines still stopped)', () => {
  it('keeps the source’s title shortened before its person, in Spanish, French and Portuguese', () => {
    expect(names('La Dra. Fernández dijo que la clínica abrirá el lunes.', CLINICA, 'es')).toEqual(
      [],
    );
    expect(names('La Sra. Ruiz asistió a la apertura.', CLINICA, 'es')).toEqual([]);
    expect(names('Selon le Pr. Dupont, la clinique ouvrira lundi.', CLINIQUE, 'fr')).toEqual([]);
    expect(names('Selon le Pr Dupont, la clinique ouvrira lundi.', CLINIQUE, 'fr')).toEqual([]);
    expect(names('A Dra. Souza disse que a clínica abre na segunda.', CLINICA_PT, 'pt')).toEqual(
      [],
    );
  });

  it('stops another name after the title, and a title the source never gives', () => {
    expect(names('La Dra. Gómez dijo que la clínica abrirá el lunes.', CLINICA, 'es')).toEqual([
      'Gómez',
    ]);
    expect(names('Selon le Pr. Durand, la clinique ouvrira lundi.', CLINIQUE, 'fr')).toEqual([
      'Durand',
    ]);
    // The source's Ana Souza is a doctor, no "senhora" of its.
    expect(names('A Sra. Souza disse que a clínica abre na segunda.', CLINICA_PT, 'pt')).toContain(
      'Sra',
    );
  });
});

describe('an English office shortened before its person (round forty-one)', () => {
  const COUNCIL =
    'Opening hours will be cut from April. Councillor Helen Hayden said the pool may reopen on Sundays if usage rises.';
  const PLAIN =
    'Opening hours will be cut from April. Helen Hayden said the pool may reopen on Sundays.';

  it('keeps "Cllr" of "Councillor", opening the line or inside it', () => {
    expect(
      names('Cllr Helen Hayden said the pool might reopen on Sundays.', COUNCIL, 'en'),
    ).toEqual([]);
    expect(names('Leisure chief Cllr Hayden said the pool may reopen.', COUNCIL, 'en')).toEqual([]);
  });

  it('stops "Cllr" where the source never calls the person a councillor, and another name', () => {
    expect(names('Leisure chief Cllr Hayden said the pool may reopen.', PLAIN, 'en')).toContain(
      'Cllr',
    );
    expect(names('Cllr Helen Jones said the pool might reopen on Sundays.', COUNCIL, 'en')).toEqual(
      ['Jones'],
    );
  });
});
