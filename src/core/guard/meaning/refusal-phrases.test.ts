import { describe, expect, it } from 'vitest';
import { plainRefusals, refusedWords, saysRefusal } from './refusal-phrases.ts';

describe('a refusal said with a verb, outside English', () => {
  it('reads a refusal with the verb after it, in each language kept', () => {
    const cases: [string, string][] = [
      ['es', 'El alcalde se negó a firmar el contrato.'],
      ['pt', 'O prefeito recusou-se a assinar o contrato.'],
      ['fr', "Le ministre a refusé de signer l'accord."],
      ['it', 'Il sindaco si è rifiutato di firmare il contratto.'],
      ['de', 'Der Minister weigerte sich, den Vertrag zu unterschreiben.'],
      ['nl', 'De minister weigerde op 5 maart te tekenen.'],
      ['sv', 'Borgmästaren vägrade att skriva under avtalet.'],
      ['pl', 'Burmistrz odmówił podpisania umowy.'],
      ['ru', 'Мэр отказался подписать контракт.'],
      ['el', 'Ο δήμαρχος αρνήθηκε να υπογράψει τη σύμβαση.'],
      ['id', 'Gubernur menolak menandatangani kontrak itu.'],
      ['ms', 'Menteri menolak untuk hadir ke mesyuarat.'],
      ['he', 'ראש העיר סירב לחתום על החוזה.'],
      ['ro', 'Primarul a refuzat să semneze contractul.'],
    ];
    for (const [lang, text] of cases) expect(saysRefusal(text, lang), text).toBe(true);
  });

  it('reads no refusal of a thing, and none in English or a language not kept', () => {
    expect(saysRefusal('DPR menolak usulan itu pada 5 Maret.', 'id')).toBe(false);
    expect(saysRefusal('El congreso rechazó la propuesta.', 'es')).toBe(false);
    expect(saysRefusal('Ella negó a su hermano.', 'es')).toBe(false);
    expect(saysRefusal('The mayor refused to sign.', 'en')).toBe(false);
    expect(saysRefusal('Bakan imzalamayı reddetti.', 'tr')).toBe(false);
  });

  it('writes a refusal as the language’s negation word, the verb after it kept', () => {
    expect(plainRefusals('El alcalde se negó a firmar el contrato.', 'es')).toBe(
      'El alcalde no firmar el contrato.',
    );
    expect(plainRefusals('Der Minister weigerte sich, den Vertrag zu unterschreiben.', 'de')).toBe(
      'Der Minister nicht den Vertrag zu unterschreiben.',
    );
    expect(plainRefusals('The mayor refused to sign.', 'en')).toBe('The mayor refused to sign.');
  });

  it('names the words a refusal negates', () => {
    expect(refusedWords('El alcalde se negó a firmar el contrato.', 'es')).toEqual([
      'firmar',
      'el',
    ]);
    expect(refusedWords('El alcalde firmó el contrato.', 'es')).toEqual([]);
  });
});
