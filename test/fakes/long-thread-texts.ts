/**
 * The words of the long self-thread each network's fake serves in its own wire format (X's
 * FxTwitter, Bluesky's AppView, a Mastodon instance): 26 posts, one more than a card reads, each
 * with a fact of its own (a number and a place) so a test can tell which posts a writer was given.
 * Written for the tests, not recorded.
 */

const FACTS = [
  'Our town cleaned the Alder river this summer, and here is how it went, step by step.',
  'We started in May with 14 volunteers and one borrowed boat at the Mill Lane bridge.',
  'The first survey found 212 tyres on the river bed between the bridge and the weir.',
  'A local garage took every tyre for free and recycled them into playground mats.',
  'In June the school joined: 90 pupils tested the water every Friday at Kingfisher Point.',
  'Their tests showed nitrate levels falling by a third between June and August.',
  'The council paid for 3 new litter traps at the storm drains on Station Road.',
  'Those traps caught 41 kilos of plastic in their first month alone.',
  'Anglers counted the first trout above the weir in 11 years, on 2 July.',
  'We planted 600 willow cuttings along the north bank to hold the soil.',
  'By August about 480 of the willows had taken root, a survival rate of 80 percent.',
  'A kayak club now runs a monthly sweep from the marina to Otter Bend.',
  'The river trust gave us a grant of 7,500 pounds for signs and benches.',
  'Eight new signs explain the river’s wildlife at the footpath entrances.',
  'The bakery on Quay Street gives every volunteer a free pastry on sweep days.',
  'We mapped 23 outflow pipes and reported 5 of them for leaking grey water.',
  'The water company fixed 4 of the 5 leaking pipes by September.',
  'Otters were filmed by a trail camera at Reed Island for the first time.',
  'The local paper ran a two page story on the clean-up in its harvest issue.',
  'Next spring we plan to open a small visitor hut at the old lock keeper’s cottage.',
  'The hut will lend out nets, magnifiers and field guides to families.',
  'We still need 30 more volunteers for the winter tree planting on 14 December.',
  'Training for new volunteers takes one Saturday morning at the library.',
  'Every sweep day starts at 9 am at the Mill Lane bridge, boots provided.',
  'Thank you to the 312 people who came to at least one sweep this year.',
  'Sign up at the library desk or just turn up on a sweep day with a packed lunch.',
] as const;

/** How many posts the long thread has. */
export const LONG_THREAD_LENGTH = FACTS.length;

/** Post `n` (1-based) of the long thread, as its author wrote it. */
export const longThreadText = (n: number): string =>
  `${n}/${LONG_THREAD_LENGTH} ${FACTS[n - 1] ?? ''}`;

/** Every post of the long thread, in order. */
export const LONG_THREAD_TEXTS: readonly string[] = FACTS.map((_, index) =>
  longThreadText(index + 1),
);
