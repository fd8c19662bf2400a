import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { negationClaims } from './negation-claims.ts';

/** The clauses the guard stops as flipped, for `line` of a post in `lang`. */
const flipped = (text: string, lang: string, line: string, lineLang?: string) =>
  negationClaims(line, claimSource({ text, lang, ...(lineLang ? { lineLang } : {}) }));

describe('a negation the line adds', () => {
  it.each([
    ['en', 'The library will open on Monday.', 'The library will not open on Monday.'],
    ['en', 'The library will open on Monday.', "The library won't open on Monday."],
    ['es', 'El museo abrirá sus puertas el lunes.', 'El museo no abrirá sus puertas el lunes.'],
    ['fr', 'La piscine ouvre le dimanche matin.', "La piscine n'ouvre pas le dimanche matin."],
    [
      'de',
      'Am Samstag fahren Busse zwischen Bonn und Köln.',
      'Am Samstag fahren keine Busse zwischen Bonn und Köln.',
    ],
    ['de', 'Die Bibliothek öffnet am Montag.', 'Die Bibliothek öffnet am Montag nicht.'],
    [
      'nl',
      'Op zondag rijden er treinen tussen Utrecht en Amersfoort.',
      'Op zondag rijden er geen treinen tussen Utrecht en Amersfoort.',
    ],
    [
      'nb',
      'Bergensbanen er stengt i helgen. Buss for tog går hver time.',
      'Det går ikke buss for tog i helgen.',
    ],
    ['ru', 'Выставка откроется в субботу в Эрмитаже.', 'Выставка не откроется в субботу.'],
    ['pl', 'Muzeum będzie otwarte w poniedziałek.', 'Muzeum nie będzie otwarte w poniedziałek.'],
    ['pt', 'O museu abre no sábado à tarde.', 'O museu não abre no sábado à tarde.'],
  ])('%s: stops the source’s clause said negated', (lang, text, line) => {
    expect(flipped(text, lang, line)).toHaveLength(1);
  });
});

describe('a negation the line drops', () => {
  it.each([
    [
      'en',
      'The trial ran for 12 weeks. There were no signs of liver damage.',
      'There were signs of liver damage in the 12-week trial.',
    ],
    [
      'en',
      'It knows of one minor crash in a parking lot, with no injuries.',
      'It knows of one minor parking-lot crash with injuries.',
    ],
    ['it', 'Il museo non apre il lunedì mattina.', 'Il museo apre il lunedì mattina.'],
    ['es', 'El parque no abrirá este verano.', 'El parque abrirá este verano.'],
    [
      'sv',
      'Tågen går inte mellan Malmö och Lund i helgen.',
      'Tågen går mellan Malmö och Lund i helgen.',
    ],
  ])('%s: stops the source’s negated clause said without its negation', (lang, text, line) => {
    expect(flipped(text, lang, line)).toHaveLength(1);
  });
});

describe('lines that say what the source says', () => {
  it.each([
    // An antonym: no word after the negation is the source's.
    ['en', 'The library will stay closed on Monday.', "The library won't open on Monday."],
    ['nl', 'De winkel is op maandag gesloten.', 'De winkel is op maandag niet open.'],
    ['es', 'La tienda estará cerrada el lunes.', 'La tienda no abrirá el lunes.'],
    // A negated source restated negated.
    ['en', 'The bridge will not reopen before spring.', "The bridge won't reopen before spring."],
    ['de', 'Die Halle wird nicht vor März eröffnet.', 'Die Halle wird vor März nicht eröffnet.'],
    ['ru', 'Комету нельзя будет увидеть без бинокля.', 'Комету не будет видно без бинокля.'],
    // Idioms that negate nothing.
    [
      'en',
      'The ferry stopped running to the island in May.',
      'The ferry no longer runs to the island.',
    ],
    [
      'en',
      'The fund pays for teachers and for new school buses.',
      'The fund pays not only for teachers but for new school buses.',
    ],
    ['en', 'The pool will not open until June.', 'The pool will open in June.'],
    [
      'en',
      'The council approved the plan with no more than 20 new homes.',
      'The council approved the plan with 20 new homes at most.',
    ],
    ['es', 'Sin embargo, el museo abrirá el lunes.', 'El museo abrirá el lunes.'],
    [
      'fr',
      'La piscine ouvre seulement le dimanche matin.',
      "La piscine n'ouvre que le dimanche matin.",
    ],
    [
      'de',
      'Der Laden öffnet nicht nur am Samstag, sondern auch am Sonntag.',
      'Der Laden öffnet am Samstag.',
    ],
    ['ru', 'Выставка откроется не только в Москве.', 'Выставка откроется в Москве.'],
    ['nb', 'Bussen går ikke bare på hverdager.', 'Bussen går på hverdager.'],
    ['pt', 'O museu abre no sábado à tarde.', 'O museu abre no sábado.'],
    // A restated clause beside a negation elsewhere in the source's sentence.
    [
      'en',
      'The museum opens at 9am every day, but not on Mondays.',
      'The museum does not open on Mondays.',
    ],
    // "Without" is not read as the source's clause (the line may say "with" of the same words).
    [
      'en',
      'Residents without a permit cannot park on Elm Street.',
      'Residents can park on Elm Street with a permit.',
    ],
  ])('%s: keeps a faithful line', (lang, text, line) => {
    expect(flipped(text, lang, line)).toEqual([]);
  });

  it('does not read a translation or a language whose negation is an affix', () => {
    expect(
      flipped('La biblioteca abrirá el lunes.', 'es', 'The library will not open on Monday.', 'en'),
    ).toEqual([]);
    expect(flipped('Müze pazartesi açılacak.', 'tr', 'Müze pazartesi açılmayacak.')).toEqual([]);
  });
});

