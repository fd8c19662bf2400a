/**
 * Posts never asked before, for the embedded model's bench: every visitor brings a new post, and a
 * post asked twice finds its whole prompt still in the model's sequence (issue 37 measured 93 ms
 * to first text that way, against 10 s for a new one). Each is about 50 words of English news,
 * made from its index alone, so two runs ask the same posts and no two posts of a run are alike.
 */

const PLACES = [
  'the old tram depot on Harbour Street',
  'the riverside market hall',
  'the primary school on Elm Road',
  'the bakery on Mill Lane',
  'the swimming pool in North Park',
  'the library at the station square',
  'the cycle path along the canal',
  'the community garden behind the church',
];

const NEWS = [
  'reopened this morning after {n} months of repairs',
  'will close for {n} weeks while the roof is replaced',
  'won a regional award for its volunteers, {n} of them',
  'got a grant of {n} thousand euros from the council',
  'counted {n} hundred visitors on its first open day',
  'starts a night service on Fridays from next month, until {n} pm',
];

const DETAILS = [
  'The staff stayed on, the opening hours are longer, and a small cafe now serves soup at lunch.',
  'Neighbours had asked for it at three public meetings, and the plan passed the council without a vote against.',
  'Parents worry about the building work, but the contractor promised quiet hours before nine and after five.',
  'The first week is free for everyone, and tickets after that cost less for students and pensioners.',
  'Shops nearby expect more customers, though parking on the street will be limited on market days.',
];

const CLOSERS = [
  'A public meeting on the details is planned for {d} at the town hall.',
  'The organisers ask for ideas by email before {d}.',
  'More news is promised on {d}, with photos of the work so far.',
  'Volunteers can sign up until {d} on the notice board at the entrance.',
];

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** The `index`th new post: about 50 words, different from every other index's. */
export function newPost(index: number): string {
  const n = String(3 + (index % 17));
  const day = `${pick(DAYS, index)} the ${1 + (index % 28)}th`;
  return [
    `Good news: ${pick(PLACES, index)} ${pick(NEWS, Math.floor(index / 2)).replace('{n}', n)}.`,
    pick(DETAILS, Math.floor(index / 3)),
    pick(CLOSERS, Math.floor(index / 5)).replace('{d}', day),
    `(update ${index + 1})`,
  ].join(' ');
}

/** A real-looking post (about 560 characters, English), the same in every measure. */
export const BENCH_POST =
  'Big news for our neighbourhood: the city council voted 9-2 last night to turn the old tram depot on ' +
  'Harbour Street into a public library, a maker space and 40 affordable flats. Work starts in March and ' +
  'should take two years; the budget is 38 million, a third of it from the regional government. The ' +
  'depot’s brick hall stays, with the reading room under the original roof. Shops nearby worry about ' +
  'two years of building work, and the council promised to keep the street open to deliveries. ' +
  'Public meetings on the design are on 12 and 19 February at the town hall, 7 pm.';
