/**
 * A place moved onto another of the post's routes (round forty-three): "two extra trains an hour
 * between Leeds and Huddersfield" of "between Leeds and Bradford … from Manchester Piccadilly to
 * Huddersfield". Both places are the post's, so no names reader stops the line, and the route is
 * not reversed (reversed-routes.ts): its end is another route's.
 *
 * A route is two places joined as one: "between A and B", "from A to B", "A to B", "A–B", in the
 * words of English, German, French, Spanish, Italian and Portuguese; a place is a capitalised word
 * or a run of them, not a month's or a weekday's name ("Monday to Friday" is no route). A line's
 * route is stopped where the post joins each of its places in a route of its own, never the two
 * together, and names the two in no one sentence (a list's "Leeds, Bradford and Huddersfield"
 * may be summed up as any of its pairs).
 */
import { splitSentences } from '../../split-sentences.ts';
import { calendarNamesOf } from '../dates/calendar-names.ts';

const PLACE = "\\p{Lu}[\\p{L}\\p{M}'’]+(?:[ -]\\p{Lu}[\\p{L}\\p{M}'’]+){0,3}";
const BETWEEN = '(?:[Bb]etween|[Zz]wischen|[Ee]ntre|[Tt]ra|[Ff]ra)';
const AND = '(?:and|und|et|y|e)';
const FROM = '(?:[Ff]rom|[Vv]on|[Dd]e|[Dd]esde|[Dd]a|[Dd]u)';
const TO = '(?:to|nach|à|a|al|hasta|para)';
/** "between A and B", "from A to B", "A to B", "A–B": each a route's two places. */
const ROUTES = [
  new RegExp(`(?<![\\p{L}\\p{M}])${BETWEEN} (${PLACE}) ${AND} (${PLACE})`, 'gu'),
  new RegExp(`(?<![\\p{L}\\p{M}])${FROM} (${PLACE}) ${TO} (${PLACE})`, 'gu'),
  new RegExp(`(${PLACE}) to (${PLACE})`, 'gu'),
  new RegExp(`(${PLACE}) ?[–—] ?(${PLACE})`, 'gu'),
];

type Route = readonly [string, string];

/** A place's name, or a calendar's ("Monday", "März"), which is no place. */
function placeOf(name: string | undefined, langs: readonly string[]): string | undefined {
  if (!name) return undefined;
  const words = name.split(/[ -]/u);
  if (words.some((word) => calendarNamesOf(word, [...langs, 'en'], word).length > 0)) {
    return undefined;
  }
  return name;
}

function routesOf(text: string, langs: readonly string[]): Route[] {
  const routes: Route[] = [];
  for (const pattern of ROUTES) {
    for (const match of text.matchAll(pattern)) {
      const [one, two] = [placeOf(match[1], langs), placeOf(match[2], langs)];
      if (one && two && one !== two) routes.push([one, two]);
    }
  }
  return routes;
}

/** One place named as another, whole or by its first words ("Manchester" of "Manchester Piccadilly"). */
const same = (one: string, two: string) =>
  one === two || one.startsWith(`${two} `) || two.startsWith(`${one} `);

/** The line's routes whose two places the post joins each to another place, as "A and B". */
export function crossedRoutes(
  line: string,
  source: { readonly text: string; readonly langs: readonly string[] },
): string[] {
  if (!/\p{Lu}/u.test(line)) return [];
  const lineRoutes = routesOf(line, source.langs);
  if (lineRoutes.length === 0) return [];
  const post = routesOf(source.text, source.langs);
  const routed = (place: string) => post.some((route) => route.some((one) => same(one, place)));
  const sentences = splitSentences(source.text, source.langs[0]);
  return (
    lineRoutes
      .filter(([one, two]) => routed(one) && routed(two))
      .filter(
        ([one, two]) =>
          !post.some(([a, b]) => (same(a, one) && same(b, two)) || (same(a, two) && same(b, one))),
      )
      .filter(([one, two]) => !sentences.some((text) => text.includes(one) && text.includes(two)))
      .map(([one, two]) => `${one} and ${two}`)
      // "from York to Bradford" is read as "York to Bradford" too: one route.
      .filter((words, at, all) => all.indexOf(words) === at)
  );
}
