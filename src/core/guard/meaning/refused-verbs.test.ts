import { describe, expect, it } from 'vitest';
import { clauseMeaningClaims } from '../clause-meaning-claims.ts';
import { refusedVerbClaims } from './refused-verbs.ts';

const source = (text: string, lang: string, translated = false) => ({
  text,
  langs: [lang],
  translated,
});

describe('a refusal’s verb said as done, outside English', () => {
  const es = source('El alcalde se negó a firmar el contrato el 12 de marzo.', 'es');
  const nl = source('De minister weigerde op 5 maart te tekenen.', 'nl');
  const fr = source('Le ministre a refusé de signer le 5 mars.', 'fr');

  it('stops the verb said as done ("firmó" of "se negó a firmar")', () => {
    expect(refusedVerbClaims('El alcalde firmó el contrato el 12 de marzo.', es)).toEqual([
      'El alcalde firmó el contrato el 12 de marzo',
    ]);
    expect(clauseMeaningClaims('De minister tekende op 5 maart.', nl)).toHaveLength(1);
    expect(clauseMeaningClaims('Le ministre a signé le 5 mars.', fr)).toHaveLength(1);
  });

  it('keeps the refusal said plain, or said again', () => {
    expect(clauseMeaningClaims('El alcalde no firmó el contrato el 12 de marzo.', es)).toEqual([]);
    expect(clauseMeaningClaims('De minister tekende op 5 maart niet.', nl)).toEqual([]);
    expect(clauseMeaningClaims("Le ministre n'a pas signé le 5 mars.", fr)).toEqual([]);
    expect(clauseMeaningClaims('El alcalde se negó a firmar el contrato.', es)).toEqual([]);
  });

  it('stops a refusal the line adds, named by the line as written', () => {
    const signed = source('Il sindaco ha firmato il contratto il 12 marzo.', 'it');
    expect(
      refusedVerbClaims('Il sindaco si è rifiutato di firmare il contratto il 12 marzo.', signed),
    ).toEqual(['Il sindaco si è rifiutato di firmare il contratto il 12 marzo.']);
  });

  it('reads nothing in English, in a translation, or where no side refuses', () => {
    expect(refusedVerbClaims('El alcalde firmó el contrato.', { ...es, translated: true })).toEqual(
      [],
    );
    expect(
      refusedVerbClaims('The mayor signed.', source('The mayor refused to sign.', 'en')),
    ).toEqual([]);
    expect(
      refusedVerbClaims('El alcalde firmó el contrato.', source('El alcalde firmó.', 'es')),
    ).toEqual([]);
  });
});
