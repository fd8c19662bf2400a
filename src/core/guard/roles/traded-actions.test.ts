import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { actionStem, readBindings, tradedActions } from './traded-actions.ts';

const bundesliga = {
  text: 'Vor 30.210 Zuschauern brachte Florian Wirtz die Gastgeber in der 17. Minute in Führung, Harry Kane glich per Foulelfmeter kurz vor der Pause aus. Nach dem Wechsel trafen Jeremie Frimpong (58.) und der eingewechselte Victor Boniface (84.). Finanzvorstand Markus Kapaun sagte, die Nettoverschuldung sei auf 2,2 Milliarden Euro gesunken.',
  langs: ['de'],
};
const cupFinal = {
  text: "Aberdeen took the lead in the 23rd minute through Bojan Miovski's header, but Lawrence Shankland equalised from the penalty spot two minutes after half-time. Aberdeen goalkeeper Dimitar Mitov made six saves, including one from Shankland in the first half.",
  langs: ['en'],
};
const chat = {
  text: "[09:19] Jonas Weber: Very likely. I'm rolling back to 4.17.3. [09:27] Priya Raman: Down to 0.4%. Revenue impact maybe €45k, I'll firm that up. [09:45] Marco Bellini: I'll fix the retry to reuse the connection. Not before next Tuesday.",
  langs: ['en'],
};

describe('tradedActions', () => {
  it("stops a scorer given the other scorer's goal, in German", () => {
    expect(
      tradedActions('Harry Kane traf früh, Florian Wirtz glich per Elfmeter aus.', bundesliga),
    ).toEqual(['Florian Wirtz']);
    expect(
      tradedActions('Florian Wirtz traf früh, Harry Kane glich per Elfmeter aus.', bundesliga),
    ).toEqual([]);
  });

  it("stops a header and an equaliser told of each other's scorer, reworded", () => {
    expect(
      tradedActions(
        'Lawrence Shankland headed Aberdeen ahead before Bojan Miovski levelled from the spot.',
        cupFinal,
      ),
    ).toEqual(['Lawrence Shankland', 'Bojan Miovski']);
    expect(
      tradedActions(
        'Bojan Miovski headed Aberdeen ahead before Lawrence Shankland levelled from the spot.',
        cupFinal,
      ),
    ).toEqual([]);
  });

  it("reads a chat's 'I' as its turn's speaker", () => {
    expect(tradedActions('Priya Raman will fix the retry next week.', chat)).toEqual([
      'Priya Raman',
    ]);
    expect(tradedActions('Marco Bellini will fix the retry next week.', chat)).toEqual([]);
    // The on-call engineer's "I'm rolling back" is his, however the line words it.
    expect(tradedActions('On-call engineer Jonas Weber rolled it back.', chat)).toEqual([]);
  });

  it('never accuses by a word before a name: it may be shared or done to them', () => {
    // "trafen Jeremie Frimpong (58.) und … Victor Boniface": both scored.
    expect(tradedActions('Victor Boniface traf spät.', bundesliga)).toEqual([]);
    expect(tradedActions('Lawrence Shankland made six saves.', cupFinal)).toEqual([
      'Lawrence Shankland',
    ]);
  });

  it('reads people joined by "and" as sharing the word after the last of them', () => {
    const french = {
      text: 'La PDG Anne Roux et le directeur financier Marc Petit ont présenté les comptes. Marc Petit a ensuite quitté la salle.',
      langs: ['fr'],
    };
    expect(tradedActions('Anne Roux a présenté les comptes.', french)).toEqual([]);
    expect(tradedActions('Anne Roux a ensuite quitté la salle.', french)).toEqual(['Anne Roux']);
    const english = {
      text: 'Jenna Cole and Omar Haddad signed the letter, but Ruth Ames refused.',
      langs: ['en'],
    };
    expect(tradedActions('Jenna Cole signed the letter.', english)).toEqual([]);
    expect(tradedActions('Jenna Cole refused.', english)).toEqual(['Jenna Cole']);
  });

  it("leaves a word the document binds to nobody, or to several, and people it doesn't name", () => {
    expect(tradedActions('Lawrence Shankland scored the winner.', cupFinal)).toEqual([]);
    expect(tradedActions('Kenny Vargas headed Aberdeen ahead.', cupFinal)).toEqual([]);
    // Words of saying are the quotation readers'.
    expect(tradedActions('Florian Wirtz sagte, die Schulden seien gesunken.', bundesliga)).toEqual(
      [],
    );
  });

  it('reads no measure after a number as a person, and only languages whose clauses it knows', () => {
    expect(
      readBindings('Die Kosten von 240 Millionen Euro übernimmt die Bahn.', ['de']).people,
    ).toEqual(new Set());
    const russian = {
      text: 'Дубль оформил Иван Морозов, ещё одну шайбу забросил Павел Карпов.',
      langs: ['ru'],
    };
    expect(tradedActions('Павел Карпов оформил дубль.', russian)).toEqual([]);
  });

  it('compares words by a short stem and a few goal verbs by meaning', () => {
    expect(actionStem('headed')).toBe(actionStem('header'));
    expect(actionStem('levelled')).toBe(actionStem('equalised'));
    expect(actionStem('rolled')).toBe(actionStem('rolling'));
    expect(actionStem('fix')).not.toBe(actionStem('firm'));
  });

  it('stops the line in the guard, where capitals mark names and in German', () => {
    const source = claimSource({ text: cupFinal.text });
    const line = 'Lawrence Shankland headed Aberdeen ahead before Bojan Miovski levelled.';
    expect(unsupportedClaims(line, source, 'normal')).toContainEqual({
      kind: 'name',
      text: 'Lawrence Shankland',
    });
    const german = claimSource({ text: bundesliga.text, lang: 'de' });
    expect(
      unsupportedClaims(
        'Harry Kane traf früh, Florian Wirtz glich per Elfmeter aus.',
        german,
        'normal',
      ),
    ).toContainEqual({ kind: 'name', text: 'Florian Wirtz' });
    // A joke may give anyone anything.
    expect(unsupportedClaims(line, source, 'troll')).toEqual([]);
  });
});

