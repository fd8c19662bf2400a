/**
 * A change by a fraction in words, as the percentage a line writes of it (issue 44 item 1): "hosting
 * costs have risen by about a fifth" is a rise of 20%, and a faithful card's "costs up by roughly
 * 20%" was stopped, as fraction-shares.ts reads a fraction only as a part of a whole ("a quarter
 * of"). After the word of change every language puts before the share ("by", "um", "de", "en"),
 * with a hedge between or not, a fraction's words say its percentage (a third both 33 and 33.3).
 * A fraction before "of" is a part, read by fraction-shares.ts; one before "point" is a rate's
 * step ("by a quarter point"), no share. English, German, French and Spanish; words that also name
 * something else after "en"/"de" are left out ("un cuarto", a room; "un tiers", a third party; "en
 * la mitad", in the middle).
 */

/** Each fraction's words (after its article) and the percentages a line may write of it. */
const FRACTIONS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['(?:a|one)[\\s-]+tenth|(?:ein|um ein) zehntel|un dixième|una décima parte', ['10']],
  ['(?:a|one)[\\s-]+fifth|ein fünftel|un cinquième|una quinta parte', ['20']],
  ['(?:a|one)[\\s-]+quarter|ein viertel|un quart|una cuarta parte', ['25']],
  ['(?:a|one)[\\s-]+third|ein drittel|una tercera parte|un tercio', ['33', '33.3']],
  ['half|die hälfte|moitié', ['50']],
  ['two[\\s-]+thirds|zwei drittel|deux tiers|dos tercios', ['66', '67', '66.7']],
  ['three[\\s-]+quarters|drei viertel|trois quarts|tres cuartos', ['75']],
];

/** The word of change before a share: "by", "um", French "de"/"d'", Spanish "en". */
const BY = "(?:by|um|de|d['’]|en)";
/** A hedge between the change's word and its share. */
const HEDGE =
  '(?:(?:about|around|roughly|nearly|almost|some|approximately|more than|just over|just under|close to|etwa|rund|fast|knapp|environ|près de|presque|plus de|alrededor de|casi|más de|cerca de)\\s+)?';

const CHANGES = FRACTIONS.map(
  ([words, percents]) =>
    [
      new RegExp(
        `(?<![\\p{L}])${BY}\\s*${HEDGE}(?:${words})(?![\\p{L}])(?!\\s*(?:(?:of|points?|de|des|du|del|der)(?![\\p{L}])|d['’]))`,
        'iu',
      ),
      percents,
    ] as const,
);

/** A cheap test first: most sources write no fraction in words. */
const FRACTION_WORD =
  /tenth|fifth|quarter|third|half|zehntel|fünftel|viertel|drittel|hälfte|dixième|cinquième|quart|tiers|moitié|décima|quint|cuart|terc|mitad/iu;

/** Adds to a source's `keys` the percentages its changes by a fraction say (`p20` of "by a fifth"). */
export function addFractionChangeShares(text: string, keys: Set<string>): void {
  if (!FRACTION_WORD.test(text)) return;
  for (const [change, percents] of CHANGES) {
    if (change.test(text)) for (const percent of percents) keys.add(`p${percent}`);
  }
}
