/**
 * What a line says a source's clause says otherwise (issue 44, docs/decisions/012): a negation added
 * or dropped, in a negation word or in other words, a direction turned round, a possibility stated
 * as a fact, parties, siblings or causes traded. Each reader takes a line and the source's clauses
 * and answers the words it stops; they are read in Normal lines and thread posts alike, after the
 * figures and names (unsupported-claims.ts), as claims of kind "negation".
 */
import { alsoNegations } from './meaning/also-negations.ts';
import { arabicNegatedFigures } from './meaning/arabic-negated-figures.ts';
import { arabicNegatedVerbs } from './meaning/arabic-negated-verbs.ts';
import { asUsualClaims } from './meaning/as-usual-claims.ts';
import { bengaliNegationClaims } from './meaning/bengali-negations.ts';
import { causeClaims } from './meaning/cause-claims.ts';
import { ceasedContinuingClaims } from './meaning/ceased-continuings.ts';
import { certaintyClaims } from './meaning/certainty-claims.ts';
import { clauseEndDirections } from './meaning/clause-end-directions.ts';
import { directionClaims } from './meaning/direction-claims.ts';
import { doubleNegativeClaims } from './meaning/double-negatives.ts';
import { figureClauseNegations } from './meaning/figure-clause-negations.ts';
import { figureWordNegations } from './meaning/figure-word-negations.ts';
import { hedgeClaims } from './meaning/hedge-claims.ts';
import { hedgedPlanClaims } from './meaning/hedged-plans.ts';
import { hedgedSentenceClaims } from './meaning/hedged-sentences.ts';
import { hedgedVerbClaims } from './meaning/hedged-verbs.ts';
import { keptCancelledClaims } from './meaning/kept-cancelled.ts';
import { koreanUnreachedVerbClaims } from './meaning/korean-unreached-verbs.ts';
import { languageOnlyNegatedWordClaims } from './meaning/language-only-negated-words.ts';
import { markedClauseNegations } from './meaning/marked-clause-negations.ts';
import { movedStatements } from './meaning/moved-statements.ts';
import { negatedNeedClaims } from './meaning/negated-needs.ts';
import { negatedNounClaims } from './meaning/negated-nouns.ts';
import { type ClauseSource, negationClaims } from './meaning/negation-claims.ts';
import { phrasedNegationClaims } from './meaning/negation-phrases.ts';
import { noLongerClauses } from './meaning/no-longer-clauses.ts';
import { noLongerFigures } from './meaning/no-longer-figures.ts';
import { onlyNegatedWordClaims } from './meaning/only-negated-words.ts';
import { openingNegationClaims } from './meaning/opening-negations.ts';
import { persianNegationClaims } from './meaning/persian-negations.ts';
import { postposedAlternatives } from './meaning/postposed-alternatives.ts';
import { refusedVerbClaims } from './meaning/refused-verbs.ts';
import { sentenceDirections } from './meaning/sentence-directions.ts';
import { sentenceTurnedVerbs } from './meaning/sentence-turned-verbs.ts';
import { shortNegationClaims } from './meaning/short-negations.ts';
import { stoppedVerbClaims } from './meaning/stopped-verbs.ts';
import { tiedOpposites } from './meaning/tied-opposites.ts';
import { tradedAlternatives } from './meaning/traded-alternatives.ts';
import { tradedComparisonSides } from './meaning/traded-comparison-sides.ts';
import { tradedPeriods } from './meaning/traded-periods.ts';
import { unchangedClaims } from './meaning/unchanged-claims.ts';
import { unevidencedClaims } from './meaning/unevidenced-claims.ts';
import { verbNegationClaims } from './meaning/verb-negations.ts';
import { widenedGroups } from './meaning/widened-groups.ts';
import { routeEnds } from './places/route-ends.ts';
import { movedListMembers } from './roles/moved-list-members.ts';
import { partyClaims } from './roles/party-claims.ts';
import { relativeClauseActs } from './roles/relative-clause-acts.ts';
import { substitutedNames } from './roles/substituted-names.ts';
import { tradedFates } from './roles/traded-fates.ts';
import { tradedRoleNames } from './roles/traded-role-names.ts';
import { trailingRoleNames } from './roles/trailing-role-names.ts';
import { marginNames } from './swaps/margin-names.ts';
import { siblingSwaps } from './swaps/sibling-swaps.ts';
import { tradedCaseEndings } from './swaps/traded-case-endings.ts';