describe('tradedActions on a long source', () => {
  it('reads no source past a long document, so no part of it accuses', () => {
    const long = { text: `${cupFinal.text} ${'The crowd sang. '.repeat(400)}`, langs: ['en'] };
    expect(long.text.length).toBeGreaterThan(5_000);
    expect(tradedActions('Lawrence Shankland headed Aberdeen ahead.', long)).toEqual([]);
    expect(tradedActions('Lawrence Shankland headed Aberdeen ahead.', cupFinal)).toEqual([
      'Lawrence Shankland',
    ]);
  });
});

describe('tradedActions in a chat of one-word speakers', () => {
  const cabin = {
    text: "Jess (Mon 10:06): yep, Marco, Aisha, Tom and me. Aisha (Mon 10:20): sent! also I can drive, my car fits 4 + bags. Marco (Mon 11:18): I got breakfast. pancakes. Tom (Mon 12:30): I'll bring the board games.",
    langs: ['en'],
  };

  it("stops a speaker given another speaker's turn ('I can drive' is Aisha's)", () => {
    expect(tradedActions('Marco will drive the others on Friday.', cabin)).toEqual(['Marco']);
    expect(tradedActions('Aisha will drive the others on Friday.', cabin)).toEqual([]);
    expect(tradedActions('Tom will bring the board games.', cabin)).toEqual([]);
  });

  it('reads a capital before a bracket without a time as no speaker', () => {
    const untimed = { ...cabin, text: cabin.text.replaceAll(/\(Mon [\d:]+\)/gu, '(team)') };
    expect(tradedActions('Marco will drive the others on Friday.', untimed)).toEqual([]);
  });
});

describe('tradedActions in an e-mail thread', () => {
  const thread = {
    text: [
      'From: Hannah Brooks',
      'To: Tom Reyes',
      'Subject: Venue for the offsite',
      'Hi Tom, I got quotes from two venues. I need to confirm by Friday.',
      'Hannah',
      '',
      'From: Tom Reyes',
      'To: Hannah Brooks',
      "Thanks Hannah. Let's go with Lakeside. I booked the bus already.",
    ].join('\n'),
    langs: ['en'],
  };

  it('reads no run of capitals across a line end, and the sender as the "I" below', () => {
    const people = readBindings(thread.text, ['en']).people;
    expect(people.has('subject')).toBe(false);
    expect(tradedActions('Hannah got quotes from two venues.', thread)).toEqual([]);
    expect(tradedActions('Hannah Brooks got quotes from two venues.', thread)).toEqual([]);
    expect(tradedActions('Tom Reyes got quotes from two venues.', thread)).toEqual(['Tom Reyes']);
  });

  it("reads a first name alone as its full name's person", () => {
    expect(tradedActions('Tom booked the bus.', thread)).toEqual([]);
    expect(tradedActions('Hannah booked the bus.', thread)).toEqual(['Hannah']);
  });
});
