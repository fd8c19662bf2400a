/**
 * The guard between every model and the card (issue 37, docs/decisions/012): one pure rule. A
 * Normal line or a thread post may state a figure, an @handle, a link, a #tag or a quotation only
 * where the source holds it (the post, its quoted post, the author's names, the pasted text, what
 * is true of the post), and a Normal line only proper names the source has; Troll and Meme may
 * exaggerate in words but not invent @handles, links, e-mail addresses or quotations.
 */

import { sameTextKey } from '../clean-model-text.ts';
import { textLanguage } from '../detect-language.ts';
import { findEmails, findLinks, isAllowedLink } from '../remove-foreign-links.ts';
import { UNSPACED } from '../unspaced-scripts.ts';
import { HANDLE, handleKey } from './claim-handles.ts';
import type { ClaimKind, GuardMode, UnsupportedClaim } from './claim-kinds.ts';
import { quotedWords, quotePattern, quotesDeclinedName } from './claim-quotes.ts';
import { type ClaimSource, camelParts, primaryCode, TAG, WORD } from './claim-source.ts';
import { clauseMeaningClaims } from './clause-meaning-claims.ts';
import { isCalendarName } from './dates/calendar-words.ts';
import { readCalendarWords } from './dates/claim-calendar.ts';
import { openedClosedDays } from './dates/closed-days.ts';
import { changedDatedWeekdays } from './dates/dated-weekdays.ts';
import { writesTwentyFourHourClock } from './dates/figure-clock.ts';
import { jokeClockEdits } from './dates/joke-clock-edits.ts';
import { movedWeekdays } from './dates/weekday-events.ts';
import { movedHours } from './dates/weekday-hours.ts';
import { changedAmountWords } from './figures/changed-amount-words.ts';
import { figuresOf, normaliseForClaims } from './figures/claim-figures.ts';
import { withoutCurrencyName } from './figures/currency-names.ts';
import { flippedSigns } from './figures/flipped-signs.ts';
import { heldOtherwise, underivedShares } from './figures/held-otherwise.ts';
import { loanwordCounts } from './figures/loanword-counts.ts';
import { changedModelNumbers } from './figures/model-numbers.ts';
import { perUnitPrices } from './figures/per-unit-prices.ts';
import { withoutRangeCurrencyName } from './figures/range-currency-names.ts';
import { rankOrdinals } from './figures/rank-ordinals.ts';
import { withoutRomanPeriodOrdinals } from './figures/roman-period-ordinals.ts';
import { supportedFigures } from './figures/rounded-figures.ts';
import { heldShares } from './figures/share-phrases.ts';
import { movedDocumentNames } from './moved-document-names.ts';
import { camelCaseNames } from './names/camel-case-names.ts';
import { unsupportedNames, unsupportedPlaces } from './names/claim-names.ts';
import { withoutFigureNameWords } from './names/figure-name-words.ts';
import { genitiveOwners } from './names/genitive-owners.ts';
import { germanReplacedNames, isGermanNoun } from './names/german-names.ts';
import { jokeNameEdits, threadFirstNames } from './names/joke-name-edits.ts';
import { framedOrKnownNames } from './names/lexicon-names.ts';
import { rareSwaps } from './names/rare-swaps.ts';
import { replacedNames, spacedUncased } from './names/replaced-names.ts';
import { unsupportedLineNames } from './names/translated-names.ts';
import { quotedInTranslation } from './names/translated-quotes.ts';
import { unknownNames } from './names/unknown-names.ts';
import { changedMultipliers } from './numbers/multiplier-words.ts';
import { romanCenturies } from './numbers/roman-centuries.ts';
import { ownLanguageEdits } from './own-language-edits.ts';
import { currencyCountryWords } from './places/currency-country-words.ts';
import { linePlaces } from './places/language-countries.ts';
import { translatedRoutes } from './places/translated-routes.ts';
import { translatedRoles } from './roles/translated-roles.ts';
import { reboundOutsideClause } from './swaps/clause-held-figures.ts';
import { namesCountry, sideKey } from './swaps/country-keys.ts';
import { figureCountries } from './swaps/figure-countries.ts';
import { figureSwaps } from './swaps/figure-swaps.ts';
import { swappedFigures } from './swaps/figure-ties.ts';
import { growthPairs } from './swaps/growth-pairs.ts';
import { placeFiguresButCodes } from './swaps/held-codes.ts';
import { namedYears } from './swaps/named-years.ts';
import { nudgedAmounts } from './swaps/nudged-amounts.ts';
import { reversedScores } from './swaps/score-sides.ts';
import { sideScoreSwaps } from './swaps/side-scores.ts';
import { subjectSwaps } from './swaps/subject-swaps.ts';
import { tradedNameClauses } from './swaps/traded-name-clauses.ts';
import { translatedScoreSides } from './swaps/translated-score-sides.ts';
import { translatedSwaps } from './swaps/translated-ties.ts';
import { withoutThreadMarks } from './thread-marks.ts';
import { turnedFacts } from './turned-facts.ts';
import { isWrittenTitle } from './words/title-abbreviations.ts';