describe('the guard', () => {
  it('names the flipped clause as a negation claim', () => {
    const source = claimSource({ text: 'The library will open on Monday.', lang: 'en' });
    expect(unsupportedClaims('The library will not open on Monday.', source, 'normal')).toEqual([
      { kind: 'negation', text: 'The library will not open on Monday' },
    ]);
    // A joke may say anything of the source's words.
    expect(unsupportedClaims('The library will not open on Monday.', source, 'troll')).toEqual([]);
  });
});

describe('a contrast kept (en-documents-4)', () => {
  const minutes =
    'Diego asked for three temporary agents for the launch month. Priya approved two agents, not three, citing the hiring freeze.';

  it('keeps "two instead of the three requested" of "two agents, not three"', () => {
    const line = 'The VP approved two temporary agents instead of the three requested.';
    expect(flipped(minutes, 'en', line)).toEqual([]);
    expect(flipped(minutes, 'en', 'She approved two agents rather than three.')).toEqual([]);
  });

  it('still stops the correction dropped where no contrast stands for it', () => {
    expect(flipped(minutes, 'en', 'Priya approved two agents and three more.')).not.toEqual([]);
  });
});

describe('an irregular verb in another form (en-documents-4)', () => {
  const email =
    'We recommend changing your online banking password, although we have seen no sign that your login details were compromised.';

  it.each([
    'Changing the online banking password was advised, because it saw signs the login had been compromised.',
    'The banking password should change, as the bank saw signs the login details were compromised.',
    'The bank changed the password: it had seen signs the login details were compromised.',
    // The present and the gerund of an irregular verb are its forms too.
    'The bank wants the password changed, as it sees signs the login details were compromised.',
    'The password should change, the bank seeing signs the login details were compromised.',
  ])('stops "%s", the source’s "seen no sign" in another form of the verb', (line) => {
    expect(flipped(email, 'en', line)).not.toEqual([]);
  });

  it('keeps the same verb in another form with its negation', () => {
    const line =
      'It advised changing the online banking password, though it saw no sign the login had been compromised.';
    expect(flipped(email, 'en', line)).toEqual([]);
    expect(flipped(email, 'en', 'The bank sees no sign that the login was compromised.')).toEqual(
      [],
    );
  });
});

describe('a negation said in other words on either side (h263)', () => {
  it.each([
    [
      'The company did not release its new phone in March, citing supply problems.',
      'The company failed to release its new phone in March because of supply problems.',
    ],
    [
      'Mayor Lopez refused to sign the budget on Friday.',
      'Mayor Lopez would not sign the budget on Friday.',
    ],
    [
      'The bridge has not reopened yet; engineers expect it to open in May.',
      'The bridge has yet to reopen; engineers expect it to open in May.',
    ],
  ])('keeps "%s" said "%s"', (text, line) => {
    expect(flipped(text, 'en', line)).toEqual([]);
  });

  it('still stops the negation dropped or added where neither side says one otherwise', () => {
    const text = 'Mayor Lopez refused to sign the budget on Friday.';
    expect(
      flipped(
        'Mayor Lopez signed the budget on Friday.',
        'en',
        'Mayor Lopez did not sign the budget on Friday.',
      ),
    ).not.toEqual([]);
    expect(
      flipped(
        'The company did not release its new phone in March.',
        'en',
        'The company released its new phone in March.',
      ),
    ).not.toEqual([]);
    expect(flipped(text, 'en', 'Mayor Lopez would not sign the budget on Friday.')).toEqual([]);
  });
});
