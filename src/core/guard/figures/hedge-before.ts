/**
 * The words just before a figure that say it is rounded or bounded, in English and Europe's
 * languages, and the side of the line's figure they allow the source's ("about", "nearly", "just
 * over"). Apart from rounded-figures.ts so that the swap readers (placeless-ties.ts) read them
 * without importing the figures' source reading (an import cycle through claim-source.ts).
 */

/**
 * Approximation words just before a figure, in the languages of the long documents' sets: the
 * direction each allows the source's figure from the line's (0 either way, 1 above, -1 below).
 */
const HEDGES: ReadonlyArray<readonly [RegExp, -1 | 0 | 1]> = [
  [
    /(?:^|[^\p{L}])(?:about|around|roughly|some|approximately|approx\.|an estimated|estimated|circa|close to|rund|etwa|ungefähr|circa|environ|près de|quelque|unos|unas|alrededor de|cerca de|aproximadamente|cerca di|circa)\s+$/iu,
    0,
  ],
  // The same in the languages of round twenty-six's posts ("omkring", "noin", "körülbelül",
  // "přibližně", "около", "περίπου", "kira-kira", "takriban").
  [
    /(?:^|[^\p{L}])(?:omkring|cirka|ca\.|ungefär|runt|noin|körülbelül|kb\.|mintegy|nagyjából|přibližně|približne|zhruba|około|aproximativ|în jur de|otprilike|približno|около|приблизително|приблизно|близько|περίπου|aproximadament|al voltant de|kira-kira|lebih kurang|sekitar|takriban|humigit-kumulang)\s+$/iu,
    0,
  ],
  [/[~≈∼]\s*$/u, 0],
  [
    /(?:^|[^\p{L}])(?:just over|slightly over|a little over|just above|slightly more than|just after|shortly after|knapp über|un peu plus de|poco más de)\s+$/iu,
    1,
  ],
  // "um gut 9 %" of 9,4 % (round twenty-seven): a good nine, a little over it; Dutch "ruim".
  [/(?:^|[^\p{L}])(?:gut|gute|guten|ruim|pouco mais de|algo más de)\s+$/iu, 1],
  [
    /(?:^|[^\p{L}])(?:nearly|almost|just under|slightly under|just below|slightly less than|just before|shortly before|fast|knapp|presque|casi|quasi|quase)\s+$/iu,
    -1,
  ],
  // "menos de 40%" of 38,6%, "less than 40%" of 38.6%: the source's figure below, as rounded as
  // the line's (round twenty-nine; "menos de 30%" of it is stopped).
  [
    /(?:^|[^\p{L}])(?:less than|fewer than|menos de|menos del|moins de|weniger als|meno del|meno di|minder dan|mniej niż)\s+$/iu,
    -1,
  ],
  [
    /(?:^|[^\p{L}])(?:knap|knapt|knappt|næsten|nesten|nästan|lähes|melkein|majdnem|csaknem|téměř|takmer|skoro|aproape|gotovo|почти|майже|σχεδόν|gairebé|hampir|halos)\s+$/iu,
    -1,
  ],
  // Dutch's "bijna 100 honden" of 98, "ongeveer 10.000" of 9.800 (h269).
  [/(?:^|[^\p{L}])(?:bijna|vrijwel)\s+$/iu, -1],
  [/(?:^|[^\p{L}])(?:ongeveer|zo'n|zo’n|rond de|circa)\s+$/iu, 0],
];

/** The side an approximation word just before a figure allows the source's (HEDGES), if any. */
export const hedgeBefore = (before: string): -1 | 0 | 1 | undefined =>
  HEDGES.find(([pattern]) => pattern.test(before))?.[1];
