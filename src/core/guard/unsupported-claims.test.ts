import { describe, expect, it } from 'vitest';
import { claimSource, type GuardMode, unsupportedClaims } from './index.ts';

const PUB =
  'Our pub quiz night was packed! The kitchen ran out of fish by eight. Forty thousand thanks to everyone, see you next Friday.';
const pub = claimSource({ text: PUB, names: ['Dana Whitfield', 'danwhitfield'] });
const claims = (line: string, mode: GuardMode = 'normal', source = pub) =>
  unsupportedClaims(line, source, mode);
const kinds = (line: string, mode: GuardMode = 'normal', source = pub) =>
  claims(line, mode, source).map((claim) => `${claim.kind}:${claim.text}`);

describe('unsupportedClaims: what the issue saw reach the card', () => {
  it('stops "served 450 guests" for a post that never says how many', () => {
    expect(kinds('The pub served 450 guests at the quiz night.')).toEqual(['figure:450']);
  });

  it('stops the price and the closing time of "Tickets cost $25 and the kitchen closed at 11 pm"', () => {
    expect(kinds('Tickets cost $25 and the kitchen closed at 11 pm.')).toEqual([
      'figure:$25',
      'figure:11 pm',
    ]);
  });

  it('stops "Chef @marco_fry", a handle the post never names', () => {
    expect(kinds('Chef @marco_fry ran the kitchen all night.')).toEqual(['handle:@marco_fry']);
  });

  it('stops a link and a quotation the author never wrote, in every mode', () => {
    const line = 'The host said "best night of the year" and shared https://pubquiz.example/menu.';
    for (const mode of ['normal', 'troll', 'meme', 'thread'] as const) {
      expect(kinds(line, mode), mode).toEqual([
        'link:https://pubquiz.example/menu',
        'quote:"best night of the year"',
      ]);
    }
  });

  it('stops a thread post claiming "2 million visitors" for a text that says nothing of it', () => {
    const text = claimSource({
      text: 'Our town museum reopened after two years of repairs. The new wing shows old maps of the harbour.',
    });
    expect(kinds('The museum expects 2 million visitors this year.', 'thread', text)).toEqual([
      'figure:2 million',
    ]);
    expect(kinds('The museum reopened after two years of repairs.', 'thread', text)).toEqual([]);
  });
});

describe('unsupportedClaims: the same figure however it is written', () => {
  it('reads "eight" and "8", "forty thousand", "40,000" and "40 000" as the same figures', () => {
    expect(claims('The kitchen ran out of fish by 8.')).toEqual([]);
    expect(claims('They sent 40,000 thanks.')).toEqual([]);
    expect(claims('They sent 40 000 thanks.')).toEqual([]);
    expect(claims('They sent 40\u202f000 thanks.')).toEqual([]);
    expect(claims('They sent 40k thanks.')).toEqual([]);
    const digits = claimSource({ text: 'We counted 40,000 visitors and 8 stalls.' });
    expect(claims('Forty thousand visitors came to eight stalls.', 'normal', digits)).toEqual([]);
    expect(kinds('Forty-one thousand visitors came.', 'normal', digits)).toEqual([
      'figure:Forty-one thousand',
    ]);
  });

  it('reads full-width digits and other scripts’ digits as the same figures', () => {
    expect(claims('The kitchen ran out at ８.')).toEqual([]);
    expect(claims('The kitchen ran out at ٨.')).toEqual([]);
    expect(claims('The kitchen ran out at ८.')).toEqual([]);
    const arabic = claimSource({ text: 'حضر ٤٥٠ شخصًا الحفل', lang: 'ar' });
    expect(claims('450 people came.', 'normal', arabic)).toEqual([]);
    expect(kinds('460 people came.', 'normal', arabic)).toEqual(['figure:460']);
  });

  it('reads number words of Spanish, French, German, Portuguese and Italian posts', () => {
    const cases: Array<[string, string, string, string]> = [
      ['es', 'Vinieron ocho mil personas al concierto.', 'Vinieron 8.000 personas.', '9.000'],
      ['fr', 'Quatre-vingt-dix bénévoles ont aidé la ville.', '90 bénévoles ont aidé.', '80'],
      ['de', 'Zweiundvierzigtausend Menschen kamen zum Fest.', '42.000 Menschen kamen.', '41.000'],
      ['pt', 'Duzentos e cinquenta alunos chegaram hoje.', '250 alunos chegaram hoje.', '25'],
      [
        'it',
        'Sono arrivati duecentocinquanta studenti oggi.',
        'Sono arrivati 250 studenti.',
        '260',
      ],
    ];
    for (const [lang, text, good, bad] of cases) {
      const source = claimSource({ text, lang });
      expect(claims(good, 'normal', source), lang).toEqual([]);
      expect(kinds(`${good} Poi ${bad}.`, 'normal', source), lang).toEqual([`figure:${bad}`]);
    }
  });

  it('reads Japanese and Chinese numerals as the digits they are', () => {
    const japanese = claimSource({ text: '昨日は四万人が集まりました。', lang: 'ja' });
    expect(claims('40,000人が集まった。', 'normal', japanese)).toEqual([]);
    expect(claims('4万人が集まった。', 'normal', japanese)).toEqual([]);
    expect(kinds('5万人が集まった。', 'normal', japanese)).toEqual(['figure:5万']);
  });

  it('reads times, dates, percentages and scores', () => {
    const source = claimSource({
      text: 'Doors open at 23:00 on March 3. Tickets are up 12% and the home side won 9-2.',
    });
    expect(
      claims('Doors open at 11 pm on 3 March, tickets up 12 percent.', 'normal', source),
    ).toEqual([]);
    expect(claims('The home side won 9-2.', 'normal', source)).toEqual([]);
    // A score is one figure: 9-4 is not 9-2, though the post has a 9 and a 4.
    expect(kinds('The home side won 9-4 on Friday.', 'normal', source)).toEqual([
      'figure:9-4',
      'figure:Friday',
    ]);
    expect(kinds('Doors open on March 4.', 'normal', source)).toEqual(['figure:4']);
  });

  it('does not read "one" of "one of the best" as a figure', () => {
    expect(claims('It was one of the best quiz nights.')).toEqual([]);
  });
});

