import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { turnOwners } from './turn-owners.ts';

const CHAT = [
  'Noor: Are we still going to the coast on the 3rd?',
  'Felix: Yes. I can drive, the van takes five of us.',
  'Noor: Sam said she works late on Friday, so she only comes Saturday.',
  "Sam: Sorry! I'll take the early train on Saturday and you can collect me at Dunmore station.",
  'Felix: Fine, Dunmore is ten minutes from the cottage.',
  "Noor: I'll bring breakfast for everyone.",
].join('\n');
const MEETING = [
  'Attendees: Lena Brandt (product lead), Omar Haddad (engineering), Kim Sato (support).',
  'Lena: Do we ship on May 2?',
  'Omar: Engineering is nearly there. We have 11 open bugs, one of them serious.',
  'Kim: From the support side, 8 percent of beta users hit the login bug.',
  "Lena: Then we ship on May 2. Kim, can you write the help page? I'll tell the board.",
].join('\n');
const MINUTES =
  'Present: Rosa Webb (chair), Tariq Bell (treasurer), Ines Ruiz (secretary).\nRosa: Tariq, the accounts?\nTariq: We hold 2,400 pounds, enough for the prize fund.\nRosa: Ines will write to the school and print the posters.';
const NEWS =
  'Workers at the Norland mill ended their strike on Monday. Mill manager Pieter Vos said the stoppage cost the firm about 4 million euros. He said there were no plans to close the site. Eva Lind, the union’s spokeswoman, said members had won better shift rules.';
const INTERVIEW = [
  'Interviewer (Jo Park, Metro Weekly): How did you get through 2020?',
  'Chef Luis Mora: We sold meal kits, up to 300 a week. My wife Carla ran the deliveries from our garage. My sous-chef Ben kept the kitchen going.',
].join('\n');

const PLANNING = [
  'Attendees: Mia Roth (product lead), Tom Berg (engineering manager), Ali Khan (QA).',
  'Mia: We promised the beta to 400 customers. Can we still make June 20?',
  'Tom: If Ali can start testing on Monday, yes.',
  'Ali: I can start Monday.',
].join('\n');

/** A chat export's turns in one run, each with its clock. */
const EXPORT =
  "Group: Lena's party. Leo [18:04]: Party on Friday the 21st. Ravi [18:11]: I'll bring her over at 8 after her yoga. Mia [18:12]: I'll bake a chocolate cake. [18:15] Sara Holm: I'll sort the decorations.";

/** The subjects the guard stops as given another's act, for `line` of an English text. */
const moved = (text: string, line: string, lineLang?: string) =>
  turnOwners(line, claimSource({ text, lang: 'en', ...(lineLang ? { lineLang } : {}) }));