/** The readers, in the order their claims are listed. */
const CLAUSE_READERS: readonly ((line: string, source: ClauseSource) => string[])[] = [
  // "Det går ikke buss for tog" of "Buss for tog går hver time": the source's clause, flipped.
  negationClaims,
  // "refused to approve" of "voted to approve": a negation in other words (negation-phrases.ts).
  phrasedNegationClaims,
  // "firmó el contrato" of "se negó a firmar el contrato": a refusal outside English (refused-verbs.ts).
  refusedVerbClaims,
  // "a bonus … that is guaranteed" of "the bonus is not guaranteed": a short clause (short-negations.ts).
  shortNegationClaims,
  // "Injuries were reported" of "No injuries were reported": an opening negation (opening-negations.ts).
  openingNegationClaims,
  // "Pets don't need consent" of "not allowed without consent": a double negative (double-negatives.ts).
  doubleNegativeClaims,
  // "cancel with a fee" of "we do not charge a cancellation fee": a thing there is none of (negated-nouns.ts).
  negatedNounClaims,
  // "the jug needs to be returned" of "you do not need to send the jug back" (negated-needs.ts).
  negatedNeedClaims,
  // "improved slightly and significantly" of "not statistically significant" (only-negated-words.ts).
  onlyNegatedWordClaims,
  // "the student had left it unattended" of "no evidence that the student had left it unattended".
  unevidencedClaims,
  // "La mairie a décidé de faire appel" of "n'a pas encore décidé": the same, outside English.
  languageOnlyNegatedWordClaims,
  // "인과관계가 확인됐다" of "인과관계를 확인하려면 … 필요하다": Korean's undone verb, done.
  koreanUnreachedVerbClaims,
  // "برگزار نمی‌شود" of "برگزار می‌شود": Persian's prefix of negation (persian-negations.ts).
  persianNegationClaims,
  // "সৌভিক খেলতে পারবেন" of "… খেলতে পারবেন না": Bengali's negation after its verb (bengali-negations.ts).
  bengaliNegationClaims,
  // "EKP ei nostanut korkoa 4 prosenttiin" of "nosti korkoa": Finnish's negative verb, Urdu's "نہیں".
  verbNegationClaims,
  // "ولا يشمل … 400 غرام" where the source includes 400 g, not 800 g (arabic-negated-figures.ts).
  arabicNegatedFigures,
  // "وتشمل الزيادة المدارس" of "ولا تشمل الزيادة المدارس": the particle dropped (arabic-negated-verbs.ts).
  arabicNegatedVerbs,
  // "バスの運賃は…300円に上がらない" of "300円に上がる": a figure's clause, its verb negated (figure-clause-negations.ts).
  figureClauseNegations,
  // "시는 3월에 개통하지 않는다" of "개통한다": the same, its clause tied by its words (marked-clause-negations.ts).
  markedClauseNegations,
  // "החוף לא ייפתח … ב-1 במאי" of "ייפתח … ב-1 במאי": a negation word's clause tied by its figures.
  figureWordNegations,
  // "El hospital ya no tiene 120 camas" of "tiene 120 camas": "no longer" said of a figure (no-longer-figures.ts).
  noLongerFigures,
  // "Carlos Ruiz entrena al equipo" of "ya no entrena": the same, in a clause with no figure.
  noLongerClauses,
  // "la tienda acepta efectivo" of "dejó de aceptar efectivo": a stop said as going on.
  stoppedVerbClaims,
  // "the median price slipped 3.2%" of "rose 3.2 percent": the source's clause, turned round.
  directionClaims,
  clauseEndDirections,
  // "тарифы … тоже вырастут" of "тарифы … не изменятся": no change said as one (unchanged-claims.ts).
  unchangedClaims,
  // "could come earlier" of "could be delayed": the direction of the sentence a clause says.
  sentenceDirections,
  // "laski … sijalle 98" of "nousi … sijalle 98": the same, in Finnish, Malay and Hungarian.
  sentenceTurnedVerbs,
  // "Ab dem 1. Juni ist das Museum geschlossen" of "öffnet am 1. Juni": an opposite word in the
  // source's sentence its figures tie it to (tied-opposites.ts).
  tiedOpposites,
  // "più alto sulla costa che nell'entroterra" of "nell'entroterra che sulla costa": sides traded.
  tradedComparisonSides,
  // "los domingos también se podrán pedir" of "no estará disponible los domingos".
  alsoNegations,
  // "deixa de ser descontado" of "continua a ser descontado": a continuing said as stopped.
  ceasedContinuingClaims,
  // "льготы отменят" of "льготы сохранятся": a thing kept said as cancelled (kept-cancelled.ts).
  keptCancelledClaims,
  // "will go ahead as normal" of "are suspended for the week": a stop said as no change.
  asUsualClaims,
  // "will take eight months" of "could take up to eight months": a possibility stated as a fact.
  hedgeClaims,
  // "rain is certain" of "maybe 60 percent chance": a doubt called certain (certainty-claims.ts).
  certaintyClaims,
  // "explains the change" of "which may partly explain the improved tolerance" (hedged-verbs.ts).
  hedgedVerbClaims,
  // "has been exposed" of "may have been exposed", its words about it figures: by its sentence.
  hedgedSentenceClaims,
  // "may travel on to Edinburgh" of "will travel to … Edinburgh": a plan made a possibility.
  hedgedPlanClaims,
  // "the tenant must repair the structure" where the lease has the landlord do it, and back.
  partyClaims,
  // "Локоть заявил, что…" of "Яковлев заявил, что…": a statement given to another of the post's people.
  movedStatements,
  // "Есипенко победил Витюгова" of "Артемьева, который победил … Витюгова" (relative-clause-acts.ts).
  relativeClauseActs,
  // "dla wszystkich dzieci" of "dla dzieci, których rodzice…": a group the post limits, all of it.
  widenedGroups,
  // "because food prices fell" where the source's energy prices did ("excludes food and energy").
  siblingSwaps,
  // "his router rather than a cable fault" of "a fault in the cable rather than the router".
  tradedAlternatives,
  // "موٹروے ایم ون کی بجائے انڈس ہائی وے" of the other way round: Urdu's and Hindi's postposed choice.
  postposedAlternatives,
  // "Pawar was sentenced …, while Kulkarni was acquitted" where the post has it the other way round.
  tradedFates,
  // "ইস্টবেঙ্গল … মোহনবাগানের মিডফিল্ডার" of the other way round: two names' endings traded.
  tradedCaseEndings,
  // "during his probation, after which … the office" where the offer has it the other way round.
  tradedPeriods,
  // "postponed because of the rain" where the source's match was postponed for a strike.
  causeClaims,
  // "38 sekund před Matějem Zahálkou" where the post's 38 s are before Widar (margin-names.ts).
  marginNames,
  // "伊豆大島から館山まで" of "館山市から伊豆大島まで": a route's ends the other way round (route-ends.ts).
  routeEnds,
  // "Nakuha ni Zack Tabudlo ang Song of the Year" where SB19 took it: a holder replaced.
  substitutedNames,
  // "Toole, Valetini and Jorgensen" where the Brumbies' third is Wright (moved-list-members.ts).
  movedListMembers,
  // "liderada pela Valor Capital, com participação da Kaszek" of the other way round.
  tradedRoleNames,
];

/** Every clause of `line` whose meaning the source's clauses turn round, as the words that say it. */
export function clauseMeaningClaims(line: string, source: ClauseSource): string[] {
  const claims: string[] = [];
  for (const read of CLAUSE_READERS) {
    for (const words of read(line, source)) {
      // Words an earlier reader named already ("slipped" in "slipped 3.2 418,000") are one claim.
      if (!claims.some((claim) => ` ${claim} `.includes(` ${words} `))) claims.push(words);
    }
  }
  // "Tom Reed is the new CEO and Sarah Lee the new CFO" of the other way round: roles told after
  // the names, asked last and only of a line no reader above stopped (a fate or part traded there
  // is that one claim, not two more of its names).
  if (claims.length === 0) claims.push(...trailingRoleNames(line, source));
  return claims;
}
