/**
 * Faithful words the names reader stopped (issue 44), each a second generation lost: acronyms used
 * as words, abbreviations of names the source spells out, a source's countries as their people or
 * language, a weekday or month the line does not tie to a date. The edits models make still stop.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, type GuardMode, unsupportedClaims } from './index.ts';

const kinds = (line: string, text: string, mode: GuardMode = 'normal') =>
  unsupportedClaims(line, claimSource({ text }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const LAUNCH =
  'The startup showed its new chat assistant on stage today. Its boss said the assistant answers questions about your bills.';

describe('unsupportedClaims: acronyms used as words', () => {
  it.each([
    'The startup showed its new AI assistant on stage.',
    'The CEO said the assistant answers questions about your bills.',
    'The startup showed a TV demo of its assistant, and it looked OK.',
    'The assistant answers FAQ-style questions, the PR team said.',
    'Its boss said the assistant answers your DMs and DIY questions.',
    'The startup’s CEOs and CTO showed it on stage.',
    'MEPs and an MP said the assistant answers questions about your bills.',
    'The startup showed the assistant on a Mbps line, its boss said.',
    'The startup showed it to Reps. and Sen. staff on stage.',
  ])('lets "%s" through', (line) => {
    expect(kinds(line, LAUNCH)).toEqual([]);
  });

  it('still stops an organisation’s letters and a name the source lacks', () => {
    expect(kinds('The FBI said the assistant answers questions.', LAUNCH)).toEqual(['name:FBI']);
    expect(kinds('Its boss Sam Altman showed the assistant.', LAUNCH)).toEqual([
      'name:Sam',
      'name:Altman',
    ]);
  });
});

describe('unsupportedClaims: abbreviations of what the source spells out', () => {
  const summit =
    'Leaders of the United States, the United Kingdom and the European Union met at the United Nations in New York City.';
  it('reads US, UK, USA, EU, UN and NYC as the names the source spells out', () => {
    expect(kinds('US, UK and EU leaders met at the UN in NYC, the USA said.', summit)).toEqual([]);
    expect(kinds('Leaders met at the U.N. in New York.', summit)).toEqual([]);
  });

  it('reads the names in full where the source writes their letters', () => {
    const letters = 'US and EU leaders met at the UN in NYC.';
    expect(
      kinds(
        'Leaders of the United States and the European Union met at the United Nations.',
        letters,
      ),
    ).toEqual([]);
    expect(kinds('They met in New York City, the leaders said.', letters)).toEqual([]);
  });

  it('still stops letters the source neither writes nor spells out', () => {
    expect(kinds('Leaders met at the WHO and NATO in NYC.', summit)).toEqual([
      'name:WHO',
      'name:NATO',
    ]);
  });
});

describe('unsupportedClaims: a source’s places as their people, language and other names', () => {
  it.each([
    [
      'China will open three new ports this year.',
      'The Chinese government will open three new ports.',
    ],
    [
      'France bans short flights where a train takes under 2.5 hours.',
      'The French ban covers short flights.',
    ],
    ['Kenya won the marathon again on Sunday.', 'The Kenyan runners won the marathon again.'],
    ['Kenya won the marathon again on Sunday.', 'Kenyans won the marathon again.'],
    [
      'The United States will raise tariffs on steel.',
      'The American tariffs on steel will rise, the US said.',
    ],
    [
      'The United Kingdom will raise tariffs on steel.',
      'The British tariffs on steel will rise, the UK said.',
    ],
    ['Prices in the Netherlands rose again.', 'Dutch prices rose again.'],
    ['Japan’s trains were late for once.', 'The Japanese trains were late for once.'],
  ])('for "%s" lets "%s" through', (text, line) => {
    expect(kinds(line, text)).toEqual([]);
  });

  it('still stops a swapped place, as its people or its name', () => {
    const nigeria = 'Nigeria won the marathon again on Sunday.';
    expect(kinds('The Kenyan runners won the marathon again.', nigeria)).toEqual(['name:Kenyan']);
    expect(kinds('Runners from Kenya won the marathon again.', nigeria)).toEqual(['name:Kenya']);
    expect(
      kinds('The Chinese government will open new ports.', 'Japan will open new ports.'),
    ).toEqual(['name:Chinese']);
  });

  it('reads the country of a capital the source names as the source’s, and no other', () => {
    const seoul = 'The vaccine was developed by the International Vaccine Institute in Seoul.';
    expect(kinds('South Korea’s vaccine institute developed it.', seoul)).toEqual([]);
    expect(kinds('The South Korean institute developed the vaccine.', seoul)).toEqual([]);
    expect(kinds('Japan’s vaccine institute developed it.', seoul)).toEqual(['name:japan']);
  });

  it('reads a possessive of letters the source spells out, and a party its members’ tags give', () => {
    const court = 'The Court of Justice of the European Union upheld the fine on Tuesday.';
    expect(kinds('The EU’s top court upheld the fine.', court)).toEqual([]);
    expect(kinds('The UN’s top court upheld the fine.', court)).toEqual(['name:UN’s']);
    const bill = 'Senator María Elena Durazo (D-Los Angeles) introduced the bill on Friday.';
    expect(kinds('The bill comes from a Democratic senator.', bill)).toEqual([]);
    expect(kinds('The bill comes from a Republican senator.', bill)).toEqual(['name:Republican']);
  });

  it('reads no function word opening a sentence as a name put in the source’s', () => {
    const shares = 'The shares rise to 26% in 2036 under the new rules.';
    expect(kinds('Those shares rise to 26% in 2036.', shares)).toEqual([]);
    expect(kinds('Siemens shares rise to 26% in 2036.', shares)).toEqual(['name:Siemens']);
  });

  it('does not read the pronoun "us" as the United States', () => {
    expect(
      kinds('The American team won, the organisers told us.', 'Join us for the final.'),
    ).toEqual(['name:American']);
  });
});

describe('unsupportedClaims: weekdays and months', () => {
  const FAIR = 'The street fair runs Fri 5-10pm and Sat from noon. Doors open 2025-03-14 at 5pm.';

  it('reads a day the source writes short, or as the day of a dated date', () => {
    expect(kinds('The street fair runs on Friday and Saturday.', FAIR)).toEqual([]);
    // 14 March 2025 is a Friday; its month is March.
    const dated = 'Doors open 2025-03-14 at 5pm.';
    expect(kinds('Doors open on Friday at 5pm.', dated)).toEqual([]);
    expect(kinds('Doors open in March at 5pm.', dated)).toEqual([]);
  });

  it('lets a line read the day of a date the source holds', () => {
    expect(kinds('Doors open Friday, March 14 at 5pm.', 'Doors open March 14 at 5pm.')).toEqual([]);
  });

  it('stops a day or a month the line ties to a date the source does not hold', () => {
    expect(kinds('The street fair runs on Sunday.', FAIR)).toEqual(['figure:Sunday']);
    expect(kinds('Doors open next Monday at 5pm.', 'Doors open at 5pm.')).toEqual([
      'figure:Monday',
    ]);
    expect(kinds('Doors open in April at 5pm.', 'Doors open 2025-03-14 at 5pm.')).toEqual([
      'figure:April',
    ]);
    expect(kinds('Doors open Friday 7pm.', 'Doors open at 7pm.')).toEqual(['figure:Friday']);
    // The source names its day: a line giving its date another day is stopped.
    expect(kinds('Doors open Monday, March 14.', 'Doors open Friday, March 14.')).toEqual([
      'figure:Monday',
    ]);
  });

  it('reads a day or month the line ties to no date as a word or a name, not a date', () => {
    const roast = 'The pub serves a roast with three kinds of potatoes.';
    expect(
      kinds('The pub serves a Sunday roast with three kinds of potatoes.', roast, 'thread'),
    ).toEqual([]);
    expect(
      kinds('Black Friday deals start at the pub.', 'The pub has Black Friday deals.'),
    ).toEqual([]);
    expect(kinds('The pub, says June, serves a roast.', roast)).toEqual(['name:June']);
    expect(kinds('The pub, says June, serves a roast.', `${roast} June runs it.`)).toEqual([]);
  });
});

describe('unsupportedClaims: a Latin name with a particle of another script', () => {
  // The author's handle puts Latin letters in the source: its capitals are then read as names.
  const source = claimSource({
    text: '롯데 자이언츠가 LG 트윈스를 5대3으로 이겼다.',
    lang: 'ko',
    names: ['부산 스포츠', 'busan_sports'],
  });
  it('reads "LG를" as the source’s LG, and another team’s letters as a new name', () => {
    expect(unsupportedClaims('롯데가 LG를 5대3으로 꺾었다.', source, 'normal')).toEqual([]);
    expect(
      unsupportedClaims('롯데가 KT를 5대3으로 꺾었다.', source, 'normal').map(
        (claim) => claim.text,
      ),
    ).toEqual(['KT']);
  });
});

describe('unsupportedClaims: names in a thread’s posts', () => {
  const notes =
    'Marcus is out 20-24 May; Lena covers on-call. Next sync moved to Wednesday at 3pm because of the all-hands.';
  it('stops a person or a place the text never names, past a sentence’s first word', () => {
    expect(
      kinds('Marcus is out from 20 to 24 May, so Jordan covers on-call.', notes, 'thread'),
    ).toEqual(['name:Jordan']);
    expect(kinds('Marcus is out, and Lena covers on-call from Madrid.', notes, 'thread')).toEqual([
      'name:Madrid',
    ]);
  });

  it('stops a capital a German text never names, where nouns are capitals too', () => {
    const race = 'Letzten Sonntag bin ich in Hamburg meinen ersten Halbmarathon gelaufen.';
    expect(kinds('Erster Halbmarathon in Berlin geschafft 🎉💪', race, 'thread')).toEqual([
      'name:berlin',
    ]);
    expect(kinds('Erster Halbmarathon in Hamburg geschafft 🎉💪', race, 'thread')).toEqual([]);
  });

  it('lets the styles shout, cheer and open sentences as they like', () => {
    expect(
      kinds(
        'Marcus is OUT 20-24 May and Lena covers on-call 🔥 Who knew?! FULL SEND 🚀',
        notes,
        'thread',
      ),
    ).toEqual([]);
    expect(
      kinds('Here’s the thing: Lena covers on-call while Marcus is out.', notes, 'thread'),
    ).toEqual([]);
  });
});
