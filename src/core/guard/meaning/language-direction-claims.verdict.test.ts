import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { languageDirectionClaims } from './language-direction-claims.ts';

const source = (text: string, lang: string) => ({ text, langs: [lang] });

const RULING = source(
  'De rechtbank Rotterdam heeft dinsdag een 52-jarige oud-directeur van zorgbureau Zorgzaam veroordeeld tot drie jaar cel. Het Openbaar Ministerie had vier jaar cel geëist. De medeverdachte boekhouder werd vrijgesproken.',
  'nl',
);
const URTEIL = source(
  'Das Landgericht Bochum hat den früheren Geschäftsführer zu drei Jahren Haft verurteilt. Der mitangeklagte Buchhalter wurde freigesprochen.',
  'de',
);

describe('a verdict turned round: convicted said of one the court acquitted', () => {
  it('stops the acquitted accountant said to be convicted too', () => {
    expect(
      languageDirectionClaims('De medeverdachte boekhouder werd eveneens veroordeeld.', RULING),
    ).toEqual(['veroordeeld']);
    expect(
      languageDirectionClaims('Der mitangeklagte Buchhalter wurde ebenfalls verurteilt.', URTEIL),
    ).toEqual(['verurteilt']);
  });

  it('keeps the verdict said in its own words, and the other man’s conviction', () => {
    expect(
      languageDirectionClaims(
        'Vrijgesproken werd de boekhouder die samen met hem terechtstond.',
        RULING,
      ),
    ).toEqual([]);
    expect(
      languageDirectionClaims('De medeverdachte boekhouder kreeg vrijspraak.', RULING),
    ).toEqual([]);
    expect(
      languageDirectionClaims(
        'De oud-directeur van Zorgzaam werd veroordeeld tot drie jaar cel.',
        RULING,
      ),
    ).toEqual([]);
    expect(
      languageDirectionClaims(
        'Der frühere Geschäftsführer wurde zu drei Jahren Haft verurteilt.',
        URTEIL,
      ),
    ).toEqual([]);
  });

  it('is a negation claim of the whole guard', () => {
    const ruling = claimSource({ text: RULING.text, lang: 'nl' });
    expect(
      unsupportedClaims('De medeverdachte boekhouder werd eveneens veroordeeld.', ruling, 'normal'),
    ).toEqual([{ kind: 'negation', text: 'veroordeeld' }]);
    expect(
      unsupportedClaims('De medeverdachte boekhouder werd vrijgesproken.', ruling, 'normal'),
    ).toEqual([]);
  });
});