export {
  CLAIM_KINDS,
  type ClaimKind,
  GUARD_MODES,
  type GuardMode,
  type UnsupportedClaim,
} from './claim-kinds.ts';
export { type ClaimSource, type ClaimSourceInput, claimSource } from './claim-source.ts';

/** A word a thread's style shouts in capitals ("HUGE", "FULL SEND", "DOUBLÉ"): no name. */
const SHOUT = /(?<![\p{L}\p{M}])\p{Lu}[\p{Lu}\p{M}]+(?![\p{L}\p{M}])/gu;

let segmenter: Intl.Segmenter | undefined;
/** How many words a text has; in scripts written without spaces, as Intl's segmenter finds them. */
function wordCount(text: string): number {
  if (!UNSPACED.test(text)) return (text.match(WORD) ?? []).length;
  segmenter ??= new Intl.Segmenter('ja', { granularity: 'word' });
  let count = 0;
  for (const part of segmenter.segment(text)) if (part.isWordLike) count += 1;
  return count;
}

/** True when the source says this: as a whole phrase, or inside unspaced script. */
function sourceSays(source: ClaimSource, words: string): boolean {
  const key = sameTextKey(words);
  if (key === '') return true;
  return UNSPACED.test(key) ? source.key.includes(key) : source.key.includes(` ${key} `);
}

/** A tag the source has, or made of its words ("#PublicLibraries" of "public libraries"). */
function tagSupported(tag: string, source: ClaimSource): boolean {
  const lower = tag.toLowerCase();
  if (source.tags.has(lower) || source.words.has(lower)) return true;
  // A tag in a script written without spaces ("#新しい") is the source's own where it stands in it.
  if (UNSPACED.test(lower) && sourceSays(source, lower)) return true;
  const parts = camelParts(tag);
  if (parts.length > 1 && parts.every((part) => source.words.has(part.toLowerCase()))) return true;
  return source.joined().has(lower);
}

/**
 * Every claim of `line` the source does not hold, for a card of `mode` or a thread's post; none
 * for a line that only says what the source says.
 */