describe('a person given what the document gives only another of its people', () => {
  it.each([
    // A turn's plan given to another speaker.
    [CHAT, 'Felix will come on Saturday by the early train after working late on Friday.', 'Felix'],
    // A speaker's figure given to another role of the meeting.
    [MEETING, 'Support reported 11 open bugs.', 'Support'],
    [MEETING, 'Engineering said 8% of beta users hit the login bug.', 'Engineering'],
    // A role that the attendance list gives one person, the act another's.
    [MINUTES, 'The treasurer will print the posters and write to the school.', 'treasurer'],
    // A news report's words, and those of the next sentence's "He", given to another's role.
    [NEWS, 'The union’s spokeswoman put the cost at 4 million euros.', 'spokeswoman'],
    [PLANNING, 'Ali said the June 20 beta for 400 customers is still possible.', 'Ali'],
    // Turns of a chat export, each its speaker's.
    [EXPORT, 'Ravi will bake a chocolate cake.', 'Ravi'],
    [EXPORT, 'Mia will sort the decorations.', 'Mia'],
    // A role written beside a name in the turn ("my wife Carla").
    [
      INTERVIEW,
      'They sold up to 300 kits a week, his sous-chef running deliveries from the garage.',
      'sous-chef',
    ],
  ])('stops it: %s / %s', (text, line, subject) => {
    expect(moved(text, line)).toEqual([subject]);
  });

  it.each([
    // The faithful twins.
    [CHAT, 'Sam will come on Saturday by the early train after working late on Friday.'],
    [CHAT, 'Felix will collect her at Dunmore station.'],
    [
      MEETING,
      'Engineering reported 11 open bugs, and support said 8% of beta users hit the login bug.',
    ],
    [MINUTES, 'The secretary will print the posters and write to the school.'],
    [MINUTES, 'The treasurer said 2,400 pounds would still cover the prize fund.'],
    [NEWS, 'The mill manager put the cost at 4 million euros and ruled out closing the site.'],
    [INTERVIEW, 'They sold up to 300 kits a week, his wife running deliveries from the garage.'],
    [EXPORT, 'Mia will bake a chocolate cake while Sara sorts the decorations.'],
    // An answer owns the question it answers, and words said for context are not the act.
    [PLANNING, 'Tom Berg said the June 20 beta for 400 customers is still possible.'],
    // A pair, a group, reported speech: no one person given another's act.
    [CHAT, 'Sam and Felix will meet at Dunmore station.'],
    [CHAT, 'The friends plan a coast trip on the 3rd, and Noor says Sam comes on Saturday.'],
  ])('keeps it: %s / %s', (text, line) => {
    expect(moved(text, line)).toEqual([]);
  });

  it('reads no translation, whose words are not the source', () => {
    expect(moved(MINUTES, 'The treasurer will print the posters.', 'fr')).toEqual([]);
  });

  it('is a name claim of the whole guard', () => {
    const source = claimSource({ text: MEETING, lang: 'en' });
    expect(unsupportedClaims('Support reported 11 open bugs.', source, 'normal')).toContainEqual({
      kind: 'name',
      text: 'Support',
    });
    expect(unsupportedClaims('Engineering reported 11 open bugs.', source, 'normal')).toEqual([]);
  });

  it('reads no person in a measure’s letters after an adjective ("the mean GDS score", h259)', () => {
    const ABSTRACT =
      'Methods: We enrolled 340 participants.\nResults: The mean age was 72.4 years. At 12 weeks, the mean GDS score decreased by 2.1 points.';
    const source = claimSource({ text: ABSTRACT, lang: 'en' });
    expect(turnOwners('Participants had a mean age of 72.4 years.', source)).toEqual([]);
  });
});

describe('turnOwners in two-person chats and calls', () => {
  const LEASE = [
    'Dana Whitfield: Hi Omar, can you send me the signed lease by tomorrow?',
    "Omar Haddad: Sure, I'll do it tonight.",
    'Dana Whitfield: Move-in is next Saturday from 10am. The elevator is reserved until 2pm.',
  ].join('\n');
  const CALL = [
    'Support chat',
    'Bot: Hi! An advisor will join shortly.',
    'Advisor (Jordan): Hi, I am Jordan. What can I do for you?',
    'Client: I was charged twice for the same purchase, $89.50 each.',
    'Advisor (Jordan): If both are still there on October 10, reply to this chat and I will open the dispute.',
    'Ms. Okafor: Hello Mr. Lindqvist, it is about the grades.',
    'Mr. Lindqvist: I did not know that, his grades were fine.',
  ].join('\n');

  it('reads "me" as the speaker taking part in what they ask', () => {
    expect(moved(LEASE, 'Dana asked Omar to send the signed lease.')).toEqual([]);
  });

  it("reads a turn's sentence of no person as both speakers'", () => {
    expect(moved(LEASE, 'Omar will move in next Saturday from 10am.')).toEqual([]);
  });

  it('reads a name before a preposition or "if" as no subject, and no role across a line', () => {
    expect(moved(CALL, 'Ms. Okafor called Mr. Lindqvist about the grades.')).toEqual([]);
    expect(
      moved(
        CALL,
        'The advisor told the client to reply to the chat if both charges are still there.',
      ),
    ).toEqual([]);
  });

  it('still stops a turn given to another of three or more speakers', () => {
    expect(moved(MEETING, 'Support reported 11 open bugs.')).toEqual(['Support']);
  });
});
