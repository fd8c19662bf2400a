import { describe, expect, it } from 'vitest';
import { clauseMeaningClaims } from '../clause-meaning-claims.ts';
import { sentenceTurnedVerbs } from './sentence-turned-verbs.ts';

const source = (text: string, lang: string, translated = false) => ({
  text,
  langs: [lang],
  translated,
});

describe('a change or a decision turned round in Finnish, Malay or Hungarian', () => {
  const ranking = source(
    'Helsingin yliopisto nousi Times Higher Education -lehden tuoreella maailmanlistalla sijalle 98, kun se viime vuonna oli sijalla 115. Kärkisijaa piti jälleen Oxfordin yliopisto.',
    'fi',
  );
  const rate = source(
    'Bank Negara Malaysia (BNM) mengekalkan Kadar Dasar Semalaman (OPR) pada 2.75 peratus pada Khamis. BNM berkata inflasi kekal sederhana pada 1.4 peratus pada Oktober, manakala ekonomi berkembang 4.8 peratus pada suku ketiga.',
    'ms',
  );
  const wage = source(
    'A szakszervezetek 13 százalékot kértek, de végül elfogadták az ajánlatot.',
    'hu',
  );

  it('stops "fell" of the source’s "rose" to the same place, read through the guard', () => {
    expect(
      clauseMeaningClaims(
        'Helsingin yliopisto laski tuoreella maailmanlistalla sijalle 98.',
        ranking,
      ),
    ).toContain('laski');
  });

  it('stops a rate raised that the source keeps, and an offer rejected that it accepts', () => {
    expect(
      sentenceTurnedVerbs(
        'Bank Negara Malaysia menaikkan OPR kepada 2.75 peratus pada Khamis.',
        rate,
      ),
    ).toEqual(['menaikkan']);
    expect(
      sentenceTurnedVerbs(
        'A szakszervezetek 13 százalékot kértek, és elutasították az ajánlatot.',
        wage,
      ),
    ).toEqual(['elutasították']);
  });

  it('keeps the source’s side in other words, and a sentence of the source that says both', () => {
    expect(sentenceTurnedVerbs('BNM kekalkan OPR pada 2.75 peratus pada Khamis.', rate)).toEqual(
      [],
    );
    expect(
      sentenceTurnedVerbs(
        'Inflasi Oktober 1.4 peratus, manakala ekonomi tumbuh 4.8 peratus.',
        rate,
      ),
    ).toEqual([]);
    expect(
      sentenceTurnedVerbs(
        'A szakszervezetek 13 százalékot kértek, végül mégis elfogadták az ajánlatot.',
        wage,
      ),
    ).toEqual([]);
  });

  it('reads no negated word, no sentence with too few of the source’s words, no translation', () => {
    expect(
      sentenceTurnedVerbs(
        'Helsingin yliopisto ei laskenut maailmanlistalla, vaan oli sijalla 98.',
        ranking,
      ),
    ).toEqual([]);
    expect(sentenceTurnedVerbs('Yliopisto laski.', ranking)).toEqual([]);
    expect(
      sentenceTurnedVerbs(
        'Helsingin yliopisto laski tuoreella maailmanlistalla sijalle 98.',
        source(ranking.text, 'fi', true),
      ),
    ).toEqual([]);
  });
});