export function unsupportedClaims(
  line: string,
  source: ClaimSource,
  mode: GuardMode,
): UnsupportedClaim[] {
  const claims: UnsupportedClaim[] = [];
  const add = (kind: ClaimKind, text: string) => {
    if (!claims.some((claim) => claim.kind === kind && claim.text === text)) {
      claims.push({ kind, text });
    }
  };
  const factual = mode === 'normal' || mode === 'thread';
  // A thread's post numbers itself ("1/5"): its place in the thread, no figure of the text.
  let rest = normaliseForClaims(mode === 'thread' ? withoutThreadMarks(line) : line);
  // Each claim is taken out of the line once checked, so it is not read again as another kind.
  for (const { link } of findLinks(rest)) {
    // A "mailto:" link is read as its address, below.
    if (!/^mailto:/i.test(link) && !isAllowedLink(link, source.links)) add('link', link);
  }
  for (const { link: address } of findEmails(rest)) {
    if (!source.emails.has(address.toLowerCase())) add('email', address);
  }
  const blank = (pattern: RegExp, check: (match: RegExpMatchArray) => void) => {
    rest = rest.replace(pattern, (...args) => {
      check(args as unknown as RegExpMatchArray);
      return ' ';
    });
  };
  for (const { link } of findLinks(rest)) rest = rest.replace(link, ' ');
  for (const { link: address } of findEmails(rest)) rest = rest.replace(address, ' ');
  // A handle is the source's when it is the same account, its domain included (claim-handles.ts).
  blank(HANDLE, (match) => {
    if (!source.handles.has(handleKey(match[1] ?? ''))) add('handle', match[0]);
  });
  blank(TAG, (match) => {
    if (factual && !tagSupported(match[1] ?? '', source)) add('handle', match[0]);
  });
  // A joke's scare-quoted words stay for its names readers ("до «Сокольников»", a station's name).
  const scared = factual
    ? ''
    : rest.replace(quotePattern(), (...args) => {
        const [whole] = args as unknown as RegExpMatchArray;
        return wordCount(quotedWords(args as unknown as RegExpMatchArray)) <= 2 ? whole : ' ';
      });
  blank(quotePattern(), (match) => {
    const quoted = quotedWords(match);
    // A joke's scare quotes ("please", "number go") are words, not anyone's words.
    const scare = !factual && wordCount(quoted) <= 2;
    if (scare || sourceSays(source, quoted) || quotesDeclinedName(quoted, source)) return;
    // A translated card's title in its own letters, its speaker's words in its language.
    if (!(source.translated && quotedInTranslation(quoted, rest, source))) add('quote', match[0]);
  });
  // A Troll or Meme price a little off the source's ("$299" of "$249", nudged-amounts.ts).
  if (!factual) for (const text of nudgedAmounts(rest, source)) add('figure', text);
  // A joke's day or hour moved off the post's ("vanaf 9.30 uur" of "10.30", joke-clock-edits.ts).
  if (!factual) for (const text of jokeClockEdits(rest, source)) add('figure', text);
  // A name a joke put in the place of the post's ("Ichiran in Shinjuku", joke-name-edits.ts).
  if (!factual) for (const name of jokeNameEdits(scared, source)) add('name', name);
  // A count, result or season of the post turned ("kalah 2-0" of "menang 2-0", turned-facts.ts).
  for (const text of turnedFacts(rest, source, factual, line)) add('figure', text);
  // A name, place or ordinal of the post's changed in its own words (own-language-edits.ts).
  for (const edit of ownLanguageEdits(rest, source, mode === 'normal')) add(edit.kind, edit.text);
  if (!factual) return claims;
  // Days and months the line ties to dates are read apart (claim-calendar.ts), the rest as figures.
  // "w II kwartale": a Roman ordinal, no name, the source's or not (roman-period-ordinals.ts).
  rest = withoutRomanPeriodOrdinals(rest, source, (text) => add('figure', text));
  const calendar = readCalendarWords(rest, source, source.lineLangs);
  const dated = rest;
  rest = calendar.figures;
  // Number words in the line's own language too (looked for only when a word may be one there),
  // and in those the source's words show.
  let detected: { lang: string | undefined } | undefined;
  const detectedLanguage = () => {
    detected ??= { lang: primaryCode(textLanguage(undefined, rest)) };
    return detected.lang;
  };
  const languageOfLine = () => detectedLanguage() ?? 'en';
  // A translation is in the lines' language, where the source's short number words are everyday
  // words ("on", Turkish ten, in an English line): the source's lexicons read only its longer
  // words there, unless the line is in the source's language after all.
  const apart = source.translated && !source.langs.includes(languageOfLine());
  const restricted = () => [
    languageOfLine(),
    ...source.numberLangs,
    ...(apart ? source.langs : []),
  ];
  const full = apart ? source.lineLangs : [...source.langs, ...source.lineLangs];
  // The card's language: the one asked for a translation, else the post's, unless the line is
  // English after all (a line of figures alone tells no language). Its clock says whether a bare
  // "3:30" may be 15:30.
  const cardLanguage = () =>
    source.translated
      ? (source.lineLangs[0] ?? 'en')
      : detectedLanguage() === 'en'
        ? 'en'
        : (source.langs[0] ?? 'en');
  const figures = figuresOf(rest, full, {
    restricted,
    twentyFour: () => writesTwentyFourHourClock(cardLanguage()),
  });
  const supported = supportedFigures(rest, source.figures, source.text);
  // A supported amount's currency name is no name of its own ("1 250 svenska kronor", "1,250
  // บาทไทย", "1250 magyar forint" of "1250 Ft"): the names readers read the line without it.
  let namesText = calendar.names;
  // "twee op de vijf" of 40 procent, "moins de la moitié" of 40 % (share-phrases.ts).
  const shares = heldShares(rest, figures, source.figures);
  const read = (text: string) => figuresOf(text, full);
  const lineFigures = { line: rest, figures, supported, read };
  for (const figure of figures) {
    if (!supported(figure) && !shares.has(figure) && !heldOtherwise(figure, lineFigures, source)) {
      add('figure', figure.text);
    } else if (figure.kind === 'money' || figure.kind === 'count')
      namesText = withoutCurrencyName(namesText, figure, ['en', ...full], source);
    // "5–8 svenska kronor": a range's (range-currency-names.ts).
    else namesText = withoutRangeCurrencyName(namesText, figure, ['en', ...full], source);
  }
  // "MMDA" spelled out, "28 degrees Celsius" of "28 °C", "4,5 Mln €" (figure-name-words.ts).
  namesText = withoutFigureNameWords(namesText, source, ['en', ...full], figures);
  for (const share of underivedShares(lineFigures, source)) add('figure', share);
  // "-3,5 %" of "+3,5 %": a rise made a fall (flipped-signs.ts).
  for (const signed of flippedSigns(rest, source.text)) add('figure', signed);
  for (const century of romanCenturies(rest, source.text, source.langs)) add('figure', century);
  // "femte plats" of "6:e plats" (rank-ordinals.ts).
  const rankLangs = ['en', ...source.langs, ...source.lineLangs];
  for (const rank of rankOrdinals(rest, source.figures, rankLangs, source.text))
    add('figure', rank);
  // "Air Jordan 4" where the source's is "Air Jordan 1" (model-numbers.ts).
  for (const named of changedModelNumbers(dated, source.text, ['en', ...source.langs])) {
    add('figure', named);
  }
  // Two figures of the source that trade places ("from 12.500 to 10.000" of "from 10.000 to 12.500").
  // A translation's words are not the source's, so there is nothing to tie them to; its names may
  // be ("Real Madrid", "Sevilla"), so a score's sides are read in it (score-sides.ts).
  const scores = figures.some((figure) => figure.kind === 'score');
  // A figure's place is read where the source's are (a post-sized source): one figure may have
  // left its noun or its names (figure-bindings.ts, named-years.ts), two may have traded.
  const placed =
    figures.length > 0 && source.placed ? placeFiguresButCodes(rest, figures, source.text) : [];
  const traded = figures.length > 1 || scores;
  if (placed.length > 0 && source.placed && !source.translated) {
    if (traded) {
      const swapped = swappedFigures(placed, source.placed(), rest, [dated, source.text]);
      for (const text of swapped) add('figure', text);
    }
    // A figure bound to a noun the source binds to another of its values (figure-bindings.ts).
    const langs = ['en', ...source.langs];
    for (const text of reboundOutsideClause(rest, placed, source.text, source.placed(), langs)) {
      add('figure', text);
    }
    // "in Vietnam, where the harvest fell about 11%" of Brazil's 11% (figure-countries.ts).
    for (const name of figureCountries(rest, placed, source, source.placed())) add('name', name);
    // Opening hours told of a weekday the source gives other hours ("fredagar … 10–20").
    for (const text of movedHours(rest, source.text, langs)) add('figure', text);
    // A year given names the source gives another ("Wakefield in 2027", named-years.ts), where
    // capitals mark names (not German's nouns).
    const years = source.checksNames ? source.placed() : [];
    for (const text of namedYears(rest, placed, source.text, years, langs)) add('figure', text);
    // "rose 58% to $2.71B" where the source's $2.71 billion is "up 34%" (growth-pairs.ts).
    for (const text of growthPairs(rest, placed, source.text, source.placed())) add('figure', text);
    // "$6.20 a pound" of "6.20 dollars a kilo" (per-unit-prices.ts).
    for (const text of perUnitPrices(rest, placed, source.text, source.placed()))
      add('figure', text);
    // Two figures told of each other's subject ("Debele was second in 2:06:15", subject-swaps.ts),
    // where capitals mark names.
    if (source.checksNames) {
      for (const text of subjectSwaps(rest, placed, source.text, source.placed())) {
        add('figure', text);
      }
    }
  }
  if (traded && placed.length > 0 && source.placed && source.translated) {
    // A translation's figures tied by the days and months beside them (translated-ties.ts),
    // read in the line before they were blanked (as long, so the figures stand where they did).
    const lineLangs = [...source.lineLangs, 'en'];
    for (const text of translatedSwaps(dated, placed, source, source.placed(), lineLangs)) {
      add('figure', text);
    }
  }
  // "three home runs" of a source's "2本のホームラン", a katakana loanword's (loanword-counts.ts).
  for (const text of loanwordCounts(rest, placed, source)) add('figure', text);
  // A part larger than its whole, a name or rank moved onto another's (figure-swaps.ts).
  for (const text of figureSwaps(rest, placed, source)) add('figure', text);
  if (traded && source.placed) {
    if (scores) {
      // A translation's sides are the source's names in another spelling ("CSKA" of "ЦСКА"), a
      // country's in any of its names ("England" of "Англии", country-keys.ts).
      const key = source.translated ? (name: string) => sideKey(name, source.langs) : undefined;
      // German capitalises its nouns: a side is a word German does not make, or a club's letters.
      const named = source.langs[0] === 'de' ? (word: string) => !isGermanNoun(word) : undefined;
      // Where no capital tells a name (Persian, Arabic, Hindi), a side that names a country.
      const country = (word: string) => namesCountry(word, source.langs);
      const sides = reversedScores(rest, placed, source.text, source.placed(), key, named, country);
      for (const text of sides) add('figure', text);
      for (const text of sideScoreSwaps(rest, placed, source.text)) add('figure', text);
      if (source.translated) {
        for (const text of translatedScoreSides(rest, placed, source.text, source.placed())) {
          add('figure', text);
        }
      }
    }
  }
  for (const date of calendar.claims) add('figure', date);
  // "ook op zondag open" where the source says "Zondag … gesloten" (closed-days.ts).
  const weekdayLangs = ['en', ...source.langs, ...source.lineLangs];
  for (const day of openedClosedDays(dated, source.text, weekdayLangs)) add('figure', day);
  // "moved to Friday at 8pm" of the chat's Thursday, "three times" of "more than double" it.
  for (const day of movedWeekdays(dated, source)) add('figure', day);
  for (const day of changedDatedWeekdays(dated, source)) add('figure', day);
  for (const words of changedMultipliers(dated, source)) add('figure', words);
  for (const words of changedAmountWords(dated, source)) add('figure', words);
  // Names in Normal lines only: a thread's styles shout and cheer ("HUGE", "Let's go") in capitals.
  // Capitals past a sentence's first word, first words no common word holds, a translation's names
  // in the source's spelling (translated-names.ts); then countries and capitals in every script
  // and the reader's language, where capitals tell nothing (a first word naming one is that claim).
  if (mode === 'normal') {
    const places = linePlaces(namesText, source);
    for (const name of unsupportedLineNames(namesText, source, places)) {
      if (!isWrittenTitle(name, namesText, source.text)) add('name', name);
    }
    for (const place of places) {
      if (!claims.some((claim) => claim.text.toLowerCase() === place)) add('name', place);
    }
    // "EU and US members" where the source's only US is its "$" (currency-country-words.ts).
    for (const name of currencyCountryWords(namesText, source)) add('name', name);
  }
  // A thread's post names no one the text does not ("so Jordan covers on-call", round twenty):
  // capitals past a sentence's first word, where capitals mark names. The styles' shouts ("FULL
  // SEND", "DOUBLÉ") are words, and a day no date ties is a word too ("a Sunday roast"). Countries
  // and capitals in every language ("in Berlin" of a German text, where nouns are capitals too).
  if (mode === 'thread' && !source.translated) {
    if (source.checksNames) {
      for (const name of unsupportedNames(namesText.replace(SHOUT, ' '), source)) {
        if (!isCalendarName(name)) add('name', name);
      }
    }
    // No capitals in the source or a spaced line: a word the source lacks in its own frame.
    if (source.langs[0] !== 'de' && (!source.checksNames || spacedUncased(dated))) {
      for (const name of replacedNames(dated, source, true, namesText)) add('name', name);
    }
    for (const place of unsupportedPlaces(namesText, source)) {
      if (!claims.some((claim) => claim.text.toLowerCase() === place)) add('name', place);
    }
  }
  for (const name of threadFirstNames(mode, namesText, source)) add('name', name);
  // "on her iPhone" where the source names no iPhone (camel-case-names.ts).
  for (const name of camelCaseNames(dated, source)) add('name', name);
  // "leave Indore … reach Bhopal" where the source's train goes from Bhopal (translated-routes.ts).
  if (mode === 'normal' && source.translated) {
    for (const place of translatedRoutes(dated, source)) add('name', place);
    // "Theatre director Yevgeny Volynsky" where the source's "Директор" is Гетьман's.
    for (const name of translatedRoles(dated, source)) add('name', name);
  }
  // No capital telling names: a word the source lacks in its frame (replaced-names.ts), rare words
  // it lacks together (unknown-names.ts); a named country is that claim, a day a frame's word.
  if (mode === 'normal' && !source.translated) {
    // A name, role or place of the source put on another of its facts (moved-document-names.ts).
    for (const name of movedDocumentNames(dated, source)) add('name', name);
    let replaced = replacedNames(dated, source, !source.checksNames, namesText);
    if (source.langs[0] === 'de') replaced = germanReplacedNames(replaced, source, claims, dated);
    const unknown = [...unknownNames(namesText, source), ...framedOrKnownNames(namesText, source)];
    for (const name of [...replaced, ...unknown]) {
      const lower = name.toLowerCase();
      if (!claims.some((claim) => lower.includes(claim.text.toLowerCase()))) add('name', name);
    }
  }
  // A rare word where the source has another, in a frame of one word a side (rare-swaps.ts).
  if (!source.translated) for (const name of rareSwaps(dated, source)) add('name', name);
  // A quoted work given to another owner ("김도윤 감독의 '스타 라이더'", genitive-owners.ts).
  if (!source.translated) for (const name of genitiveOwners(line, source)) add('name', name);
  // Two names traded between a sentence's clauses, quoted titles too (traded-name-clauses.ts).
  for (const name of tradedNameClauses(line, source)) {
    if (!claims.some((claim) => claim.text.toLowerCase().includes(name))) add('name', name);
  }
  // A clause said otherwise: negated, turned round, its parties traded (a name claimed once).
  for (const words of clauseMeaningClaims(dated, source)) {
    if (!claims.some((claim) => claim.text === words)) add('negation', words);
  }
  return claims;
}
