/** One hour with no digit, held as "1 hour" is (one-hour-words.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const WAIT = "L'attesa media è scesa da 4 ore e 10 minuti a 3 ore e 25 minuti.";

describe('oneHourWords', () => {
  it('stops one hour in words where the source’s time is another', () => {
    for (const [text, line, lang, words] of [
      [WAIT, "L'attesa media è calata di un'ora, a 3 ore e 25.", 'it', "un'ora"],
      ['La riunione è durata 45 minuti.', "La riunione è durata un'ora.", 'it', "un'ora"],
      ['The meeting lasted 45 minutes.', 'The meeting lasted an hour.', 'en', 'an hour'],
      ['La réunion a duré 45 minutes.', 'La réunion a duré une heure.', 'fr', 'une heure'],
      ['La reunión duró 45 minutos.', 'La reunión duró una hora.', 'es', 'una hora'],
      ['Das Treffen dauerte 45 Minuten.', 'Das Treffen dauerte eine Stunde.', 'de', 'eine Stunde'],
    ] as const)
      expect(claims(text, line, lang), line).toContain(words);
  });

  it('keeps the source’s own hour, its 60 minutes, a span of its times, a rate and a clock', () => {
    for (const [text, line, lang] of [
      ["La riunione è durata un'ora.", "La riunione è durata un'ora.", 'it'],
      ['La riunione è durata 1 ora.', "La riunione è durata un'ora.", 'it'],
      ['La riunione è durata 60 minuti.', "La riunione è durata un'ora.", 'it'],
      ['The meeting ran from 9:00 to 10:00.', 'The meeting lasted an hour.', 'en'],
      ['Cleaners earn £12 per hour.', 'Cleaners earn £12 an hour.', 'en'],
      ['The meeting lasted 30 minutes.', 'The meeting lasted half an hour.', 'en'],
      ['Le bureau ouvre à 13 h.', 'Le bureau ouvre à une heure.', 'fr'],
      ['Das Treffen dauerte 60 Minuten.', 'Das Treffen dauerte eine Stunde.', 'de'],
      ['La reunión duró 60 minutos.', 'La reunión duró una hora.', 'es'],
      [
        'Desde el 1 de marzo, la hora de aparcamiento en zona azul costará 1,10 euros.',
        'Desde el 1 de marzo, aparcar una hora en la zona azul costará 1,10 €.',
        'es',
      ],
    ] as const)
      expect(claims(text, line, lang), line).toEqual([]);
  });
});
