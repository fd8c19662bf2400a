import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainRefusals, saysRefusal } from './refusal-phrases.ts';
import { refusedVerbClaims } from './refused-verbs.ts';

/** A refusal and its verb, by language, with subjects and objects to build sentences from. */
const PARTS: Readonly<
  Record<string, { refusals: string[]; subjects: string[]; objects: string[] }>
> = {
  es: {
    refusals: ['se negó a firmar', 'se negaron a aprobar', 'rehusó pagar'],
    subjects: ['El alcalde', 'Los vecinos', 'La empresa'],
    objects: ['el contrato el 12 de marzo', 'la multa de 300 euros', 'el plan en 2024'],
  },
  nl: {
    refusals: ['weigerde te tekenen', 'weigerden te betalen'],
    subjects: ['De minister', 'De bewoners'],
    objects: ['op 5 maart', 'voor 1 juni'],
  },
  fr: {
    refusals: ['a refusé de signer', 'refusent de payer'],
    subjects: ['Le ministre', 'Les syndicats'],
    objects: ["l'accord du 4 juillet", 'la facture de 200 euros'],
  },
  id: {
    refusals: ['menolak menandatangani', 'menolak untuk membayar'],
    subjects: ['Gubernur', 'Perusahaan itu'],
    objects: ['kontrak pada 12 Maret', 'denda sebesar 4 juta rupiah'],
  },
};

describe('refusal phrases (property)', () => {
  it('leave a text that says no refusal as it is', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(PARTS), 'de', 'el', 'en'),
        fc.string(),
        (lang, text) => {
          if (!saysRefusal(text, lang)) expect(plainRefusals(text, lang)).toBe(text);
        },
      ),
    );
  });

  it('never stop a line that says its source’s refusal again', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(PARTS)),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (lang, one, two, three) => {
          const parts = PARTS[lang]!;
          const sentence = `${parts.subjects[one % parts.subjects.length]} ${
            parts.refusals[two % parts.refusals.length]
          } ${parts.objects[three % parts.objects.length]}.`;
          expect(saysRefusal(sentence, lang)).toBe(true);
          const source = { text: `${sentence} Nada más.`, langs: [lang] };
          expect(refusedVerbClaims(sentence, source)).toEqual([]);
        },
      ),
    );
  });
});
