/**
 * The forms number-glue.ts adds to n2words' spellings (h269): the other cases of the teens and
 * tens in Polish and Russian, Finnish's partitive and genitive, Greek's genitive three and four,
 * Arabic's oblique twelve, Romanian's masculine twelve, each read as its count and a changed one
 * stopped. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '#core/guard/index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

/** [lang, source in digits, faithful line in words, line with another count in words]. */
const CASES: ReadonlyArray<readonly [string, string, string, string]> = [
  [
    'pl',
    'Wyrok dotyczy 12 oskarżonych.',
    'Wyrok dotyczy dwunastu oskarżonych.',
    'Wyrok dotyczy trzynastu oskarżonych.',
  ],
  [
    'pl',
    'Chodzi o 23 osoby.',
    'Chodzi o dwudziestu trzech ludzi.',
    'Chodzi o dwudziestu czterech ludzi.',
  ],
  ['ru', 'Речь идёт о 12 домах.', 'Речь идёт о двенадцати домах.', 'Речь идёт о тринадцати домах.'],
  ['fi', 'Päätös koskee 3 kuntaa.', 'Päätös koskee kolmea kuntaa.', 'Päätös koskee neljää kuntaa.'],
  [
    'el',
    'Αφορά την αποζημίωση 3 εργαζομένων.',
    'Αφορά την αποζημίωση τριών εργαζομένων.',
    'Αφορά την αποζημίωση τεσσάρων εργαζομένων.',
  ],
  [
    'ar',
    'افتتحت البلدية 12 مدرسة جديدة.',
    'افتتحت البلدية اثنتي عشرة مدرسة جديدة.',
    'افتتحت البلدية ثلاث عشرة مدرسة جديدة.',
  ],
  [
    'ro',
    'Primăria a angajat 12 profesori noi.',
    'Primăria a angajat doisprezece profesori noi.',
    'Primăria a angajat treisprezece profesori noi.',
  ],
];

describe('number-glue: declined number words', () => {
  it.each(CASES)(
    '%s: keeps the count in its case and stops another',
    (lang, source, kept, changed) => {
      expect(stopped(kept, source, lang)).toEqual([]);
      expect(stopped(changed, source, lang)).not.toEqual([]);
    },
  );

  it('reads the word back as digits of the source', () => {
    expect(
      stopped('Policja zatrzymała 12 mężczyzn.', 'Policja zatrzymała dwunastu mężczyzn.', 'pl'),
    ).toEqual([]);
    expect(stopped('Päätös koskee 3 kuntaa.', 'Päätös koskee kolmea kuntaa.', 'fi')).toEqual([]);
    expect(
      stopped(
        'Primăria a angajat 12 profesori.',
        'Primăria a angajat doisprezece profesori.',
        'ro',
      ),
    ).toEqual([]);
  });

  it('leaves Finnish "yhtä" (as, equally) no count', () => {
    expect(stopped('Kaupungit ovat yhtä suuria.', 'Kaupungit ovat samankokoisia.', 'fi')).toEqual(
      [],
    );
  });
});
