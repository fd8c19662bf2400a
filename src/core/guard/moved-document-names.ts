/**
 * A name, role or place the source has, put on another of its facts: read together in a Normal
 * card of the source's own language, so unsupportedClaims hooks them once. Each reader says what it
 * catches; the order is the order their claims are given in.
 */

import type { ClaimSource } from './claim-source.ts';
import { movedDayNames } from './dates/weekday-places.ts';
import { crossedNames } from './names/crossed-names.ts';
import { changedThaiSurnames } from './names/thai-name-halves.ts';
import { crossedRoutes } from './places/crossed-routes.ts';
import { demonymPeople } from './places/demonym-people.ts';
import { unsupportedKoreanLocatives } from './places/korean-locatives.ts';
import { reversedRoutes } from './places/reversed-routes.ts';
import { tradedEnds } from './places/traded-ends.ts';
import { affiliationSwaps } from './roles/affiliation-swaps.ts';
import { comparativeWinners } from './roles/comparative-winners.ts';
import { creditedWorks } from './roles/credited-works.ts';
import { withoutFigureOwnedPeople } from './roles/figure-owned-people.ts';
import { hebrewAgentFrames } from './roles/hebrew-agent-frames.ts';
import { letterOwners } from './roles/letter-owners.ts';
import { questionerExchanges } from './roles/questioner-exchanges.ts';
import { roleClaims } from './roles/role-claims.ts';
import { roleSubjects } from './roles/role-subjects.ts';
import { rollCallVotes } from './roles/roll-call-votes.ts';
import { tradedActions } from './roles/traded-actions.ts';
import { turnOwners } from './roles/turn-owners.ts';

/** The names, roles and places of `line` (as unsupportedClaims reads it) moved to another fact. */
export function movedDocumentNames(line: string, source: ClaimSource): string[] {
  return [
    ...roleClaims(line, source),
    // "von Eschwege nach Witzenhausen" where the source moves it to Eschwege.
    ...reversedRoutes(line, source),
    // "between Leeds and Huddersfield" where the post's Leeds route ends in Bradford.
    ...crossedRoutes(line, source),
    // "avgår från Visby … anländer till Oskarshamn" where the ferry leaves Oskarshamn for Visby.
    ...tradedEnds(line, source),
    // "Sissel Sjöberg of the Max Planck Institute" where she is Lund's.
    ...affiliationSwaps(line, source),
    // "telling a Jefferies analyst" what the call told the Barclays analyst.
    ...questionerExchanges(line, source),
    // "Florian Wirtz glich … aus" where the document has Kane equalise.
    // Not one told with their own figures in another's words (figure-owned-people.ts).
    ...(source.checksNames || source.langs[0] === 'de'
      ? withoutFigureOwnedPeople(tradedActions(line, source), line, source.text)
      : []),
    // "the Q7 cancels noise better" where the review has the Sony's noise cancelling stronger.
    ...(source.checksNames ? comparativeWinners(line, source) : []),
    // "the $105 the president proposed" where the treasurer proposed it.
    ...roleSubjects(line, source),
    // "Tomasz will join … by bus" of a chat where "Leila: I'll take the 7:40 bus"; "Support
    // reported 14 open bugs" where engineering's Ken says "We have 14 open bugs".
    ...turnOwners(line, source),
    // "with Trustee Whitfield opposed" where the roll call has "Whitfield yes".
    ...rollCallVotes(line, source),
    // "Hals's paintings were credited to Leyster" where the source credits her works to Hals.
    ...creditedWorks(line, source),
    // "Kestrel Analytics' steel supplier" where the letter to Kestrel writes "our steel supplier".
    ...letterOwners(line, source),
    // "Game 5 is Tuesday in Indianapolis" of Milwaukee's Tuesday; "Margaret Hudson" of "Margaret
    // Chutich" and "Natalie Hudson".
    ...movedDayNames(line, source),
    ...crossedNames(line, source),
    // "뚝섬에서도" where the source's fireworks are at 여의도.
    ...unsupportedKoreanLocatives(line, source),
    // "العداء الإثيوبي جوزيف" where the source's Joseph is Kenyan and Ethiopian is another's.
    ...demonymPeople(line, source),
    // "בבימויו של שלמה בר-אור" where the source's director is Adi Cohen and Shlomo the actor.
    ...hebrewAgentFrames(line, source),
    // "นางสาวพิมพ์ชนก ศรีสุข" where the source's is "นางสาวพิมพ์ชนก วงศ์ทอง".
    ...changedThaiSurnames(line, source),
  ];
}