describe('unsupportedClaims: by mode', () => {
  it('lets Troll and Meme exaggerate figures and names, not handles, links or quotations', () => {
    const line = 'A million people and Gordon Ramsay queued for the fish.';
    expect(claims(line, 'troll')).toEqual([]);
    expect(claims(line, 'meme')).toEqual([]);
    expect(kinds(line, 'normal')).toEqual(['figure:A million', 'name:Gordon', 'name:Ramsay']);
  });

  it('takes the author’s names, the quoted post and what is true of the post as the source', () => {
    const source = claimSource({
      text: 'New bike lanes open on Main Street.\n\nQuoting @citydesk: The council approved them.',
      names: ['Dana Whitfield', 'danwhitfield', 'citydesk'],
      facts: { photos: 3, linkHosts: ['city.example'], mentions: ['mayor_li'] },
    });
    for (const line of [
      'Dana Whitfield shares that the bike lanes open on Main Street.',
      'As @citydesk reports, the council approved them.',
      'The post comes with 3 photos and thanks @mayor_li.',
      'Details are on city.example.',
    ]) {
      expect(claims(line, 'normal', source), line).toEqual([]);
    }
  });

  it('lets a thread carry the styles’ own hashtags and tags made of the text’s words', () => {
    const source = claimSource({
      text: 'Three new public libraries open next month.',
      tags: ['#Thread', '#DeepDive'],
    });
    expect(claims('They open next month. #Thread #PublicLibraries', 'thread', source)).toEqual([]);
    expect(kinds('They open next month. #BookLovers', 'thread', source)).toEqual([
      'handle:#BookLovers',
    ]);
  });

  it('lets a thread carry a tag of unspaced script that stands in the text, and no other', () => {
    const source = claimSource({ text: '三つの新しい図書館が来月開館します。' });
    expect(claims('来月開館します。 #新しい #図書館', 'thread', source)).toEqual([]);
    expect(kinds('来月開館します。 #読書', 'thread', source)).toEqual(['handle:#読書']);
  });

  it('leaves alone the German nouns its common words make (German capitalises them all)', () => {
    // German's names are read through its common words (german-names.ts): a noun outside them
    // ("Pendler") is read as a name where the source lacks it, a cost decision 012 tells.
    const german = claimSource({ text: 'Die Stadt baut neue Radwege am Fluss.', lang: 'de' });
    expect(
      claims('Die Stadt baut am Fluss neue Radwege für Fußgänger und Radfahrer.', 'normal', german),
    ).toEqual([]);
  });
});
