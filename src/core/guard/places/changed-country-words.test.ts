/**
 * A country's word put where the source has another country's (changed-country-words.ts, h264).
 * Every text here is synthetic, written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedCountryWords } from './changed-country-words.ts';

const changed = (line: string, text: string, lang: string) =>
  changedCountryWords(line, { text, langs: [lang] });

describe('changedCountryWords: another country in the place of the source’s', () => {
  it.each([
    {
      lang: 'de',
      text: 'Ein Unternehmen aus Frankreich übernimmt den Hersteller.',
      line: 'Ein spanisches Unternehmen übernimmt den Hersteller.',
      word: 'spanisches',
    },
    {
      lang: 'es',
      text: 'El presidente argentino se reunió con su homólogo chileno en Santiago.',
      line: 'El presidente argentino se reunió con el peruano en Santiago.',
      word: 'peruano',
    },
    {
      lang: 'sv',
      text: 'Statsministern träffade Norges kung i Oslo.',
      line: 'Statsministern träffade den danske kungen i Oslo.',
      word: 'danske',
    },
    {
      lang: 'ru',
      text: 'Министр иностранных дел России встретился с коллегой из Турции в Анкаре.',
      line: 'Глава МИД России встретился с иранским коллегой в Анкаре.',
      word: 'иранским',
    },
  ])('stops the other country ($lang)', ({ lang, text, line, word }) => {
    expect(changed(line, text, lang)).toEqual([word]);
  });

  it.each([
    // The source's countries in other forms.
    {
      lang: 'de',
      text: 'Ein Unternehmen aus Frankreich übernimmt den Hersteller.',
      line: 'Ein französisches Unternehmen übernimmt den Hersteller.',
    },
    {
      lang: 'sv',
      text: 'Statsministern träffade Norges kung i Oslo.',
      line: 'Statsministern träffade den norske kungen.',
    },
    {
      lang: 'it',
      text: 'La nazionale italiana ha battuto la Francia.',
      line: "L'Italia batte i francesi.",
    },
    // A country added beside all of the source's.
    {
      lang: 'en',
      text: 'Apple opened its first store in India.',
      line: 'Apple opened its first Indian store, as in China.',
    },
    // Everyday words that share a country name's start ("stata", "della", "canal", "schon").
    {
      lang: 'it',
      text: 'La scossa in Italia è stata forte.',
      line: 'La scossa è stata registrata vicino alla costa della Calabria.',
    },
    {
      lang: 'fr',
      text: 'Le Maroc a battu le Canada.',
      line: 'Le match sur Canal+ : le Canada battu.',
    },
    { lang: 'de', text: 'Frankreich gewann.', line: 'Frankreich gewann schon wieder.' },
  ])('keeps the source’s countries and everyday words ($lang: $line)', ({ lang, text, line }) => {
    expect(changed(line, text, lang)).toEqual([]);
  });

  it('keeps any line made of the source’s own words', () => {
    const text = 'El presidente argentino se reunió con su homólogo chileno en Santiago de Chile.';
    const words = text.replace('.', '').split(' ');
    fc.assert(
      fc.property(fc.subarray(words, { minLength: 1 }), (kept) => {
        expect(changed(kept.join(' '), text, 'es')).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });
});
