/**
 * A match's minute said in its half (round thirty-five): Korean, Japanese and Chinese reports
 * count the second half's minutes from its start ("후반 17분", "後半17分", "下半场第17分钟"),
 * where an English card counts the match's ("in the 62nd minute"). A source that writes a
 * second-half minute holds that minute of the match, 45 more, as a count and an ordinal; a
 * first half's minute ("전반 23분") is the match's already.
 */

/** "후반 17분", "後半17分", "後半戦17分", "下半场第17分钟", "下半時17分": the half, then its minute. */
const SECOND_HALF_MINUTE =
  /(?:후반(?:전)?|後半(?:戦)?|下半(?:场|場|时|時)?)\s?第?\s?(\d{1,2})\s?(?:분|分)/gu;
/** A half of football is 45 minutes; a minute past it is stoppage time, not counted here. */
const HALF = 45;

/** Adds to a source's `keys` the match minutes its second-half minutes are ("n62", "o62"). */
export function addMatchMinutes(text: string, keys: Set<string>): void {
  if (!/후반|後半|下半/u.test(text)) return;
  for (const match of text.matchAll(SECOND_HALF_MINUTE)) {
    const minute = Number(match[1]);
    if (minute < 1 || minute > HALF) continue;
    keys.add(`n${minute + HALF}`);
    keys.add(`o${minute + HALF}`);
  }
}
